import { emptyListTexts, formatPrice } from "@trade/core";
import type { GttRule } from "@trade/core/gtt";

/** (ours) The cancel confirmation of a GTT rule. */
export const gttCancelConfirmText = "Cancel this GTT?";

/** (ours, core `emptyListTexts`) The list's words when nothing is shown. */
export const noGttRulesText = emptyListTexts.gtt;
export const noGttRulesForFilterText = emptyListTexts.gttForFilter;

/** A rule in a line: side, quantity, instrument and its trigger(s), for notices and confirmations. */
export function gttSummary(
  rule: Pick<
    GttRule,
    | "transactiontype"
    | "qty"
    | "tradingsymbol"
    | "gttType"
    | "triggerprice"
    | "stoplosstriggerprice"
    | "exchangeSegment"
  >,
): string {
  const price = (minor: number) => formatPrice(minor, rule.exchangeSegment);
  const side = rule.transactiontype === "B" ? "BUY" : "SELL";
  const levels =
    rule.gttType === "OCO" && rule.stoplosstriggerprice !== null
      ? `target ${price(rule.triggerprice)}, stop loss ${price(rule.stoplosstriggerprice)}`
      : `trigger ${price(rule.triggerprice)}`;
  return `${side} ${rule.qty} ${rule.tradingsymbol}, ${rule.gttType === "OCO" ? "OCO" : "single"}: ${levels}`;
}
