/**
 * `@trade/react/pledge`: pledging and Pay Later (spec 3 §2-§9 MTF and pledge) as its own entry: query options and
 * hooks over `pledgeOf(client)` and `mtfOf(client)`, the depository's authorisation window, and the widgets: pledge
 * and unpledge stocks, the pledge status, the Pay Later dashboard with its tabs, the pledge history, MTF
 * recommendations, paying the dues now, and the pledge nudge.
 */

export { pledgeCallbackMessage, useAuthoriseWindow } from "./authoriseWindow.js";
export { HistoricPledges } from "./HistoricPledges.js";
export { MtfDashboard, type MtfTab } from "./MtfDashboard.js";
export { MtfPayNow } from "./MtfPayNow.js";
export { MtfRecommendations, type MtfRecommendationsProps } from "./MtfRecommendations.js";
export { PledgeForm, type PledgeFormProps } from "./PledgeForm.js";
export { PledgeNudge } from "./PledgeNudge.js";
export { PledgeStatus, pledgeTone, RequestResult } from "./PledgeStatus.js";
export {
  pledgeKeys,
  pledgePollMs,
  pledgeQueries,
  useCreatePledge,
  useCreateUnpledge,
  useHistoricPledges,
  useMtfDashboard,
  useMtfPayments,
  useMtfRecommendations,
  useMtfTransactions,
  usePayMtfDues,
  usePledgeable,
  usePledged,
  usePledgeRequests,
} from "./queries.js";
