import type { Instrument } from "@trade/core/feed";
import { noOptionChainText } from "@trade/core/options";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { holdQuoteFeed, quoteFeedFor } from "../live/live.js";
import { useTradeClient } from "../tradeClient.js";
import { NativeSelect } from "../ui/NativeSelect.js";
import { queryStatus, widgetCss } from "../widget.js";
import { bindChain, markMoney } from "./bindChain.js";
import { ChainRow, contractOf, type OptionContract } from "./ChainRow.js";
import { sideColumns } from "./chainColumns.js";
import { type ChainCursor, moveCursor, sideOfColumn, tradeKey } from "./chainGrid.js";
import { useOptionChain } from "./hooks.js";
import { columnWidths, optionChainCss } from "./optionChainStyles.js";

export interface OptionChainProps {
  /** Any instrument: an index or stock opens its own chain, a future or option its underlying's. */
  instrument: Instrument;
  /** The expiry shown (controlled); default the nearest, then the user's choice. */
  expiry?: string;
  onExpiryChange?: (expiry: string) => void;
  /** Strikes around the money (default 30, spec 2 §9). */
  strikeCount?: number;
  /** Buy or sell a contract (a cell's B/S buttons, or B, S, F1, F2, +, − on the keyboard); without it, no buttons. */
  onTrade?: (contract: OptionContract, side: "B" | "S") => void;
  /** Show gamma, theta and vega beside delta from the start (a toggle in the widget changes it). */
  greeks?: boolean;
}

const css = widgetCss(".tk-oc", optionChainCss);

/** Bring a cell into the grid's view by scrolling the grid only (never the page), below the sticky heads. */
function scrollWithin(grid: HTMLElement, cell: HTMLElement): void {
  const head = grid.querySelector<HTMLElement>(".tk-oc-head");
  const top = (head?.offsetTop ?? 0) + (head?.offsetHeight ?? 0);
  const row = cell.parentElement ?? cell;
  if (row.offsetTop - grid.scrollTop < top) grid.scrollTop = row.offsetTop - top;
  else if (row.offsetTop + row.offsetHeight > grid.scrollTop + grid.clientHeight) {
    grid.scrollTop = row.offsetTop + row.offsetHeight - grid.clientHeight;
  }
  if (cell.offsetLeft < grid.scrollLeft) grid.scrollLeft = cell.offsetLeft;
  else if (cell.offsetLeft + cell.offsetWidth > grid.scrollLeft + grid.clientWidth) {
    grid.scrollLeft = cell.offsetLeft + cell.offsetWidth - grid.clientWidth;
  }
}

/**
 * The option chain (spec 2 §2, §3, §7): calls and puts of one expiry around the money with LTP, change, OI, OI
 * change, volume (live over the quote feed, written into the page per tick), IV and delta (gamma, theta and vega
 * on a toggle) from the chain, the at-the-money row, the spot line and in-the-money shading. Arrow keys move across
 * cells; B or S (F1, F2, +, −) buy or sell the contract of the active cell; hovering a row shows B and S buttons.
 * Switching expiry or underlying drops the old contracts' subscriptions and subscribes the new ones.
 *
 * @example
 * ```tsx
 * <OptionChain instrument={{ segment: 1, token: 99926000 }} onTrade={(contract, side) => openPad(contract, side)} />
 * ```
 */
