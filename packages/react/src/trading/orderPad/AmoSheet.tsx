import { useLayer } from "../../keyboard/useLayer.js";
import { amoConfirmText } from "./texts.js";
import type { OrderPadController } from "./useOrderPad.js";

/** After market hours, the question whether to place the order as an AMO (PLACE AMO, or CANCEL / Escape). */
export function AmoSheet({ pad }: { pad: OrderPadController }) {
  useLayer({ priority: "confirm", onEscape: pad.toForm });
  return (
    <div role="alertdialog" aria-label="After market order" className="tk-op-sheet">
      <p>{amoConfirmText}</p>
      <button type="button" onClick={() => pad.send("AMO")}>
        PLACE AMO
      </button>
      <button type="button" onClick={pad.toForm}>
        CANCEL
      </button>
    </div>
  );
}
