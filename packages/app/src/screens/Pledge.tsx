import { mtfProduct } from "@trade/core/mtf";
import { useTradeClient } from "@trade/react";
import {
  HistoricPledges,
  MtfDashboard,
  MtfPayNow,
  MtfRecommendations,
  type MtfTab,
  PledgeForm,
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
const pledging = { section: "Pledging", tabs: pledgeTabs };
/** The Pay Later pages (spec 3 §2 /mtf children): the dashboard, the pledge history, recommendations, Pay Now. */
const payLater = { section: "Pay Later", tabs: mtfTabs };

/** A pledging page: its title, its section's tabs (labelled `section`), its widget in the app's theme. */
function SectionPage({
  title,
  section,
  tabs,
  children,
}: {
  title: string;
  section: string;
  tabs: readonly { path: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <section className="page pledge-page">
      <h1>{title}</h1>
      <TabLinks label={section} tabs={tabs} />
      <div className="card">
        <WidgetTheme>{children}</WidgetTheme>
      </div>
    </section>
  );
}

/** /stock/pledge: pledge holdings (and MTF buys) through the depository's OTP window. */
export function PledgeScreen() {
  return (
    <SectionPage title="Pledge stocks" {...pledging}>
      <PledgeForm mode="pledge" />
    </SectionPage>
  );
}

/** /stock/unpledge: release collateral shares. */
export function UnpledgeScreen() {
  return (
    <SectionPage title="Unpledge stocks" {...pledging}>
      <PledgeForm mode="unpledge" />
    </SectionPage>
  );
}

/** /stock/status: every pledge and unpledge request with its status. */
export function PledgeStatusScreen() {
  return (
    <SectionPage title="Pledge status" {...pledging}>
      <PledgeStatus />
    </SectionPage>
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
    <SectionPage title="Pay Later (MTF)" {...payLater}>
      <MtfDashboard key={tab ?? "dashboard"} initialTab={tabOfPath[tab ?? ""] ?? "Pledged Stocks"} />
    </SectionPage>
  );
}

/** /mtf/historic-pledge: pledge and unpledge requests that no longer move. */
export const MtfHistoricPledgeScreen = () => (
  <SectionPage title="Pledge history" {...payLater}>
    <HistoricPledges />
  </SectionPage>
);

/** /mtf/paynow: pay the MTF dues from the trading balance. */
export const MtfPayNowScreen = () => (
  <SectionPage title="Pay Now" {...payLater}>
    <MtfPayNow />
  </SectionPage>
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
    <SectionPage title="MTF recommendations" {...payLater}>
      {problem ? (
        <p role="alert" className="notice bad">
          {problem}
        </p>
      ) : null}
      <MtfRecommendations onBuy={(stock) => void buy(stock)} />
      <OpenPadPanel key={opened} pad={pad} className="watchlist-pad" onClose={() => setPad(undefined)} />
    </SectionPage>
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
