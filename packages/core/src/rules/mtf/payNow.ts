import { typedPaise } from "../funds/amount.js";
import { formatRupees } from "../price.js";

/** (ours) Nothing due. */
export const noMtfDuesMessage = "You have no MTF dues";
/** (ours) A pay-now amount above the dues. */
export const payNowAboveDuesMessage = (dues: string) => `You can pay up to ${dues}`;
/** (ours) Not enough cash to pay the dues now. */
export const payNowFundsMessage = "Add funds to pay your MTF dues";
/** (ours) The pay-now amount left empty or zero. */
export const payNowAmountMissingMessage = "Please enter the amount to pay";
/** (ours) A payment of the dues went through. */
export const payNowDoneMessage = (amount: string, dues: string) =>
  `Paid ${amount} of your MTF dues. Dues now ${dues}.`;

/**
 * What is wrong with paying `paise` of MTF dues now (spec 3 §2 /mtf/paynow; the rule is ours): something must be due,
 * the amount is above 0 and at most the dues, and the trading balance covers it. Undefined when it may be paid. The
 * broker checks the same rule.
 */
export function payNowPaiseProblem(paise: number, dues: number, available: number): string | undefined {
  if (dues <= 0) return noMtfDuesMessage;
  if (!Number.isSafeInteger(paise) || paise <= 0) return payNowAmountMissingMessage;
  if (paise > dues) return payNowAboveDuesMessage(formatRupees(dues));
  if (paise > available) return payNowFundsMessage;
  return undefined;
}

/** The same rule for the amount field's text (digits, 2 decimals, leading zeros flagged: spec 3 §5). */
export function payNowAmountProblem(text: string, dues: number, available: number): string | undefined {
  if (dues <= 0) return noMtfDuesMessage;
  const typed = typedPaise(text, payNowAmountMissingMessage);
  return "problem" in typed ? typed.problem : payNowPaiseProblem(typed.paise, dues, available);
}
