/**
 * Pledge statuses and notification codes (spec 3 §4 MTF and pledge). A request's status is one of the spec's codes;
 * the text shown is the spec's word for it.
 */

/** The status codes of a pledge or unpledge request (spec 3 §4). */
export const pledgeStatusCodes = {
  awaiting: 201,
  /** Also Pledge Status Awaiting: the depository's OTP is done for part of the request. */
  awaitingAuthorised: 207,
  pending: 203,
  pledged: 204,
  cancelled: 205,
  partiallyPledged: 100,
} as const;
export type PledgeStatusCode = (typeof pledgeStatusCodes)[keyof typeof pledgeStatusCodes];

/** The spec's text of each pledge status code. */
export const pledgeStatusTexts: Readonly<Record<PledgeStatusCode, string>> = {
  201: "Pledge Status Awaiting",
  207: "Pledge Status Awaiting",
  203: "Pledge Pending",
  204: "Pledged",
  205: "Cancelled",
  100: "Partially Pledged",
};

/** (ours) An unpledge request's words for the same codes. */
export const unpledgeStatusTexts: Readonly<Record<PledgeStatusCode, string>> = {
  201: "Unpledge Pending",
  207: "Unpledge Pending",
  203: "Unpledge Pending",
  204: "Unpledged",
  205: "Cancelled",
  100: "Partially Unpledged",
};

/** The spec's other status texts: the remark a request carries at each step. */
export const pledgeRemarks = {
  successful: "Pledge Successful",
  partiallySuccessful: "Pledge Partially Successful",
  otpAuthorized: "OTP Authorized",
  partiallyAuthorized: "Partially Authorized",
  authorizationPending: "Authorization Pending",
  overdue: "No authentication done till 9:00pm",
} as const;

/** The status's text of a request of either kind; an unknown code as its number. */
export function pledgeStatusText(kind: "PLEDGE" | "UNPLEDGE", status: number): string {
  const texts = kind === "PLEDGE" ? pledgeStatusTexts : unpledgeStatusTexts;
  return (texts as Record<number, string>)[status] ?? String(status);
}

/** Whether a request still moves (awaiting the OTP or the depository): the status screen polls these. */
export const isPledgeOpen = (status: number): boolean => status === 201 || status === 207 || status === 203;

/** Pledge notification codes with their titles and tones (spec 3 §4). */
export const pledgeNotifications = {
  unpledgePending: { code: 201, title: "Unpledge Pending", tone: "warning" },
  marginUpdated: { code: 204, title: "Margin Updated", tone: "success" },
  pledgeCancelled: { code: 205, title: "Pledge Cancelled", tone: "error" },
  unpledgeCancelled: { code: 206, title: "Unpledge Cancelled", tone: "error" },
  pledgeOverdue: { code: 209, title: "Pledge Overdue", tone: "error" },
  otpAuthenticated: { code: 207, title: "Pledge OTP authenticated", tone: "warning" },
} as const;
export type PledgeNotification = (typeof pledgeNotifications)[keyof typeof pledgeNotifications];

/** The notification of a code (201 Unpledge Pending, ...); undefined for a code the spec does not list. */
export function pledgeNotificationOf(code: number): PledgeNotification | undefined {
  return Object.values(pledgeNotifications).find((n) => n.code === code);
}
