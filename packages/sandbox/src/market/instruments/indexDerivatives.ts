import type { Instrument } from "../types.js";
import { lastWeekdayOfMonth, monthlyExpiries, weeklyExpiries } from "./calendar.js";
import { type IndexRow, indexDerivativeRows } from "./tables.js";
import type { Universe } from "./universe.js";

/** Index futures (3 monthly) and options (weeklies and monthlies): NSE F&O (2) and BSE F&O (4). */
export function addIndexDerivatives(
  u: Universe,
  indexBySymbol: ReadonlyMap<string, Instrument>,
  indexRowBySymbol: ReadonlyMap<string, IndexRow>,
): void {
  for (const row of indexDerivativeRows) {
    const index = indexBySymbol.get(row.symbol) as Instrument;
    const indexRow = indexRowBySymbol.get(row.symbol) as IndexRow;
    const segment = index.segment === 1 ? 2 : 4;
    const monthly = monthlyExpiries(u.marketDate, 3, (y, m) => lastWeekdayOfMonth(y, m, row.expiryWeekday));
    const weekly = row.weeklies > 0 ? weeklyExpiries(u.marketDate, row.weeklies, row.expiryWeekday) : [];
    const extra: Partial<Instrument> = {
      underlying: { segment: index.segment, token: index.token },
      lotSize: row.lotSize,
      freezeQty: row.freezeQty,
      maxSingleTransactionQty: row.freezeQty,
    };
    for (const expiry of monthly) {
      u.future(segment, index.exchange, "FUTIDX", row.symbol, indexRow.listName, expiry, index.basePrice, 5, {
        ...extra,
        volatility: index.volatility,
      });
    }
    const step = row.strikeStep * 100;
    u.strikeSteps.set(`${segment}:${row.symbol}`, step);
    const monthlySet = new Set(monthly);
    for (const expiry of [...new Set([...weekly, ...monthly])].sort()) {
      u.optionSeries({
        segment,
        exchange: index.exchange,
        kind: "OPTIDX",
        symbol: row.symbol,
        name: indexRow.listName,
        expiry,
        weekly: !monthlySet.has(expiry),
        spot: index.basePrice,
        step,
        eachSide: row.strikesEachSide,
        tick: 5,
        volatility: index.volatility,
        extra,
      });
    }
  }
}
