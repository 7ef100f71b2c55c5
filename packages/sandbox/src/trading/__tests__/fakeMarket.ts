import type { Order } from "@trade/core/orders";
import Database from "better-sqlite3";
import { migrate } from "../../db/database.js";
import { buildInstrumentMaster, type InstrumentMaster } from "../../market/instruments/index.js";
import { type MarketData, staticMarketData } from "../../market/marketData.js";
import type { Instrument, MarketQuote } from "../../market/types.js";
import { personas } from "../../personas.js";
import { Clients, seedPersonas } from "../../store/clients.js";
import { Funds } from "../../store/funds.js";
import { Book } from "../book.js";
import { TradingEngine } from "../engine.js";

/** IST wall time of a market day as epoch ms. */
export const ist = (date: string, hours: number, minutes = 0) =>
  Date.parse(`${date}T${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:00+05:30`);

let master: InstrumentMaster | undefined;
/** The real instrument master (built once for the file). */
export function instrumentMaster(): InstrumentMaster {
  master ??= buildInstrumentMaster("2026-11-23");
  return master;
}

/**
 * A market whose prices and clock the test sets: every instrument quotes its seed price until `setPrice`, with no
 * depth (an order fills at the last price, a limit at its price), circuits 20 % around the seed.
 */
export class FakeMarket implements MarketData {
  clock: number;
  readonly #prices = new Map<string, number>();
  readonly #base: MarketData;

  constructor(instruments: InstrumentMaster, start: number) {
    this.clock = start;
    this.#base = staticMarketData(instruments, () => this.clock);
  }

  now(): number {
    return this.clock;
  }

  setPrice(instrument: Instrument, ltp: number): MarketQuote {
    this.#prices.set(`${instrument.segment}:${instrument.token}`, ltp);
    return this.quote(instrument.segment, instrument.token) as MarketQuote;
  }

  quote(segment: number, token: number): MarketQuote | undefined {
    const base = this.#base.quote(segment, token);
    if (base === undefined) return undefined;
    const ltp = this.#prices.get(`${segment}:${token}`) ?? base.ltp;
    return {
      ...base,
      ltp,
      upperCircuit: Math.round(base.close * 1.2),
      lowerCircuit: Math.round(base.close * 0.8),
    };
  }

  greeks() {
    return undefined;
  }

  candles() {
    return [];
  }
}

/** An engine over an in-memory database, the personas seeded, and a fake market. */
export function engineOverFakeMarket(start: number) {
  const db = new Database(":memory:");
  migrate(db);
  seedPersonas(db, start);
  const instruments = instrumentMaster();
  const market = new FakeMarket(instruments, start);
  const funds = new Funds(db);
  const clients = new Clients(db);
  const book = new Book(db);
  const pushed: Order[] = [];
  const engine = new TradingEngine({
    book,
    instruments: () => instruments,
    market: () => market,
    profile: (clientCode) => clients.profile(clientCode),
    cash: (clientCode) => funds.rmsLimit(clientCode).availableMargin,
    publish: (_clientCode, orders) => pushed.push(...orders),
    openingHoldings: (clientCode) => personas.find((p) => p.clientCode === clientCode)?.holdings ?? [],
    log: () => {},
  });
  const nse = (symbol: string) => instruments.listings(symbol).find((i) => i.segment === 1) as Instrument;
  /** Move the market: set prices, then tick the engine with the changed quotes. */
  const tick = (...moves: [Instrument, number][]) =>
    engine.onTick(moves.map(([instrument, ltp]) => market.setPrice(instrument, ltp)));
  const order = (client: string, orderId: string) =>
    engine.orders(client).find((o) => o.orderId === orderId) as Order;
  const funds_ = (client: string) => funds.rmsLimit(client, engine.utilisedMargin(client));
  return { db, engine, market, instruments, nse, tick, order, funds: funds_, book, pushed };
}
