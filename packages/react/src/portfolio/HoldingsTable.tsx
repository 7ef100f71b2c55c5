import { useQuery } from "@tanstack/react-query";
import { exchangeOf, formatPrice } from "@trade/core";
import {
  type Holding,
  type HoldingColumn,
  holdingColumns,
  holdingFigures,
  holdingMenu,
  nextSort,
  portfolioTexts,
  sortRows,
  type TableSort,
} from "@trade/core/portfolio";
import { useEffect, useRef, useState } from "react";
import { useTradeClient } from "../tradeClient.js";
import { RowMenu, type RowMenuItem } from "../trading/RowMenu.js";
import { tableCss } from "../trading/tableStyles.js";
import { menuCss } from "../ui/menuStyles.js";
import { queryStatus, widgetCss, widgetFrame } from "../widget.js";
import { GainAndPercent } from "./format.js";
import { DividendsDialog, QuantityBreakupDialog } from "./HoldingDialogs.js";
import { latestLtp, useHoldingPrices } from "./livePrices.js";
import { portfolioQueries } from "./queries.js";
import { type RowsInView, rowsInView } from "./rowsInView.js";
import { liveFigures, writeLive } from "./writeLive.js";

/** What a holding's row menu hands to the app: the instrument and the holding. */
export interface HoldingsTableProps {
  /** Market Depth (spec 3 §2 row menu). Absent: not offered. */
  onMarketDepth?: (holding: Holding) => void;
  /** Charts. Absent: not offered. */
  onChart?: (holding: Holding) => void;
  /** Stock Details. Absent: not offered. */
  onStockDetails?: (holding: Holding) => void;
  /** Set SL/Target with GTT: the app opens the order pad's GTT tab on a sell of the holding. Absent: not offered. */
  onGtt?: (holding: Holding) => void;
  /**
   * The row's hover actions Buy and Sell (a delivery order on the holding): the app opens the order pad. Absent: not
   * offered.
   */
  onTrade?: (holding: Holding, side: "B" | "S") => void;
  /** Add Alert, where alerts are built. Absent: not offered. */
  onAddAlert?: (holding: Holding) => void;
}

const ariaSort = { asc: "ascending", desc: "descending", default: "none" } as const;

/** The value a column sorts by, at the latest prices. */
function columnValue(holding: Holding, column: HoldingColumn, ltp: number): number | string {
  const f = holdingFigures(holding, ltp);
  switch (column) {
    case "name":
      return holding.symbolName;
    case "quantity":
      return holding.total_qty;
    case "ltp":
      return ltp;
    case "atp":
      return holding.avgPrice;
    case "invAmt":
      return f.invAmt;
    case "mktValue":
      return f.mktValue;
    case "overallGL":
      return f.overallGL;
    case "dayGL":
      return f.dayGL;
  }
}

/**
 * Equity holdings (spec 3 §2): Stock Name, Quantity, LTP, ATP, Inv.Amt, Mkt Value, Overall G/L and Day's G/L, live
 * over the quote feed (cells written in place, React out of the per-tick path); every column sorts through the spec's
 * cycle (default, ascending, descending, default) at the prices of the moment; a row's ⋯ menu offers Market Depth,
 * Charts, Stock Details, Set SL/Target with GTT (those the app handles), Quantity Breakup and Dividends Earned; on
 * hover or focus, Buy and Sell (when the app handles them).
 *
 * @example
 * ```tsx
 * <HoldingsTable onChart={(h) => navigate(`/watchlist/chart?token=${h.tokenID}&mktSegID=${h.mktSegID}`)} />
 * ```
 */
