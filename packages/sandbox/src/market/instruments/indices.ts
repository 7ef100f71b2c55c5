import type { Instrument } from "../types.js";
import { type IndexRow, indexDerivativeRows, indexRows } from "./tables.js";
import { base, type Universe } from "./universe.js";

/** The indices of NSE (segment 1) and BSE (segment 3): quoted, not traded. */
export function addIndices(u: Universe): {
  indexBySymbol: Map<string, Instrument>;
  indexRowBySymbol: Map<string, IndexRow>;
} {
  const indexBySymbol = new Map<string, Instrument>();
  const indexRowBySymbol = new Map<string, IndexRow>();
  for (const row of indexRows) {
    const segment = row.exchange === "NSE" ? 1 : 3;
    const instrument = u.add({
      ...base,
      token: row.token,
      segment,
      exchange: row.exchange,
      kind: "INDEX",
      symbol: row.symbol,
      tradeSymbol: row.tradeSymbol,
      name: row.listName,
      tick: 5,
      maxSingleTransactionQty: 0,
      singleExchange: true,
      hasDerivatives: indexDerivativeRows.some((d) => d.symbol === row.symbol),
      basePrice: Math.round(row.price * 100),
      volatility: row.volatility,
    });
    indexBySymbol.set(row.symbol, instrument);
    indexRowBySymbol.set(row.symbol, row);
  }
  return { indexBySymbol, indexRowBySymbol };
}
