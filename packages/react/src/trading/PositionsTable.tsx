import { useQueryClient } from "@tanstack/react-query";
import { formatPrice, formatRupees, localKeys, type TradeClient } from "@trade/core";
import {
  gainAndLoss,
  groupPositions,
  noPositionsForFiltersMessage,
  noPositionsMessage,
  type Position,
  type PositionGrouping,
  positionActions,
  positionGroupings,
  positionsCsv,
  productTypeLabel,
} from "@trade/core/orders";
import { useEffect, useRef, useState } from "react";
import { holdQuoteFeed, quoteFeedFor } from "../live/live.js";
import { writeText } from "../live/liveCells.js";
import { useTradeClient } from "../tradeClient.js";
import { queryStatus, widgetCss, widgetFrame } from "../widget.js";
import { useMarketClock } from "./hooks.js";
import { tradingKeys } from "./keys.js";
import { usePositions, useTrading } from "./tradingHooks.js";

export interface PositionsTableProps {
  /** Market time for the action rules; by default the market clock of `useMarketClock`. */
  now?: () => number;
  /** A row action the app handles (Buy more, Set SL/Target, ...), or a refusal to show. */
  onAction?: (action: { id: string; label: string; refusal?: string }, position: Position) => void;
  /** Exit all progress and refusals, for the app's toasts. */
  onNotice?: (notice: { title: string; message: string; ok: boolean }) => void;
}

/**
 * A live gain/loss cell: subscribes to the instrument's quote and writes its text straight into the element when it
 * changes (React stays out of the per-tick path, docs/architecture.md).
 */
function LivePnl({ client, position }: { client: TradeClient; position: Position }) {
  const cell = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = cell.current;
    if (element === null) return;
    let last = "";
    const write = (ltp: number) => {
      const value = gainAndLoss(position, ltp);
      const text = formatRupees(value);
      if (text === last) return;
      last = text;
      writeText(element, text);
      element.dataset.sign = value > 0 ? "up" : value < 0 ? "down" : "flat";
    };
    write(position.ltp);
    const release = holdQuoteFeed(client);
    const stop = quoteFeedFor(client).subscribe(
      { segment: position.exchangeSegment, token: position.symbolToken },
      "ltp",
      (quote) => write(quote.ltp),
    );
    return () => {
      stop();
      release();
    };
  }, [client, position]);
  return <span ref={cell} className="tk-pnl" />;
}

function readGrouping(client: TradeClient): PositionGrouping {
  const stored = client.storage.getItem(localKeys.positionGrouping);
  return (positionGroupings as readonly string[]).includes(stored ?? "")
    ? (stored as PositionGrouping)
    : "None";
}

/**
 * Positions (F3, spec 2 §2): grouped by the spec's seven options (kept locally), filtered to open ones on demand,
 * with live gain/loss, the row actions by net quantity, Exit all, and a CSV export.
 *
 * @example
 * ```tsx
 * <PositionsTable onAction={(action, position) => openPad(action, position)} />
 * ```
 */
