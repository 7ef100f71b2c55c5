import type { Exchange } from "../types.js";
import { addDays, lastBusinessDay, monthlyExpiries, parseDate } from "./calendar.js";
import { type CommodityRow, currencyRows, mcxRows, nseCommodityRows } from "./tables.js";
import { roundTo, type Universe } from "./universe.js";

/** Business day on or before a day of a month (day 0: the last business day). */
function businessDayOnOrBefore(year: number, month: number, dayOfMonth: number): string {
  if (dayOfMonth === 0) return lastBusinessDay(year, month);
  let date = `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
  while ([0, 6].includes(parseDate(date).getUTCDay())) date = addDays(date, -1);
  return date;
}

/** Commodities: MCX (5) futures and options on futures; NSE commodity (21) futures. */
export function addCommodities(u: Universe): void {
  addCommodityRows(u, mcxRows, 5, "MCX");
  addCommodityRows(u, nseCommodityRows, 21, "NCO");
}

function addCommodityRows(
  u: Universe,
  rows: readonly CommodityRow[],
  segment: 5 | 21,
  exchange: Exchange,
): void {
  const divider = segment === 21 ? 10_000 : 100;
  for (const row of rows) {
    u.futuresWithOptions({
      segment,
      exchange,
      kinds: { future: "FUTCOM", option: "OPTFUT" },
      symbol: row.symbol,
      name: { future: `${row.name} (${row.unit})`, option: row.name },
      expiries: monthlyExpiries(u.marketDate, 3, (y, m) => businessDayOnOrBefore(y, m, row.expiryDay)),
      spot: roundTo(row.price * divider, row.tick),
      tick: { future: row.tick, option: row.tick >= 100 ? 50 : 5 },
      step: row.strikeStep === null ? null : Math.round(row.strikeStep * divider),
      volatility: row.volatility,
      multiplier: row.multiplier,
      extra: {
        lotSize: 1,
        freezeQty: row.maxLots,
        maxSingleTransactionQty: row.maxLots,
        volatility: row.volatility,
      },
    });
  }
}

/** Currency pairs (13): futures, options on the nearest two expiries; 4 decimals, prices in 1e-7 rupee. */
export function addCurrencies(u: Universe): void {
  const expiries = monthlyExpiries(u.marketDate, 3, (y, m) => lastBusinessDay(y, m, 2));
  for (const row of currencyRows) {
    u.futuresWithOptions({
      segment: 13,
      exchange: "CDS",
      kinds: { future: "FUTCUR", option: "OPTCUR" },
      symbol: row.symbol,
      name: { future: row.name, option: row.name },
      expiries,
      spot: roundTo(row.price * 10_000_000, 25_000),
      tick: { future: 25_000, option: 25_000 },
      step: 2_500_000,
      volatility: row.volatility,
      multiplier: row.multiplier,
      extra: { lotSize: 1, freezeQty: 10_000, maxSingleTransactionQty: 10_000, volatility: row.volatility },
    });
  }
}
