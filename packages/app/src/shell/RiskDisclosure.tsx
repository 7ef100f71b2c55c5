import { riskDisclosureAcknowledge, riskDisclosureText, riskDisclosureTitle } from "@trade/core/orders";
import { useLayer } from "@trade/react";
import { createPortal } from "react-dom";
import { Modal } from "../ui/Modal.js";

/** The cancel action of the gates' modals (spec 1 §2.8 names CANCEL for the activation modal; the same word here). */
export const gateCancel = "CANCEL";

/**
 * The risk disclosure shown before the client's first F&O trade (spec 1 §2.6, §9: the text is the spec's). Acknowledge
 * opens the order pad and is remembered; CANCEL or Escape leaves without the pad and asks again next time.
 */
export function RiskDisclosure({
  onAcknowledge,
  onCancel,
}: {
  onAcknowledge: () => void;
  onCancel: () => void;
}) {
  useLayer({ priority: "modal", onEscape: onCancel });
  return createPortal(
    <Modal title={riskDisclosureTitle} widthRem={28.75}>
      <p>{riskDisclosureText}</p>
      <div className="modal-actions gate-actions">
        <button type="button" className="button" onClick={onCancel}>
          {gateCancel}
        </button>
        <button type="button" className="button primary" onClick={onAcknowledge}>
          {riskDisclosureAcknowledge}
        </button>
      </div>
    </Modal>,
    document.body,
  );
}
