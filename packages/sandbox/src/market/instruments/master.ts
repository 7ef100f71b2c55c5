import type { Instrument } from "../types.js";
import { parseDate } from "./calendar.js";
import { addCashEquities } from "./cashEquities.js";
import { addCommodities, addCurrencies } from "./commodities.js";
import { addIndexDerivatives } from "./indexDerivatives.js";
import { addIndices } from "./indices.js";
import { indexInstruments } from "./lookups.js";

import { addStockDerivatives } from "./stockDerivatives.js";
import { Universe } from "./universe.js";

export { hash, isinCheckDigit, parseEquityRows } from "./cashEquities.js";

/** One entry of the index list (spec 1 §3, spec 3 §3). */
export interface IndexEntry {
  code: number;
  exchName: "NSE" | "BSE";
  name: string;
  selected: boolean;
  mktSegID: number;
  token: number;
  symbolName: string;
  series: string;
  strkPrice: number;
  isCashWithFno: boolean;
  /** The index's token and the token of its nearest future (0 when it has none). */
  tokenref: [number, number];
  showInOptionsWatchlist: boolean;
  seq: number;
  hide: boolean;
  isOIPCR: boolean;
  isIndices: boolean;
}

/** A strike of an option chain with its call and put. */
export interface OptionChainRow {
  strike: number;
  call: Instrument | undefined;
  put: Instrument | undefined;
}

export interface InstrumentMaster {
  /** The market date the expiries were computed from (YYYY-MM-DD, IST). */
  readonly marketDate: string;
  readonly all: readonly Instrument[];
  readonly indices: readonly IndexEntry[];
  get(segment: number, token: number): Instrument | undefined;
  /** Every instrument whose symbol or trade symbol is this one (case-insensitive). */
  bySymbol(symbol: string): Instrument[];
  /** The cash listings (or the index) of a symbol, NSE before BSE. */
  listings(symbol: string): Instrument[];
  /** The underlying of a derivatives symbol in a segment: the index, the NSE stock, or none (commodities, currencies). */
  underlying(symbol: string, segment: number): Instrument | undefined;
  /** Futures and options of a symbol in a segment, by expiry then strike. */
  derivatives(symbol: string, segment: number): Instrument[];
  futures(symbol: string, segment: number): Instrument[];
  /** Expiry dates of a symbol's contracts in a segment, ascending. */
  expiries(symbol: string, segment: number, kind?: "future" | "option"): string[];
  options(symbol: string, segment: number, expiry: string): Instrument[];
  /** All strikes of an expiry, ascending, each with its call and put. */
  optionChain(symbol: string, segment: number, expiry: string): OptionChainRow[];
  /** Option strike step of a symbol in minor units. */
  strikeStep(symbol: string, segment: number): number | undefined;
  /** Quotation units per quantity unit (commodity and currency lots); 1 elsewhere. */
  multiplier(instrument: Instrument): number;
}

/** Plain code-unit order (localeCompare is slow and locale-dependent). */
/**
 * Build the sandbox's instrument universe for a market date (YYYY-MM-DD, IST): expiries are computed from it, so the
 * same date gives the same master, token for token. Asset class by asset class, in this order (tokens are numbered
 * per segment in the order instruments are made).
 */
export function buildInstrumentMaster(marketDate: string): InstrumentMaster {
  parseDate(marketDate);
  const u = new Universe(marketDate);
  const { indexBySymbol, indexRowBySymbol } = addIndices(u);
  const { rows, nseStock } = addCashEquities(u);
  addIndexDerivatives(u, indexBySymbol, indexRowBySymbol);
  addStockDerivatives(u, rows, nseStock);
  addCommodities(u);
  addCurrencies(u);
  return indexInstruments(marketDate, u.all, u.multipliers, u.strikeSteps, indexBySymbol);
}