export function OptionChain(props: OptionChainProps) {
  const { instrument, onTrade } = props;
  const client = useTradeClient();
  const ids = useId().replaceAll(":", "");
  const { underlying, found, expiry, setExpiry, chain } = useOptionChain(instrument, {
    ...(props.expiry === undefined ? {} : { expiry: props.expiry }),
    ...(props.strikeCount === undefined ? {} : { strikeCount: props.strikeCount }),
    subscribeAll: true,
  });
  const [greeks, setGreeks] = useState(props.greeks ?? false);
  const [cursor, setCursor] = useState<ChainCursor | undefined>();
  const root = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const { calls, puts } = useMemo(() => sideColumns(greeks), [greeks]);
  const data = chain.data;
  const rows = data?.rows ?? [];
  const cols = calls.length * 2 + 1;
  const atmIndex = rows.findIndex((row) => row.strike === data?.atmStrike);
  const at: ChainCursor = cursor ?? { row: Math.max(0, atmIndex), col: calls.length - 1 };

  useEffect(() => holdQuoteFeed(client), [client]);
  // The contracts' identities: a new expiry, underlying or column set binds anew (and unsubscribes the old ones).
  const contracts = rows.map((row) => `${row.call?.TokenID ?? 0}.${row.put?.TokenID ?? 0}`).join(",");
  // Bound as the new rows commit, before the browser paints them (issue 19: a new expiry's contracts are subscribed in
  // the frame its chain arrives in, not one later as a passive effect would).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `contracts` and `greeks` stand for the rendered cells.
  useLayoutEffect(() => {
    const element = root.current;
    if (element === null || data === undefined) return;
    const strikes = data.rows.map((row) => ({
      strike: row.strike,
      call: row.call && { segment: row.call.SegmentID, token: row.call.TokenID },
      put: row.put && { segment: row.put.SegmentID, token: row.put.TokenID },
    }));
    markMoney(
      element,
      strikes.map((s) => s.strike),
      data.spot,
    );
    return bindChain(quoteFeedFor(client), element, strikes, found?.spot ?? null);
  }, [client, contracts, greeks, found?.spot?.token]);

  // The money in view when a chain arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per chain (its contracts).
  useEffect(() => {
    setCursor(undefined);
    const element = grid.current;
    const atm = element?.querySelector<HTMLElement>("[data-atm]");
    if (element && atm) element.scrollTop = atm.offsetTop - element.clientHeight / 2;
  }, [contracts]);
  useEffect(() => {
    const element = grid.current;
    const cell = cursor && document.getElementById(`${ids}-${cursor.row}-${cursor.col}`);
    if (element && cell) scrollWithin(element, cell);
  }, [cursor, ids]);

  const pick = useCallback((row: number, col: number) => {
    setCursor({ row, col });
    grid.current?.focus();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moved = moveCursor(at, event.key, { rows: rows.length, cols });
    if (moved) {
      event.preventDefault();
      setCursor(moved);
      return;
    }
    const side = tradeKey(event.key);
    const optionSide = sideOfColumn(at.col, calls.length);
    const row = rows[at.row];
    if (side === undefined || optionSide === undefined || row === undefined || !onTrade) return;
    const leg = optionSide === "CE" ? row.call : row.put;
    if (leg === null) return;
    event.preventDefault();
    event.stopPropagation();
    onTrade(contractOf(leg), side);
  };

  const status =
    queryStatus(underlying.error, underlying.isPending, "the option chain") ??
    (found === undefined && underlying.data && "reason" in underlying.data ? (
      <p role="status">{noOptionChainText(underlying.data.symbol)}</p>
    ) : undefined) ??
    queryStatus(chain.error, chain.isPending, "the option chain");
  const track = (id: string) => `minmax(${columnWidths[id] ?? 50}px,1fr)`;
  const template = [...calls.map((c) => track(c.id)), track("strike"), ...puts.map((c) => track(c.id))].join(
    " ",
  );

  return (
    <div className="tk-oc" ref={root}>
      <style>{css}</style>
      {found ? (
        <div className="tk-oc-bar">
          <strong className="tk-oc-name">{found.name}</strong>
          <span className="tk-oc-spot-price" data-spot="" aria-label={`${found.name} price`}>
            —
          </span>
          <label>
            Expiry{" "}
            <NativeSelect
              value={expiry ?? ""}
              options={found.expiries}
              onChange={(date) => {
                setExpiry(date);
                props.onExpiryChange?.(date);
              }}
            />
          </label>
          <label>
            <input type="checkbox" checked={greeks} onChange={(event) => setGreeks(event.target.checked)} />{" "}
            Greeks
          </label>
          <span className="tk-oc-lot">Lot {found.lotSize}</span>
        </div>
      ) : null}
      {status ?? (
        <>
          <div
            ref={grid}
            role="grid"
            tabIndex={0}
            className="tk-oc-grid"
            aria-label={`Option chain ${found?.name ?? ""} ${expiry ?? ""}`}
            aria-rowcount={rows.length + 1}
            aria-colcount={cols}
            aria-activedescendant={`${ids}-${at.row}-${at.col}`}
            onKeyDown={onKeyDown}
            style={{ ["--tk-oc-cols" as string]: template }}
          >
            <div className="tk-oc-sides" aria-hidden="true">
              <span style={{ gridColumn: `1 / ${calls.length + 1}` }}>Calls</span>
              <span />
              <span style={{ gridColumn: `${calls.length + 2} / -1` }}>Puts</span>
            </div>
            <div role="row" aria-rowindex={1} className="tk-oc-head">
              {calls.map((column) => (
                <div role="columnheader" key={`CE-${column.id}`}>
                  {column.label}
                </div>
              ))}
              <div role="columnheader">Strike</div>
              {puts.map((column) => (
                <div role="columnheader" key={`PE-${column.id}`}>
                  {column.label}
                </div>
              ))}
            </div>
            {rows.map((row, index) => (
              <ChainRow
                key={row.strike}
                row={row}
                index={index}
                ids={ids}
                calls={calls}
                puts={puts}
                active={index === at.row ? at.col : -1}
                atm={row.strike === data?.atmStrike}
                spot={data?.spot ?? 0}
                spotLine={index === rows.findIndex((r) => r.strike > (data?.spot ?? 0))}
                onPick={pick}
                onTrade={onTrade}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
