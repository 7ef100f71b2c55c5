import type { Instrument } from "@trade/core/feed";
import type { TradeTool, TradeToolIndex } from "@trade/core/options";
import { useLayer } from "@trade/react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router";
import { useOptionStrategyEnabled } from "../header/useOptionStrategyEnabled.js";
import { WidgetTheme } from "../settings/AppSettings.js";
import { Loading } from "../shell/Loading.js";
import { Modal } from "../ui/Modal.js";
import { strategiesPath } from "./strategiesPath.js";

/** The tools load when the sheet first opens. */
const TradeTools = lazy(() => import("./tradeTools.js").then((m) => ({ default: m.TradeTools })));

/** The screen a trade tool opens for an index: its option chain, its strategies, its OI analysis. */
export function tradeToolPath(tool: TradeTool, index: TradeToolIndex): string {
  if (tool === "Option Strategies") return strategiesPath(index);
  if (tool === "OI Analysis") return `/markets/derivative/analysis?script=${index.name}`;
  return `/watchlist/option-chain?token=${index.token}&mktSegID=${index.segment}`;
}

/**
 * The trade tools sheet (spec 2 §2) the watchlist row's more-menu opens: `open(scrip)` shows it on the scrip's index
 * (NIFTY or SENSEX, else NIFTY); a tool goes to its screen and closes the sheet. Option Strategies only where the
 * client's flag is on.
 */
export function useTradeToolsSheet(): { open: (instrument: Instrument) => void; sheet: ReactNode } {
  const navigate = useNavigate();
  const strategies = useOptionStrategyEnabled();
  const [on, setOn] = useState<Instrument | undefined>();
  const close = () => setOn(undefined);
  const sheet = on ? (
    <TradeToolsModal
      instrument={on}
      hide={strategies ? [] : ["Option Strategies"]}
      onClose={close}
      onTool={(tool, index) => {
        close();
        navigate(tradeToolPath(tool, index));
      }}
    />
  ) : null;
  return { open: (instrument) => setOn({ segment: instrument.segment, token: instrument.token }), sheet };
}

/** The sheet over the page (in the modal layer: Escape closes it, the page's shortcuts wait). */
function TradeToolsModal(props: {
  instrument: Instrument;
  hide: readonly TradeTool[];
  onClose: () => void;
  onTool: (tool: TradeTool, index: TradeToolIndex) => void;
}) {
  useLayer({ priority: "modal", onEscape: props.onClose });
  return createPortal(
    <Modal title="Trade tools" widthRem={34}>
      <WidgetTheme>
        <Suspense fallback={<Loading />}>
          <TradeTools instrument={props.instrument} hide={props.hide} onTool={props.onTool} />
        </Suspense>
      </WidgetTheme>
      <div className="modal-actions">
        <button type="button" className="button" onClick={props.onClose}>
          Close
        </button>
      </div>
    </Modal>,
    document.body,
  );
}
