/**
 * `@trade/react/pledge`: pledging and Pay Later (spec 3 §2-§9 MTF and pledge) as its own entry: query options and
 * hooks over `pledgeOf(client)` and `mtfOf(client)`, the depository's authorisation window, and the widgets: pledge
 * and unpledge stocks, the pledge status, and the Pay Later dashboard with its tabs.
 */

export { pledgeCallbackMessage, useAuthoriseWindow } from "./authoriseWindow.js";
export { MtfDashboard, type MtfTab } from "./MtfDashboard.js";
export { PledgeForm, type PledgeFormProps } from "./PledgeForm.js";
export { PledgeStatus, pledgeTone, RequestResult } from "./PledgeStatus.js";
export {
  pledgeKeys,
  pledgePollMs,
  pledgeQueries,
  useCreatePledge,
  useCreateUnpledge,
  useMtfDashboard,
  useMtfPayments,
  useMtfTransactions,
  usePayMtfDues,
  usePledgeable,
  usePledged,
  usePledgeRequests,
} from "./queries.js";
