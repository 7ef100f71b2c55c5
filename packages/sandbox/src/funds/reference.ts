import { referenceReusedMessage } from "@trade/core/funds";
import { refused, type ServiceAnswer } from "../http/answer.js";

/**
 * A funds request sent again under a reference already used (its upstream reference number makes it idempotent):
 * the earlier request's answer when the terms are the same, the refusal FUNDS-REFERENCE (409) when they differ;
 * undefined when the reference is new and the request goes ahead.
 */
export function repeatedRequest<TRow, TValue>(
  earlier: TRow | undefined,
  sameTerms: (row: TRow) => boolean,
  answer: (row: TRow) => ServiceAnswer<TValue>,
): ServiceAnswer<TValue> | undefined {
  if (earlier === undefined) return undefined;
  return sameTerms(earlier) ? answer(earlier) : refused(409, "FUNDS-REFERENCE", referenceReusedMessage);
}
