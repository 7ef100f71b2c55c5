import { formatIstDayTime, formatRupees, istDateKey, istDay } from "@trade/core";
import {
  type StockTransfer,
  transferLabelOf,
  transferLimits,
  transferStateOf,
  transferTexts,
} from "@trade/core/transfer";
import { useId, useState } from "react";
import { Problem } from "../ui/Problem.js";
import { statusBadge } from "../ui/statusBadge.js";
import { queryStatus } from "../widget.js";
import { noticeText, type TransferNotice } from "./notices.js";
import { type TransferRange, useTransferHistory } from "./queries.js";
import {
  CompleteButton,
  completeByOf,
  stocksOf,
  type TransferCompletion,
  useTransferCompletion,
} from "./TransferCompletion.js";
import { transferCss } from "./transferStyles.js";

const css = `${transferCss(".tk-transfer-history")}
.tk-transfer-history .tk-status{display:flex;flex-direction:column;align-items:flex-start;gap:2px}
.tk-transfer-history .tk-status small{font-size:.8em}
.tk-transfer-history .tk-stocks{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}`;
const tone = { error: "rejected", inProcess: "pending", done: "complete" } as const;
const columns = "120px minmax(140px,1.2fr) 140px minmax(120px,1fr) 110px 130px";
/** The pending list's columns: an action column more. */
const pendingColumns = `${columns} 96px`;

/** The last month to today (spec 3 §9: the range defaults to the last month). */
export const defaultTransferRange = (now = Date.now()): TransferRange => {
  const today = istDay(now);
  return { startdate: istDateKey(today - transferLimits.historyDefaultDays), enddate: istDateKey(today) };
};

/** A transfer's status as a badge (spec 3 §4 groups). */
export const transferBadge = (scode: number) =>
  statusBadge(tone[transferStateOf(scode) ?? "error"], transferLabelOf(scode));

export interface TransferHistoryProps {
  /** The range shown first; the last month by default. */
  initialRange?: TransferRange;
  /** Failures for the host's toast ('Send OTP Failed', 'Transaction Failed'); shown inside the widget without it. */
  onNotice?: (notice: TransferNotice) => void;
}

/**
 * Transfer transactions (spec 3 §2 /transfer-stocks/transactions): a date range (the last month by default), the
 * pending transfers and the completed ones with their status and when they were requested. A pending transfer shows
 * the time its window closes and a Complete action, which finishes it from where it stopped (its OTP, then the EDIS
 * check, with the CDSL verification when the depository waits for it).
 *
 * @example
 * ```tsx
 * <TransferHistory onNotice={(n) => toast(n.title, n.message)} />
 * ```
 */
export function TransferHistory({ initialRange, onNotice }: TransferHistoryProps) {
  const id = useId();
  const [range, setRange] = useState(initialRange ?? defaultTransferRange());
  const history = useTransferHistory(range);
  const status = queryStatus(history.error, history.isPending, "your transfers");
  const [done, setDone] = useState<StockTransfer | undefined>(undefined);
  const [notice, setNotice] = useState<TransferNotice | undefined>(undefined);
  const completion = useTransferCompletion({
    onDone: (transfer) => {
      setDone(transfer);
      setNotice(undefined);
    },
    onNotice: (found) => {
      setDone(undefined);
      if (onNotice) onNotice(found);
      else setNotice(found);
    },
  });
  return (
    <div className="tk-transfer-history">
      <style>{css}</style>
      <div className="tk-bar">
        {(["startdate", "enddate"] as const).map((key) => (
          <div className="tk-field" key={key}>
            <label htmlFor={`${id}-${key}`}>{key === "startdate" ? "From" : "To"}</label>
            <input
              id={`${id}-${key}`}
              type="date"
              value={range[key]}
              onChange={(event) => {
                const value = event.target.value;
                if (value !== "") setRange((r) => ({ ...r, [key]: value }));
              }}
            />
          </div>
        ))}
      </div>
      <Problem>{noticeText(notice)}</Problem>
      <div aria-live="polite">
        {done ? (
          <p className="tk-result">
            <strong>{transferTexts.done}</strong>: {stocksOf(done)} sent to {done.beneficiaryname} (
            {done.toboid}). Request {done.reqId}.
          </p>
        ) : null}
      </div>
      {status ?? (
        <>
          <h3>Pending</h3>
          <TransferTable
            transfers={history.data?.pending ?? []}
            empty={transferTexts.noPending}
            label="Pending transfers"
            completion={completion}
          />
          <h3>Completed</h3>
          <TransferTable
            transfers={history.data?.completed ?? []}
            empty={transferTexts.noCompleted}
            label="Completed transfers"
          />
        </>
      )}
      {completion.dialogs}
    </div>
  );
}

/** A list of transfers; given `completion`, each row has its Complete action and the time its window closes. */
function TransferTable({
  transfers,
  empty,
  label,
  completion,
}: {
  transfers: StockTransfer[];
  empty: string;
  label: string;
  completion?: TransferCompletion;
}) {
  if (transfers.length === 0) return <p className="tk-empty">{empty}</p>;
  const gridTemplateColumns = completion ? pendingColumns : columns;
  const headers = ["Requested", "To", "BOID", "Stocks", "Value", "Status"];
  return (
    <div className="tk-table" role="table" aria-label={label}>
      <div role="row" className="tk-head" style={{ gridTemplateColumns }}>
        {(completion ? [...headers, "Actions"] : headers).map((h) => (
          <span role="columnheader" key={h} className={h === "Value" ? "tk-num" : undefined}>
            {h === "Actions" ? <span className="tk-visually-hidden">{h}</span> : h}
          </span>
        ))}
      </div>
      {transfers.map((t) => (
        <div role="row" className="tk-body-row" key={t.reqId} style={{ gridTemplateColumns }}>
          <span role="cell" className="tk-muted">
            {formatIstDayTime(t.createdAt)}
          </span>
          <span role="cell" className="tk-sym">
            {t.beneficiaryname}
          </span>
          <span role="cell">{t.toboid}</span>
          <span role="cell" className="tk-stocks" title={stocksOf(t)}>
            {stocksOf(t)}
          </span>
          <span role="cell" className="tk-num">
            {formatRupees(t.value)}
          </span>
          <span role="cell" className="tk-status" title={t.message ?? undefined}>
            {transferBadge(t.scode)}
            {completion ? <small className="tk-muted">{completeByOf(t)}</small> : null}
          </span>
          {completion ? (
            <span role="cell" className="tk-actions">
              <CompleteButton transfer={t} completion={completion} />
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
