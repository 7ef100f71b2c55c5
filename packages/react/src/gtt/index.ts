/**
 * `@trade/react/gtt`: GTT rules in React (spec 2 §2, §5): query options and mutation hooks over `@trade/core/gtt`,
 * the order pad's GTT tab, the create/edit form and the list, as their own entry so that a page without GTT does not
 * load them.
 */

export { GttForm, type GttFormProps, type GttSaved } from "./GttForm.js";
export { GttList, type GttListProps, type GttNotice } from "./GttList.js";
export { gttPadTab } from "./GttPadTab.js";
export {
  defaultLevels,
  type GttForm as GttFormState,
  gttCreateRequestOf,
  gttFormFor,
  percentFromLtp,
  stepTrigger,
} from "./gttFormState.js";
export { type GttStatusFilter, gttStatusFilters, gttStatusTone } from "./gttTone.js";
export {
  isGttOrderUpdate,
  useCancelGtt,
  useCreateGtt,
  useGttRules,
  useGttUpdates,
  useModifyGtt,
} from "./hooks.js";
export { gttKeys, gttQueries } from "./queries.js";
export { gttCancelConfirmText, gttSummary } from "./texts.js";
