import { emptyListTexts } from "@trade/core";
import {
  type Alert,
  type AlertOperator,
  type AlertStatus,
  type AlertTimeFrame,
  operandText,
} from "@trade/core/alerts";

/** (ours) The pad's words for what the spec does not word. */
export const invalidUnitsText = "Enter the units to order, a whole number from 1";
export const invalidPercentText = "Target and stop loss are percents above 0, at most 100";
export const chooseStockText = "Search a stock for the alert";

/** (ours, core `emptyListTexts`) The list's words when nothing is shown. */
export const noAlertsText = emptyListTexts.alerts;
export const noAlertsForFilterText = emptyListTexts.alertsForFilter;
export const deleteAlertConfirmText = "Delete this alert?";

/** The operators as the pad says them. */
export const operatorLabels: Record<AlertOperator, string> = {
  greaterThan: "Greater than",
  lessThan: "Less than",
  crossesAbove: "Crosses above",
  crossesBelow: "Crosses below",
};

/** The timeframes as the pad says them. */
export const timeFrameLabels: Record<AlertTimeFrame, string> = {
  "1m": "1 minute",
  "3m": "3 minutes",
  "5m": "5 minutes",
  "10m": "10 minutes",
  "15m": "15 minutes",
  "30m": "30 minutes",
  "1h": "1 hour",
  "1d": "1 day",
};

/** The statuses as the list's badges and filters say them. */
export const statusLabels: Record<AlertStatus, string> = {
  active: "Active",
  paused: "Paused",
  completed: "Completed",
  expired: "Expired",
};

/** The condition in a line, as it stands (core's `conditionText` tells it as it fired): `RSI(14) crosses below 30`. */
export function alertConditionText(alert: Pick<Alert, "entry">): string {
  const { lhs, operator, rhs } = alert.entry.implication;
  const right = "valueString" in rhs ? rhs.valueString : operandText(rhs);
  return `${operandText(lhs)} ${operatorLabels[operator].toLowerCase()} ${right}`;
}
