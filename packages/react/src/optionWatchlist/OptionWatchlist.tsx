import { useQuery } from "@tanstack/react-query";
import { indexHasOptionChain, optionWatchlistTabLimit, optionWatchlistTabProblem } from "@trade/core/options";
import { useId, useState } from "react";
import { marketQueries } from "../areas/market.js";
import { useTradeClient } from "../tradeClient.js";
import { widgetCss } from "../widget.js";
import { type OptionWatchlistTab, type QuicklistContract, QuicklistTab } from "./OptionWatchlistTab.js";
import { optionWatchlistCss } from "./styles.js";

export interface OptionWatchlistProps {
  /** The tabs to start with (default NIFTY's); at most 4 are kept. */
  initialTabs?: readonly OptionWatchlistTab[];
  /** Told of every tab added or removed (to keep them, as the app does locally). */
  onTabsChange?: (tabs: OptionWatchlistTab[]) => void;
  /** Buy or sell a contract from its row; without it, the rows have no buttons. */
  onTrade?: (contract: QuicklistContract, side: "B" | "S") => void;
}

const css = widgetCss(".tk-owl", optionWatchlistCss);
const nifty: OptionWatchlistTab = { symbol: "NIFTY", segment: 1, token: 99926000 };

/**
 * The options watchlist quicklist (spec 2 §2, §4, §9): up to 4 tabs of underlyings (the indices the index master
 * shows in the options watchlist), each listing its calls from 5 strikes below to 15 above the money, or its puts
 * mirrored, with live prices; only the shown contracts are subscribed, and a tab, side or expiry change moves the
 * subscriptions with it. Columns sort (none, ascending, descending).
 *
 * @example
 * ```tsx
 * <OptionWatchlist onTrade={(contract, side) => openPad(contract, side)} />
 * ```
 */
export function OptionWatchlist(props: OptionWatchlistProps) {
  const client = useTradeClient();
  const ids = useId().replaceAll(":", "");
  const [tabs, setTabs] = useState<OptionWatchlistTab[]>(() =>
    (props.initialTabs ?? [nifty]).slice(0, optionWatchlistTabLimit),
  );
  const [active, setActive] = useState(tabs[0]?.symbol);
  const indices = useQuery(marketQueries.indexMaster(client));
  const change = (next: OptionWatchlistTab[]) => {
    setTabs(next);
    props.onTabsChange?.(next);
  };
  const offered = (indices.data ?? []).filter(
    (entry) => entry.showInOptionsWatchlist && !entry.hide && indexHasOptionChain(entry),
  );
  const addable = offered.filter(
    (entry) =>
      optionWatchlistTabProblem(
        tabs.map((t) => t.symbol),
        entry.symbolName,
      ) === undefined,
  );
  const add = (symbol: string) => {
    const entry = offered.find((e) => e.symbolName === symbol);
    if (entry === undefined) return;
    change([...tabs, { symbol: entry.symbolName, segment: entry.mktSegID, token: entry.token }]);
    setActive(entry.symbolName);
  };
  const remove = (symbol: string) => {
    const next = tabs.filter((t) => t.symbol !== symbol);
    change(next);
    if (active === symbol) setActive(next[0]?.symbol);
  };
  const shown = tabs.find((t) => t.symbol === active) ?? tabs[0];
  const full = tabs.length >= optionWatchlistTabLimit;
  return (
    <div className="tk-owl">
      <style>{css}</style>
      <div className="tk-owl-tabs">
        <div role="group" aria-label="Options watchlist tabs">
          {tabs.map((tab) => (
            <span key={tab.symbol} className="tk-owl-tab">
              <button
                type="button"
                id={`${ids}-${tab.symbol}`}
                aria-pressed={tab.symbol === shown?.symbol}
                onClick={() => setActive(tab.symbol)}
              >
                {tab.symbol}
              </button>
              <button
                type="button"
                className="tk-owl-remove"
                aria-label={`Remove ${tab.symbol}`}
                onClick={() => remove(tab.symbol)}
              >
                ×
              </button>
            </span>
          ))}
        </div>
        {full ? (
          <span className="tk-owl-note" role="note">
            {optionWatchlistTabProblem(
              tabs.map((t) => t.symbol),
              "",
            )}
          </span>
        ) : addable.length > 0 ? (
          <select aria-label="Add an underlying" value="" onChange={(event) => add(event.target.value)}>
            <option value="">+ Add</option>
            {addable.map((entry) => (
              <option key={entry.symbolName} value={entry.symbolName}>
                {entry.name}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      {shown ? (
        <div role="region" aria-labelledby={`${ids}-${shown.symbol}`}>
          <QuicklistTab key={shown.symbol} tab={shown} onTrade={props.onTrade} />
        </div>
      ) : (
        <p>Add an underlying to list its options</p>
      )}
    </div>
  );
}
