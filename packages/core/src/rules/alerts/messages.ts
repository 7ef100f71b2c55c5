/** The alert texts of spec 2 §5 and §8, verbatim; those the spec does not word are marked "(ours)". */

// The toasts after each action: a module of their own, so that the shell's 'Alert Triggered' toast does not load the
// alert pad's texts.
export * from "./toasts.js";

/** Failure titles, each shown with the server's message (spec 2 §8). */
export const alertFailures = {
  create: "Failed to create alert",
  delete: "Failed to delete alert",
  pause: "Failed to pause alert",
  resume: "Failed to resume alert",
  load: "Failed to load resource",
} as const;

/** An action the alert's status does not allow (spec 1 §9: shown for 3 s). */
export const alertActionUnavailableMessage = "Cannot perform this action at the moment.";
export const alertActionUnavailableMs = 3_000;

/** Backtest availability under the condition (spec 2 §5). */
export const backtestAvailableMessage = "Backtest is available for this condition";
export const backtestNotAvailableMessage = "Backtest is not available for this condition";
export const backtestFuturesMessage = "Backtest is not available for futures at the moment";
export const backtestFailedTitle = "Couldn't create backtest";

/** The chart has no indicator to set an alert on (spec 2 §5), as title and text. */
export const noSupportedIndicators = {
  title: "Could not find indicators",
  message: "Please add supported indicators to the Chart to create an alert.",
} as const;
export const noIndicatorsOnChart = {
  title: "No indicators found !",
  message: "Please apply an indicator on the chart and then set alert here",
} as const;

/** (ours) Why a condition is incomplete, one reason at a time, for the pad to say beside its disabled button. */
export const conditionProblems = {
  name: "Give the alert a name",
  lhs: "Choose what to watch",
  operator: "Choose a condition",
  rhs: "Choose what to compare with",
  value: "Enter a value above 0",
  timeFrame: "Choose a timeframe",
  parameter: (label: string) => `Choose ${label}`,
} as const;