export function HoldingsTable(props: HoldingsTableProps) {
  const client = useTradeClient();
  const { data: holdings, isPending, error } = useQuery(portfolioQueries.holdings(client));
  const [sort, setSort] = useState<TableSort>({ column: null, direction: "default" });
  const [breakup, setBreakup] = useState<Holding | undefined>();
  const [dividends, setDividends] = useState<Holding | undefined>();
  const table = useRef<HTMLDivElement>(null);

  const rows = sortRows(holdings ?? [], sort, (h, column) => columnValue(h, column, latestLtp(client, h)));
  const rowElements = useRef<(HTMLElement | null)[]>([]);
  const shown = useRef(rows);
  shown.current = rows;
  const latest = useRef<(holding: Holding) => number>((h) => latestLtp(client, h));
  const writer = useRef<RowsInView | undefined>(undefined);
  useEffect(() => {
    const rowsWriter = rowsInView((holding) => liveFigures(holding, latest.current(holding)));
    rowElements.current.forEach((row, index) => {
      const holding = shown.current[index];
      if (row && holding) rowsWriter.observe(row, holding);
    });
    writer.current = rowsWriter;
    return () => {
      rowsWriter.stop();
      writer.current = undefined;
    };
  }, []);
  useHoldingPrices(client, rows, (ltpOf, moved) => {
    latest.current = ltpOf;
    rows.forEach((holding, index) => {
      const row = rowElements.current[index];
      if (!row || !moved(holding)) return;
      if (writer.current) writer.current.moved(row, holding);
      else writeLive(row, holding, ltpOf(holding));
    });
  });

  const menuOf = (h: Holding): RowMenuItem[] => {
    const offered: [string, ((h: Holding) => void) | undefined][] = [
      [holdingMenu.marketDepth, props.onMarketDepth],
      [holdingMenu.charts, props.onChart],
      [holdingMenu.stockDetails, props.onStockDetails],
      [holdingMenu.gtt, props.onGtt],
      [holdingMenu.quantityBreakup, setBreakup],
      [holdingMenu.dividends, setDividends],
      [holdingMenu.addAlert, props.onAddAlert],
    ];
    return offered.flatMap(([label, handler]) => (handler ? [{ label, onSelect: () => handler(h) }] : []));
  };

  const frame = widgetFrame("tk-holdings", holdingsCss);
  const status = queryStatus(error, isPending, "holdings");
  if (status) return frame(status);
  if (rows.length === 0)
    return frame(
      <div className="tk-empty">
        <p className="tk-empty-title">{portfolioTexts.noHoldings}</p>
        <p>{portfolioTexts.noHoldingsHint}</p>
      </div>,
    );
  return frame(
    <>
      <div
        role="table"
        aria-label="Equity holdings"
        aria-rowcount={rows.length + 1}
        className="tk-table"
        ref={table}
      >
        <div role="row" className="tk-head">
          {holdingColumns.map(({ id, label }) => (
            <span
              role="columnheader"
              key={id}
              className={id === "name" ? "" : "tk-num"}
              aria-sort={sort.column === id ? ariaSort[sort.direction] : "none"}
            >
              <button type="button" className="tk-sort" onClick={() => setSort((was) => nextSort(was, id))}>
                {label}
                <span aria-hidden="true" className="tk-sort-mark">
                  {sort.column === id ? (sort.direction === "asc" ? "▲" : "▼") : ""}
                </span>
              </button>
            </span>
          ))}
          <span role="columnheader" className="tk-actions">
            <span className="tk-visually-hidden">Actions</span>
          </span>
        </div>
        {rows.map((h, index) => {
          const ltp = latestLtp(client, h);
          const f = holdingFigures(h, ltp);
          return (
            <div
              role="row"
              key={h.isin}
              className="tk-body-row"
              data-live-row={index}
              ref={(row) => {
                rowElements.current[index] = row;
                if (row) writer.current?.observe(row, h);
              }}
            >
              <span role="cell" className="tk-sym">
                {h.symbolName}
                <span className="tk-sub">{exchangeOf(h.mktSegID)}</span>
              </span>
              <span role="cell" className="tk-num">
                {h.total_qty}
              </span>
              <span role="cell" className="tk-num">
                <span data-cell="ltp">{formatPrice(ltp, h.mktSegID)}</span>
              </span>
              <span role="cell" className="tk-num">
                {formatPrice(h.avgPrice, h.mktSegID)}
              </span>
              <span role="cell" className="tk-num">
                {formatPrice(f.invAmt, h.mktSegID)}
              </span>
              <span role="cell" className="tk-num">
                <span data-cell="mktValue">{formatPrice(f.mktValue, h.mktSegID)}</span>
              </span>
              <span role="cell" className="tk-num tk-two">
                <GainAndPercent name="overallGL" amount={f.overallGL} percent={f.overallGLPer} />
              </span>
              <span role="cell" className="tk-num tk-two">
                <GainAndPercent name="dayGL" amount={f.dayGL} percent={f.dayGLPer} />
              </span>
              <span role="cell" className="tk-actions">
                {props.onTrade ? (
                  <span className="tk-hover">
                    <button
                      type="button"
                      className="tk-btn-buy"
                      aria-label={`Buy ${h.symbolName}`}
                      onClick={() => props.onTrade?.(h, "B")}
                    >
                      B
                    </button>
                    <button
                      type="button"
                      className="tk-btn-sell"
                      aria-label={`Sell ${h.symbolName}`}
                      onClick={() => props.onTrade?.(h, "S")}
                    >
                      S
                    </button>
                  </span>
                ) : null}
                <RowMenu label={`More for ${h.symbolName}`} items={menuOf(h)} />
              </span>
            </div>
          );
        })}
      </div>
      {breakup ? <QuantityBreakupDialog holding={breakup} onClose={() => setBreakup(undefined)} /> : null}
      {dividends ? <DividendsDialog holding={dividends} onClose={() => setDividends(undefined)} /> : null}
    </>,
  );
}

