/**
 * `@trade/react/sip`: Stock SIP (spec 2 §2, §3, §4, §8) as its own entry, so a page without SIPs does not load it:
 * query options and mutation hooks over `sipOf(client)`, the order pad's SIP tab (`sipPadTab`), the SIP list and the
 * instalment history.
 */

export {
  sipKeys,
  sipQueries,
  useCancelSip,
  useCreateSip,
  usePauseSip,
  useResumeSip,
  useSips,
  useSipTransactions,
  useUpdateSip,
} from "./queries.js";
export { SipHistory, type SipHistoryProps } from "./SipHistory.js";
export { SipList, type SipListProps, type SipNotice, sipValueText } from "./SipList.js";
export { SipPadPanel, sipPadTab } from "./SipPadPanel.js";
export {
  formatSipDate,
  newSipDraft,
  type SipDraft,
  sipDraftProblem,
  sipRequestOf,
  sipScheduleText,
  upcomingSipDates,
} from "./sipForm.js";
