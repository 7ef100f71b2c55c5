/**
 * `@trade/react/transfer`: stock transfer (spec 3 §2-§9) as its own entry: query options and hooks over
 * `transferOf(client)`, and the widgets: the 3-step transfer with its acknowledgement, OTP and EDIS check; the
 * beneficiaries with the form that adds one; the transfer transactions.
 */

export { AddBeneficiary } from "./AddBeneficiary.js";
export { beneficiaryBadge, ManageBeneficiaries, type ManageBeneficiariesProps } from "./Beneficiaries.js";
export { noticeOf, sendOtpNotice, type TransferNotice } from "./notices.js";
export { OtpDialog } from "./OtpDialog.js";
export {
  type TransferRange,
  transferKeys,
  transferQueries,
  useAddBeneficiary,
  useAddTransaction,
  useBeneficiaries,
  useCheckEdis,
  useSendDisOtp,
  useTransferHistory,
  useTransferHoldings,
  useTransferReasons,
  useVerifyDisOtp,
} from "./queries.js";
export {
  type TransferCompletion,
  type UnfinishedTransfer,
  useTransferCompletion,
} from "./TransferCompletion.js";
export { StockTransfer, type StockTransferProps } from "./TransferFlow.js";
export {
  defaultTransferRange,
  TransferHistory,
  type TransferHistoryProps,
  transferBadge,
} from "./TransferHistory.js";
