import { type NudgePlacementCode, nudgePlacementOf } from "@trade/core/nudges";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { useNudges } from "./useNudges.js";

/** The banners and the popup load when a page first has a nudge to show (most pages of most visits have none). */
const NudgeViews = lazy(() => import("./NudgeViews.js").then((m) => ({ default: m.NudgeViews })));

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
  if (banners.length === 0 && popup === undefined) return null;
  return (
    <Suspense fallback={null}>
      <NudgeViews banners={banners} popup={popup} close={close} onLeave={onLeave} />
    </Suspense>
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
