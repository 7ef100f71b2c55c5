import { useRef } from "react";
import { LiveCells, useLiveRows } from "../live/liveRows.js";
import { useTradeClient } from "../tradeClient.js";
import { widgetCss } from "../widget.js";

export { ltpFlashMs } from "../live/liveCells.js";

export interface LiveQuoteRow {
  segment: number;
  token: number;
  tradeSymbol: string;
  exchange?: string;
}

export interface LiveQuotesProps {
  rows: readonly LiveQuoteRow[];
  /** Row clicked or chosen with Enter (the app opens the chart, or F1/F2 the pad). */
  onSelect?: (row: LiveQuoteRow) => void;
  /** Accessible name of the list. */
  label?: string;
}

/**
 * A live list of instruments (the watchlist's rows): last price, change and change percent, green or red with the
 * day's change, flashing for 900 ms on each new price. React renders the rows once; the quote feed draws the texts
 * on one canvas over the fixed-size rows, once per animation frame, only when the price changed, and copies them into
 * the cells for assistive technology (docs/decisions.md "Live rows drawn on a canvas": no layout per tick).
 *
 * @example
 * ```tsx
 * <LiveQuotes rows={[{ segment: 1, token: 2885, tradeSymbol: "RELIANCE-EQ" }]} onSelect={openChart} />
 * ```
 */
export function LiveQuotes({ rows, onSelect, label = "Watchlist" }: LiveQuotesProps) {
  const client = useTradeClient();
  const list = useRef<HTMLDivElement>(null);
  useLiveRows(client, list, rows.map((r) => `${r.segment}:${r.token}`).join(","));

  return (
    <div className="tk-live" ref={list} role="listbox" aria-label={label} tabIndex={0}>
      <style>{liveCss}</style>
      {rows.map((row) => (
        <div
          key={`${row.segment}:${row.token}`}
          data-row=""
          data-seg={row.segment}
          data-token={row.token}
          role="option"
          aria-selected={false}
          tabIndex={-1}
          onClick={() => onSelect?.(row)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onSelect?.(row);
          }}
        >
          <span className="tk-live-symbol">
            {row.tradeSymbol}
            {row.exchange ? <small> {row.exchange}</small> : null}
          </span>
          <LiveCells />
        </div>
      ))}
    </div>
  );
}

const liveCss = widgetCss(
  ".tk-live",
  `
.tk-live{display:block;width:420px;font:13px/1.4 system-ui,sans-serif;color:var(--tk-text,#1c2430);font-variant-numeric:tabular-nums}
.tk-live [data-row]{display:grid;grid-template-columns:1.6fr 1fr 1fr 1fr;gap:6px;padding:2px 6px;height:24px;contain:strict;border-bottom:1px solid var(--tk-border,#d9dee4);cursor:pointer}
.tk-live [data-row] > span{overflow:hidden;white-space:nowrap;text-align:end}
.tk-live .tk-live-symbol{text-align:start}
.tk-live [data-sign=up] [data-cell=change],.tk-live [data-sign=up] [data-cell=percent]{color:var(--tk-buy-text,#116329)}
.tk-live [data-sign=down] [data-cell=change],.tk-live [data-sign=down] [data-cell=percent]{color:var(--tk-sell-text,#a40e26)}
.tk-live [data-flash=up] [data-cell=ltp]{background:var(--tk-flash-up,#dafbe1)}
.tk-live [data-flash=down] [data-cell=ltp]{background:var(--tk-flash-down,#ffebe9)}
`,
);
