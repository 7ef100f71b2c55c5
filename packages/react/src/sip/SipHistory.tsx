import { formatPrice } from "@trade/core";
import type { SipTransaction, StockSip } from "@trade/core/sip";
import { type KeyboardEvent, useState } from "react";
import { SelectableRow } from "../trading/SelectionGrid.js";
import { TableHead } from "../trading/TableHead.js";
import { tableCss } from "../trading/tableStyles.js";
import { statusBadge } from "../ui/statusBadge.js";
import { queryStatus, widgetCss, widgetFrame } from "../widget.js";
import { useSips, useSipTransactions } from "./queries.js";
import { formatSipDate } from "./sipForm.js";

export interface SipHistoryProps {
  /** Only this SIP's instalments. Default: every SIP's. */
  sipId?: string;
}

const columns = [
  ["Date", ""],
  ["Instrument", ""],
  ["Qty", "tk-num"],
  ["Price", "tk-num"],
  ["Status", ""],
  ["Reason", ""],
] as const;

const tones: Record<SipTransaction["status"], string> = {
  Executed: "complete",
  Pending: "pending",
  Rejected: "rejected",
  Failed: "rejected",
};

/** An instalment with the SIP it belongs to. */
interface Instalment {
  sip: StockSip;
  transaction: SipTransaction;
}

/**
 * The instalments of the client's Stock SIPs, newest first (spec 2 §2 /orders/stock-sip/history): the date, the
 * instrument, the quantity and average price bought, the order's status in the spec's display words (Executed,
 * Pending, Rejected, Failed), and why an instalment failed (insufficient funds, say). Arrows, Home and End move the
 * selection.
 *
 * @example
 * ```tsx
 * <SipHistory />
 * ```
 */
export function SipHistory({ sipId }: SipHistoryProps) {
  const sipsQuery = useSips();
  const sips = (sipsQuery.data ?? []).filter((sip) => sipId === undefined || sip.sip_id === sipId);
  const instalments = useSipTransactions(sips);
  const [selected, setSelected] = useState(0);
  const rows: Instalment[] = sips
    .flatMap((sip, i) => (instalments.transactions[i] ?? []).map((transaction) => ({ sip, transaction })))
    .sort((a, b) => b.transaction.at - a.transaction.at);
  const current = rows[Math.min(selected, rows.length - 1)];

  const onKeyDown = (event: KeyboardEvent) => {
    const last = rows.length - 1;
    if (event.key === "ArrowDown") setSelected((i) => Math.min(i + 1, last));
    else if (event.key === "ArrowUp") setSelected((i) => Math.max(i - 1, 0));
    else if (event.key === "Home") setSelected(0);
    else if (event.key === "End") setSelected(last);
    else return;
    event.preventDefault();
  };

  const frame = widgetFrame("tk-sip-history", historyCss);
  const status = queryStatus(
    sipsQuery.error ?? instalments.error,
    sipsQuery.isPending || instalments.isPending,
    "SIP instalments",
  );
  if (status) return frame(status);
  if (rows.length === 0) {
    return frame(<p className="tk-empty">No SIP instalments yet</p>);
  }
  const idOf = (row: Instalment) => `tk-sip-tx-${row.sip.sip_id}-${row.transaction.date}`;
  return frame(
    <div
      role="grid"
      className="tk-table"
      aria-label="SIP instalments"
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-activedescendant={current ? idOf(current) : undefined}
    >
      <TableHead columns={columns} />
      {rows.map((row, index) => {
        const { sip, transaction } = row;
        return (
          <SelectableRow
            key={idOf(row)}
            id={idOf(row)}
            selected={row === current}
            onSelect={() => setSelected(index)}
          >
            <span role="gridcell">{formatSipDate(transaction.date)}</span>
            <span role="gridcell" className="tk-sym">
              {sip.instrument_trade_symbol}
              <span className="tk-sub">{sip.exchange}</span>
            </span>
            <span role="gridcell" className="tk-num">
              {transaction.quantity}
            </span>
            <span role="gridcell" className="tk-num">
              {transaction.price > 0 ? formatPrice(transaction.price, sip.exchangeSegment) : "—"}
            </span>
            <span role="gridcell">{statusBadge(tones[transaction.status], transaction.status)}</span>
            <span role="gridcell" className="tk-muted tk-reason" title={transaction.reason ?? undefined}>
              {transaction.reason ?? ""}
            </span>
          </SelectableRow>
        );
      })}
    </div>,
  );
}

const historyCss = widgetCss(
  ".tk-sip-history",
  `${tableCss(".tk-sip-history")}
.tk-sip-history [role=row]{grid-template-columns:110px minmax(140px,1.4fr) 60px 90px 100px minmax(160px,2fr)}
.tk-sip-history .tk-reason{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
`,
);
