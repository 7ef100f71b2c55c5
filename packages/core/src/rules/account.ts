import type { GroupList } from "../contract/config.js";
import type { AccountStatusValue } from "../contract/profile.js";

/** Account type is D if a DP number exists, else P (spec 1 §3). */
export function accountType(dpNumber: string | null | undefined): "D" | "P" {
  return dpNumber !== null && dpNumber !== undefined && dpNumber.trim() !== "" ? "D" : "P";
}

/** A feature is on for a client when its group list holds the client's gm id or 'all' (spec 1 §6). */
export function isFeatureEnabled(groups: GroupList | undefined, gmId: number): boolean {
  if (groups === undefined) return false;
  return groups.some((group) => group === "all" || group === gmId);
}

/**
 * The order pad does not open when the account's blocked operations include one of those configured for web
 * account status (spec 1 §6).
 */
export function isOrderPadBlocked(
  blockedOperations: readonly AccountStatusValue[],
  webAccountStatus: readonly string[],
): boolean {
  return blockedOperations.some((operation) => webAccountStatus.includes(operation));
}

/** Non-trading accounts (dormant or not trade-ready) see the server's nudge or popup. */
export function isNonTradingAccount(profile: {
  dormant: boolean;
  accountStatus: { tradeReady: boolean };
}): boolean {
  return profile.dormant || !profile.accountStatus.tradeReady;
}

/** Full name from the client details, skipping empty parts. */
export function displayName(details: { firstName: string; middleName: string; lastName: string }): string {
  return [details.firstName, details.middleName, details.lastName]
    .filter((part) => part.trim() !== "")
    .join(" ");
}

/** Mask a mobile number as the login page shows it: 98XXXXXX10. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 4) return mobile;
  return `${mobile.slice(0, 2)}${"X".repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}
