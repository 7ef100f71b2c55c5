import * as z from "zod/mini";
import { multiStrikeLimit, oiIntervalMessage, oiIntervals } from "../rules/options/openInterest.js";
import { type Endpoint, getEndpoint, postEndpoint } from "./endpoint.js";
import { isoDate } from "./market.js";

/**
 * Open-interest analysis (spec 2 §7 OI analysis; spec 3 §7 the named analytics endpoints and the marketplace paths;
 * the rows of spec 3 §3 OI analysis: TradeDate, TotalCallOI, TotalPutOI, PCR, CandleTime, SpotPrice, OI, NetChgOI).
 * Prices and strikes in the segment's minor units; OI in units (lots × lot size); CandleTime in epoch seconds.
 */

const script = z.string().check(z.minLength(1), z.maxLength(40));
const interval = z.enum(oiIntervals, oiIntervalMessage);
/** Digits from a URL or a boolean from the SDK. */
const flag = z.union([z.boolean(), z.enum(["true", "false"])]);
const whole = z.union([z.int(), z.string().check(z.regex(/^\d{1,3}$/, "must be a whole number"))]);

/** getOIChange (with Interval) and getOpenInterestChange: ExpiryDate, or the nearest (monthly with Monthly) expiry. */
export const oiStrikesQuery = z.strictObject({
  Script: script,
  ExpiryDate: z.optional(isoDate),
  Monthly: z.optional(flag),
  /** Strikes centred on the money, 1 to 60 (default 20). */
  StrikeCount: z.optional(whole),
});
export const oiChangeQuery = z.strictObject({ ...oiStrikesQuery.shape, Interval: interval });

/** One side of a strike: its OI now, the change over the period, and the build-up code of the period. */
export const oiSide = z.object({
  TokenID: z.number(),
  OI: z.number(),
  NetChgOI: z.number(),
  /** Last price now and its change over the period. */
  LTP: z.number(),
  NetChgLTP: z.number(),
  BuildUp: z.number(),
});
export type OiSide = z.infer<typeof oiSide>;

/** Per-strike open interest of one expiry and how it changed over a period (from `FromTime` to `CandleTime`). */
export const oiStrikes = z.object({
  Script: z.string(),
  ExpiryDate: z.string(),
  MarketSegmentId: z.number(),
  TradeDate: z.string(),
  Interval: interval,
  FromTime: z.number(),
  CandleTime: z.number(),
  SpotPrice: z.number(),
  atmStrike: z.number(),
  TotalCallOI: z.number(),
  TotalPutOI: z.number(),
  PCR: z.number(),
  rows: z.array(z.object({ StrikePrice: z.number(), call: z.nullable(oiSide), put: z.nullable(oiSide) })),
});
export type OiStrikes = z.infer<typeof oiStrikes>;

/** getOIPCRChange: the nearest expiry's total call and put OI, PCR and spot through the day. */
export const oiPcrQuery = z.strictObject({
  Script: script,
  Interval: interval,
  ExpiryDate: z.optional(isoDate),
});
export const oiPcrPoint = z.object({
  CandleTime: z.number(),
  SpotPrice: z.number(),
  TotalCallOI: z.number(),
  TotalPutOI: z.number(),
  PCR: z.number(),
});
export type OiPcrPoint = z.infer<typeof oiPcrPoint>;
export const oiPcrSeries = z.object({
  Script: z.string(),
  ExpiryDate: z.string(),
  TradeDate: z.string(),
  Interval: interval,
  points: z.array(oiPcrPoint),
});
export type OiPcrSeries = z.infer<typeof oiPcrSeries>;

/** One contract of a multi-strike request (spec 2 §7: Symbol, OptionType, StkPrice, ExpiryDate). */
export const multiStrikeContract = z.strictObject({
  Symbol: script,
  OptionType: z.enum(["CE", "PE"], "must be CE or PE"),
  /** Minor units. */
  StkPrice: z.int().check(z.positive()),
  ExpiryDate: isoDate,
});
export type MultiStrikeContract = z.infer<typeof multiStrikeContract>;
const contracts = z
  .array(multiStrikeContract)
  .check(
    z.minLength(1, "give at least one contract"),
    z.maxLength(multiStrikeLimit, `at most ${multiStrikeLimit} contracts`),
  );
export const multiStrikeRequest = z.strictObject({ Interval: interval, List: contracts });
export const fullDayMultiStrikeRequest = z.strictObject({ List: contracts });
export type MultiStrikeRequest = z.infer<typeof multiStrikeRequest>;

export const multiStrikePoint = z.object({ CandleTime: z.number(), OI: z.number(), NetChgOI: z.number() });
export type MultiStrikePoint = z.infer<typeof multiStrikePoint>;
export const multiStrikeSeries = z.object({
  TradeDate: z.string(),
  Interval: interval,
  series: z.array(
    z.object({
      Symbol: z.string(),
      OptionType: z.enum(["CE", "PE"]),
      StkPrice: z.number(),
      ExpiryDate: z.string(),
      TokenID: z.number(),
      points: z.array(multiStrikePoint),
    }),
  ),
});
export type MultiStrikeSeries = z.infer<typeof multiStrikeSeries>;

/**
 * The OI analysis endpoints, at the marketplace paths of spec 3 §7 (getOIChange get-oi-change, getOpenInterestChange
 * get-open-interest, getOIPCRChange get-pcr-oi-time, getMultiStrikeAnalysis getOIMultiStrikeTimeInterval,
 * getFullDayMultiStrike getOIMultiStrikeDaily; docs/decisions.md, "OI analytics").
 */
export const oiEndpoints = {
  getOIChange: getEndpoint("nontrade", "/marketplace/v1/get-oi-change", oiChangeQuery, oiStrikes),
  getOpenInterestChange: getEndpoint(
    "nontrade",
    "/marketplace/v1/get-open-interest",
    oiStrikesQuery,
    oiStrikes,
  ),
  getOIPCRChange: getEndpoint("nontrade", "/marketplace/v1/get-pcr-oi-time", oiPcrQuery, oiPcrSeries),
  getMultiStrikeAnalysis: postEndpoint(
    "nontrade",
    "/marketplace/v1/getOIMultiStrikeTimeInterval",
    multiStrikeRequest,
    multiStrikeSeries,
    true,
  ),
  getFullDayMultiStrike: postEndpoint(
    "nontrade",
    "/marketplace/v1/getOIMultiStrikeDaily",
    fullDayMultiStrikeRequest,
    multiStrikeSeries,
    true,
  ),
} satisfies Record<string, Endpoint>;
