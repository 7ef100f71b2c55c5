import { lazy } from "react";
import { LazyWidget } from "../settings/AppSettings.js";
import "./depthPanel.css";

/** Market depth loads when a row menu first asks for it. */
const MarketDepth = lazy(() => import("./marketDepth.js").then((m) => ({ default: m.MarketDepth })));

/** An instrument's market depth under a table (a row menu's Market Depth), with its close button. */
export function DepthPanel({
  instrument,
  onClose,
}: {
  instrument: { segment: number; token: number; tradeSymbol: string };
  onClose: () => void;
}) {
  return (
    <div className="depth-panel">
      <div className="depth-panel-head">
        <h2>Market depth: {instrument.tradeSymbol}</h2>
        <button type="button" className="link-button" onClick={onClose}>
          Close depth
        </button>
      </div>
      <LazyWidget>
        <MarketDepth instrument={instrument} />
      </LazyWidget>
    </div>
  );
}
