import type { EquityTransaction, Holding } from "@trade/core/portfolio";

/**
 * A family portfolio for the load runs (issue 20): `count` NSE holdings of 60 shares on tokens 1000 and up, over seven
 * sectors and three market caps. Prices in paise.
 */
export function loadHoldings(count = 500): Holding[] {
  return Array.from({ length: count }, (_, i) => ({
    isin: `INE${String(i).padStart(6, "0")}01A`,
    symbolName: `STOCK${i}`,
    compName: `Company ${i}`,
    tokenID: 1000 + i,
    mktSegID: 1,
    isActive: true,
    total_qty: 60,
    baseQty: 60,
    avgPrice: 10_000 + i * 37,
    invValue: (10_000 + i * 37) * 60,
    prevClose: 10_500 + i * 37,
    ltp: 10_600 + i * 37,
    dbq: 0,
    dsq: 0,
    dbap: 0,
    dsap: 0,
    sectorName: ["IT", "Banks", "FMCG", "Energy", "Auto", "Pharma", "Metals"][i % 7] as string,
    mktCap: (["LARGE", "MID", "SMALL"] as const)[i % 3] ?? "LARGE",
  }));
}

/** Their statement over `months` months from January 2021: one share of each bought on the 10th (500 × 60 = 30,000 rows). */
export function loadTransactions(holdings: readonly Holding[], months = 60): EquityTransaction[] {
  const transactions: EquityTransaction[] = [];
  for (let month = 0; month < months; month++) {
    const date = `${2021 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}-10`;
    for (const h of holdings)
      transactions.push({
        isin: h.isin,
        symbolName: h.symbolName,
        date,
        type: "BUY",
        quantity: 1,
        price: h.avgPrice,
        value: h.avgPrice,
      });
  }
  return transactions;
}
