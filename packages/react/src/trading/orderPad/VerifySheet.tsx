import type { DeliveryInstruction } from "@trade/core/edis";
import { deliveryVerificationTitle } from "@trade/core/edis";
import { DeliveryVerification } from "../../edis/DeliveryVerification.js";
import { useLayer } from "../../keyboard/useLayer.js";
import type { OrderPadController } from "./useOrderPad.js";

/**
 * The delivery-instruction verification over the pad (spec 2 §5, spec 3 §5): a POA client's delivery sale refused for
 * want of it opens it; once verified the order is placed again; Cancel or Escape goes back to the form.
 */
export function VerifySheet({
  pad,
  instructions,
  variety,
}: {
  pad: OrderPadController;
  instructions: DeliveryInstruction[];
  variety: "NORMAL" | "AMO";
}) {
  useLayer({ priority: "confirm", onEscape: pad.toForm });
  const names = Object.fromEntries(instructions.map(({ isin }) => [isin, pad.instrument.tradeSymbol]));
  return (
    <div role="alertdialog" aria-label={deliveryVerificationTitle} className="tk-op-sheet tk-op-verify">
      <DeliveryVerification
        instructions={instructions}
        names={names}
        onVerified={() => pad.afterVerification(variety)}
        onCancel={pad.toForm}
      />
    </div>
  );
}
