import { istParts } from "../marketClock.js";

/**
 * The pledging window (spec 3 §5, §9): pledging ends at 22:00 and resumes at 07:30 IST. An awaiting request not
 * authorised by 21:00 (the pay-later pledge deadline) lapses; one made after 21:00 lapses at the window's close.
 */
export const pledgeWindow = { opensAt: 7 * 3600 + 30 * 60, closesAt: 22 * 3600 } as const;
/** Seconds after IST midnight by which a pledge must be authorised (spec 3 §9: pay later pledge by 21:00). */
export const pledgeAuthoriseBy = 21 * 3600;
/** (ours) Seconds the sandbox depository takes to confirm an authorised request. */
export const depositoryConfirmSeconds = 30;

/** Whether pledging (and unpledging) is open at `nowMs`. */
export function isPledgeWindowOpen(nowMs: number): boolean {
  const { secondOfDay } = istParts(nowMs);
  return secondOfDay >= pledgeWindow.opensAt && secondOfDay < pledgeWindow.closesAt;
}

/** Epoch ms at which a request made at `createdAt` lapses unless authorised: 21:00 that day, or 22:00 after 21:00. */
export function pledgeLapsesAt(createdAt: number): number {
  const { secondOfDay } = istParts(createdAt);
  const deadline = secondOfDay < pledgeAuthoriseBy ? pledgeAuthoriseBy : pledgeWindow.closesAt;
  return createdAt + (deadline - secondOfDay) * 1000 - (createdAt % 1000);
}

/**
 * The MTF poll window (spec 3 §4, §9): 16:15 to 21:00 IST, seconds after IST midnight. Within it the pledge nudge asks
 * whether MTF shares awaiting their pledge are pledged now (nudge.ts).
 */
export const mtfPollWindow = { from: 16 * 3600 + 15 * 60, to: 21 * 3600 } as const;

/** Whether `nowMs` is within the MTF poll window (16:15 to 21:00 IST). */
export function inMtfPollWindow(nowMs: number): boolean {
  const { secondOfDay } = istParts(nowMs);
  return secondOfDay >= mtfPollWindow.from && secondOfDay < mtfPollWindow.to;
}
