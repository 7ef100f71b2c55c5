import { formatIstDayTime, formatRupees, istDateKey, istDay } from "@trade/core";
import {
  type StockTransfer,
  transferLabelOf,
  transferLimits,
  transferStateOf,
  transferTexts,
} from "@trade/core/transfer";
import { useId, useState } from "react";
import { queryStatus } from "../widget.js";
import { type TransferRange, useTransferHistory } from "./queries.js";
import { transferCss } from "./transferStyles.js";

const css = transferCss(".tk-transfer-history");
const tone = { error: "rejected", inProcess: "pending", done: "complete" } as const;
const columns = "130px minmax(140px,1.2fr) 150px minmax(120px,1fr) 110px 120px";

/** The last month to today (spec 3 §9: the range defaults to the last month). */
export const defaultTransferRange = (now = Date.now()): TransferRange => {
  const today = istDay(now);
  return { startdate: istDateKey(today - transferLimits.historyDefaultDays), enddate: istDateKey(today) };
};

/** A transfer's status as a badge (spec 3 §4 groups). */
export const transferBadge = (scode: number) => (
  <span className="tk-badge" data-tone={tone[transferStateOf(scode) ?? "error"]}>
    {transferLabelOf(scode)}
  </span>
);

/**
 * Transfer transactions (spec 3 §2 /transfer-stocks/transactions): a date range (the last month by default), the
 * pending transfers and the completed ones with their status and execution date.
 *
 * @example
 * ```tsx
 * <TransferHistory />
 * ```
 */
export function TransferHistory({ initialRange }: { initialRange?: TransferRange }) {
  const id = useId();
  const [range, setRange] = useState(initialRange ?? defaultTransferRange());
  const history = useTransferHistory(range);
  const status = queryStatus(history.error, history.isPending, "your transfers");
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
      {status ?? (
        <>
          <h3>Pending</h3>
          <TransferTable
            transfers={history.data?.pending ?? []}
            empty={transferTexts.noPending}
            label="Pending transfers"
          />
          <h3>Completed</h3>
          <TransferTable
            transfers={history.data?.completed ?? []}
            empty={transferTexts.noCompleted}
            label="Completed transfers"
          />
        </>
      )}
    </div>
  );
}

function TransferTable({
  transfers,
  empty,
  label,
}: {
  transfers: StockTransfer[];
  empty: string;
  label: string;
}) {
  if (transfers.length === 0) return <p className="tk-empty">{empty}</p>;
  return (
    <div className="tk-table" role="table" aria-label={label}>
      <div role="row" className="tk-head" style={{ gridTemplateColumns: columns }}>
        {["Requested", "To", "BOID", "Stocks", "Value", "Status"].map((h) => (
          <span role="columnheader" key={h} className={h === "Value" ? "tk-num" : undefined}>
            {h}
          </span>
        ))}
      </div>
      {transfers.map((t) => (
        <div role="row" className="tk-body-row" key={t.reqId} style={{ gridTemplateColumns: columns }}>
          <span role="cell" className="tk-muted">
            {formatIstDayTime(t.createdAt)}
          </span>
          <span role="cell" className="tk-sym">
            {t.beneficiaryname}
          </span>
          <span role="cell">{t.toboid}</span>
          <span role="cell">{t.trandetails.map((line) => `${line.qty} × ${line.scripname}`).join(", ")}</span>
          <span role="cell" className="tk-num">
            {formatRupees(t.value)}
          </span>
          <span role="cell" title={t.message ?? undefined}>
            {transferBadge(t.scode)}
          </span>
        </div>
      ))}
    </div>
  );
}
