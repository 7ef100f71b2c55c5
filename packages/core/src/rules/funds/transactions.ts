import { istDateKey, istDay } from "../marketClock.js";
import { amountText } from "./amount.js";
import { dateRangeIncompleteMessage, dateRangeOrderMessage } from "./messages.js";

/** How a transaction's status is shown (spec 3 §4): success-like, error-like or warning-like. */
export type FundsTone = "success" | "error" | "warning";

const successLike = ["success", "approved", "completed", "released", "used", "matured"];
const errorLike = ["failed", "failure", "rejected", "cancelled", "error"];

/**
 * The status group of a funds transaction (spec 3 §4): success, approved, completed, released, used, matured are
 * success; failed, rejected, cancelled are error; pending, in process, partial approved, release_requested (and any
 * status not known) are warning, so nothing unknown looks final.
 */
export function fundsTone(status: string): FundsTone {
  const key = status.trim().toLowerCase();
  if (successLike.includes(key)) return "success";
  if (errorLike.includes(key)) return "error";
  return "warning";
}

/** A transaction as the search sees it: amount in paise, the bank's name, the date in epoch seconds. */
export interface SearchableTransaction {
  amount: number;
  bank_name: string;
  transaction_date: number;
}

/** The funds filter (spec 3 §3): the search text and an optional date range (IST dates, yyyy-mm-dd). */
export interface FundsFilter {
  inputStr?: string;
  startDate?: string;
  endDate?: string;
}

/** What is wrong with a date range (spec 3 §5): only one end given, or the end before the start. Same day is fine. */
export function dateRangeProblem(startDate?: string, endDate?: string): string | undefined {
  const start = startDate ?? "";
  const end = endDate ?? "";
  if (start === "" && end === "") return undefined;
  if (start === "" || end === "") return dateRangeIncompleteMessage;
  if (end < start) return dateRangeOrderMessage;
  return undefined;
}

/**
 * Whether a transaction passes the filter (spec 3 §5): the search matches the amount written with two decimals
 * (`1500.00`, so `1500` and `1500.0` match too) or the bank name, case-insensitive; the date range is inclusive to
 * 23:59:59 of the end date (IST). A range with a problem filters nothing out.
 */
export function matchesFundsFilter(transaction: SearchableTransaction, filter: FundsFilter): boolean {
  const search = (filter.inputStr ?? "").trim().toLowerCase();
  if (search !== "") {
    const amount = amountTwoDecimals(transaction.amount);
    if (!amount.includes(search) && !transaction.bank_name.toLowerCase().includes(search)) return false;
  }
  if (
    dateRangeProblem(filter.startDate, filter.endDate) === undefined &&
    filter.startDate &&
    filter.endDate
  ) {
    const day = istDateKey(istDay(transaction.transaction_date * 1000));
    if (day < filter.startDate || day > filter.endDate) return false;
  }
  return true;
}

/** An amount in paise with two decimals and no grouping, as the search compares it: 150000 is "1500.00". */
export function amountTwoDecimals(paise: number): string {
  const text = amountText(paise);
  return text.includes(".") ? text : `${text}.00`;
}
