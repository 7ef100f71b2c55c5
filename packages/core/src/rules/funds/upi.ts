import { acceptedUpiHandles, recentUpiIdsKept } from "./limits.js";
import { upiIdInvalidMessage, upiIdMissingMessage } from "./messages.js";

const upiIdPattern = /^[a-z0-9][a-z0-9._-]{1,255}@([a-z][a-z0-9]{1,63})$/;

/** A UPI ID as it is compared and sent: trimmed, lower case. */
export const normaliseUpiId = (vpa: string): string => vpa.trim().toLowerCase();

/**
 * What is wrong with a UPI ID before it is verified (spec 3 §5): missing is 'Please enter your UPI ID'; not
 * name@handle, or a handle not accepted, is 'Enter valid UPI ID'. Undefined when it may be sent to verification.
 */
export function upiIdProblem(vpa: string): string | undefined {
  const id = normaliseUpiId(vpa);
  if (id === "") return upiIdMissingMessage;
  const match = upiIdPattern.exec(id);
  if (match === null || !acceptedUpiHandles.includes(match[1] ?? "")) return upiIdInvalidMessage;
  return undefined;
}

/** The recent UPI ids after `used`: it goes first, once, and only the last 4 are kept (spec 3 §3). */
export function rememberUpiId(recent: readonly string[], used: string): string[] {
  const id = normaliseUpiId(used);
  return [id, ...recent.filter((kept) => kept !== id)].slice(0, recentUpiIdsKept);
}
