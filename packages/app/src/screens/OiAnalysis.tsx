import { oiIndexSymbols } from "@trade/core/oi";
import { OiAnalysis } from "@trade/react/oi";
import { useSearchParams } from "react-router";
import { WidgetTheme } from "../settings/AppSettings.js";
import "./oiAnalysis.css";

/**
 * /markets/derivative/analysis (spec 3 §2 Markets): the open-interest analysis of an index (NIFTY, BANKNIFTY,
 * FINNIFTY, MIDCPNIFTY) or of the script the address names (`?script=`, as the option chain links it): OI Change,
 * OI and PCR vs Time, Open Interest and Multi Strike OI.
 */
export function OiAnalysisScreen() {
  const [params, setParams] = useSearchParams();
  const script = (params.get("script") ?? oiIndexSymbols[0]).toUpperCase();
  return (
    <section className="page oi-analysis-page">
      <h1>Open interest analysis</h1>
      <WidgetTheme>
        <OiAnalysis
          key={script}
          script={script}
          scripts={oiIndexSymbols}
          onScriptChange={(next) => setParams({ script: next }, { replace: true })}
        />
      </WidgetTheme>
    </section>
  );
}
