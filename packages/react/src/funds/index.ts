/**
 * `@trade/react/funds`: adding and withdrawing money (spec 3 §2-§8 Funds) as its own entry, so a page without funds
 * does not load it: query options and hooks over `fundsOf(client)`, and the widgets: add funds (UPI ID, UPI QR, net
 * banking, with the payment followed to its result), withdraw (with cancel after a confirmation) and the funds
 * transactions with their search, date range and details; ASBA blocks (create, revoke, list) and the funds summary.
 */

export { AddFunds, type AddFundsProps } from "./AddFunds.js";
export { Blocks } from "./Blocks.js";
export {
  blockKeys,
  blockQueries,
  useBlock,
  useBlocks,
  useCreateBlock,
  useRevokeBlock,
} from "./blockQueries.js";
export { CreateBlock } from "./CreateBlock.js";
export { FundsSummary } from "./FundsSummary.js";
export {
  FundsTransactionDetails,
  FundsTransactions,
  type FundsTransactionsProps,
  fundsStatusText,
} from "./FundsTransactions.js";
export { PaymentResult } from "./PaymentResult.js";
export {
  fundsKeys,
  fundsQueries,
  useCancelWithdrawal,
  useFundsTransactions,
  usePayByNetBanking,
  usePayByUpi,
  usePayment,
  usePaymentPageData,
  useRecentUpiIds,
  useVerifyUpi,
  useWithdraw,
  useWithdrawals,
  useWithdrawBalance,
} from "./queries.js";
export { Withdraw, withdrawalStatusText } from "./Withdraw.js";
