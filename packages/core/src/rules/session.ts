import { socketHeartbeat } from "./socket.js";

/** Session and transport constants of spec 1 §7 and §9. */
export const sessionLimits = {
  /** Every service: time-out per attempt. */
  timeoutMs: 6000,
  /** Every service: one retry, the delay doubling from `retryBaseDelayMs`. */
  retries: 1,
  retryBaseDelayMs: 300,
  /** Trade token renewal and non-trade refresh are each skipped within a minute of the last one. */
  renewalGuardMs: 60_000,
  /** Failures within this window share one renewal. */
  renewalDebounceMs: 2000,
  /** Delay before the rate-limit handler runs after a non-JSON 429. */
  rateLimitHandlerDelayMs: 1000,
  /** Cookie lifetimes in seconds. */
  sessionCookieTtlSeconds: 604_800,
  tokenCookieTtlSeconds: 2_592_000,
  /** Remote configuration refresh. */
  configRefreshMinutes: 30,
  /** Hidden longer than this, the tab sets its refresh flag. */
  hiddenRefreshFlagMs: 10_000,
  webInactivityMs: 600_000,
  socketInactivityMs: 600_000,
  /** Socket heartbeat values (seconds): ping every 10, declare dead after 60 of silence. */
  heartbeatIntervalSeconds: socketHeartbeat.intervalSeconds,
  heartbeatTimeoutSeconds: socketHeartbeat.timeoutSeconds,
} as const;

/** Retry delay before attempt `attempt` (1-based count of retries so far), doubling each time. */
export function retryDelay(attempt: number, baseMs: number = sessionLimits.retryBaseDelayMs): number {
  return baseMs * 2 ** Math.max(0, attempt - 1);
}

/** OTP login limits the sandbox enforces and the login page explains. */
export const otpLimits = {
  length: 6,
  ttlSeconds: 300,
  maxWrongTries: 5,
  maxSendsPerWindow: 20,
  sendWindowMinutes: 15,
} as const;

/** Codes and texts of the session error catalogue (spec 1 §8, spec 3 §8 Session). */
export const sessionCodes = {
  /** Renewal no longer possible: answered with HTTP 403. */
  renewNeeded: "AG8009",
  /** Trade token expired. */
  tradeTokenExpired: "AB9100",
  /** Trade token invalid. */
  tradeTokenInvalid: "AG8001",
  tradeTokenOtherDevice: "AB9005",
  tradeTokenSessionEnded: "AB11011",
  /** Non-trade token expired or invalid. */
  nonTradeUnauthorized: "UA-101",
  nonTradeGatewayUnauthorized: "ERROR-PG-401",
  /** No token at all: the client logs out (sandbox's code; the spec's behaviour). */
  tokenMissing: "TOKEN-MISSING",
} as const;

export const tradeRenewalCodes: readonly string[] = [
  sessionCodes.tradeTokenExpired,
  sessionCodes.tradeTokenInvalid,
  sessionCodes.tradeTokenOtherDevice,
  sessionCodes.tradeTokenSessionEnded,
];
export const nonTradeRefreshCodes: readonly string[] = [
  sessionCodes.nonTradeUnauthorized,
  sessionCodes.nonTradeGatewayUnauthorized,
];

/** Words the product shows, verbatim from the spec. */
export const sessionTexts = {
  sessionExpired: "You have been logged out, Please login again to continue.",
  reLogin: "RE-LOGIN",
  crash: "Something went wrong!!",
  reload: "Reload",
  genericErrorTitle: "Something went wrong",
  genericErrorMessage: "Please try again later.",
  preferenceSaveFailedTitle: "Failed to Save Preferences!",
  preferenceSaveFailedMessage: "Please try again later.",
  alertActionUnavailable: "Cannot perform this action at the moment.",
} as const;

/** Crash screen and generic toast timings (spec 1 §8, §9). */
export const shellTimings = {
  crashReloadMs: 3000,
  toastMs: 3000,
  nudgeToastMs: 5000,
  orderErrorToastMs: 6000,
} as const;

/**
 * Network change toasts (spec 1 §4, §8: "internet unavailable and restored messages"; the words are ours, see
 * docs/decisions.md).
 */
export const networkTexts = {
  offlineTitle: "You are offline",
  offlineMessage: "Internet connection unavailable. Prices and orders will update when it is back.",
  onlineTitle: "You are back online",
  onlineMessage: "Internet connection restored.",
} as const;
