import { useQuery } from "@tanstack/react-query";
import { istDateKey, istDay, localKeys } from "@trade/core";
import { type Holding, portfolioTexts } from "@trade/core/portfolio";
import { useTradeClient } from "@trade/react";
import { AllocationChart, HoldingsTable, PortfolioSummary, portfolioQueries } from "@trade/react/portfolio";
import { padInstrumentFor, useMarketClock } from "@trade/react/trading";
import { type ReactNode, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useRouteHandle } from "../routes/handle.js";
import { WidgetTheme } from "../settings/AppSettings.js";
import { type OpenPad, OpenPadPanel } from "../shell/OrderPadPanel.js";
import { TabLinks } from "../ui/TabLinks.js";
import { DepthPanel } from "./DepthPanel.js";
import "./portfolio.css";

const tabs = (["summary", "equity", "bonds"] as const).map((tab) => ({
  path: `/portfolio/${tab}`,
  label: portfolioTexts.tabs[tab],
  tab,
}));

/** The tab /portfolio opens on (spec 1 §2.1: the stored default tab): this one, or another. */
function DefaultTab() {
  const client = useTradeClient();
  const { pathname } = useLocation();
  const current = tabs.find((t) => pathname.endsWith(t.path));
  const [stored, setStored] = useState(
    () => client.storage.getItem(localKeys.defaultPortfolioTab) ?? "summary",
  );
  if (current === undefined) return null;
  const isDefault = stored === current.tab;
  return (
    <label className="portfolio-default">
      <input
        type="checkbox"
        checked={isDefault}
        onChange={(event) => {
          const value = event.target.checked ? current.tab : "summary";
          client.storage.setItem(localKeys.defaultPortfolioTab, value);
          setStored(value);
        }}
        disabled={isDefault && current.tab === "summary"}
      />
      Open Portfolio on this tab
    </label>
  );
}

/** A portfolio tab's page: the route's title, the tabs, the default-tab choice, a notice and the content. */
function PortfolioFrame({ children, bar }: { children: ReactNode; bar?: ReactNode }) {
  const heading = useRouteHandle().title ?? "Portfolio";
  return (
    <section className="page portfolio-page">
      <div className="portfolio-top">
        <h1>{heading}</h1>
        <DefaultTab />
      </div>
      <TabLinks label="Portfolio tabs" tabs={tabs} />
      {bar}
      {children}
    </section>
  );
}

/** The exports (spec 3 §2): the transactions statement and the holding details, as .xlsx spreadsheets. */
function Exports({ holdings }: { holdings: readonly Holding[] | undefined }) {
  const client = useTradeClient();
  const now = useMarketClock();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async (work: (day: string) => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await work(istDateKey(istDay(now())));
    } catch (error) {
      setProblem(`The export failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="portfolio-bar">
      <button
        type="button"
        className="button"
        disabled={busy || holdings === undefined || holdings.length === 0}
        onClick={() =>
          void run(async (day) =>
            (await import("./portfolioExport.js")).exportHoldingDetails(client, holdings ?? [], day),
          )
        }
      >
        {portfolioTexts.exportHoldings} (.xlsx)
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          void run(async (day) => (await import("./portfolioExport.js")).exportTransactions(client, day))
        }
      >
        {portfolioTexts.exportTransactions} (.xlsx)
      </button>
      {problem ? (
        <p role="alert" className="notice bad">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** /portfolio/summary (Overview): the live totals and the allocation by sector and by market cap. */
export function PortfolioSummaryScreen() {
  return (
    <PortfolioFrame>
      <WidgetTheme>
        <PortfolioSummary />
      </WidgetTheme>
      {/* The app's layout outside the widgets' theme root (whose reset would undo it). */}
      <div className="portfolio-allocation">
        <WidgetTheme>
          <AllocationChart by="sector" />
        </WidgetTheme>
        <WidgetTheme>
          <AllocationChart by="marketCap" />
        </WidgetTheme>
      </div>
    </PortfolioFrame>
  );
}

/**
 * /portfolio/equity: the live totals over the holdings table, live and sortable, with the exports; its row menu opens market depth, the
 * chart, the stock's details and the order pad's GTT tab on a sell of the holding.
 */
export function EquityHoldingsScreen() {
  const client = useTradeClient();
  const navigate = useNavigate();
  const holdings = useQuery(portfolioQueries.holdings(client));
  const [depth, setDepth] = useState<Holding | undefined>();
  const [pad, setPad] = useState<OpenPad | undefined>();
  const [opened, setOpened] = useState(0);
  const [problem, setProblem] = useState<string | undefined>();
  const at = (h: Holding) => `token=${h.tokenID}&mktSegID=${h.mktSegID}`;
  /** The order pad on a delivery order of the holding: a sell of all of it (on the GTT tab for Set SL/Target), or a buy. */
  const openPad = async (h: Holding, side: "B" | "S", openTab?: string) => {
    try {
      const instrument = await padInstrumentFor(client, { segment: h.mktSegID, token: h.tokenID });
      if (instrument === undefined) throw new Error(`${h.symbolName} is not in the scrip master`);
      const quantity = side === "S" ? { quantity: String(h.total_qty) } : {};
      setPad({
        instrument,
        side,
        preset: { tab: "regular", productType: "CNC", ...quantity },
        ...(openTab === undefined ? {} : { openTab }),
      });
      setOpened((count) => count + 1);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <PortfolioFrame bar={<Exports holdings={holdings.data} />}>
      {problem ? (
        <p role="alert" className="notice bad">
          {problem}
        </p>
      ) : null}
      <WidgetTheme>
        <PortfolioSummary />
        <HoldingsTable
          onMarketDepth={setDepth}
          onChart={(h) => navigate(`/watchlist/chart?${at(h)}`)}
          onStockDetails={(h) => navigate(`/watchlist/overview?${at(h)}`)}
          onGtt={(h) => void openPad(h, "S", "gtt")}
          onTrade={(h, side) => void openPad(h, side)}
        />
      </WidgetTheme>
      {depth ? (
        <DepthPanel
          instrument={{ segment: depth.mktSegID, token: depth.tokenID, tradeSymbol: depth.symbolName }}
          onClose={() => setDepth(undefined)}
        />
      ) : null}
      <OpenPadPanel key={opened} pad={pad} className="watchlist-pad" onClose={() => setPad(undefined)} />
    </PortfolioFrame>
  );
}

/** /portfolio/bonds: the sandbox's broker holds no bonds for anyone, so the tab says so in the portfolio's words. */
export function BondsScreen() {
  return (
    <PortfolioFrame>
      <div className="portfolio-empty">
        <p className="portfolio-empty-title">{portfolioTexts.noBonds}</p>
        <p>{portfolioTexts.noBondsHint}</p>
      </div>
    </PortfolioFrame>
  );
}
