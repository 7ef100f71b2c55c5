import type { Instrument } from "@trade/core/feed";
import type { TradeTool, TradeToolIndex } from "@trade/core/options";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { useOptionStrategyEnabled } from "../header/useOptionStrategyEnabled.js";
import { strategiesPath } from "./strategiesPath.js";

/** The sheet and its tools load when it first opens. */
const TradeToolsModal = lazy(() =>
  import("./TradeToolsModal.js").then((m) => ({ default: m.TradeToolsModal })),
);

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
    <Suspense fallback={null}>
      <TradeToolsModal
        instrument={on}
        hide={strategies ? [] : ["Option Strategies"]}
        onClose={close}
        onTool={(tool, index) => {
          close();
          navigate(tradeToolPath(tool, index));
        }}
      />
    </Suspense>
  ) : null;
  return { open: (instrument) => setOn({ segment: instrument.segment, token: instrument.token }), sheet };
}
