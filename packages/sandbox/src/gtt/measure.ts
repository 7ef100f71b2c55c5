import { benchSetup } from "../market/benchSetup.js";
import { medianTickNs } from "../market/tickTiming.js";
import type { MarketQuote } from "../market/types.js";
import { GttEvaluator } from "./evaluator.js";
import { GttStore } from "./store.js";

/** What `measureGttEvaluation` prints: the evaluator's cost per changed quote with this many rules. */
export interface GttEvaluationFigures {
  rules: number;
  instruments: number;
  /** Reading every pending rule into the index (a restarted sandbox), ms. */
  loadMs: number;
  /** One changed quote that crosses no level, ns (median of five runs). */
  perTickNs: number;
  /** One changed quote that crosses every level of its instrument: the rules' orders placed in that same tick, ns. */
  firingTickNs: number;
  /** The firing ticks' cost per rule fired (index, order, outcome written), ns. */
  perFiredRuleNs: number;
}

/**
 * The GTT evaluator's cost (issue 17's bench): `rules` pending rules spread over `instruments` instruments, levels
 * 1 to 500 ticks either side of each instrument's price, then changed quotes between the levels. The engine is a
 * stand-in that accepts every order, so the figure is the evaluator's own: index look-up, and for a firing tick the
 * rule's outcome written to SQLite.
 */
export function measureGttEvaluation(
  rules: number,
  instruments: number,
  ticks = 200_000,
): GttEvaluationFigures {
  const now = Date.parse("2026-11-24T10:00:00+05:30");
  const { db, clients, master, chosen } = benchSetup(now, instruments);
  const store = new GttStore(db);
  const price = 100_000;
  const rulesOn = new Array<number>(chosen.length).fill(0);
  db.transaction(() => {
    for (let n = 0; n < rules; n++) {
      rulesOn[n % chosen.length] = (rulesOn[n % chosen.length] ?? 0) + 1;
      const instrument = chosen[n % chosen.length];
      if (instrument === undefined) break;
      const above = n % 2 === 0;
      const level = price + (above ? 1 : -1) * (1 + (n % 500)) * 5;
      store.insert(
        {
          client_code: clients[n % clients.length] as string,
          segment: instrument.segment,
          token: instrument.token,
          trading_symbol: instrument.tradeSymbol,
          exchange: instrument.exchange,
          side: above ? "B" : "S",
          product: "CNC",
          gtt_type: "SINGLE",
          order_type: "LIMIT",
          qty: 1,
          price: level,
          trigger_price: level,
          stoploss_price: null,
          stoploss_trigger_price: null,
          disclosed_qty: 0,
          market_protection: null,
          ltp_at_placement: price,
          strategy_code: null,
        },
        now,
      );
    }
  })();
  let placed = 0;
  const engine = {
    place: () => ({ ok: true as const, value: { orderId: `O${++placed}` } }),
    ordersByGui: () => [],
  };
  const evaluator = new GttEvaluator(
    store,
    () => engine,
    () => master,
  );
  const loadStart = performance.now();
  evaluator.hasWork();
  const loadMs = performance.now() - loadStart;

  const quotes = chosen.map((i) => ({ segment: i.segment, token: i.token, ltp: price }) as MarketQuote);
  const tickOnce = (quote: MarketQuote) => evaluator.onTick({ quotes: [quote], now, db });
  const perTickNs = medianTickNs(tickOnce, quotes, ticks);

  // Firing ticks: each moves one instrument past every level on its rules' side, so all its rules fire in that tick.
  const firing = Math.min(1000, chosen.length, rules);
  const start = process.hrtime.bigint();
  for (let n = 0; n < firing; n++) {
    const quote = quotes[n] as MarketQuote;
    tickOnce({ ...quote, ltp: n % 2 === 0 ? price + 2_505 : price - 2_505 });
  }
  const firingNs = Number(process.hrtime.bigint() - start);
  const expected = rulesOn.slice(0, firing).reduce((sum, count) => sum + count, 0);
  if (placed !== expected) {
    throw new Error(
      `${placed} orders placed for ${expected} crossed rules: a crossed rule did not fire in its tick`,
    );
  }
  db.close();
  return {
    rules,
    instruments: chosen.length,
    loadMs,
    perTickNs,
    firingTickNs: firingNs / firing,
    perFiredRuleNs: firingNs / placed,
  };
}
