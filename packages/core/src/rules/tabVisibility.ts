import { sessionLimits } from "./session.js";

/**
 * How long the tab may stay hidden before each of spec 1 §4's tab visibility actions (spec 1 §9's values where it
 * gives them).
 */
export const tabVisibilityLimits = {
  /** "More than 10 seconds hidden sets a refresh flag": the session is checked again on return. */
  refreshFlagMs: sessionLimits.hiddenRefreshFlagMs,
  /** The "background limit" (ours: spec 1 §9's polling interval, 60000 ms): positions and orders are read again. */
  backgroundRefetchMs: 60_000,
  /** The "session limit" (spec 1 §9's web inactivity, 600000 ms): the app reloads. */
  sessionMs: sessionLimits.webInactivityMs,
} as const;

export type TabVisibilityLimits = { [K in keyof typeof tabVisibilityLimits]: number };

/** What the app does when the tab shows again after being hidden (spec 1 §4, "Tab visibility"). */
export interface TabReturnAction {
  /** Hidden longer than the session limit: reload the page (the other actions are then moot). */
  reload: boolean;
  /** Hidden more than 10 s: the refresh flag, which has the session checked again. */
  refreshFlag: boolean;
  /** Hidden beyond the background limit: positions and orders are read again. */
  refetchTrading: boolean;
}

/**
 * The actions due after the tab was hidden for `hiddenMs`. Each threshold is exclusive ("longer than", "more than",
 * "beyond"); a negative or non-finite duration (a clock set back) does nothing.
 *
 * @example
 * ```ts
 * tabReturnAction(5_000); // { reload: false, refreshFlag: false, refetchTrading: false }
 * tabReturnAction(90_000); // { reload: false, refreshFlag: true, refetchTrading: true }
 * tabReturnAction(700_000).reload; // true
 * ```
 */
export function tabReturnAction(
  hiddenMs: number,
  limits: TabVisibilityLimits = tabVisibilityLimits,
): TabReturnAction {
  const hidden = Number.isFinite(hiddenMs) && hiddenMs > 0 ? hiddenMs : 0;
  const reload = hidden > limits.sessionMs;
  return {
    reload,
    refreshFlag: !reload && hidden > limits.refreshFlagMs,
    refetchTrading: !reload && hidden > limits.backgroundRefetchMs,
  };
}
