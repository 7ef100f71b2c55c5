/**
 * `@trade/react/alerts`: price and indicator alerts in React (spec 2 §2-§5): query options and mutation hooks over
 * `@trade/core/alerts`, the alert pad (New Alert / Update Alert, popular alerts, indicator-on-chart alerts, multiple
 * stocks), the order pad's Alert tab and the alerts list, as their own entry so that a page without alerts does not
 * load them.
 */

export { AlertList, type AlertListProps } from "./AlertList.js";
export { AlertPad, type AlertPadProps } from "./AlertPad.js";
export { alertPadTab, alertPadTabWith, alertUnitsFor } from "./AlertPadTab.js";
export {
  type AlertForm,
  type AlertStock,
  alertFormOf,
  blankAlertForm,
  conditionOf,
  draftOf,
  padProblem,
  type SchemaIndicator,
} from "./alertForm.js";
export type { BacktestView } from "./BacktestButton.js";
export {
  useAlertSchema,
  useAlerts,
  useCancelAlert,
  useCreateAlert,
  usePauseAlert,
  useResumeAlert,
  useUpdateAlert,
} from "./hooks.js";
export { alertKeys } from "./keys.js";
export { type AlertPreset, alertPresets } from "./presets.js";
export { alertQueries } from "./queries.js";
export { alertConditionText, operatorLabels, statusLabels, timeFrameLabels } from "./texts.js";
export type { AlertNotice, AlertPadController } from "./useAlertPad.js";
