import * as z from "zod/mini";
import { instrumentKind } from "./instrumentKind.js";

/**
 * Market data look-ups (spec 3 §7 Market and stock data; spec 2 §3 Scrip and option chain row). Prices on the wire
 * are integers in the segment's minor units (priceDivider: 100, 1e7 for segment 13, 1e4 for segment 21); dates are
 * YYYY-MM-DD. Query parameters keep the spec's names (TokenID, SegmentID, TradeSymbol, MarketSegmentId, ExpiryDate).
 */

/** A whole number: a number from the SDK, digits from a URL (the sandbox reads query strings). */
const whole = z.union([z.int(), z.string().check(z.regex(/^\d{1,12}$/, "must be a whole number"))]);
const tokenId = whole;
const segmentId = whole;
const symbolText = z.string().check(z.minLength(1), z.maxLength(40));
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"));

/** Search filter of GET /v5/search. */
export const searchFilter = z.enum(["all", "equity", "fno", "currency", "commodity", "index"]);
export type SearchFilter = z.infer<typeof searchFilter>;

/** Spec 1 §5: a keyword of at least 2 characters; letters, digits and spaces only. */
export const searchQuery = z.strictObject({
  userType: z.string().check(z.minLength(1), z.maxLength(20)),
  accountType: z.enum(["D", "P"]),
  keyword: z.string().check(
    z.maxLength(50),
    z.regex(/^[A-Za-z0-9 ]*$/, "Search accepts only letters, digits and spaces"),
    z.refine((k) => k.trim().length >= 2, "Global search needs a keyword of at least 2 characters"),
  ),
  /** Default `all`. */
  filter: z.optional(searchFilter),
});
export type SearchQuery = z.input<typeof searchQuery>;

/** Scrip (spec 2 §3). strkPrice and priceTck in minor units; tickerSize is the tick as a decimal price. */
export const scrip = z.object({
  token: z.number(),
  mktSegID: z.number(),
  exchName: z.string(),
  symbolName: z.string(),
  tradeSymbol: z.string(),
  /** Company or contract description. */
  details: z.string(),
  /** Instrument kind: EQ, INDEX, FUTIDX, OPTIDX, FUTSTK, OPTSTK, FUTCOM, OPTFUT, FUTCUR, OPTCUR. */
  instName: instrumentKind,
  strkPrice: z.number(),
  optType: z.nullable(z.enum(["CE", "PE"])),
  expirydate: z.nullable(z.string()),
  lotSize: z.number(),
  minLot: z.number(),
  /** Quotation units per quantity unit (commodity and currency contracts); 1 elsewhere. */
  lotMult: z.number(),
  priceTck: z.number(),
  isinCode: z.nullable(z.string()),
  /** Asset class: equity, index, derivative, commodity, currency. */
  astCls: z.string(),
  precision: z.number(),
  isIndices: z.boolean(),
  isCashWithFno: z.boolean(),
  isCommodityWithOption: z.boolean(),
  maxSingleTransactionQty: z.number(),
  series: z.nullable(z.string()),
  freezeQty: z.nullable(z.number()),
  tickerSize: z.number(),
});
export type Scrip = z.infer<typeof scrip>;
export const scripList = z.array(scrip);

/** Index entry (spec 1 §3, spec 3 §3). tokenref: the index token and its nearest future's token (0: none). */
export const indexEntry = z.object({
  code: z.number(),
  exchName: z.string(),
  name: z.string(),
  selected: z.boolean(),
  mktSegID: z.number(),
  token: z.number(),
  symbolName: z.string(),
  series: z.string(),
  strkPrice: z.number(),
  isCashWithFno: z.boolean(),
  tokenref: z.array(z.number()),
  showInOptionsWatchlist: z.boolean(),
  seq: z.number(),
  hide: z.boolean(),
  isOIPCR: z.boolean(),
  isIndices: z.boolean(),
});
export type IndexEntry = z.infer<typeof indexEntry>;
export const indexList = z.array(indexEntry);

/** /scripmaster/v1/scripmaster: by TokenID and SegmentID (the spec's pair), or by symbol (every listing). */
export const scripMasterQuery = z.strictObject({
  TokenID: z.optional(tokenId),
  SegmentID: z.optional(segmentId),
  symbol: z.optional(symbolText),
});

export const symbolQuery = z.strictObject({ symbol: symbolText });

export const derivativeDetailsQuery = z.strictObject({
  symbol: symbolText,
  SegmentID: z.optional(segmentId),
});
export const derivativeDetails = z.object({
  symbol: z.string(),
  mktSegID: z.number(),
  underlying: z.nullable(z.object({ token: z.number(), mktSegID: z.number() })),
  lotSize: z.number(),
  /** Option strike step, minor units; null without options. */
  strikeStep: z.nullable(z.number()),
  futureExpiries: z.array(z.string()),
  optionExpiries: z.array(z.string()),
  futures: scripList,
});
export type DerivativeDetails = z.infer<typeof derivativeDetails>;

