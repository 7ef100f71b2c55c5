import {
  defaultOiInterval,
  type OiInterval,
  oiIndexSymbols,
  oiIntervalLabels,
  oiIntervals,
} from "@trade/core/oi";
import { useId, useRef, useState } from "react";
import { NativeSelect } from "../ui/NativeSelect.js";
import { widgetCss } from "../widget.js";
import { MultiStrikeView, PcrView } from "./OiSeriesViews.js";
import { OiChangeView, OpenInterestView } from "./OiStrikeViews.js";
import { oiAnalysisCss } from "./oiStyles.js";
import { type OiChartId, oiChartNames } from "./texts.js";

export interface OiAnalysisProps {
  /** The script shown (controlled); default the first of `scripts`. */
  script?: string;
  onScriptChange?: (script: string) => void;
  /** The scripts offered (default the spec's OI index symbols: NIFTY, BANKNIFTY, FINNIFTY, MIDCPNIFTY). */
  scripts?: readonly string[];
  /** The chart shown first (default OI Change). */
  chart?: OiChartId;
  /** The interval first chosen (default 15 minutes). */
  interval?: OiInterval;
}

const css = widgetCss(".tk-oi", oiAnalysisCss);
const chartIds = Object.keys(oiChartNames) as OiChartId[];

/**
 * Open-interest analysis (spec 2 §7, spec 3 §2 Markets): the four charts OI Change, OI and PCR vs Time, Open Interest
 * and Multi Strike OI of a script's nearest expiry, on the spec's intervals (5, 15, 20, 30 minutes; last 1, 2, 3
 * hours; full day), with each strike's build-up. chart.js draws them, loaded with the first chart.
 *
 * @example
 * ```tsx
 * <OiAnalysis script="BANKNIFTY" chart="pcr" />
 * ```
 */
export function OiAnalysis(props: OiAnalysisProps) {
  const scripts = props.scripts ?? oiIndexSymbols;
  const [ownScript, setOwnScript] = useState(props.script ?? scripts[0] ?? "NIFTY");
  const script = props.script ?? ownScript;
  const [chart, setChart] = useState<OiChartId>(props.chart ?? "oiChange");
  const [interval, setInterval] = useState<OiInterval>(props.interval ?? defaultOiInterval);
  const ids = useId().replaceAll(":", "");
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (next: string) => {
    setOwnScript(next);
    props.onScriptChange?.(next);
  };
  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + chartIds.length) % chartIds.length;
    setChart(chartIds[next] as OiChartId);
    tabs.current[next]?.focus();
  };
  // The Open Interest chart is the day's: it has no interval to choose.
  const hasInterval = chart !== "openInterest";
  return (
    <div className="tk-oi">
      <style>{css}</style>
      <div className="tk-oi-bar">
        <label>
          Script
          <NativeSelect
            value={script}
            options={scripts.includes(script) ? scripts : [script, ...scripts]}
            onChange={choose}
          />
        </label>
        {hasInterval ? (
          <label>
            Interval
            <NativeSelect
              value={interval}
              options={oiIntervals}
              onChange={setInterval}
              optionLabel={(i) => oiIntervalLabels[i]}
            />
          </label>
        ) : null}
      </div>
      <div className="tk-oi-tabs" role="tablist" aria-label="OI charts">
        {chartIds.map((id, index) => (
          <button
            key={id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${id}`}
            aria-selected={chart === id}
            aria-controls={`${ids}-panel`}
            tabIndex={chart === id ? 0 : -1}
            onClick={() => setChart(id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {oiChartNames[id]}
          </button>
        ))}
      </div>
      <div
        className="tk-oi-panel"
        role="tabpanel"
        id={`${ids}-panel`}
        aria-labelledby={`${ids}-tab-${chart}`}
      >
        {chart === "oiChange" ? <OiChangeView script={script} interval={interval} /> : null}
        {chart === "pcr" ? <PcrView script={script} interval={interval} /> : null}
        {chart === "openInterest" ? <OpenInterestView script={script} /> : null}
        {chart === "multiStrike" ? (
          <MultiStrikeView key={script} script={script} interval={interval} />
        ) : null}
      </div>
    </div>
  );
}
