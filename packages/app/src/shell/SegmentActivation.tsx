import { activateQuickStepsText, segmentActivationText } from "@trade/core/orders";
import { useLayer } from "@trade/react";
import { useState } from "react";
import { createPortal } from "react-dom";
import { Modal } from "../ui/Modal.js";
import { gateCancel } from "./RiskDisclosure.js";

export const segmentActivationTitle = "Segment not activated";
export const activateAction = "ACTIVATE";
/**
 * What ACTIVATE says in trade kit (ours, docs/decisions.md): the broker's segment activation journey is not part of
 * the app, and the runtime configuration names no address for it, so the absence is said, not faked.
 */
export const activationUnavailableText =
  "Segment activation is not available in trade kit: it has no activation journey. Activate the segment with your broker, then sign in again.";

/**
 * The segment-not-activated modal (spec 1 §2.8, §5, §6; about 28.75 rem wide): the text of the scrip's segment and
 * the quick-steps line, CANCEL and ACTIVATE. It opens instead of the order pad on a segment the client has not
 * activated.
 */
export function SegmentActivation({ segment, onCancel }: { segment: number; onCancel: () => void }) {
  useLayer({ priority: "modal", onEscape: onCancel });
  const [asked, setAsked] = useState(false);
  return createPortal(
    <Modal title={segmentActivationTitle} widthRem={28.75}>
      <p>{segmentActivationText(segment)}</p>
      <p className="muted">{activateQuickStepsText}</p>
      {asked ? (
        <p role="alert" className="form-error">
          {activationUnavailableText}
        </p>
      ) : null}
      <div className="modal-actions gate-actions">
        <button type="button" className="button" onClick={onCancel}>
          {gateCancel}
        </button>
        <button type="button" className="button primary" disabled={asked} onClick={() => setAsked(true)}>
          {activateAction}
        </button>
      </div>
    </Modal>,
    document.body,
  );
}
