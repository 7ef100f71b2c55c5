import { istDateKey, istDay } from "@trade/core";
import {
  type CorporateEvent,
  type DividendEarned,
  type EquityTransaction,
  type Holding,
  lotsOf,
  type PortfolioSummary,
  type ProvisionalPnlRow,
  portfolioSummaryOf,
  type QuantityBreakup,
  termSplit,
} from "@trade/core/portfolio";
import { refused, type ServiceAnswer } from "../http/answer.js";
import type { InstrumentMaster } from "../market/instruments/index.js";
import type { MarketData } from "../market/marketData.js";
import type { Instrument } from "../market/types.js";
import { pledgeStoreOf } from "../pledge/store.js";
import type { HoldingRow } from "../trading/book.js";
import type { TradingEngine } from "../trading/engine.js";
import { creditDate, eventsBetween } from "./corporateEvents.js";
import { type HoldingLedger, ledgerOf, signedQuantity, type TransactionRow } from "./ledger.js";
import { reconcileHolding } from "./settlement.js";

export interface PortfolioDeps {
  ledger: HoldingLedger;
  trading: TradingEngine;
  instruments: () => InstrumentMaster;
  market: () => MarketData;
}

const asTx = (tx: TransactionRow) => ({ ...tx, type: tx.kind });

/**
 * The portfolio (spec 3 §3, §7): the engine's delivery holdings with their instruments, prices, the day's delivery
 * trades, the quantity breakup, dividends, the transactions statement and provisional P&L. It reads; the day roll
 * writes (trading/dayRoll.ts with portfolio/settlement.ts).
 */
export class PortfolioService {
  readonly #deps: PortfolioDeps;

  constructor(deps: PortfolioDeps) {
    this.#deps = deps;
  }

