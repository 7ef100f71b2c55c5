import type {
  AlertImplication,
  AlertIndicator,
  AlertOperator,
  AlertStatus,
  AlertTimeFrame,
} from "../../contract/alerts.js";
import { conditionProblems } from "./messages.js";

/** The alert pad's defaults (spec 2 §9): a 1-minute timeframe; units lot-based for options, 1000 for currency. */
export const defaultAlertTimeFrame: AlertTimeFrame = "1m";
export const currencyAlertUnits = 1_000;

/** What each status allows (spec 2 §4): active pauses, paused resumes, any deletes; completed and expired only delete. */
export type AlertAction = "pause" | "resume" | "delete" | "edit";

/**
 * The actions an alert offers in its status. Edit is offered only for predefined alerts (spec 2 §4 and §5: "Edit is
 * blocked for non-predefined alerts"), and not once it completed or expired.
 */
export function alertActions(status: AlertStatus, predefined: boolean): AlertAction[] {
  const edit: AlertAction[] = predefined && (status === "active" || status === "paused") ? ["edit"] : [];
  if (status === "active") return [...edit, "pause", "delete"];
  if (status === "paused") return [...edit, "resume", "delete"];
  return ["delete"];
}

/** A condition as the pad holds it while the user builds it: any part may still be missing. */
export interface DraftCondition {
  name?: string;
  timeFrame?: AlertTimeFrame | undefined;
  lhs?: { indicator?: AlertIndicator | undefined; params?: Record<string, number | undefined> } | undefined;
  operator?: AlertOperator | undefined;
  rhs?:
    | { indicator?: AlertIndicator | undefined; params?: Record<string, number | undefined> }
    | { valueString?: string }
    | undefined;
  /** The parameters the chosen indicators need that the user has not chosen yet (the pad's external selects). */
  requiredParameters?: readonly { label: string; chosen: boolean }[];
}

/**
 * Why the condition is incomplete (spec 2 §5), the first reason, or undefined when it is complete: left or right side
 * missing, operator missing, a right-side value empty or not above 0, no timeframe, a required parameter unselected.
 */
export function conditionProblem(draft: DraftCondition): string | undefined {
  if (draft.lhs?.indicator === undefined) return conditionProblems.lhs;
  if (draft.operator === undefined) return conditionProblems.operator;
  const rhs = draft.rhs;
  if (rhs === undefined) return conditionProblems.rhs;
  if ("valueString" in rhs) {
    const value = Number((rhs.valueString ?? "").trim());
    if ((rhs.valueString ?? "").trim() === "" || !Number.isFinite(value) || value <= 0)
      return conditionProblems.value;
  } else if (!("indicator" in rhs) || rhs.indicator === undefined) {
    return conditionProblems.rhs;
  }
  if (draft.timeFrame === undefined) return conditionProblems.timeFrame;
  const missing = draft.requiredParameters?.find((parameter) => !parameter.chosen);
  if (missing !== undefined) return conditionProblems.parameter(missing.label);
  return undefined;
}

/** The create button is enabled only with a name and a complete condition (spec 2 §5). */
export function canCreateAlert(draft: DraftCondition): boolean {
  return (draft.name ?? "").trim() !== "" && conditionProblem(draft) === undefined;
}

/** Price alerts are ticked; any indicator makes the alert a scheduled one, checked at each candle close. */
export function alertTypeOf(implication: Pick<AlertImplication, "lhs" | "rhs">): "price" | "indicator" {
  const sides = [implication.lhs, implication.rhs];
  return sides.every((side) => !("indicator" in side) || side.indicator === "Price") ? "price" : "indicator";
}

/**
 * Whether the condition holds, from the two sides' previous and current values (NaN when a side has none yet, which
 * never holds): above or below now, or crossing since the previous value.
 */
export function conditionHolds(
  operator: AlertOperator,
  previous: { lhs: number; rhs: number },
  current: { lhs: number; rhs: number },
): boolean {
  const { lhs, rhs } = current;
  if (Number.isNaN(lhs) || Number.isNaN(rhs)) return false;
  if (operator === "greaterThan") return lhs > rhs;
  if (operator === "lessThan") return lhs < rhs;
  if (Number.isNaN(previous.lhs) || Number.isNaN(previous.rhs)) return false;
  if (operator === "crossesAbove") return previous.lhs <= previous.rhs && lhs > rhs;
  return previous.lhs >= previous.rhs && lhs < rhs;
}

/** The backtest periods (spec 2 §9), in days. */
export const backtestPeriods = [
  { label: "30 days", days: 30 },
  { label: "3 months", days: 90 },
  { label: "1 year", days: 365 },
  { label: "5 years", days: 1825 },
] as const;

/** The holding type a backtest assumes (spec 2 §9): delivery on 1-day or 1-hour candles, intraday otherwise. */
export function backtestHolding(timeFrame: AlertTimeFrame): "delivery" | "intraday" {
  return timeFrame === "1d" || timeFrame === "1h" ? "delivery" : "intraday";
}
