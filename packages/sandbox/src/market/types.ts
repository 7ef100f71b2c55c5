import type { InstrumentKind } from "@trade/core";
import type { QuoteFields } from "@trade/core/protocol";

/**
 * The sandbox market's shared shapes. The instrument master (instruments/) produces `Instrument`s; the simulator
 * (simulator/) moves their prices and answers `MarketQuote`s; the look-ups (routes/market.ts) and the quote feed
 * (feeds/quotes.ts) read both. Prices are integers in the segment's minor units (priceDivider in core rules).
 */

export type Exchange = "NSE" | "BSE" | "MCX" | "NCDEX" | "CDS" | "NCO";

/** Instrument kinds as the exchanges name them: core's one vocabulary. */
export type { InstrumentKind } from "@trade/core";

export interface Instrument {
  token: number;
  /** Market segment id: 1 NSE cash, 2 NSE F&O, 3 BSE cash, 4 BSE F&O, 5 MCX, 7 NCDEX, 11 MCX commodity F&O, 13 currency, 21 NSE commodity. */
  segment: number;
  exchange: Exchange;
  kind: InstrumentKind;
  /** RELIANCE, NIFTY, GOLD, USDINR. */
  symbol: string;
  /** The exchange's trading symbol: RELIANCE-EQ, NIFTY25NOV24000CE, GOLD26FEBFUT. */
  tradeSymbol: string;
  /** Company or contract name. */
  name: string;
  isin: string | null;
  /** EQ, BE (trade-to-trade), ... for cash instruments. */
  series: string | null;
  /** Expiry date (YYYY-MM-DD) of derivatives. */
  expiry: string | null;
  /** Strike in minor units, for options. */
  strike: number | null;
  optionType: "CE" | "PE" | null;
  /** The underlying of a derivative (its segment and token). */
  underlying: { segment: number; token: number } | null;
  lotSize: number;
  /** Tick in minor units (5 = 0.05 for equities). */
  tick: number;
  /** Exchange freeze quantity (F&O), else null. */
  freezeQty: number | null;
  /** Largest quantity in one order. */
  maxSingleTransactionQty: number;
  /** Circuit band in percent around the previous close (cash); null for F&O (operating range instead). */
  circuitPercent: number | null;
  sector: string | null;
  marketCap: "LARGE" | "MID" | "SMALL" | null;
  /** Trade-to-trade (BE series): delivery only. */
  t2t: boolean;
  /** Surveillance tags: ASM or GSM stages (e.g. "ASM-LT-1", "GSM-2"). */
  surveillance: string[];
  /** Listed on only this exchange (no twin on the other). */
  singleExchange: boolean;
  /** Has futures and options (cash stocks and indices). */
  hasDerivatives: boolean;
  /** Seed price in minor units: the simulator starts its walk here. */
  basePrice: number;
  /** Annualised volatility used by the simulator (0.18 = 18 %). */
  volatility: number;
}

/** A live quote: everything the feed's full packet carries. */
export type MarketQuote = QuoteFields;

/** One OHLCV candle; prices in minor units, time in epoch seconds (IST session boundaries). */
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  oi: number;
}

export type CandleInterval = "1m" | "3m" | "5m" | "10m" | "15m" | "30m" | "1h" | "1d";

/** Option analytics of one contract. */
export interface Greeks {
  iv: number;
  delta: number;
  gamma: number;
  theta: number;
  vega: number;
}
