import type { Nudge, NudgeDeleteRequest } from "../contract/nudges.js";

/**
 * The pages that show nudge banners and their placement codes (spec 1 §2.6: the paths are the spec's, the codes are
 * ours, as the spec withholds them). Paths are under /trade. The watchlist's page is its tabs (/watchlist/chart, ...),
 * so it matches below its path; the others match their path only (/account/settings is not /account).
 */
export const nudgePlacements = [
  { path: "/watchlist", code: "WATCHLIST", below: true },
  { path: "/orders/positions", code: "POSITIONS", below: false },
  { path: "/orders/open", code: "OPEN_ORDERS", below: false },
  { path: "/home", code: "HOME", below: false },
  { path: "/account", code: "ACCOUNT", below: false },
  { path: "/portfolio", code: "PORTFOLIO", below: true },
  { path: "/account/trading-balance-summary", code: "TRADING_BALANCE", below: false },
] as const;
export type NudgePlacementCode = (typeof nudgePlacements)[number]["code"];

/** The placement code of a page (a path under /trade), or undefined where no nudges show. */
export function nudgePlacementOf(pathname: string): NudgePlacementCode | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return nudgePlacements.find(
    (entry) => entry.path === path || (entry.below && path.startsWith(`${entry.path}/`)),
  )?.code;
}

/** Nudges are read again after this long (spec 1 §9 nudge timeout, 3600000 ms). */
export const nudgeTimeoutMs = 3_600_000;
/** At most this many closed nudge ids are kept (ours): the oldest go first. */
export const closedNudgesLimit = 200;

/** The closed nudge ids kept under the local key closedNudges (spec 1 §3); anything unreadable counts as none. */
export function readClosedNudges(raw: string | null): string[] {
  try {
    const list: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** The closed ids with `nudgeId` added (once), newest last, at most `closedNudgesLimit`. */
export function addClosedNudge(closed: readonly string[], nudgeId: string): string[] {
  return [...closed.filter((id) => id !== nudgeId), nudgeId].slice(-closedNudgesLimit);
}

/** The nudges to show as `module` ('banner' or 'popup'): those not closed on this device. */
export function visibleNudges(nudges: readonly Nudge[], closed: readonly string[], module: string): Nudge[] {
  return nudges.filter((item) => item.module === module && !closed.includes(item.nudgeId));
}

/** What the nudge delete call sends (spec 1 §7: message_id, nudge_group, template_id), as the nudge carries them. */
export function nudgeDeleteOf(item: Nudge): Partial<NudgeDeleteRequest> {
  return { message_id: item.message_id, nudge_group: item.nudge_group, template_id: item.template_id };
}
