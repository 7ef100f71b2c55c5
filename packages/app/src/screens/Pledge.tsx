import {
  MtfDashboard,
  type MtfTab,
  PledgeForm,
  PledgeStatus,
  pledgeCallbackMessage,
} from "@trade/react/pledge";
import { type ReactNode, useEffect } from "react";
import { NavLink, useSearchParams } from "react-router";
import { WidgetTheme } from "../settings/AppSettings.js";

/** The pledge pages' tabs: pledge, unpledge, status (spec 3 §2 /stock children), and Pay Later. */
function StockPledgePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page pledge-page">
      <h1>{title}</h1>
      <nav aria-label="Pledging" className="tabs">
        <NavLink to="/stock/pledge">Pledge</NavLink> <NavLink to="/stock/unpledge">Unpledge</NavLink>{" "}
        <NavLink to="/stock/status">Pledge status</NavLink>{" "}
        <NavLink to="/mtf/dashboard">Pay Later (MTF)</NavLink>
      </nav>
      <div className="card">
        <WidgetTheme>{children}</WidgetTheme>
      </div>
    </section>
  );
}

/** /stock/pledge: pledge holdings (and MTF buys) through the depository's OTP window. */
export function PledgeScreen() {
  return (
    <StockPledgePage title="Pledge stocks">
      <PledgeForm mode="pledge" />
    </StockPledgePage>
  );
}

/** /stock/unpledge: release collateral shares. */
export function UnpledgeScreen() {
  return (
    <StockPledgePage title="Unpledge stocks">
      <PledgeForm mode="unpledge" />
    </StockPledgePage>
  );
}

/** /stock/status: every pledge and unpledge request with its status. */
export function PledgeStatusScreen() {
  return (
    <StockPledgePage title="Pledge status">
      <PledgeStatus />
    </StockPledgePage>
  );
}

const tabOfPath: Record<string, MtfTab> = {
  pledged: "Pledged Stocks",
  transaction: "Transaction History",
  "payment-history": "MTF Payment History",
};

/** /mtf/dashboard and its tabs' own addresses (/mtf/pledged, /mtf/transaction, /mtf/payment-history). */
export function MtfScreen({ tab }: { tab?: string }) {
  return (
    <StockPledgePage title="Pay Later (MTF)">
      <MtfDashboard key={tab ?? "dashboard"} initialTab={tabOfPath[tab ?? ""] ?? "Pledged Stocks"} />
    </StockPledgePage>
  );
}

export const MtfDashboardScreen = () => <MtfScreen />;
export const MtfPledgedScreen = () => <MtfScreen tab="pledged" />;
export const MtfTransactionScreen = () => <MtfScreen tab="transaction" />;
export const MtfPaymentHistoryScreen = () => <MtfScreen tab="payment-history" />;

/**
 * /web-callbacks (spec 3 §2): where the depository sends its window back. It tells the window that opened it (the
 * message with data that ends the poll) and says the window may be closed.
 */
export function WebCallbacksScreen() {
  const [params] = useSearchParams();
  const reqId = params.get("req_id");
  useEffect(() => {
    if (reqId !== null && window.opener) {
      (window.opener as Window).postMessage({ type: pledgeCallbackMessage, reqId }, window.location.origin);
    }
  }, [reqId]);
  return (
    <section className="page">
      <h1>Pledge authorisation</h1>
      <p role="status">
        {reqId === null
          ? "No pledge request to report."
          : "The depository has your answer. You can close this window; the pledge status updates by itself."}
      </p>
      <p>
        <NavLink to="/stock/status">See the pledge status</NavLink>
      </p>
    </section>
  );
}
