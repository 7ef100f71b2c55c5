import { paymentFailureTexts } from "@trade/core/funds";

/** How long a test handle's payment stays pending before it settles (market time), and an unanswered request lives. */
export const pendingHandleMs = 2 * 60_000;
export const requestLifetimeMs = 10 * 60_000;

/** What the other side will answer, decided when the payment starts. */
export interface Outcome {
  outcome: "success" | "failure" | null;
  outcome_message: string | null;
  /** Market ms; null while a page (the UPI app, the bank) decides. */
  settle_at: number | null;
}

/**
 * The sandbox's test UPI handles (docs/funds.md): `sandbox.success@upi` is approved, `sandbox.failure@upi` declined,
 * `sandbox.bankfail@upi` fails with the bank's technical text, `sandbox.pending@upi` stays pending for 2 minutes of
 * market time and then succeeds; `sandbox.unknown@upi` does not verify. Any other UPI ID gets a collect request that
 * the sandbox's UPI app page approves or declines.
 */
export function outcomeOfHandle(vpa: string | null, now: number): Outcome {
  switch (vpa) {
    case "sandbox.success@upi":
      return { outcome: "success", outcome_message: null, settle_at: now };
    case "sandbox.failure@upi":
      return { outcome: "failure", outcome_message: paymentFailureTexts.declined, settle_at: now };
    case "sandbox.bankfail@upi":
      return { outcome: "failure", outcome_message: paymentFailureTexts.bankTechnical, settle_at: now };
    case "sandbox.pending@upi":
      return { outcome: "success", outcome_message: null, settle_at: now + pendingHandleMs };
    default:
      return { outcome: null, outcome_message: null, settle_at: null };
  }
}

/** A UPI ID the sandbox's UPI network does not know. */
export const unknownHandle = "sandbox.unknown@upi";
