import { useTradeClient } from "@trade/react";
import { padInstrumentFor } from "@trade/react/trading";
import { SegmentedControl } from "@trade/react/ui";
import { Watchlist, type WatchlistScrip } from "@trade/react/watchlist";
import { createContext, lazy, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { NavLink, useLocation, useNavigate, useSearchParams } from "react-router";
import { LazyWidget, WidgetTheme } from "../settings/AppSettings.js";
import { usePreference } from "../settings/usePreferences.js";
import { useSaveSetting } from "../settings/useSaveSetting.js";
import { type OpenPad, OpenPadPanel } from "../shell/OrderPadPanel.js";
import "./watchlistSwitch.css";
import { useTradeToolsSheet } from "./TradeToolsSheet.js";

/** Market depth loads when F6 first asks for it. */
const MarketDepth = lazy(() => import("./marketDepth.js").then((m) => ({ default: m.MarketDepth })));
/** The options watchlist quicklist loads when its switch is first chosen. */
const OptionWatchlist = lazy(() =>
  import("./optionWatchlist.js").then((m) => ({ default: m.OptionWatchlist })),
);

/** The watchlist screen's tabs that are built (spec 3 §2: Charts, Overview, Option Chain; the rest arrive later). */
const tabs = [
  { to: "/watchlist/chart", label: "Charts" },
  { to: "/watchlist/overview", label: "Overview" },
  { to: "/watchlist/option-chain", label: "Option Chain" },
] as const;

/** The watchlist pane's two lists: the scrips, and the options watchlist quicklist. */
const lists = ["scrips", "options"] as const;

/** An instrument the layout's order pad can open on (a watchlist row, an option chain's contract). */
export interface PadTarget {
  segment: number;
  token: number;
  tradeSymbol: string;
}

/** Open the layout's one order pad from a tab (the option chain's B and S), so that a tab never opens a second pad. */
const OpenPadContext = createContext<(target: PadTarget, side: "B" | "S") => void>(() => {});
export const useWatchlistPad = () => useContext(OpenPadContext);

/** How long the depth keeps itself in view while it loads and takes its height. */
const depthSettleMs = 2_000;

/**
 * The market depth opened from a row, scrolled into view (issue 15 §2): at once, and again as it loads and grows,
 * for a moment only, so the user's own scrolling afterwards is left alone.
 */
function useDepthInView(depth: WatchlistScrip | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (depth === undefined || element === null) return;
    const reveal = () => element.scrollIntoView?.({ block: "nearest" });
    reveal();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(reveal);
    observer.observe(element);
    const stop = setTimeout(() => observer.disconnect(), depthSettleMs);
    return () => {
      clearTimeout(stop);
      observer.disconnect();
    };
  }, [depth]);
  return ref;
}

/**
 * The watchlist beside the selected scrip's tab (chart or overview; each tab is a screen module of its own, so the
 * first route, /watchlist/chart, does not load the overview). Enter or a double click on a row shows that
 * scrip in the tab; F1 and F2 open the order pad on it; F6 shows its market depth; Add Alert opens the pad's Alert tab.
 */
export function WatchlistLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const client = useTradeClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pad, setPad] = useState<OpenPad | undefined>();
  const [depth, setDepth] = useState<WatchlistScrip | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [list, setList] = useState<(typeof lists)[number]>("scrips");
  // Collapsed sections live in the layout preference (spec 1 §3 sectionCollapseStates), so every device has them.
  const layout = usePreference("layout");
  const saveSetting = useSaveSetting();
  const tradeTools = useTradeToolsSheet();

  const openPad = async (scrip: PadTarget, side: "B" | "S", openTab?: string) => {
    setProblem(undefined);
    try {
      const instrument = await padInstrumentFor(client, scrip);
      if (instrument === undefined) throw new Error(`${scrip.tradeSymbol} is not in the scrip master`);
      setPad({ instrument, side, ...(openTab ? { openTab } : {}) });
    } catch (error) {
      setProblem(`The order pad could not open: ${(error as Error).message}`);
    }
  };
  const depthRef = useDepthInView(depth);
  const show = (scrip: WatchlistScrip) =>
    navigate(`${pathname}?token=${scrip.token}&mktSegID=${scrip.segment}`, { replace: true });

  return (
    <div className="watchlist-layout">
      <aside className="watchlist-pane" aria-label="Watchlist">
        <SegmentedControl
          label="List"
          className="watchlist-switch"
          size="sm"
          options={lists}
          optionLabel={(option) => (option === "scrips" ? "Watchlist" : "Options")}
          value={list}
          onChange={setList}
        />
        {list === "options" ? (
          <LazyWidget>
            <OptionWatchlist onTrade={(contract, side) => void openPad(contract, side)} />
          </LazyWidget>
        ) : (
          <WidgetTheme>
            <Watchlist
              onOpen={show}
              onBuy={(scrip) => void openPad(scrip, "B")}
              onSell={(scrip) => void openPad(scrip, "S")}
              onDepth={setDepth}
              onAlert={(scrip) => void openPad(scrip, "B", "alert")}
              onTradeTools={tradeTools.open}
              sectionCollapseStates={layout.data?.preferences.sectionCollapseStates ?? {}}
              onSectionCollapseChange={(states) =>
                void saveSetting("layout", { sectionCollapseStates: states })
              }
            />
          </WidgetTheme>
        )}
        {depth ? (
          <div className="watchlist-depth" ref={depthRef}>
            {/* The app's button, outside the widget root (whose reset would make it a bare native button). */}
            <button type="button" className="link-button" onClick={() => setDepth(undefined)}>
              Close depth
            </button>
            <LazyWidget>
              <MarketDepth instrument={depth} />
            </LazyWidget>
          </div>
        ) : null}
        {tradeTools.sheet}
      </aside>
      <div className="watchlist-main">
        <nav aria-label="Scrip tabs" className="order-tabs">
          {tabs.map((tab) => (
            <NavLink key={tab.to} to={{ pathname: tab.to, search: params.toString() }}>
              {tab.label}
            </NavLink>
          ))}
        </nav>
        {problem ? <p role="alert">{problem}</p> : null}
        <OpenPadContext value={(target, side) => void openPad(target, side)}>{children}</OpenPadContext>
      </div>
      <OpenPadPanel pad={pad} className="watchlist-pad" onClose={() => setPad(undefined)} />
    </div>
  );
}
