import { mtfProduct } from "@trade/core/mtf";
import { useTradeClient } from "@trade/react";
import {
  HistoricPledges,
  MtfDashboard,
  MtfPayNow,
  MtfRecommendations,
  type MtfTab,
  PledgeForm,
  PledgeNudge,
  PledgeStatus,
  pledgeCallbackMessage,
} from "@trade/react/pledge";
import { padInstrumentFor } from "@trade/react/trading";
import { type ReactNode, useEffect, useState } from "react";
import { NavLink, useSearchParams } from "react-router";
import { WidgetTheme } from "../settings/AppSettings.js";
import { type OpenPad, OpenPadPanel } from "../shell/OrderPadPanel.js";
import { TabLinks } from "../ui/TabLinks.js";

const pledgeTabs = [
  { path: "/stock/pledge", label: "Pledge" },
  { path: "/stock/unpledge", label: "Unpledge" },
  { path: "/stock/status", label: "Pledge status" },
  { path: "/mtf/dashboard", label: "Pay Later (MTF)" },
];
const mtfTabs = [
  { path: "/mtf/dashboard", label: "Dashboard" },
  { path: "/mtf/historic-pledge", label: "Pledge history" },
  { path: "/mtf/recommendation", label: "Recommendations" },
  { path: "/mtf/paynow", label: "Pay Now" },
  { path: "/stock/pledge", label: "Pledge stocks" },
];

/** The pledge pages' tabs: pledge, unpledge, status (spec 3 §2 /stock children), and Pay Later. */
function StockPledgePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page pledge-page">
      <h1>{title}</h1>
      <TabLinks label="Pledging" tabs={pledgeTabs} />
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

/** The Pay Later pages (spec 3 §2 /mtf children): the dashboard, the pledge history, recommendations, Pay Now. */
function MtfPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page pledge-page">
      <h1>{title}</h1>
      <TabLinks label="Pay Later" tabs={mtfTabs} />
      <div className="card">
        <WidgetTheme>{children}</WidgetTheme>
      </div>
    </section>
  );
}

/** /mtf/dashboard and its tabs' own addresses (/mtf/pledged, /mtf/transaction, /mtf/payment-history). */
export function MtfScreen({ tab }: { tab?: string }) {
  return (
    <MtfPage title="Pay Later (MTF)">
      <MtfDashboard key={tab ?? "dashboard"} initialTab={tabOfPath[tab ?? ""] ?? "Pledged Stocks"} />
    </MtfPage>
  );
}

/** /mtf/historic-pledge: pledge and unpledge requests that no longer move. */
export const MtfHistoricPledgeScreen = () => (
  <MtfPage title="Pledge history">
    <HistoricPledges />
  </MtfPage>
);

/** /mtf/paynow: pay the MTF dues from the trading balance. */
export const MtfPayNowScreen = () => (
  <MtfPage title="Pay Now">
    <MtfPayNow />
  </MtfPage>
);

/** /mtf/recommendation: stocks that take Pay Later; Buy opens the order pad on the Margin (MTF) product. */
export function MtfRecommendationScreen() {
  const client = useTradeClient();
  const [pad, setPad] = useState<OpenPad | undefined>();
  const [opened, setOpened] = useState(0);
  const [problem, setProblem] = useState<string | undefined>();
  const buy = async (stock: { symbol: string; segment_id: number; token: number }) => {
    try {
      const instrument = await padInstrumentFor(client, { segment: stock.segment_id, token: stock.token });
      if (instrument === undefined) throw new Error(`${stock.symbol} is not in the scrip master`);
      setPad({ instrument, side: "B", preset: { tab: "regular", productType: mtfProduct } });
      setOpened((count) => count + 1);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <MtfPage title="MTF recommendations">
      {problem ? (
        <p role="alert" className="notice bad">
          {problem}
        </p>
      ) : null}
      <MtfRecommendations onBuy={(stock) => void buy(stock)} />
      <OpenPadPanel key={opened} pad={pad} className="watchlist-pad" onClose={() => setPad(undefined)} />
    </MtfPage>
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

/** The pledge nudge (spec 3 §4) on every page of a client with Pay Later, in the widgets' theme (the shell mounts it). */
export const PledgeNudgeHost = () => (
  <WidgetTheme>
    <PledgeNudge />
  </WidgetTheme>
);
