/**
 * `@trade/core/shell`: the rules of the app's shell that a widget page does not need, as their own entry (the main
 * entry stays within its budget): the header's pinned indices and their limits, the top search's keyword rules and
 * recent searches, the Tools dropdown's timing, and the chart's ranges.
 */
export * from "./rules/chartRanges.js";
export * from "./rules/header.js";
