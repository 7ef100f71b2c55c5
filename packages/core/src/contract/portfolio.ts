import * as z from "zod/mini";
import { postEndpoint } from "./endpoint.js";

/**
 * Portfolio and holdings (spec 3 §3 Holdings, §7 Portfolio). Every amount and price is an integer in paise; quantities
 * are shares. The paths the spec does not show (dividends, equity transactions, provisional P&L) are ours
 * (docs/decisions.md, "Portfolio and holdings").
 */

const partyCode = z.string().check(z.minLength(1), z.maxLength(20));
const isin = z.string().check(z.regex(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/, "must be an ISIN (12 characters)"));
const dateKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"));

/** Market capitalisation class of a stock (the allocation view by market cap). */
export const marketCapClass = z.enum(["LARGE", "MID", "SMALL"]);
export type MarketCapClass = z.infer<typeof marketCapClass>;

/**
 * One equity holding (spec 3 §3 Holding). `total_qty` counts every share held (uncredited split and bonus shares
 * included); `avgPrice` is the weighted average cost; `invValue` = avgPrice × total_qty. `prevClose` and `ltp` are a
 * snapshot at the time of the answer; live prices come from the quote feed. `dbq`/`dsq` are today's delivery buys and
 * sells (not yet settled into `total_qty`), `dbap`/`dsap` their average prices.
 */
export const holding = z.object({
  isin: z.string(),
  symbolName: z.string(),
  compName: z.string(),
  tokenID: z.number(),
  mktSegID: z.number(),
  isActive: z.boolean(),
  total_qty: z.number(),
  /** Shares settled before today (the base the day's change is measured on). */
  baseQty: z.number(),
  avgPrice: z.number(),
  invValue: z.number(),
  prevClose: z.number(),
  ltp: z.number(),
  dbq: z.number(),
  dsq: z.number(),
  dbap: z.number(),
  dsap: z.number(),
  sectorName: z.string(),
  mktCap: marketCapClass,
});
export type Holding = z.infer<typeof holding>;

