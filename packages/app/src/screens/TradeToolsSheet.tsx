import type { Instrument } from "@trade/core/feed";
import type { TradeTool, TradeToolIndex } from "@trade/core/options";
import { TradeTools } from "@trade/react/trade-tools";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { useOptionStrategyEnabled } from "../header/FavouriteStrategies.js";
import { WidgetTheme } from "../settings/AppSettings.js";
import { Modal } from "../ui/Modal.js";
import { strategiesPath } from "./strategiesPath.js";

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
  const sheet = on ? (
    <Modal title="Trade tools" widthRem={34} onClose={() => setOn(undefined)}>
      <WidgetTheme>
        <TradeTools
          instrument={on}
          hide={strategies ? [] : ["Option Strategies"]}
          onTool={(tool, index) => {
            setOn(undefined);
            navigate(tradeToolPath(tool, index));
          }}
        />
      </WidgetTheme>
      <div className="modal-actions">
        <button type="button" onClick={() => setOn(undefined)}>
          Close
        </button>
      </div>
    </Modal>
  ) : null;
  return { open: (instrument) => setOn({ segment: instrument.segment, token: instrument.token }), sheet };
}
