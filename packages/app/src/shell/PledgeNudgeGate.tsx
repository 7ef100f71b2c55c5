import { inMtfPollWindow } from "@trade/core/pledge";
import { useMarketClock } from "@trade/react/trading";
import { lazy, Suspense, useEffect, useState } from "react";

/** The nudge's module, loaded the first time the MTF poll window is open on the market's clock. */
const PledgeNudgeHost = lazy(() =>
  import("./PledgeNudgeHost.js").then((m) => ({ default: m.PledgeNudgeHost })),
);

/** How often the gate looks at the market's clock, as often as the nudge itself does. */
const windowCheckMs = 15_000;

/**
 * The pledge nudge (spec 3 §4) for a client with Pay Later: it asks only within the MTF poll window (16:15 to 21:00
 * IST), so its module loads the first time the window is open, not with every first screen; once loaded it stays, so
 * that a pledge under way at the window's end still shows its result.
 */
export function PledgeNudgeGate() {
  const now = useMarketClock();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return;
    const check = () => {
      if (inMtfPollWindow(now())) setDue(true);
    };
    check();
    const timer = setInterval(check, windowCheckMs);
    return () => clearInterval(timer);
  }, [now, due]);
  return due ? (
    <Suspense fallback={null}>
      <PledgeNudgeHost />
    </Suspense>
  ) : null;
}
