import type { Nudge } from "@trade/core/nudges";
import { useLayer } from "@trade/react";
import { createPortal } from "react-dom";
import { Modal } from "../../ui/Modal.js";
import { NudgeCtas } from "./NudgeCtas.js";
import "./nudges.css";

/** The dormant user popup's title (spec 1 §2.6 names the popup, not its title: ours). */
export const dormantPopupTitle = "Account not active";
/** The close action of a popup without a cross (ours). */
export const popupDismiss = "CLOSE";

/** The colour the server gives a banner (`bgC`), a hex colour only: shown as its edge, so both themes stay legible. */
const colour = (value: string | undefined) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined);

function NudgePopup({ nudge, onClose, onLeave }: { nudge: Nudge; onClose: () => void; onLeave: () => void }) {
  useLayer({ priority: "modal", onEscape: onLeave });
  return createPortal(
    <Modal title={dormantPopupTitle} widthRem={28.75}>
      <p>{nudge.mainline}</p>
      <div className="modal-actions nudge-popup-actions">
        <NudgeCtas nudge={nudge} onFollow={onLeave} />
        {nudge.crossBtn ? (
          <button type="button" className="button" onClick={onClose}>
            {popupDismiss}
          </button>
        ) : null}
      </div>
    </Modal>,
    document.body,
  );
}

/**
 * What the nudges of a placement draw: the banners (main line, calls to action, the close cross when the server gives
 * one) and the popup nudge as a modal. Loaded when a page first has a nudge to show.
 */
export function NudgeViews({
  banners,
  popup,
  close,
  onLeave,
}: {
  banners: readonly Nudge[];
  popup: Nudge | undefined;
  close: (nudge: Nudge) => void;
  onLeave: (nudgeId: string) => void;
}) {
  return (
    <>
      {banners.length > 0 ? (
        <section className="nudges" aria-label="Nudges">
          {banners.map((nudge) => (
            <div
              key={nudge.nudgeId}
              className="nudge"
              data-nudge-id={nudge.nudgeId}
              style={colour(nudge.bgC) ? { borderLeft: `4px solid ${colour(nudge.bgC)}` } : undefined}
            >
              <p className="nudge-mainline">{nudge.mainline}</p>
              <NudgeCtas nudge={nudge} />
              {nudge.crossBtn ? (
                <button type="button" className="nudge-close" aria-label="Close" onClick={() => close(nudge)}>
                  ×
                </button>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}
      {popup ? (
        <NudgePopup nudge={popup} onClose={() => close(popup)} onLeave={() => onLeave(popup.nudgeId)} />
      ) : null}
    </>
  );
}
