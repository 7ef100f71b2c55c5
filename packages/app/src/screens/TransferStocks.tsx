import { transferToastMs } from "@trade/core/transfer";
import {
  ManageBeneficiaries,
  StockTransfer,
  TransferHistory,
  type TransferNotice,
} from "@trade/react/transfer";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { WidgetTheme } from "../settings/AppSettings.js";
import { useToast } from "../ui/toasts.js";
import "./sectionTabs.css";
import "./transferStocks.css";

/** The transfer pages' tabs (spec 3 §2: transfer, manage-beneficaries, transactions). */
function TransferTabs() {
  return (
    <nav className="section-tabs" aria-label="Transfer stocks">
      <NavLink to="/transfer-stocks/transfer">Transfer</NavLink>
      <NavLink to="/transfer-stocks/manage-beneficaries">Manage beneficiaries</NavLink>
      <NavLink to="/transfer-stocks/transactions">Transactions</NavLink>
    </nav>
  );
}

/** A transfer page: its tabs and its widget in the app's theme. */
function TransferPage({ children }: { children: (notify: (notice: TransferNotice) => void) => ReactNode }) {
  const toast = useToast();
  const notify = (notice: TransferNotice) =>
    toast({ kind: "error", title: notice.title, message: notice.message, durationMs: transferToastMs });
  return (
    <section className="page transfer-page">
      <h1>Transfer stocks</h1>
      <TransferTabs />
      <div className="card">
        <WidgetTheme>{children(notify)}</WidgetTheme>
      </div>
    </section>
  );
}

/** /transfer-stocks/transfer: the 3-step transfer. */
export function TransferScreen() {
  return (
    <TransferPage>
      {(notify) => (
        <StockTransfer
          onNotice={notify}
          manageBeneficiariesHref="/trade/transfer-stocks/manage-beneficaries"
        />
      )}
    </TransferPage>
  );
}

/** /transfer-stocks/manage-beneficaries (the spec's spelling): the beneficiaries and the form that adds one. */
export function ManageBeneficiariesScreen() {
  return <TransferPage>{(notify) => <ManageBeneficiaries onNotice={notify} />}</TransferPage>;
}

/** /transfer-stocks/transactions: pending transfers (each can be completed) and completed ones. */
export function TransferTransactionsScreen() {
  return <TransferPage>{(notify) => <TransferHistory onNotice={notify} />}</TransferPage>;
}