  #today(): string {
    return istDateKey(istDay(this.#deps.market().now()));
  }

  /** The engine's holdings, each with the transactions behind it. */
  #rows(clientCode: string): { row: HoldingRow; instrument: Instrument }[] {
    const master = this.#deps.instruments();
    const today = this.#today();
    this.#deps.trading.positions(clientCode); // brings the engine up to the clock (a day roll that is due)
    const rows = this.#deps.trading.holdings(clientCode);
    this.#deps.ledger.db.transaction(() => {
      for (const row of rows) reconcileHolding(this.#deps.ledger, row, today);
    })();
    return rows.flatMap((row) => {
      const instrument = master.get(row.segment, row.token);
      return instrument === undefined ? [] : [{ row, instrument }];
    });
  }

  holdings(clientCode: string): Holding[] {
    const market = this.#deps.market();
    const today = new Map(
      this.#deps.trading
        .positions(clientCode)
        .filter((p) => p.productType === "CNC" && p.isin !== null)
        .map((p) => [p.isin as string, p]),
    );
    return this.#rows(clientCode).map(({ row, instrument }) => {
      const quote = market.refresh?.(row.segment, row.token) ?? market.quote(row.segment, row.token);
      const day = today.get(row.isin);
      return {
        isin: row.isin,
        symbolName: instrument.symbol,
        compName: instrument.name,
        tokenID: row.token,
        mktSegID: row.segment,
        isActive: true,
        total_qty: row.quantity,
        baseQty: row.quantity,
        avgPrice: row.avg_price,
        invValue: row.avg_price * row.quantity,
        prevClose: quote?.close ?? instrument.basePrice,
        ltp: quote?.ltp ?? instrument.basePrice,
        dbq: day?.buyQty ?? 0,
        dsq: day?.sellQty ?? 0,
        dbap: day?.buyAvgPrice ?? 0,
        dsap: day?.sellAvgPrice ?? 0,
        sectorName: instrument.sector ?? "Others",
        mktCap: instrument.marketCap ?? "SMALL",
      };
    });
  }

  summary(clientCode: string): { summary: PortfolioSummary; holdingCount: number } {
    const holdings = this.holdings(clientCode);
    return { summary: portfolioSummaryOf(holdings), holdingCount: holdings.length };
  }

  /** The quantity breakup of one holding; an ISIN not held is a 404. */
  breakup(clientCode: string, isin: string): ServiceAnswer<QuantityBreakup> {
    const found = this.#rows(clientCode).find(({ row }) => row.isin === isin);
    if (found === undefined) return refused(404, "PF-404", "You do not hold this stock");
    const { row, instrument } = found;
    const today = this.#today();
    const txs = this.#deps.ledger.transactions(clientCode, isin);
    const uncredited = (kind: "SPLIT" | "BONUS") =>
      txs
        .filter((tx) => tx.kind === kind && creditDate(tx.date) > today)
        .reduce((s, tx) => s + tx.quantity, 0);
    const position = this.#deps.trading
      .positions(clientCode)
      .find((p) => p.productType === "CNC" && p.isin === isin);
    const blocked = this.#deps.trading
      .orders(clientCode, "open")
      .filter((o) => o.productType === "CNC" && o.transactionType === "S" && o.symbolToken === row.token)
      .reduce((s, o) => s + o.quantity - o.filledShares, 0);
    const split = uncredited("SPLIT");
    const bonus = uncredited("BONUS");
    const sold = position?.sellQty ?? 0;
    // Pledged shares stay held but cannot be sold until unpledged.
    const pledged = Math.min(
      row.quantity,
      pledgeStoreOf(this.#deps.ledger.db).pledge(clientCode, isin)?.qty ?? 0,
    );
    const terms = termSplit(lotsOf(txs.map(asTx)), today);
    return {
      ok: true,
      value: {
        isin,
        symbolName: instrument.symbol,
        total_qty: row.quantity,
        tradable_qty: Math.max(0, row.quantity - split - bonus - blocked - sold - pledged),
        pledge_qty: pledged,
        free_qty: row.quantity - pledged,
        margin_qty: 0,
        cusa_qty: 0,
        unsettled_qty: position?.buyQty ?? 0,
        blocked_qty: blocked,
        uncredited_split_qty: split,
        uncredited_bonus_qty: bonus,
        ltcg_qty: terms.ltcgQty,
        stcg_qty: terms.stcgQty,
        avg_price: row.avg_price,
        ltcg_avg_price: terms.ltcgAvg,
        stcg_avg_price: terms.stcgAvg,
      },
    };
  }

  /** Dividends earned on the shares held the day before each ex-date (newest first), and the events to come. */
  dividends(clientCode: string, isin?: string): { dividends: DividendEarned[]; upcoming: CorporateEvent[] } {
    const master = this.#deps.instruments();
    const today = this.#today();
    const held = new Set(this.#rows(clientCode).map(({ row }) => row.isin));
    const byIsin = groupByIsin(this.#deps.ledger.transactions(clientCode, isin));
    const dividends: DividendEarned[] = [];
    const upcoming: CorporateEvent[] = [];
    const horizon = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    for (const [stock, txs] of byIsin) {
      const first = txs[0] as TransactionRow;
      const instrument = master.get(first.segment, first.token);
      if (instrument === undefined) continue;
      for (const event of eventsBetween(this.#deps.ledger, instrument, first.date, horizon)) {
        const { ratioNew: _n, ratioOld: _o, ...plain } = event;
        if (event.ex_date > today) {
          if (held.has(stock)) upcoming.push(plain);
          continue;
        }
        if (event.corp_type !== "DIVIDEND") continue;
        const quantity = txs
          .filter((tx) => tx.date < event.ex_date)
          .reduce((s, tx) => s + signedQuantity(tx), 0);
        if (quantity > 0) dividends.push({ event: plain, quantity, amount: quantity * event.amount });
      }
    }
    dividends.sort((a, b) => b.event.ex_date.localeCompare(a.event.ex_date));
    upcoming.sort((a, b) => a.ex_date.localeCompare(b.ex_date));
    return { dividends, upcoming };
  }

  /** The transactions statement, oldest first. */
  transactions(
    clientCode: string,
    filter: { isin?: string; from?: string; to?: string },
  ): EquityTransaction[] {
    this.#rows(clientCode);
    const master = this.#deps.instruments();
    return this.#deps.ledger
      .transactions(clientCode, filter.isin)
      .filter(
        (tx) =>
          (filter.from === undefined || tx.date >= filter.from) &&
          (filter.to === undefined || tx.date <= filter.to),
      )
      .map((tx) => ({
        isin: tx.isin,
        symbolName: master.get(tx.segment, tx.token)?.symbol ?? tx.isin,
        date: tx.date,
        type: tx.kind,
        quantity: tx.quantity,
        price: tx.price,
        value: tx.quantity * tx.price,
      }));
  }

  /** Realised P&L of the sells in the range, per stock (first in, first out). */
  provisionalPnl(
    clientCode: string,
    filter: { from?: string; to?: string },
  ): { rows: ProvisionalPnlRow[]; realised: number } {
    this.#rows(clientCode);
    const master = this.#deps.instruments();
    const rows: ProvisionalPnlRow[] = [];
    for (const [isin, txs] of groupByIsin(this.#deps.ledger.transactions(clientCode))) {
      const first = txs[0] as TransactionRow;
      const row: ProvisionalPnlRow = {
        isin,
        symbolName: master.get(first.segment, first.token)?.symbol ?? isin,
        quantity: 0,
        buyValue: 0,
        sellValue: 0,
        realised: 0,
        ltcg: 0,
        stcg: 0,
      };
      lotsOf(txs.map(asTx), (sale) => {
        if (
          (filter.from !== undefined && sale.date < filter.from) ||
          (filter.to !== undefined && sale.date > filter.to)
        )
          return;
        row.quantity += sale.quantity;
        row.buyValue += sale.buyValue;
        row.sellValue += sale.sellValue;
        row.ltcg += sale.longTerm;
        row.stcg += sale.quantity - sale.longTerm;
      });
      row.realised = row.sellValue - row.buyValue;
      if (row.quantity > 0) rows.push(row);
    }
    return { rows, realised: rows.reduce((s, r) => s + r.realised, 0) };
  }

  /** Declare a corporate event (test controls): applied to the holdings at the day roll into its ex-date. */
  declare(event: {
    isin: string;
    corpType: "DIVIDEND" | "SPLIT" | "BONUS";
    ratioNew: number;
    ratioOld: number;
    amount: number;
    exDate: string;
  }): void {
    this.#deps.ledger.declare({
      isin: event.isin,
      corp_type: event.corpType,
      ratio_new: event.ratioNew,
      ratio_old: event.ratioOld,
      amount: event.amount,
      ex_date: event.exDate,
    });
  }
}

function groupByIsin(txs: readonly TransactionRow[]): Map<string, TransactionRow[]> {
  const groups = new Map<string, TransactionRow[]>();
  for (const tx of txs) {
    const group = groups.get(tx.isin);
    if (group === undefined) groups.set(tx.isin, [tx]);
    else group.push(tx);
  }
  return groups;
}

/** The portfolio service over a database and the engine. */
export const portfolioServiceOf = (
  deps: Omit<PortfolioDeps, "ledger"> & { db: Parameters<typeof ledgerOf>[0] },
) => new PortfolioService({ ...deps, ledger: ledgerOf(deps.db) });
