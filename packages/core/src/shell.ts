/**
 * `@trade/core/shell`: the rules of the app's shell that a widget page does not need, as their own entry (the main
 * entry stays within its budget): the header's pinned indices and their limits, the top search's keyword rules and
 * recent searches, the Tools dropdown's timing, the chart's ranges, the order tabs' keyboard cycle, deep links and
 * what a return to a hidden tab does.
 */
export * from "./rules/chartRanges.js";
export * from "./rules/deepLinks.js";
export * from "./rules/header.js";
export * from "./rules/orderTabs.js";
export * from "./rules/performance.js";
export * from "./rules/tabVisibility.js";
