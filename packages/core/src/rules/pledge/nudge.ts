import { istParts } from "../marketClock.js";
import { pledgeNudge } from "./messages.js";
import { inMtfPollWindow } from "./window.js";

/**
 * The pledge nudge (spec 3 §4, §9): within the MTF poll window, 16:15 to 21:00 IST, the app asks whether MTF shares
 * awaiting their pledge are pledged now (a dialog, Accept or Cancel). On cancel a timer restarts; the nudge repeats
 * fewer than 3 times. The count is kept locally, per client and IST day, like the closed nudge ids (spec 1 §3); a new
 * day starts it again (ours: docs/decisions.md, "The pledge nudge"). The window is in window.ts.
 */
/** (ours) How long after a Cancel the nudge asks again. */
export const pledgeNudgeRestartMs = 10 * 60_000;
/** (ours) How often the pledge state is asked within the window. */
export const pledgeNudgePollMs = 60_000;

/** The nudge's count for a client's day: how often it was cancelled, and when last. */
export interface PledgeNudgeCount {
  day: string;
  cancelled: number;
  /** Epoch ms of the last Cancel. */
  at: number;
}

/** The local key of a client's nudge count. */
export const pledgeNudgeKey = (clientCode: string) => `pledgeNudge:${clientCode}`;

/** The count kept under the local key for the day of `nowMs`; anything unreadable, or another day's, is none. */
export function readPledgeNudgeCount(raw: string | null, nowMs: number): PledgeNudgeCount {
  const day = istParts(nowMs).dateKey;
  try {
    const value = JSON.parse(raw ?? "null") as Partial<PledgeNudgeCount> | null;
    if (
      value?.day === day &&
      Number.isInteger(value.cancelled) &&
      (value.cancelled ?? 0) >= 0 &&
      typeof value.at === "number"
    ) {
      return { day, cancelled: value.cancelled as number, at: value.at };
    }
  } catch {
    // unreadable: none
  }
  return { day, cancelled: 0, at: 0 };
}

/** The count after a Cancel at `nowMs`. */
export const cancelPledgeNudge = (count: PledgeNudgeCount, nowMs: number): PledgeNudgeCount => ({
  day: count.day,
  cancelled: count.cancelled + 1,
  at: nowMs,
});

/**
 * Whether the nudge shows at `nowMs`: within the poll window, with MTF shares open for pledge, shown first and then
 * repeated at most `pledgeNudge.maxRepeats` times (fewer than 3), each repeat `pledgeNudgeRestartMs` after a Cancel.
 */
export function pledgeNudgeDue(count: PledgeNudgeCount, openForPledge: number, nowMs: number): boolean {
  if (openForPledge <= 0 || !inMtfPollWindow(nowMs)) return false;
  if (count.day !== istParts(nowMs).dateKey) return true;
  if (count.cancelled > pledgeNudge.maxRepeats) return false;
  return count.cancelled === 0 || nowMs - count.at >= pledgeNudgeRestartMs;
}