/** The portfolio's totals (spec 3 §3 Portfolio summary), in paise and percent (two decimals). */
export const portfolioSummary = z.object({
  TotalInvValue: z.number(),
  TotalHolding: z.number(),
  TotalGL: z.number(),
  TotalDayGL: z.number(),
  TotalGLPer: z.number(),
  TotalDayGLPer: z.number(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummary>;

/** The quantity breakup of one holding (spec 3 §3): quantities and their average prices (paise). */
export const quantityBreakup = z.object({
  isin: z.string(),
  symbolName: z.string(),
  total_qty: z.number(),
  tradable_qty: z.number(),
  pledge_qty: z.number(),
  free_qty: z.number(),
  margin_qty: z.number(),
  cusa_qty: z.number(),
  unsettled_qty: z.number(),
  blocked_qty: z.number(),
  uncredited_split_qty: z.number(),
  uncredited_bonus_qty: z.number(),
  ltcg_qty: z.number(),
  stcg_qty: z.number(),
  avg_price: z.number(),
  ltcg_avg_price: z.number(),
  stcg_avg_price: z.number(),
});
export type QuantityBreakup = z.infer<typeof quantityBreakup>;

/** A corporate event (spec 3 §3): `ratio` is "new:old" for a split ("2:1" doubles), "bonus:held" for a bonus. */
export const corporateEvent = z.object({
  isin: z.string(),
  symbol_name: z.string(),
  corp_type: z.enum(["DIVIDEND", "SPLIT", "BONUS"]),
  ratio: z.string(),
  /** Dividend per share, paise (0 for splits and bonuses). */
  amount: z.number(),
  ex_date: z.string(),
  record_date: z.string(),
});
export type CorporateEvent = z.infer<typeof corporateEvent>;

/** A dividend the client earned: the event, the shares held on the day before the ex-date, and the amount (paise). */
export const dividendEarned = z.object({
  event: corporateEvent,
  quantity: z.number(),
  amount: z.number(),
});
export type DividendEarned = z.infer<typeof dividendEarned>;

/**
 * One equity transaction of the statement: a settled buy or sell, shares a split or a bonus added, or shares
 * transferred out to another demat account (stock transfer: at their cost, nothing realised).
 */
export const equityTransaction = z.object({
  isin: z.string(),
  symbolName: z.string(),
  date: z.string(),
  type: z.enum(["BUY", "SELL", "SPLIT", "BONUS", "TRANSFER"]),
  quantity: z.number(),
  /** Price per share, paise (0 for split and bonus shares). */
  price: z.number(),
  /** quantity × price, paise. */
  value: z.number(),
});
export type EquityTransaction = z.infer<typeof equityTransaction>;

/** Provisional P&L of one stock sold: realised on the transactions of the range, first in first out (paise). */
export const provisionalPnlRow = z.object({
  isin: z.string(),
  symbolName: z.string(),
  quantity: z.number(),
  buyValue: z.number(),
  sellValue: z.number(),
  realised: z.number(),
  /** Shares held over a year when sold (long term) and the rest (short term). */
  ltcg: z.number(),
  stcg: z.number(),
});
export type ProvisionalPnlRow = z.infer<typeof provisionalPnlRow>;

/** geteqholding: the client's equity holdings. */
export const holdingsRequest = z.strictObject({ partyCode: z.optional(partyCode) });
export const holdingsResult = z.object({ holdings: z.array(holding) });
/** superportfolio {partyCode}: the totals, at the time of the answer. */
export const superPortfolioRequest = z.strictObject({ partyCode });
export const superPortfolioResult = z.object({ summary: portfolioSummary, holdingCount: z.number() });
/** holdingdetail {partyCode, isin, partyCodeList}: the quantity breakup of one holding. */
export const holdingDetailRequest = z.strictObject({
  partyCode,
  isin,
  partyCodeList: z.optional(z.array(partyCode).check(z.maxLength(20))),
});
export const holdingDetailResult = z.object({ HoldingDetail: quantityBreakup });
/** dividends {partyCode, isin?}: dividends earned, newest first; and the events to come of the stocks held. */
export const dividendsRequest = z.strictObject({ partyCode, isin: z.optional(isin) });
export const dividendsResult = z.object({
  dividends: z.array(dividendEarned),
  upcoming: z.array(corporateEvent),
});
/** equity transactions {party_code, isin?, from?, to?}: the statement, oldest first. */
export const transactionsRequest = z.strictObject({
  party_code: partyCode,
  isin: z.optional(isin),
  from: z.optional(dateKey),
  to: z.optional(dateKey),
});
export const transactionsResult = z.object({ transactions: z.array(equityTransaction) });
/** provisional P&L {partyCode, from?, to?}: realised P&L of the sells in the range. */
export const provisionalPnlRequest = z.strictObject({
  partyCode,
  from: z.optional(dateKey),
  to: z.optional(dateKey),
});
export const provisionalPnlResult = z.object({ rows: z.array(provisionalPnlRow), realised: z.number() });

/** The portfolio calls (spec 3 §7 Portfolio): reads, all safe to retry. */
export const portfolioEndpoints = {
  holdings: postEndpoint("trade", "/v4/geteqholding", holdingsRequest, holdingsResult, true),
  summary: postEndpoint("trade", "/v4/superportfolio", superPortfolioRequest, superPortfolioResult, true),
  holdingDetail: postEndpoint(
    "trade",
    "/family/v2/holdingdetail",
    holdingDetailRequest,
    holdingDetailResult,
    true,
  ),
  dividends: postEndpoint("trade", "/v4/portfolio/dividends", dividendsRequest, dividendsResult, true),
  transactions: postEndpoint(
    "trade",
    "/v4/portfolio/transactions",
    transactionsRequest,
    transactionsResult,
    true,
  ),
  provisionalPnl: postEndpoint(
    "trade",
    "/v4/portfolio/provisionalpnl",
    provisionalPnlRequest,
    provisionalPnlResult,
    true,
  ),
};
