import type { Position } from "@trade/core/orders";
import { useLayer } from "@trade/react";
import { AdjustPosition } from "@trade/react/trade-tools";
import { createPortal } from "react-dom";
import { WidgetTheme } from "../settings/AppSettings.js";
import { Modal } from "../ui/Modal.js";

/**
 * Adjust Position from the positions row menu (spec 2 §2, §5): adjust mode in a dialog over the positions, Escape or
 * Cancel closing it; the positions list reads itself again once the adjustment is placed.
 */
export function AdjustPositionDialog({ position, onClose }: { position: Position; onClose: () => void }) {
  useLayer({ priority: "modal", onEscape: onClose });
  return createPortal(
    <Modal title={`Adjust Position · ${position.tradingSymbol}`} widthRem={46}>
      <WidgetTheme>
        <AdjustPosition position={position} heading={false} onCancel={onClose} onAdjusted={onClose} />
      </WidgetTheme>
    </Modal>,
    document.body,
  );
}
