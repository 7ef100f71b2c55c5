import type { Exchange, Instrument, InstrumentKind } from "../types.js";
import {
  addDays,
  expiryCode,
  expiryText,
  lastBusinessDay,
  lastWeekdayOfMonth,
  monthlyExpiries,
  parseDate,
  weeklyExpiries,
} from "./calendar.js";
import { equityRows } from "./equities.js";
import {
  type CommodityRow,
  currencyRows,
  type IndexRow,
  indexDerivativeRows,
  indexRows,
  mcxRows,
  nseCommodityRows,
} from "./tables.js";

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
export const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

// ---- deterministic helpers -------------------------------------------------------------------------------------

/** FNV-1a: a stable number per string (no randomness: the same universe every start). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The ISIN check digit (Luhn over the digits, letters as 10..35). */
export function isinCheckDigit(body: string): number {
  const digits = [...body].map((c) => alphabet.indexOf(c).toString()).join("");
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A well-formed Indian equity ISIN derived from the symbol: INE + issuer + 01 + 01/02 + check digit. */
function madeUpIsin(symbol: string): string {
  const h = hash(symbol);
  const issuer = `${alphabet[h % 36]}${alphabet[(h >>> 6) % 36]}${alphabet[(h >>> 12) % 10]}${alphabet[10 + ((h >>> 16) % 26)]}`;
  const body = `INE${issuer}01${(h >>> 24) % 2 === 0 ? "01" : "02"}`.slice(0, 11);
  return `${body}${isinCheckDigit(body)}`;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** A rough option premium (intrinsic + a bell-shaped time value) to seed the simulator; it prices options itself. */
function seedPremium(
  spot: number,
  strike: number,
  call: boolean,
  volatility: number,
  days: number,
  tick: number,
) {
  const t = Math.max(days, 0.5) / 365;
  const sd = volatility * Math.sqrt(t);
  const m = Math.log(strike / spot) / sd;
  const timeValue = 0.4 * spot * sd * Math.exp(-0.5 * m * m);
  const intrinsic = Math.max(0, call ? spot - strike : strike - spot);
  return roundTo(intrinsic + timeValue, tick);
}

const daysBetween = (from: string, to: string) =>
  (parseDate(to).getTime() - parseDate(from).getTime()) / 86_400_000;

/** Business day on or before a day of a month (day 0: the last business day). */
function businessDayOnOrBefore(year: number, month: number, dayOfMonth: number): string {
  if (dayOfMonth === 0) return lastBusinessDay(year, month);
  let date = `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
  while ([0, 6].includes(parseDate(date).getUTCDay())) date = addDays(date, -1);
  return date;
}

// ---- equities table ----------------------------------------------------------------------------------------------

interface EquityRow {
  symbol: string;
  name: string;
  sector: string;
  cap: "LARGE" | "MID" | "SMALL";
  price: number;
  nse: number | "?" | "-";
  bse: number | "?" | "-";
  isin: string;
  lot: number | null;
  t2t: boolean;
  surveillance: string[];
}

const capOf = { L: "LARGE", M: "MID", S: "SMALL" } as const;

export function parseEquityRows(text: string): EquityRow[] {
  return text
    .trim()
    .split("\n")
    .map((line) => {
      const [symbol, name, sector, cap, price, nse, bse, isin, flags = ""] = line.split("|");
      const flagList = flags.split(",").filter((flag) => flag !== "");
      const lotFlag = flagList.find((flag) => /^F\d+$/.test(flag));
      const code = (value: string | undefined) => (value === "?" || value === "-" ? value : Number(value));
      return {
        symbol: symbol as string,
        name: name as string,
        sector: sector as string,
        cap: capOf[cap as keyof typeof capOf],
        price: Number(price),
        nse: code(nse),
        bse: code(bse),
        isin: isin === "?" ? madeUpIsin(symbol as string) : (isin as string),
        lot: lotFlag === undefined ? null : Number(lotFlag.slice(1)),
        t2t: flagList.includes("T"),
        surveillance: flagList.filter((flag) => flag.startsWith("ASM") || flag.startsWith("GSM")),
      };
    });
}

/** Largest order value in one cash order: ₹10 crore (our choice; capped at the spec's 9,999,999 quantity). */
const maxOrderValuePaise = 10_00_00_000 * 100;
const maxQuantity = 9_999_999;

function circuitOf(row: EquityRow): number {
  if (row.surveillance.some((tag) => /^GSM-[2-4]$/.test(tag))) return 2;
  if (row.t2t || row.surveillance.length > 0) return 5;
  if (row.lot !== null) return 10;
  if (row.cap !== "SMALL") return 20;
  return [5, 10, 20][hash(row.symbol) % 3] as number;
}

function volatilityOf(row: EquityRow): number {
  const spread = (hash(`${row.symbol}/vol`) % 1000) / 1000;
  if (row.cap === "LARGE") return Math.round((0.18 + 0.07 * spread) * 1000) / 1000;
  if (row.cap === "MID") return Math.round((0.27 + 0.06 * spread) * 1000) / 1000;
  return Math.round((0.38 + 0.08 * spread) * 1000) / 1000;
}

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

// ---- the builder -------------------------------------------------------------------------------------------------

const base: Omit<
  Instrument,
  "token" | "segment" | "exchange" | "kind" | "symbol" | "tradeSymbol" | "name" | "basePrice" | "volatility"
> = {
  isin: null,
  series: null,
  expiry: null,
  strike: null,
  optionType: null,
  underlying: null,
  lotSize: 1,
  tick: 5,
  freezeQty: null,
  maxSingleTransactionQty: maxQuantity,
  circuitPercent: null,
  sector: null,
  marketCap: null,
  t2t: false,
  surveillance: [],
  singleExchange: false,
  hasDerivatives: false,
};

const firstToken: Record<number, number> = { 2: 35000, 4: 1100000, 5: 430000, 13: 1000, 21: 100 };

/* Object.assign, not spreads: with spreads V8 took 60 µs per instrument here (1.3 s per build), with assign 5 µs. */

/**
 * Build the sandbox's instrument universe for a market date (YYYY-MM-DD, IST): expiries are computed from it, so the
 * same date gives the same master, token for token.
 */
export function buildInstrumentMaster(marketDate: string): InstrumentMaster {
  parseDate(marketDate);
  const all: Instrument[] = [];
  const multipliers = new Map<Instrument, number>();
  const strikeSteps = new Map<string, number>();
  const nextToken = { ...firstToken };
  const take = (segment: number) => {
    const token = nextToken[segment] as number;
    nextToken[segment] = token + 1;
    return token;
  };
  const add = (instrument: Instrument) => {
    all.push(instrument);
    return instrument;
  };

  // Indices: segment 1 (NSE) and 3 (BSE).
  const indexBySymbol = new Map<string, Instrument>();
  const indexRowBySymbol = new Map<string, IndexRow>();
  for (const row of indexRows) {
    const segment = row.exchange === "NSE" ? 1 : 3;
    const instrument = add({
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

  // Cash equities.
  const rows = parseEquityRows(equityRows);
  let madeUpNse = 50000;
  let madeUpBse = 544100;
  const nseStock = new Map<string, Instrument>();
  for (const row of rows) {
    const listedOn: Array<[Exchange, number]> = [];
    if (row.nse !== "-") listedOn.push(["NSE", row.nse === "?" ? madeUpNse++ : row.nse]);
    if (row.bse !== "-") listedOn.push(["BSE", row.bse === "?" ? madeUpBse++ : row.bse]);
    for (const [exchange, token] of listedOn) {
      const series = row.t2t ? (exchange === "NSE" ? "BE" : "T") : exchange === "NSE" ? "EQ" : "A";
      const basePrice = roundTo(row.price * 100, 5);
      const instrument = add({
        ...base,
        token,
        segment: exchange === "NSE" ? 1 : 3,
        exchange,
        kind: "EQ",
        symbol: row.symbol,
        tradeSymbol: exchange === "NSE" ? `${row.symbol}-${series}` : row.symbol,
        name: row.name,
        isin: row.isin,
        series,
        tick: 5,
        maxSingleTransactionQty: Math.min(maxQuantity, Math.floor(maxOrderValuePaise / basePrice)),
        circuitPercent: circuitOf(row),
        sector: row.sector,
        marketCap: row.cap,
        t2t: row.t2t,
        surveillance: row.surveillance,
        singleExchange: listedOn.length === 1,
        hasDerivatives: row.lot !== null && exchange === "NSE",
        basePrice,
        volatility: volatilityOf(row),
      });
      if (exchange === "NSE") nseStock.set(row.symbol, instrument);
    }
  }

  const future = (
    segment: number,
    exchange: Exchange,
    kind: InstrumentKind,
    symbol: string,
    name: string,
    expiry: string,
    spot: number,
    tick: number,
    extra: Partial<Instrument>,
  ) =>
    add(
      Object.assign(
        {},
        base,
        {
          token: take(segment),
          segment,
          exchange,
          kind,
          symbol,
          tradeSymbol: `${symbol}${expiryCode(expiry, false)}FUT`,
          name: `${name} ${expiryText(expiry)} FUT`,
          expiry,
          tick,
          basePrice: roundTo(spot * (1 + (0.07 * Math.max(daysBetween(marketDate, expiry), 0)) / 365), tick),
          volatility: 0.2,
        },
        extra,
      ),
    );

  const optionSeries = (args: {
    segment: number;
    exchange: Exchange;
    kind: InstrumentKind;
    symbol: string;
    name: string;
    expiry: string;
    weekly: boolean;
    spot: number;
    step: number;
    eachSide: number;
    tick: number;
    volatility: number;
    extra: Partial<Instrument>;
  }) => {
    const atm = Math.round(args.spot / args.step) * args.step;
    const days = daysBetween(marketDate, args.expiry);
    const code = expiryCode(args.expiry, args.weekly);
    const divider = args.segment === 13 ? 10_000_000 : args.segment === 21 ? 10_000 : 100;
    for (let i = -args.eachSide; i <= args.eachSide; i++) {
      const strike = atm + i * args.step;
      if (strike <= 0) continue;
      const strikeText = String(strike / divider);
      for (const optionType of ["CE", "PE"] as const) {
        add(
          Object.assign(
            {},
            base,
            {
              token: take(args.segment),
              segment: args.segment,
              exchange: args.exchange,
              kind: args.kind,
              symbol: args.symbol,
              tradeSymbol: `${args.symbol}${code}${strikeText}${optionType}`,
              name: `${args.name} ${expiryText(args.expiry)} ${strikeText} ${optionType}`,
              expiry: args.expiry,
              strike,
              optionType,
              tick: args.tick,
              basePrice: seedPremium(
                args.spot,
                strike,
                optionType === "CE",
                args.volatility,
                days,
                args.tick,
              ),
              volatility: args.volatility,
            },
            args.extra,
          ),
        );
      }
    }
  };

  // Index futures and options: NSE F&O (2) and BSE F&O (4).
  for (const row of indexDerivativeRows) {
    const index = indexBySymbol.get(row.symbol) as Instrument;
    const indexRow = indexRowBySymbol.get(row.symbol) as IndexRow;
    const segment = index.segment === 1 ? 2 : 4;
    const monthly = monthlyExpiries(marketDate, 3, (y, m) => lastWeekdayOfMonth(y, m, row.expiryWeekday));
    const weekly = row.weeklies > 0 ? weeklyExpiries(marketDate, row.weeklies, row.expiryWeekday) : [];
    const extra: Partial<Instrument> = {
      underlying: { segment: index.segment, token: index.token },
      lotSize: row.lotSize,
      freezeQty: row.freezeQty,
      maxSingleTransactionQty: row.freezeQty,
    };
    for (const expiry of monthly) {
      future(segment, index.exchange, "FUTIDX", row.symbol, indexRow.listName, expiry, index.basePrice, 5, {
        ...extra,
        volatility: index.volatility,
      });
    }
    const step = row.strikeStep * 100;
    strikeSteps.set(`${segment}:${row.symbol}`, step);
    const monthlySet = new Set(monthly);
    for (const expiry of [...new Set([...weekly, ...monthly])].sort()) {
      optionSeries({
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

  // Stock futures (3 monthly) and options (nearest 2 monthly for large caps, nearest 1 otherwise; 15 strikes a side).
  const stockExpiries = monthlyExpiries(marketDate, 3, (y, m) => lastWeekdayOfMonth(y, m, 2));
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
      future(2, "NSE", "FUTSTK", row.symbol, row.name, expiry, stock.basePrice, 5, {
        ...extra,
        volatility: stock.volatility,
      });
    }
    const step = Math.round(stockStrikeStep(row.price) * 100);
    strikeSteps.set(`2:${row.symbol}`, step);
    for (const expiry of stockExpiries.slice(0, row.cap === "LARGE" ? 2 : 1)) {
      optionSeries({
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

  // Commodities: MCX (5) futures and options on futures; NSE commodity (21) futures.
  const commodities = (rowsOf: CommodityRow[], segment: 5 | 21, exchange: Exchange) => {
    const divider = segment === 21 ? 10_000 : 100;
    for (const row of rowsOf) {
      const expiries = monthlyExpiries(marketDate, 3, (y, m) => businessDayOnOrBefore(y, m, row.expiryDay));
      const spot = roundTo(row.price * divider, row.tick);
      const extra: Partial<Instrument> = {
        lotSize: 1,
        freezeQty: row.maxLots,
        maxSingleTransactionQty: row.maxLots,
        volatility: row.volatility,
      };
      const futuresOf: Instrument[] = [];
      for (const expiry of expiries) {
        const instrument = future(
          segment,
          exchange,
          "FUTCOM",
          row.symbol,
          `${row.name} (${row.unit})`,
          expiry,
          spot,
          row.tick,
          extra,
        );
        multipliers.set(instrument, row.multiplier);
        futuresOf.push(instrument);
      }
      if (row.strikeStep === null) continue;
      const step = Math.round(row.strikeStep * divider);
      strikeSteps.set(`${segment}:${row.symbol}`, step);
      for (const fut of futuresOf.slice(0, 2)) {
        const before = all.length;
        optionSeries({
          segment,
          exchange,
          kind: "OPTFUT",
          symbol: row.symbol,
          name: row.name,
          expiry: fut.expiry as string,
          weekly: false,
          spot: fut.basePrice,
          step,
          eachSide: 10,
          tick: row.tick >= 100 ? 50 : 5,
          volatility: row.volatility,
          extra: { ...extra, underlying: { segment, token: fut.token } },
        });
        for (const option of all.slice(before)) multipliers.set(option, row.multiplier);
      }
    }
  };
  commodities(mcxRows, 5, "MCX");
  commodities(nseCommodityRows, 21, "NCO");

  // Currency pairs (13): futures, options on the nearest two expiries; 4 decimals, prices in 1e-7 rupee.
  const currencyExpiries = monthlyExpiries(marketDate, 3, (y, m) => lastBusinessDay(y, m, 2));
  for (const row of currencyRows) {
    const spot = roundTo(row.price * 10_000_000, 25_000);
    const extra: Partial<Instrument> = {
      lotSize: 1,
      freezeQty: 10_000,
      maxSingleTransactionQty: 10_000,
      volatility: row.volatility,
    };
    const futuresOf: Instrument[] = [];
    for (const expiry of currencyExpiries) {
      const instrument = future(13, "CDS", "FUTCUR", row.symbol, row.name, expiry, spot, 25_000, extra);
      multipliers.set(instrument, row.multiplier);
      futuresOf.push(instrument);
    }
    const step = 2_500_000;
    strikeSteps.set(`13:${row.symbol}`, step);
    for (const fut of futuresOf.slice(0, 2)) {
      const before = all.length;
      optionSeries({
        segment: 13,
        exchange: "CDS",
        kind: "OPTCUR",
        symbol: row.symbol,
        name: row.name,
        expiry: fut.expiry as string,
        weekly: false,
        spot: fut.basePrice,
        step,
        eachSide: 10,
        tick: 25_000,
        volatility: row.volatility,
        extra: { ...extra, underlying: { segment: 13, token: fut.token } },
      });
      for (const option of all.slice(before)) multipliers.set(option, row.multiplier);
    }
  }

  return indexInstruments(marketDate, all, multipliers, strikeSteps, indexBySymbol);
}

const derivativeKinds = new Set<InstrumentKind>([
  "FUTIDX",
  "OPTIDX",
  "FUTSTK",
  "OPTSTK",
  "FUTCOM",
  "OPTFUT",
  "FUTCUR",
  "OPTCUR",
]);
const isFuture = (i: Instrument) => i.kind.startsWith("FUT");
const isOption = (i: Instrument) => i.optionType !== null;

function indexInstruments(
  marketDate: string,
  all: Instrument[],
  multipliers: Map<Instrument, number>,
  strikeSteps: Map<string, number>,
  indexBySymbol: Map<string, Instrument>,
): InstrumentMaster {
  const byKey = new Map<string, Instrument>();
  const bySymbol = new Map<string, Instrument[]>();
  const bySymbolSegment = new Map<string, Instrument[]>();
  const push = <K>(map: Map<K, Instrument[]>, key: K, instrument: Instrument) => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [instrument]);
    else list.push(instrument);
  };
  for (const instrument of all) {
    const key = `${instrument.segment}:${instrument.token}`;
    if (byKey.has(key)) throw new Error(`instrument master: token ${key} used twice`);
    byKey.set(key, instrument);
    push(bySymbol, instrument.symbol.toUpperCase(), instrument);
    if (instrument.tradeSymbol.toUpperCase() !== instrument.symbol.toUpperCase()) {
      push(bySymbol, instrument.tradeSymbol.toUpperCase(), instrument);
    }
    if (derivativeKinds.has(instrument.kind))
      push(bySymbolSegment, `${instrument.segment}:${instrument.symbol}`, instrument);
  }
  const byExpiryStrike = (a: Instrument, b: Instrument) =>
    cmp(a.expiry ?? "", b.expiry ?? "") ||
    Number(isOption(a)) - Number(isOption(b)) ||
    (a.strike ?? 0) - (b.strike ?? 0) ||
    cmp(a.optionType ?? "", b.optionType ?? "");
  for (const list of bySymbolSegment.values()) list.sort(byExpiryStrike);

  const derivatives = (symbol: string, segment: number) =>
    bySymbolSegment.get(`${segment}:${symbol.toUpperCase()}`) ?? [];
  const futures = (symbol: string, segment: number) => derivatives(symbol, segment).filter(isFuture);
  const options = (symbol: string, segment: number, expiry: string) =>
    derivatives(symbol, segment).filter((i) => isOption(i) && i.expiry === expiry);

  const indices: IndexEntry[] = indexRows.map((row) => {
    const index = indexBySymbol.get(row.symbol) as Instrument;
    const nearestFuture = futures(row.symbol, index.segment === 1 ? 2 : 4)[0];
    return {
      code: row.code,
      exchName: row.exchange,
      name: row.listName,
      selected: row.selected,
      mktSegID: index.segment,
      token: index.token,
      symbolName: row.symbol,
      series: "INDEX",
      strkPrice: 0,
      isCashWithFno: index.hasDerivatives,
      tokenref: [index.token, nearestFuture?.token ?? 0],
      showInOptionsWatchlist: row.showInOptionsWatchlist,
      seq: row.seq,
      hide: row.hide,
      isOIPCR: row.isOIPCR,
      isIndices: true,
    };
  });

  return {
    marketDate,
    all,
    indices,
    get: (segment, token) => byKey.get(`${segment}:${token}`),
    bySymbol: (symbol) => bySymbol.get(symbol.toUpperCase()) ?? [],
    listings: (symbol) =>
      (bySymbol.get(symbol.toUpperCase()) ?? [])
        .filter((i) => i.kind === "EQ" || i.kind === "INDEX")
        .sort((a, b) => a.segment - b.segment),
    underlying(symbol, segment) {
      const first = derivatives(symbol, segment)[0];
      return first?.underlying === null || first === undefined
        ? undefined
        : (byKey.get(`${first.underlying.segment}:${first.underlying.token}`) as Instrument);
    },
    derivatives,
    futures,
    expiries(symbol, segment, kind) {
      const list = derivatives(symbol, segment).filter((i) =>
        kind === undefined ? true : kind === "future" ? isFuture(i) : isOption(i),
      );
      return [...new Set(list.map((i) => i.expiry as string))].sort();
    },
    options,
    optionChain(symbol, segment, expiry) {
      const rows = new Map<number, OptionChainRow>();
      for (const option of options(symbol, segment, expiry)) {
        const strike = option.strike as number;
        let row = rows.get(strike);
        if (row === undefined) {
          row = { strike, call: undefined, put: undefined };
          rows.set(strike, row);
        }
        if (option.optionType === "CE") row.call = option;
        else row.put = option;
      }
      return [...rows.values()].sort((a, b) => a.strike - b.strike);
    },
    strikeStep: (symbol, segment) => strikeSteps.get(`${segment}:${symbol.toUpperCase()}`),
    multiplier: (instrument) => multipliers.get(instrument) ?? 1,
  };
}
