import { surveillanceMessage } from "@trade/core/orders";
import { useLayer } from "../../keyboard/useLayer.js";
import type { OrderPadController } from "./useOrderPad.js";

/** The warning a scrip under surveillance (ASM, GSM, ...) opens with, until the user dismisses it (OK or Escape). */
export function SurveillanceSheet({ pad }: { pad: OrderPadController }) {
  useLayer({ priority: "sheet", onEscape: pad.toForm });
  return (
    <div role="alertdialog" aria-label="Under surveillance" className="tk-op-sheet tk-op-warn">
      <strong>Under surveillance</strong>
      <p>{surveillanceMessage(pad.instrument.surveillance)}</p>
      <button type="button" onClick={pad.toForm}>
        OK
      </button>
    </div>
  );
}
