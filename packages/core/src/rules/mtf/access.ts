import type { Profile } from "../../contract/profile.js";

/**
 * Who may use Pay Later (spec 3 §5, §8): an account with MTF enabled, not registered for ASBA ('Also blocked: ...
 * Pay Later MTF'), whose stock transfers are verified ('The pay-later feature requires stock-transfer verification').
 * The verification is the standing one, DDPI: MTF shares are pledged to the broker by the broker, which a per-sale
 * delivery instruction (eDIS, a POA account without DDPI) does not cover (docs/decisions.md, "Pay Later's stock-transfer
 * verification").
 */
export type MtfAccount = Pick<Profile, "mtfEnabled" | "asba" | "ddpi">;

/** Why an account may not use Pay Later, with the code the broker refuses it with. */
export type MtfRefusal =
  | { code: "MTF-INELIGIBLE"; message: string }
  | { code: "MTF-VERIFY"; message: string };

export const notEligibleForMtfMessage = "Not eligible for MTF";
/** Spec 3 §5, as the refusal's words. */
export const mtfTransferVerificationMessage = "Pay Later requires stock-transfer verification";
/** (ours) What the verification is and why it is missing. */
export const mtfTransferVerificationExplanation =
  "Your demat account has no DDPI, so your stock transfers are not verified. Pay Later pledges the shares it buys for you, which needs DDPI; submit it with your depository participant to use Pay Later.";

/** Whether the account's stock transfers are verified for Pay Later (DDPI). */
export const stockTransferVerified = (account: Pick<MtfAccount, "ddpi">): boolean => account.ddpi;

/** Why `account` may not use Pay Later; undefined when it may. An unknown account is not eligible. */
export function mtfRefusalOf(account: MtfAccount | undefined): MtfRefusal | undefined {
  if (account === undefined || !account.mtfEnabled || account.asba)
    return { code: "MTF-INELIGIBLE", message: notEligibleForMtfMessage };
  if (!stockTransferVerified(account)) return { code: "MTF-VERIFY", message: mtfTransferVerificationMessage };
  return undefined;
}
