import { type Nudge, type NudgePlacementCode, nudgePlacementOf } from "@trade/core/nudges";
import { useLayer } from "@trade/react";
import { useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { Modal } from "../../ui/Modal.js";
import { NudgeCtas } from "./NudgeCtas.js";
import { useNudges } from "./useNudges.js";
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

function PlacementNudges({
  placement,
  left,
  onLeave,
}: {
  placement: NudgePlacementCode;
  /** Popups left (Escape, a call to action) in this visit of the app. */
  left: readonly string[];
  onLeave: (nudgeId: string) => void;
}) {
  const { banners, popups, close } = useNudges(placement);
  const popup = popups.find((nudge) => !left.includes(nudge.nudgeId));
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

/**
 * The server's nudges on the page shown (spec 1 §2.6 nudge banners, §6 dormant or not trade-ready accounts): banners
 * with their main line, calls to action and optional close cross on the placement pages, and a popup nudge (the
 * dormant user popup) as a modal. Other pages show none.
 */
export function Nudges() {
  const { pathname } = useLocation();
  const placement = nudgePlacementOf(pathname);
  // A popup left by Escape or a call to action stays away until the app is loaded again; its close closes it for good.
  const [left, setLeft] = useState<string[]>([]);
  return placement === undefined ? null : (
    <PlacementNudges
      key={placement}
      placement={placement}
      left={left}
      onLeave={(nudgeId) => setLeft((ids) => [...ids, nudgeId])}
    />
  );
}
