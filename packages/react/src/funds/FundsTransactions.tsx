import { formatRupees } from "@trade/core";
import {
  dateRangeProblem,
  type FundsTransaction,
  type FundsTransactionsQuery,
  fundsTone,
  paymentResultTitles,
} from "@trade/core/funds";
import { useId, useState } from "react";
import { TableHead } from "../trading/TableHead.js";
import { queryStatus } from "../widget.js";
import { fundsCss } from "./fundsStyles.js";
import { useFundsTransactions } from "./queries.js";
import { FundsRow, formatFundsDate, toneBadge } from "./texts.js";
import { withdrawalStatusText } from "./Withdraw.js";

export interface FundsTransactionsProps {
  /** Money added or withdrawn. */
  type: "added" | "withdrawn";
  /** Open a transaction's details; without it the rows have no details action. */
  onOpen?: (transaction: FundsTransaction) => void;
}

const columns = [
  ["Date", ""],
  ["Amount", "tk-num"],
  ["Bank", ""],
  ["Mode", ""],
  ["Status", ""],
  ["Actions", ""],
] as const;

/** The words for a transaction's status: the payment results (spec 3 §8) for money added, ours for withdrawals. */
export function fundsStatusText(transaction: Pick<FundsTransaction, "type" | "status">): string {
  if (transaction.type === "withdrawn") {
    return (
      withdrawalStatusText[transaction.status as keyof typeof withdrawalStatusText] ?? transaction.status
    );
  }
  return paymentResultTitles[transaction.status as keyof typeof paymentResultTitles] ?? transaction.status;
}

const css = fundsCss(".tk-funds-transactions");

/**
 * Funds added or withdrawn (spec 3 §2 /account/funds-transactions), newest first: search by amount (two decimals) or
 * bank name, a date range with the spec's messages, and each status shown as its group (success, error, warning).
 *
 * @example
 * ```tsx
 * <FundsTransactions type="added" onOpen={(t) => navigate(`add-funds-details?id=${t.id}`)} />
 * ```
 */
export function FundsTransactions({ type, onOpen }: FundsTransactionsProps) {
  const id = useId();
  const [inputStr, setInputStr] = useState("");
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const rangeProblem = dateRangeProblem(startDate, endDate);
  const query: FundsTransactionsQuery = {
    type,
    ...(inputStr.trim() === "" ? {} : { inputStr: inputStr.trim().slice(0, 40) }),
    ...(rangeProblem === undefined && startDate !== "" ? { startDate, endDate } : {}),
  };
  const list = useFundsTransactions(query);
  const filtered = query.inputStr !== undefined || query.startDate !== undefined;
  const status = queryStatus(list.error, list.isPending, "funds transactions");
  const rows = list.data ?? [];

  return (
    <div className="tk-funds-transactions">
      <style>{css}</style>
      <div role="search" className="tk-funds-filter" aria-label="Filter funds transactions">
        <label>
          Search
          <input
            type="search"
            value={inputStr}
            placeholder="Amount or bank"
            onChange={(event) => setInputStr(event.target.value)}
          />
        </label>
        <label>
          From
          <input type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </label>
        <label>
          To
          <input
            type="date"
            value={endDate}
            aria-invalid={rangeProblem !== undefined}
            aria-describedby={`${id}-range`}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </label>
        {filtered || startDate !== "" || endDate !== "" ? (
          <button
            type="button"
            onClick={() => {
              setInputStr("");
              setStartDate("");
              setEndDate("");
            }}
          >
            Clear
          </button>
        ) : null}
      </div>
      <p id={`${id}-range`} className="tk-problem" role="status" hidden={rangeProblem === undefined}>
        {rangeProblem}
      </p>
      {status ??
        (rows.length === 0 ? (
          <p className="tk-empty">
            {filtered
              ? "No transactions match the search or the dates"
              : type === "added"
                ? "No funds added yet"
                : "No funds withdrawn yet"}
          </p>
        ) : (
          <div
            role="table"
            className="tk-table"
            aria-label={type === "added" ? "Funds added" : "Funds withdrawn"}
          >
            <TableHead columns={columns} />
            {rows.map((row) => (
              <FundsRow key={row.id} date={row.transaction_date} amount={row.amount}>
                <span role="cell">{row.bank_name}</span>
                <span role="cell" className="tk-muted">
                  {row.mode}
                </span>
                <span role="cell">{toneBadge(fundsTone(row.status), fundsStatusText(row))}</span>
                <span role="cell">
                  {onOpen ? (
                    <button
                      type="button"
                      onClick={() => onOpen(row)}
                      aria-label={`Details of ${formatRupees(row.amount)} on ${formatFundsDate(row.transaction_date)}`}
                    >
                      Details
                    </button>
                  ) : null}
                </span>
              </FundsRow>
            ))}
          </div>
        ))}
    </div>
  );
}

/**
 * One funds transaction in full (spec 3 §2 add-funds-details, withdraw-details): amount, status, bank, mode, UPI ID,
 * reference and the bank's words when it failed. `transactionId` is the list's `id`.
 */
export function FundsTransactionDetails({
  type,
  transactionId,
}: {
  type: "added" | "withdrawn";
  transactionId: string;
}) {
  const list = useFundsTransactions({ type });
  const status = queryStatus(list.error, list.isPending, "the transaction");
  const row = list.data?.find((t) => t.id === transactionId);
  return (
    <div className="tk-funds-transactions">
      <style>{css}</style>
      {status ??
        (row === undefined ? (
          <p className="tk-empty">No such transaction</p>
        ) : (
          <section
            className="tk-funds-result"
            data-tone={fundsTone(row.status)}
            aria-label="Transaction details"
          >
            <h3>{fundsStatusText(row)}</h3>
            <p className="tk-funds-big">{formatRupees(row.amount)}</p>
            <dl className="tk-funds-facts">
              <dt>Date</dt>
              <dd>{formatFundsDate(row.transaction_date)}</dd>
              <dt>Bank</dt>
              <dd>{row.bank_name}</dd>
              <dt>Mode</dt>
              <dd>{row.mode}</dd>
              {row.vpa ? (
                <>
                  <dt>UPI ID</dt>
                  <dd>{row.vpa}</dd>
                </>
              ) : null}
              <dt>Reference</dt>
              <dd>{row.id}</dd>
              {row.message ? (
                <>
                  <dt>Reason</dt>
                  <dd>{row.message}</dd>
                </>
              ) : null}
            </dl>
          </section>
        ))}
    </div>
  );
}