// 500 live rows in a frame: rows out of view skip layout and paint (content-visibility), except the row whose menu is
// open or that holds the focus (the containment would clip the menu); a live figure is a block of fixed height with
// size and layout containment, so a price written by the feed lays out that figure alone (a grid or flex item never
// lays out alone: the whole page would).
const holdingsCss = widgetCss(
  ".tk-holdings",
  `${tableCss(".tk-holdings")}${menuCss(".tk-holdings")}
.tk-holdings [role=row]{grid-template-columns:minmax(140px,1.5fr) 64px 84px 84px 104px 104px 120px 120px 96px;column-gap:10px;min-height:40px}
.tk-holdings .tk-head [role=columnheader]{display:flex;align-items:center}
.tk-holdings .tk-head .tk-num{justify-content:flex-end}
.tk-holdings .tk-actions .tk-hover button{min-width:26px;padding:2px 6px;font-weight:600}
.tk-holdings .tk-head{min-height:34px}
.tk-holdings .tk-sort{all:unset;cursor:pointer;display:inline-flex;gap:4px;align-items:center;border-radius:3px;text-transform:uppercase;font-size:inherit;font-weight:600;letter-spacing:.02em}
.tk-holdings .tk-sort:focus-visible{outline:2px solid var(--tk-focus,var(--tk-color-focus,#1f5eff));outline-offset:2px}
.tk-holdings .tk-num .tk-sort{flex-direction:row-reverse}
.tk-holdings .tk-sort-mark{display:inline-block;width:.8em;font-size:.8em}
.tk-holdings .tk-two{line-height:1.2}
.tk-holdings .tk-body-row:not(:focus-within):not(:has([aria-expanded=true])){content-visibility:auto;contain-intrinsic-size:auto 41px}
.tk-holdings .tk-body-row [data-cell]{display:block;height:1.35em;contain:size layout style}
.tk-holdings .tk-two [data-cell]{height:1.2em}
.tk-holdings .tk-pct{font-size:.82em}
.tk-holdings .tk-actions .tk-more{opacity:.35}
.tk-holdings .tk-body-row:hover .tk-more,.tk-holdings .tk-body-row:focus-within .tk-more{opacity:1}
.tk-holdings .tk-dividends{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
.tk-holdings .tk-dividends th,.tk-holdings .tk-dividends td{padding:4px 8px;border-bottom:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));text-align:right}
.tk-holdings .tk-dividends th:first-child,.tk-holdings .tk-dividends td:first-child{text-align:left}
.tk-holdings .tk-dividends thead th{font-weight:600;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
.tk-holdings .tk-breakup{grid-template-columns:1fr}
.tk-holdings .tk-empty-title{font-weight:600;font-size:1.05em;color:var(--tk-text,var(--tk-color-text,#1c2430))}
`,
);