export function PositionsTable({ now: givenNow, onAction, onNotice }: PositionsTableProps) {
  const marketNow = useMarketClock();
  const now = givenNow ?? marketNow;
  const client = useTradeClient();
  const trading = useTrading();
  const queryClient = useQueryClient();
  const { data: positions, isPending, error } = usePositions();
  const [grouping, setGrouping] = useState<PositionGrouping>(() => readGrouping(client));
  const [openOnly, setOpenOnly] = useState(false);

  const group = (value: PositionGrouping) => {
    setGrouping(value);
    client.storage.setItem(localKeys.positionGrouping, value);
  };

  const exitAll = async (list: readonly Position[]) => {
    const started = await trading.positions.exitAll(
      list
        .filter((p) => p.netQty !== 0 && !p.isAdvance)
        .map((p) => ({
          exchangeSegment: p.exchangeSegment,
          symbolToken: p.symbolToken,
          tradingSymbol: p.tradingSymbol,
          productType: p.productType,
          netQty: p.netQty,
          isOptionStock: p.instrumentType === "OPTSTK",
          isAdvance: p.isAdvance,
        })),
      { nowMs: now() },
    );
    if (!started.ok) onNotice?.({ title: "Exit all", message: started.message, ok: false });
    else
      onNotice?.({
        title: "Exit all",
        message: `${started.run.getSnapshot().length} order(s) on their way`,
        ok: true,
      });
  };

  /** Intraday to Delivery (cash) or Carry Forward (derivatives), and back (spec 2 §4 conversion). */
  const convert = async (position: Position) => {
    const to = position.productType === "MIS" ? (position.instrumentType === "EQ" ? "CNC" : "NRML") : "MIS";
    const outcome = await trading.positions.convert({
      exchangeSegment: position.exchangeSegment,
      symbolToken: position.symbolToken,
      productType: position.productType,
      newProductType: to,
      quantity: Math.abs(position.netQty),
      transactionType: position.netQty > 0 ? "B" : "S",
      duration: "DAY",
    });
    if (outcome.ok) onNotice?.({ title: "Positions Converted", message: outcome.text, ok: true });
    else onNotice?.({ title: outcome.title, message: outcome.message, ok: false });
    await queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
  };

  const download = (list: readonly Position[]) => {
    const url = URL.createObjectURL(new Blob([positionsCsv(list)], { type: "text/csv" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "positions.csv";
    link.click();
    URL.revokeObjectURL(url);
  };

  const frame = widgetFrame("tk-positions", positionsCss);
  const status = queryStatus(error, isPending, "positions");
  if (status) return frame(status);
  const all = positions ?? [];
  if (all.length === 0) return frame(<p className="tk-positions-empty">{noPositionsMessage}</p>);
  const shown = openOnly ? all.filter((p) => p.netQty !== 0) : all;
  return (
    <div className="tk-positions">
      <style>{positionsCss}</style>
      <div className="tk-positions-tools">
        <label>
          Group by{" "}
          <select value={grouping} onChange={(event) => group(event.target.value as PositionGrouping)}>
            {positionGroupings.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={openOnly} onChange={(event) => setOpenOnly(event.target.checked)} />{" "}
          Open only
        </label>
        <button type="button" onClick={() => download(shown)}>
          Export
        </button>
        <button
          type="button"
          onClick={() => void exitAll(shown)}
          disabled={!shown.some((p) => p.netQty !== 0)}
        >
          Exit all
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="tk-positions-empty">{noPositionsForFiltersMessage}</p>
      ) : (
        groupPositions(shown, grouping).map(({ key, positions: rows }) => (
          <section key={key} aria-label={key}>
            {grouping === "None" ? null : <h3>{key}</h3>}
            <div role="table" aria-label={grouping === "None" ? "Positions" : key}>
              <div role="row" className="tk-positions-head">
                {["Instrument", "Product", "Net qty", "Avg", "Gain/loss", ""].map((title, index) => (
                  <span role="columnheader" key={title || index}>
                    {title}
                  </span>
                ))}
              </div>
              {rows.map((p) => {
                const { actions } = positionActions(p, { nowMs: now(), segment: p.exchangeSegment });
                return (
                  <div role="row" key={`${p.exchangeSegment}-${p.symbolToken}-${p.productType}`}>
                    <span role="cell">{p.tradingSymbol}</span>
                    <span role="cell">{productTypeLabel(p.productType)}</span>
                    <span role="cell">{p.netQty}</span>
                    <span role="cell">
                      {p.netQty >= 0
                        ? formatPrice(p.buyAvgPrice, p.exchangeSegment)
                        : formatPrice(p.sellAvgPrice, p.exchangeSegment)}
                    </span>
                    <span role="cell">
                      <LivePnl client={client} position={p} />
                    </span>
                    <span role="cell" className="tk-actions">
                      {p.netQty !== 0 && !p.isAdvance && ["MIS", "CNC", "NRML"].includes(p.productType) ? (
                        <button type="button" onClick={() => void convert(p)}>
                          Convert
                        </button>
                      ) : null}
                      {actions.map((action) => (
                        <button
                          type="button"
                          key={action.id}
                          title={action.refusal}
                          onClick={() => onAction?.(action, p)}
                        >
                          {action.label}
                        </button>
                      ))}
                    </span>
                  </div>
                );
              })}
            </div>
          </section>
        ))
      )}
    </div>
  );
}

const positionsCss = widgetCss(
  ".tk-positions",
  `
.tk-positions{font:13px/1.4 system-ui,sans-serif;color:var(--tk-text,#1f2328)}
.tk-positions .tk-positions-tools{display:flex;gap:12px;align-items:center;margin-bottom:8px}
.tk-positions .tk-positions-tools select{color:inherit;background:var(--tk-surface,#fff);border:1px solid var(--tk-border,#d0d7de);border-radius:4px;padding:2px 4px}
.tk-positions .tk-positions-head{font-weight:600;color:var(--tk-muted,#424a53)}
.tk-positions h3{font-size:12px;margin:8px 0 4px;opacity:.75}
.tk-positions [role=row]{display:grid;grid-template-columns:1.6fr 1fr 60px 90px 110px 2fr;gap:6px;padding:4px 6px;border-bottom:1px solid var(--tk-border,#eaeef2)}
.tk-positions .tk-pnl[data-sign=up]{color:var(--tk-buy-text,#116329)}
.tk-positions .tk-pnl[data-sign=down]{color:var(--tk-sell-text,#a40e26)}
.tk-positions button{cursor:pointer;border:1px solid var(--tk-border,#d0d7de);background:transparent;border-radius:4px;padding:2px 6px;margin-right:4px}
`,
);
