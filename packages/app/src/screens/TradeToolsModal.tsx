import type { Instrument } from "@trade/core/feed";
import type { TradeTool, TradeToolIndex } from "@trade/core/options";
import { useLayer } from "@trade/react";
import { TradeTools } from "@trade/react/trade-tools";
import { createPortal } from "react-dom";
import { WidgetTheme } from "../settings/AppSettings.js";
import { Modal } from "../ui/Modal.js";

/**
 * The trade tools sheet over the page (in the modal layer: Escape closes it, the page's shortcuts wait). Its module
 * loads when the sheet first opens (`useTradeToolsSheet`), with the tools and their contract ladder.
 */
export function TradeToolsModal(props: {
  instrument: Instrument;
  hide: readonly TradeTool[];
  onClose: () => void;
  onTool: (tool: TradeTool, index: TradeToolIndex) => void;
}) {
  useLayer({ priority: "modal", onEscape: props.onClose });
  return createPortal(
    <Modal title="Trade tools" widthRem={34}>
      <WidgetTheme>
        <TradeTools instrument={props.instrument} hide={props.hide} onTool={props.onTool} />
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
