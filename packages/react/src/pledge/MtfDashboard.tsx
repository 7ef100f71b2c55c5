import { formatRupees } from "@trade/core";
import { mtfDashboardTabs, mtfEmptyStates } from "@trade/core/mtf";
import { type KeyboardEvent, useState } from "react";
import { toneBadge } from "../funds/texts.js";
import { Problem } from "../ui/Problem.js";
import { MtfNotAvailable, mtfQueryStatus, PagedTable } from "./mtfStates.js";
import { pledgeCss } from "./pledgeStyles.js";
import { useMtfDashboard, useMtfPayments, useMtfTransactions, usePayMtfDues, usePledged } from "./queries.js";

const css = pledgeCss(".tk-mtf");

/** A dashboard tab (spec 3 §2): Pledged Stocks, Transaction History, MTF Payment History. */
export type MtfTab = (typeof mtfDashboardTabs)[number];

function PledgedTab() {
  const pledged = usePledged();
  return (
    mtfQueryStatus(pledged, "pledged stocks") ?? (
      <PagedTable
        rows={pledged.data?.stocks ?? []}
        empty={mtfEmptyStates.pledged}
        heads={["Stock", "Pledged", "MTF shares", "Value", "Margin"]}
        row={(s) => (
          <tr key={s.isin}>
            <td>{s.symbol}</td>
            <td>{s.pledged_qty}</td>
            <td>{s.mtf_qty}</td>
            <td>{formatRupees(s.net_amt)}</td>
            <td>{formatRupees(s.collateral)}</td>
          </tr>
        )}
      />
    )
  );
}

function TransactionsTab() {
  const transactions = useMtfTransactions();
  return (
    mtfQueryStatus(transactions, "MTF transactions") ?? (
      <PagedTable
        rows={transactions.data ?? []}
        empty={mtfEmptyStates.transactions}
        heads={["Stock", "Bought", "Quantity", "Pledged", "Funded", "Status"]}
        row={(t) => (
          <tr key={t.id}>
            <td>{t.symbol}</td>
            <td>{t.trade_date}</td>
            <td>{t.qty}</td>
            <td>{t.pledged_qty}</td>
            <td>{formatRupees(t.funded)}</td>
            <td>
              {toneBadge(
                t.status === "Awaiting pledge" ? "warning" : t.status === "Squared off" ? "error" : "success",
                t.status === "Awaiting pledge"
                  ? `${t.status}: squared off on ${t.square_off_after}`
                  : t.status,
              )}
            </td>
          </tr>
        )}
      />
    )
  );
}

function PaymentsTab() {
  const history = useMtfPayments();
  const pay = usePayMtfDues();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const dues = history.data?.dues ?? 0;
  const rows = [
    ...(history.data?.payments ?? []).map((p) => ({
      key: p.payment_id,
      what: "Payment",
      when: new Date(p.created_at * 1000).toISOString().slice(0, 10),
      amount: p.amount,
      status: p.status as string,
    })),
    ...(history.data?.interest ?? []).map((i) => ({
      key: `i${i.date}`,
      what: `Interest, ${i.days} day${i.days === 1 ? "" : "s"} on ${formatRupees(i.funded)}`,
      when: i.date,
      amount: i.interest,
      status: "charged",
    })),
  ].sort((a, b) => b.when.localeCompare(a.when));
  return (
    mtfQueryStatus(history, "MTF payments") ?? (
      <>
        <div className="tk-funds-actions">
          <span>
            Dues <strong>{formatRupees(dues)}</strong>
          </span>
          {dues > 0 ? (
            <button
              type="button"
              className="tk-funds-submit"
              disabled={pay.isPending}
              onClick={() => {
                setProblem(undefined);
                pay.mutateAsync(dues).catch((error: Error) => setProblem(error.message));
              }}
            >
              Pay {formatRupees(dues)} now
            </button>
          ) : null}
        </div>
        <Problem>{problem}</Problem>
        <PagedTable
          rows={rows}
          empty={mtfEmptyStates.payments}
          heads={["Date", "Entry", "Amount", "Status"]}
          row={(r) => (
            <tr key={r.key}>
              <td>{r.when}</td>
              <td>{r.what}</td>
              <td>{formatRupees(r.amount)}</td>
              <td>
                {toneBadge(
                  r.status === "successful" ? "success" : r.status === "failed" ? "error" : "warning",
                  r.status,
                )}
              </td>
            </tr>
          )}
        />
      </>
    )
  );
}

/**
 * The Pay Later dashboard (spec 3 §2 /mtf/dashboard): 4X buying power on the available margin (cash and pledged
 * collateral), what is funded, the interest a day and the dues, MTF shares awaiting their pledge with the square-off
 * date; then the tabs Pledged Stocks, Transaction History and MTF Payment History (arrow keys move between them).
 * 'Not eligible for MTF' for an account without it.
 */
export function MtfDashboard({ initialTab = "Pledged Stocks" }: { initialTab?: MtfTab }) {
  const dashboard = useMtfDashboard();
  const [tab, setTab] = useState<MtfTab>(initialTab);
  const status = mtfQueryStatus(dashboard, "Pay Later");
  const d = dashboard.data;
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    const next = mtfDashboardTabs[(mtfDashboardTabs.indexOf(tab) + step + 3) % 3] as MtfTab;
    setTab(next);
    (event.currentTarget.querySelector(`[data-tab="${next}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <div className="tk-mtf">
      <style>{css}</style>
      <div className="tk-funds-card">
        {status ??
          (d && !d.eligible ? (
            <MtfNotAvailable dashboard={d} />
          ) : d ? (
            <>
              <dl className="tk-funds-facts">
                <dt>Buying power ({d.leverage}X)</dt>
                <dd className="tk-funds-big">{formatRupees(d.buying_power)}</dd>
                <dt>Available margin</dt>
                <dd>{formatRupees(d.available_margin)}</dd>
                <dt>Margin from pledged stocks</dt>
                <dd>{formatRupees(d.collateral)}</dd>
                <dt>Funded by us</dt>
                <dd>{formatRupees(d.funded)}</dd>
                <dt>Interest a day (0.041 %)</dt>
                <dd>{formatRupees(d.interest_per_day)}</dd>
                <dt>Dues</dt>
                <dd>{formatRupees(d.dues)}</dd>
              </dl>
              {d.unpledged_qty > 0 ? (
                <p className="tk-funds-result" data-tone="warning" role="status">
                  {d.unpledged_qty} MTF shares await their pledge; unpledged they are squared off on{" "}
                  {d.next_square_off}.
                </p>
              ) : null}
              <div className="tk-pledge-tabs" role="tablist" aria-label="Pay Later" onKeyDown={onKey}>
                {mtfDashboardTabs.map((name) => (
                  <button
                    key={name}
                    type="button"
                    role="tab"
                    id={`tk-mtf-tab-${name.replace(/\s/g, "")}`}
                    data-tab={name}
                    aria-selected={tab === name}
                    aria-controls="tk-mtf-panel"
                    tabIndex={tab === name ? 0 : -1}
                    onClick={() => setTab(name)}
                  >
                    {name}
                  </button>
                ))}
              </div>
              <div role="tabpanel" id="tk-mtf-panel" aria-labelledby={`tk-mtf-tab-${tab.replace(/\s/g, "")}`}>
                {tab === "Pledged Stocks" ? (
                  <PledgedTab />
                ) : tab === "Transaction History" ? (
                  <TransactionsTab />
                ) : (
                  <PaymentsTab />
                )}
              </div>
            </>
          ) : null)}
      </div>
    </div>
  );
}
