import type { Instrument } from "../types.js";
import { lastWeekdayOfMonth, monthlyExpiries } from "./calendar.js";
import type { EquityRow } from "./cashEquities.js";
import type { Universe } from "./universe.js";

/** Stock option strike step (rupees) by price. */
function stockStrikeStep(price: number): number {
  if (price < 100) return 1;
  if (price < 250) return 2.5;
  if (price < 500) return 5;
  if (price < 1000) return 10;
  if (price < 2500) return 20;
  if (price < 5000) return 50;
  if (price < 20000) return 100;
  return 500;
}

/**
 * Stock futures (3 monthly) and options (nearest 2 monthly for large caps, nearest 1 otherwise; 15 strikes a side) of
 * the stocks with a lot size, on NSE F&O (2).
 */
export function addStockDerivatives(
  u: Universe,
  rows: readonly EquityRow[],
  nseStock: ReadonlyMap<string, Instrument>,
): void {
  const stockExpiries = monthlyExpiries(u.marketDate, 3, (y, m) => lastWeekdayOfMonth(y, m, 2));
  for (const row of rows) {
    if (row.lot === null) continue;
    const stock = nseStock.get(row.symbol);
    if (stock === undefined) continue;
    const freezeQty = row.lot * 24;
    const extra: Partial<Instrument> = {
      underlying: { segment: 1, token: stock.token },
      lotSize: row.lot,
      freezeQty,
      maxSingleTransactionQty: freezeQty,
      sector: row.sector,
      marketCap: row.cap,
    };
    for (const expiry of stockExpiries) {
      u.future(2, "NSE", "FUTSTK", row.symbol, row.name, expiry, stock.basePrice, 5, {
        ...extra,
        volatility: stock.volatility,
      });
    }
    const step = Math.round(stockStrikeStep(row.price) * 100);
    u.strikeSteps.set(`2:${row.symbol}`, step);
    for (const expiry of stockExpiries.slice(0, row.cap === "LARGE" ? 2 : 1)) {
      u.optionSeries({
        segment: 2,
        exchange: "NSE",
        kind: "OPTSTK",
        symbol: row.symbol,
        name: row.symbol,
        expiry,
        weekly: false,
        spot: stock.basePrice,
        step,
        eachSide: 15,
        tick: 5,
        volatility: stock.volatility,
        extra,
      });
    }
  }
}