/** Spec 2 §5: option look-ups need the trade symbol, market segment and expiry date. */
export const optionsQuery = z.strictObject({
  TradeSymbol: symbolText,
  MarketSegmentId: segmentId,
  ExpiryDate: isoDate,
});

export const greeksValues = z.object({
  iv: z.number(),
  delta: z.number(),
  gamma: z.number(),
  theta: z.number(),
  vega: z.number(),
});

/** /scripmaster/v1/greeks: one contract (TokenID, SegmentID) or a whole expiry (TradeSymbol, MarketSegmentId, ExpiryDate). */
export const greeksQuery = z.strictObject({
  TokenID: z.optional(tokenId),
  SegmentID: z.optional(segmentId),
  TradeSymbol: z.optional(symbolText),
  MarketSegmentId: z.optional(segmentId),
  ExpiryDate: z.optional(isoDate),
});
export const greeksRow = z.object({
  TokenID: z.number(),
  SegmentID: z.number(),
  StrikePrice: z.number(),
  OptionType: z.enum(["CE", "PE"]),
  ExpiryDate: z.string(),
  greeks: greeksValues,
});
export const greeksList = z.array(greeksRow);

/** Indices expiry detail (spec 1 §3). */
export const indicesExpiry = z.array(
  z.object({ tokenId: z.number(), nearestExpiryDate: z.nullable(z.string()), IsIndicesEnabled: z.boolean() }),
);

/** Option chain (spec 2 §3 option chain row); StrikeCount defaults to 30 (spec 2 §9), centred on the ATM strike. */
export const optionChainQuery = z.strictObject({
  TradeSymbol: symbolText,
  MarketSegmentId: segmentId,
  ExpiryDate: isoDate,
  /** 1 to 200. */
  StrikeCount: z.optional(whole),
});
export const optionLeg = z.object({
  TokenID: z.number(),
  SegmentID: z.number(),
  TradeSymbol: z.string(),
  OpenInterest: z.number(),
  StrikePrice: z.number(),
  OptionType: z.enum(["CE", "PE"]),
  ExpiryDate: z.string(),
  ltp: z.number(),
  iv: z.number(),
  greeks: greeksValues,
});
export type OptionLeg = z.infer<typeof optionLeg>;
export const optionChain = z.object({
  TradeSymbol: z.string(),
  ExpiryDate: z.string(),
  MarketSegmentId: z.number(),
  /** The underlying's last price and the at-the-money strike, minor units. */
  spot: z.number(),
  atmStrike: z.number(),
  rows: z.array(z.object({ strike: z.number(), call: z.nullable(optionLeg), put: z.nullable(optionLeg) })),
});
export type OptionChain = z.infer<typeof optionChain>;

/** POST /tagging-service/v1/tags/getTags: runs only with a non-empty symbol list (spec 3 §5). */
export const tagsRequest = z.strictObject({
  symbols: z.array(symbolText).check(z.minLength(1, "give at least one symbol"), z.maxLength(200)),
});
export const tagsResponse = z.array(z.object({ symbol: z.string(), tags: z.array(z.string()) }));

/** POST /tagging-service/v3/getScripMetadata: by ISIN; answers isin_data (spec 3 §7). */
export const scripMetadataRequest = z.strictObject({
  isins: z
    .array(z.string().check(z.regex(/^[A-Z]{2}[A-Z0-9]{9}\d$/, "must be an ISIN")))
    .check(z.minLength(1, "give at least one ISIN"), z.maxLength(200)),
});
export const scripMetadata = z.object({
  isin_data: z.array(
    z.object({
      isin: z.string(),
      symbol: z.string(),
      tags: z.array(z.string()),
      surveillance: z.array(z.string()),
      t2t: z.boolean(),
      sector: z.nullable(z.string()),
      marketCap: z.nullable(z.string()),
    }),
  ),
});

/** Max single transaction quantity: needs a token and a segment (spec 2 §5). */
export const maxSingleQtyQuery = z.strictObject({ TokenID: tokenId, SegmentID: segmentId });
export const maxSingleQty = z.object({
  TokenID: z.number(),
  SegmentID: z.number(),
  maxSingleTransactionQty: z.number(),
  freezeQty: z.nullable(z.number()),
  lotSize: z.number(),
});

export const candleInterval = z.enum(["1m", "3m", "5m", "10m", "15m", "30m", "1h", "1d"]);
/** Candles for charts and backtests: from/to in epoch seconds, at most 5 years back. */
export const candlesQuery = z.strictObject({
  TokenID: tokenId,
  SegmentID: segmentId,
  interval: candleInterval,
  from: whole,
  to: whole,
});
export const candles = z.object({
  candles: z.array(
    z.object({
      time: z.number(),
      open: z.number(),
      high: z.number(),
      low: z.number(),
      close: z.number(),
      volume: z.number(),
      oi: z.number(),
    }),
  ),
});
export type Candles = z.infer<typeof candles>;
