import type { AlertOperator } from "@trade/core/alerts";
import { benchSetup } from "../market/benchSetup.js";
import { medianTickNs } from "../market/tickTiming.js";
import type { Candle, MarketQuote } from "../market/types.js";
import { AlertEvaluator } from "./evaluator.js";
import { AlertStore, type AlertTerms } from "./store.js";

/** What `measureAlertEvaluation` prints. */
export interface AlertEvaluationFigures {
  alerts: number;
  instruments: number;
  /** Reading every active alert into the index and the indicator feeds (a restarted sandbox), ms. */
  loadMs: number;
  /** One changed quote that fires nothing, with every alert active (price and indicator), ns (median of five runs). */
  perTickNs: number;
  /** A tick whose quote fires alerts, per alert fired (row stamped, notification recorded), ns. */
  perFiredNs: number;
  /** One 1-minute candle close of every indicator alert's feed (each alert checked), ms. */
  closeMs: number;
  indicatorAlerts: number;
  /** The close's cost spread over a minute of ticks at 20,000 a second, ns a tick. */
  closePerTickNs: number;
}

const operators: AlertOperator[] = ["greaterThan", "lessThan", "crossesAbove", "crossesBelow"];
const start = Date.parse("2026-11-24T10:00:00+05:30");

/** A made-up 1-minute candle of an instrument at `time` (epoch s), around ₹1,000. */
function candleAt(token: number, time: number): Candle {
  const wave = Math.sin(time / 600 + token) * 2_000 + Math.sin(time / 97 + token * 3) * 700;
  const close = 100_000 + Math.round(wave);
  return { time, open: close - 50, high: close + 150, low: close - 150, close, volume: 1, oi: 0 };
}

/**
 * The alert evaluator's cost (issue 18's bench): `alerts` active alerts over `instruments` instruments, four in five
 * price alerts (levels 1 to 500 ticks either side of the price, every operator, Once and Always) and one in five
 * indicator alerts on 1-minute candles (RSI, MACD, Moving Average, Super Trend with a few parameter sets, so studies
 * are shared as they are in use); then changed quotes between the levels, a quote that fires, and a candle close.
 */
export function measureAlertEvaluation(
  alerts: number,
  instruments: number,
  ticks = 200_000,
): AlertEvaluationFigures {
  const { db, clients, chosen } = benchSetup(start, instruments);
  const store = new AlertStore(db);
  const price = 100_000;
  let indicatorAlerts = 0;
  db.transaction(() => {
    for (let n = 0; n < alerts; n++) {
      const instrument = chosen[n % chosen.length];
      if (instrument === undefined) break;
      const indicator = n % 5 === 4;
      if (indicator) indicatorAlerts++;
      store.insert(
        clients[n % clients.length] as string,
        termsOf(n, instrument.segment, instrument.token, indicator, price),
        start,
      );
    }
  })();
  let now = start;
  let fired = 0;
  const evaluator = new AlertEvaluator({
    store,
    now: () => now,
    ltp: () => price,
    candles: (token, _interval, from, to) => {
      const list: Candle[] = [];
      // The newest 600 at most: what a feed's warm-up keeps.
      for (let t = Math.ceil(Math.max(from, to - 600 * 60) / 60) * 60; t <= to; t += 60)
        list.push(candleAt(token.token, t));
      return list;
    },
    placeOrder: () => ({ detail: "" }),
    notify: (_clientCode, notification) => {
      fired++;
      return {
        messageId: String(fired),
        type: notification.type,
        title: notification.title,
        body: notification.body,
        received_at: notification.receivedAt,
        read: false,
      };
    },
    announce: () => {},
    text: (plan, token) => ({ nt: "Alert Triggered", nm: `${plan.name}: ${token.symbol}` }),
  });
  const loadStart = performance.now();
  evaluator.hasWork();
  const loadMs = performance.now() - loadStart;

  const quotes = chosen.map((i) => ({ segment: i.segment, token: i.token, ltp: price }) as MarketQuote);
  const tickOnce = (quote: MarketQuote) =>
    db.transaction(() => evaluator.onTick({ quotes: [quote], now, db }))();
  const perTickNs = medianTickNs((quote) => evaluator.onTick({ quotes: [quote], now, db }), quotes, ticks);
  if (fired !== 0) throw new Error(`${fired} alerts fired between their levels`);

  // Firing ticks: each moves one instrument past every level above the price, so its rising alerts fire in that tick.
  const firing = Math.min(1000, chosen.length);
  const fireStart = process.hrtime.bigint();
  for (let n = 0; n < firing; n++) tickOnce({ ...(quotes[n] as MarketQuote), ltp: price + 2_600 });
  const firingNs = Number(process.hrtime.bigint() - fireStart);
  const firedByPrice = fired;
  if (firedByPrice === 0) throw new Error("no alert fired on a quote past every level");

  // A candle close: the market clock moves past the end of the next minute; every feed reads its candle.
  now = (Math.floor(start / 60_000) + 2) * 60_000;
  const closeStart = performance.now();
  db.transaction(() => evaluator.onTick({ quotes: [], now, db }))();
  const closeMs = performance.now() - closeStart;
  db.close();
  return {
    alerts,
    instruments: chosen.length,
    loadMs,
    perTickNs,
    perFiredNs: firingNs / firedByPrice,
    closeMs,
    indicatorAlerts,
    closePerTickNs: (closeMs * 1e6) / (20_000 * 60),
  };
}

/** The n-th alert's condition: a price alert at a level off the price, or an indicator alert on a few shared studies. */
function termsOf(n: number, segment: number, token: number, indicator: boolean, price: number): AlertTerms {
  const operator = operators[n % 4] as AlertOperator;
  const rising = operator === "greaterThan" || operator === "crossesAbove";
  const studies = [
    { lhs: { indicator: "RSI", params: { period: 14 } }, rhs: { valueString: "50" } },
    { lhs: { indicator: "MACD" }, rhs: { indicator: "MACD", line: "signal" } },
    {
      lhs: { indicator: "Price" },
      rhs: { indicator: "Moving Average", params: { period: 20 + (n % 3) * 30 } },
    },
    { lhs: { indicator: "Super Trend", line: "direction" }, rhs: { valueString: "0.5" } },
  ];
  const level = (price + (rising ? 1 : -1) * (1 + (n % 500)) * 5) / 100;
  const implication = indicator
    ? { ...(studies[n % studies.length] as object), operator }
    : { lhs: { indicator: "Price" }, operator, rhs: { valueString: level.toFixed(2) } };
  return {
    name: `bench ${n}`,
    type: indicator ? "indicator" : "price",
    time_frame: "1m",
    description: null,
    mode: n % 2 === 0 ? "always" : "once",
    start_time: start,
    end_time: null,
    tokens: JSON.stringify([{ exchange: "NSE", segment, token, symbol: `T${token}` }]),
    entry: JSON.stringify({ implication }),
    meta: null,
  };
}
