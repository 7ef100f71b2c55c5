import type { AlertImplication, AlertOperand, AlertOperator } from "../../contract/alerts.js";
import { alertToasts } from "./toasts.js";

const operatorWords: Record<AlertOperator, string> = {
  greaterThan: "is above",
  lessThan: "is below",
  crossesAbove: "crossed above",
  crossesBelow: "crossed below",
};

/** One side of a condition in words: `Price`, `RSI(14)`, `MACD(12, 26, 9) signal`. */
export function operandText(operand: AlertOperand): string {
  const values = Object.values(operand.params ?? {});
  const params = values.length > 0 ? `(${values.join(", ")})` : "";
  return `${operand.indicator}${params}${operand.line === undefined ? "" : ` ${operand.line}`}`;
}

/** (ours) A condition in words, as a fired alert tells it: `RSI(14) crossed below 30`. */
export function conditionText(implication: AlertImplication): string {
  const rhs =
    "valueString" in implication.rhs ? implication.rhs.valueString.trim() : operandText(implication.rhs);
  return `${operandText(implication.lhs)} ${operatorWords[implication.operator]} ${rhs}`;
}

/**
 * (ours) What the 'Alert Triggered' push says (spec 1 §4: its title `nt` and message `nm`): the title is the spec's
 * toast title, the message names the alert, the instrument and the condition that held.
 */
export function alertTriggeredText(
  name: string,
  symbol: string,
  implication: AlertImplication,
): { nt: string; nm: string } {
  return { nt: alertToasts.triggered.title, nm: `${name}: ${symbol} ${conditionText(implication)}` };
}
