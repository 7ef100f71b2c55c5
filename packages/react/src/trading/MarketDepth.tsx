import { formatPrice } from "@trade/core";
import type { Quote } from "@trade/core/feed";
import { useEffect, useRef } from "react";
import { holdQuoteFeed, quoteFeedFor } from "../live/live.js";
import { writeText } from "../live/liveCells.js";
import { useTradeClient } from "../tradeClient.js";
import { widgetCss } from "../widget.js";

export interface MarketDepthProps {
  instrument: { segment: number; token: number; tradeSymbol?: string };
}

const levels = [0, 1, 2, 3, 4];
const quantity = new Intl.NumberFormat("en-IN");

/** Every text cell of the depth, by name: written from the feed, never by React. */
type Cells = Record<string, HTMLElement>;

function write(cells: Cells, name: string, text: string): void {
  const cell = cells[name];
  if (cell !== undefined) writeText(cell, text);
}

/** Write a quote into the cells (only the texts that changed). */
export function writeDepth(cells: Cells, quote: Quote): void {
  const price = (value: number) => (value > 0 ? formatPrice(value, quote.segment) : "—");
  for (const i of levels) {
    write(cells, `bidPrice${i}`, price(quote.bidPrice[i] ?? 0));
    write(cells, `bidQty${i}`, quantity.format(quote.bidQty[i] ?? 0));
    write(cells, `bidOrders${i}`, String(quote.bidOrders[i] ?? 0));
    write(cells, `askPrice${i}`, price(quote.askPrice[i] ?? 0));
    write(cells, `askQty${i}`, quantity.format(quote.askQty[i] ?? 0));
    write(cells, `askOrders${i}`, String(quote.askOrders[i] ?? 0));
  }
  write(cells, "totalBuyQty", quantity.format(quote.totalBuyQty));
  write(cells, "totalSellQty", quantity.format(quote.totalSellQty));
  write(cells, "open", price(quote.open));
  write(cells, "high", price(quote.high));
  write(cells, "low", price(quote.low));
  write(cells, "close", price(quote.close));
  write(cells, "upperCircuit", price(quote.upperCircuit));
  write(cells, "lowerCircuit", price(quote.lowerCircuit));
  write(cells, "ltp", price(quote.ltp));
}

/**
 * Market depth (F6, spec 2 §2): five levels of bids and offers with their quantities and orders, the totals, the
 * day's OHLC and the circuit limits, live from the quote feed. React draws the grid once; the feed writes the texts
 * straight into their fixed-size cells, once per animation frame, only when a text changed.
 *
 * @example
 * ```tsx
 * <MarketDepth instrument={{ segment: 1, token: 2885, tradeSymbol: "RELIANCE-EQ" }} />
 * ```
 */
export function MarketDepth({ instrument }: MarketDepthProps) {
  const client = useTradeClient();
  const root = useRef<HTMLElement>(null);
  const { segment, token } = instrument;
  useEffect(() => {
    const element = root.current;
    if (element === null) return;
    const cells: Cells = {};
    for (const cell of element.querySelectorAll<HTMLElement>("[data-cell]"))
      cells[cell.dataset.cell as string] = cell;
    const release = holdQuoteFeed(client);
    const feed = quoteFeedFor(client);
    const stop = feed.subscribe({ segment, token }, "full", (quote) => writeDepth(cells, quote));
    const known = feed.get(segment, token);
    if (known !== undefined && known.version > 0) writeDepth(cells, known);
    return () => {
      stop();
      release();
    };
  }, [client, segment, token]);

  const cell = (name: string, className?: string) => (
    <span role="cell" data-cell={name} className={className}>
      —
    </span>
  );
  return (
    <section
      className="tk-depth"
      ref={root}
      aria-label={`Market depth${instrument.tradeSymbol ? ` of ${instrument.tradeSymbol}` : ""}`}
    >
      <style>{depthCss}</style>
      <div role="table" aria-label="Bids and offers">
        <div role="row" className="tk-depth-head">
          <span role="columnheader">Bid</span>
          <span role="columnheader">Orders</span>
          <span role="columnheader">Qty</span>
          <span role="columnheader">Offer</span>
          <span role="columnheader">Orders</span>
          <span role="columnheader">Qty</span>
        </div>
        {levels.map((i) => (
          <div role="row" key={i}>
            {cell(`bidPrice${i}`, "tk-bid")}
            {cell(`bidOrders${i}`)}
            {cell(`bidQty${i}`)}
            {cell(`askPrice${i}`, "tk-ask")}
            {cell(`askOrders${i}`)}
            {cell(`askQty${i}`)}
          </div>
        ))}
        <div role="row" className="tk-depth-total">
          <span role="cell">Total</span>
          {cell("totalBuyQty")}
          <span role="cell" />
          <span role="cell">Total</span>
          {cell("totalSellQty")}
          <span role="cell" />
        </div>
      </div>
      <dl className="tk-depth-facts">
        {(
          [
            ["LTP", "ltp"],
            ["Open", "open"],
            ["High", "high"],
            ["Low", "low"],
            ["Prev. close", "close"],
            ["Upper circuit", "upperCircuit"],
            ["Lower circuit", "lowerCircuit"],
          ] as const
        ).map(([label, name]) => (
          <div key={name}>
            <dt>{label}</dt>
            <dd data-cell={name}>—</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const depthCss = widgetCss(
  ".tk-depth",
  `
.tk-depth{display:block;width:360px;font:13px/1.5 system-ui,sans-serif;color:var(--tk-text,#1c2430);font-variant-numeric:tabular-nums}
.tk-depth [role=row]{display:grid;grid-template-columns:repeat(6,1fr);gap:4px;padding:2px 4px;contain:strict;height:22px}
.tk-depth .tk-depth-head{font-weight:600;color:var(--tk-muted,#57606a)}
.tk-depth .tk-bid{color:var(--tk-buy-text,#116329)}
.tk-depth .tk-ask{color:var(--tk-sell-text,#a40e26)}
.tk-depth .tk-depth-total{border-top:1px solid var(--tk-border,#d9dee4)}
.tk-depth .tk-depth-facts{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;margin:8px 4px 0}
.tk-depth dt{font-size:11px;color:var(--tk-muted,#57606a)}
.tk-depth dd{margin:0}
.tk-depth .tk-depth-facts > div{contain:strict;height:37px}
`,
);
