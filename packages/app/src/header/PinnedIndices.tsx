import { formatPrice, type IndexEntry } from "@trade/core";
import { indexHasOptionChain } from "@trade/core/options";
import { headerFlashMs } from "@trade/core/shell";
import { useTradeClient } from "@trade/react";
import { holdQuoteFeed, quoteFeedFor } from "@trade/react/trading";
import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { basename } from "../routes/basename.js";
import { strategiesPath } from "../screens/strategiesPath.js";
import { Loading } from "../shell/Loading.js";
import { useToast } from "../ui/toasts.js";
import { isBuilt } from "./builtScreens.js";
import { usePinnedIndices } from "./useIndices.js";
import { useOptionStrategyEnabled } from "./useOptionStrategyEnabled.js";
import { usePopover } from "./usePopover.js";

/** An index's Favourite Strategies load when its menu first opens: they bring the strategy builder and baskets. */
const FavouriteStrategies = lazy(() =>
  import("./FavouriteStrategies.js").then((m) => ({ default: m.FavouriteStrategies })),
);

const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/**
 * An index's live price, change and change %, written straight into the elements on each tick (React stays out of
 * the per-tick path); the price flashes for 500 ms when it moves.
 */
function LiveIndex({ entry }: { entry: IndexEntry }) {
  const client = useTradeClient();
  const ltp = useRef<HTMLSpanElement>(null);
  const change = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const price = ltp.current;
    const move = change.current;
    if (price === null || move === null) return;
    let last = 0;
    let flash: ReturnType<typeof setTimeout> | undefined;
    const release = holdQuoteFeed(client);
    const stop = quoteFeedFor(client).subscribe(
      { segment: entry.mktSegID, token: entry.token },
      "ltp",
      (quote) => {
        if (quote.ltp === last) return;
        const direction = quote.ltp > last ? "up" : "down";
        const first = last === 0;
        last = quote.ltp;
        price.textContent = formatPrice(quote.ltp, entry.mktSegID);
        const sign = quote.change > 0 ? "up" : quote.change < 0 ? "down" : "flat";
        move.textContent = `${signed(formatPrice(quote.change, entry.mktSegID), quote.change)} (${signed(
          quote.changePercent.toFixed(2),
          quote.changePercent,
        )}%)`;
        move.dataset.sign = sign;
        if (first) return;
        price.dataset.flash = direction;
        clearTimeout(flash);
        flash = setTimeout(() => delete price.dataset.flash, headerFlashMs);
      },
    );
    return () => {
      clearTimeout(flash);
      stop();
      release();
    };
  }, [client, entry.mktSegID, entry.token]);
  return (
    <span className="index-live">
      <span ref={ltp} className="index-ltp" data-testid="index-ltp">
        —
      </span>
      <span ref={change} className="index-change" data-testid="index-change" />
    </span>
  );
}

const chartQuery = (entry: IndexEntry) => `?pid=chartView&token=${entry.token}&mktSegID=${entry.mktSegID}`;

/** The option chain of an instrument (the screen reads the same query as the chart). */
export const optionChainPath = (instrument: { segment: number; token: number }) =>
  `/watchlist/option-chain?token=${instrument.token}&mktSegID=${instrument.segment}`;

/** One pinned index: its live price and its dropdown (Option Chain for indices with F&O; Charts, with pop-out). */
function PinnedIndex({ entry }: { entry: IndexEntry }) {
  const menu = usePopover();
  const menuId = useId();
  const strategies = useOptionStrategyEnabled() && indexHasOptionChain(entry);
  const popOut = () => {
    window.open(
      `${basename}/chart/fullscreen${chartQuery(entry)}`,
      `chart-${entry.token}`,
      "popup,width=1100,height=720",
    );
    menu.close();
  };
  return (
    <li className="pinned-index" ref={menu.ref}>
      <button
        type="button"
        className="index-button"
        {...menu.buttonProps(menuId)}
        aria-label={`${entry.name} menu`}
      >
        <span className="index-name">{entry.name}</span>
      </button>
      <LiveIndex entry={entry} />
      {menu.open ? (
        <ul id={menuId} className="dropdown index-menu" aria-label={`${entry.name} menu`}>
          {indexHasOptionChain(entry) && isBuilt("/watchlist/option-chain") ? (
            <li>
              <Link
                to={optionChainPath({ segment: entry.mktSegID, token: entry.token })}
                onClick={menu.close}
              >
                Option Chain
              </Link>
            </li>
          ) : null}
          {strategies && isBuilt("/watchlist/option-chain/strategies") ? (
            <li>
              <Link to={strategiesPath({ segment: entry.mktSegID, token: entry.token })} onClick={menu.close}>
                Strategies
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={`/watchlist/chart${chartQuery(entry)}`} onClick={menu.close}>
              Charts
            </Link>
            <button type="button" className="link-button" onClick={popOut} aria-label="Pop out chart">
              Pop out
            </button>
          </li>
          {strategies ? (
            <li>
              <Suspense fallback={<Loading />}>
                <FavouriteStrategies entry={entry} onDone={menu.close} />
              </Suspense>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

/** Manage Indices (spec 1 §2.3): every index with pin/unpin, the limits' messages, and the all-indices page. */
function ManageIndices({ state }: { state: ReturnType<typeof usePinnedIndices> }) {
  const panel = usePopover();
  const toast = useToast();
  const panelId = useId();
  const pinnedNames = new Set(state.pinned.map((p) => p.name));
  return (
    <div className="manage-indices" ref={panel.ref}>
      <button type="button" className="index-button manage-button" {...panel.buttonProps(panelId)}>
        Manage Indices
      </button>
      {panel.open ? (
        <div id={panelId} className="dropdown manage-panel" role="group" aria-label="Manage Indices">
          <p className="muted">
            Pinned {state.pinned.length} of at most {state.limit}
          </p>
          <ul>
            {state.all.map((entry) => {
              const pinned = pinnedNames.has(entry.name);
              return (
                <li key={entry.name} className="manage-row">
                  <span>{entry.name}</span>
                  <small className="muted">{entry.exchName}</small>
                  <button
                    type="button"
                    className="link-button"
                    aria-pressed={pinned}
                    aria-label={`${pinned ? "Unpin" : "Pin"} ${entry.name}`}
                    onClick={() => {
                      const outcome = state.toggle(entry);
                      if (!outcome.ok) toast({ kind: "error", title: outcome.message });
                    }}
                  >
                    {pinned ? "Unpin" : "Pin"}
                  </button>
                </li>
              );
            })}
          </ul>
          {isBuilt("/markets/all-indices") ? (
            <Link to="/markets/all-indices" onClick={panel.close}>
              All indices
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The header's pinned indices with live prices, their dropdowns, and Manage Indices. */
export function PinnedIndices() {
  const toast = useToast();
  const state = usePinnedIndices((title, message) =>
    toast({ kind: "error", title, ...(message ? { message } : {}) }),
  );
  return (
    <section
      className="pinned-indices"
      aria-label="Pinned indices"
      data-fallback={state.fallback || undefined}
    >
      <ul className="pinned-list">
        {state.pinned.map((entry) => (
          <PinnedIndex key={entry.name} entry={entry} />
        ))}
      </ul>
      <ManageIndices state={state} />
    </section>
  );
}
