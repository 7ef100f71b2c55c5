import * as z from "zod/mini";
import { postEndpoint } from "./endpoint.js";

/**
 * Pledging (spec 3 §3, §4, §7 MTF and pledge): the stocks that may be pledged and those pledged, the requests and
 * their statuses, and creating a pledge or an unpledge. The spec names the calls (all POST, spelling kept:
 * get_plegded_stocks); their prefix is ours (docs/decisions.md, "Pledging"). Amounts are integers in paise.
 */

const isin = z.string().check(z.regex(/^[A-Z]{2}[A-Z0-9]{9}\d$/));
const partyCode = z.string().check(z.minLength(1), z.maxLength(20));
const quantity = z.int().check(z.gte(-999_999_999), z.lte(999_999_999));

/** The party-code body of the list calls (spec 3 §7). */
export const pledgePartyRequest = z.strictObject({ party_code: partyCode });
export type PledgePartyRequest = z.input<typeof pledgePartyRequest>;

/** A stock of a pledge or unpledge request (spec 3 §3: isin, net_amt, qty, max_pledgeable_qty, buy_qty). */
export const pledgeStockItem = z.strictObject({
  isin,
  qty: quantity,
  net_amt: z.optional(z.int()),
  max_pledgeable_qty: z.optional(z.int()),
  buy_qty: z.optional(z.int()),
});
export type PledgeStockItem = z.input<typeof pledgeStockItem>;

/** create_pledge and create_unpledge (spec 3 §3 Pledge payload: party_code, stock_list, source). */
export const pledgeRequest = z.strictObject({
  party_code: partyCode,
  stock_list: z.array(pledgeStockItem).check(z.minLength(1), z.maxLength(50)),
  source: z.enum(["WEB", "WEB-PREPROD"]),
});
export type PledgeRequest = z.input<typeof pledgeRequest>;

/** MTF pledge state (spec 3 §3 mtfStatus, snake form): counts of MTF stocks open for pledge, pending and pledged. */
export const mtfPledgeStatus = z.object({
  mtf_open_for_pledge: z.number(),
  mtf_pending: z.number(),
  mtf_pledged: z.number(),
});
export type MtfPledgeStatus = z.infer<typeof mtfPledgeStatus>;

/** The nudge state (spec 3 §3 nudgeStatus, snake form). */
export const pledgeNudgeStatus = z.object({
  cta_message: z.string(),
  display_message: z.string(),
  is_pledgable: z.boolean(),
  api_or_cdsl: z.enum(["API", "CDSL"]),
  cdsl_link: z.nullable(z.string()),
});
export type PledgeNudgeStatus = z.infer<typeof pledgeNudgeStatus>;

/** A stock that may be pledged: held free, and MTF buys awaiting their pledge (`buy_qty`). */
export const pledgeableStock = z.object({
  isin: z.string(),
  symbol: z.string(),
  company: z.string(),
  segment: z.number(),
  token: z.number(),
  /** Shares held in demat. */
  qty: z.number(),
  pledged_qty: z.number(),
  /** Free holding shares plus MTF shares awaiting their pledge. */
  max_pledgeable_qty: z.number(),
  /** MTF shares bought and not yet pledged (pledged first: they are squared off after T+6). */
  buy_qty: z.number(),
  ltp: z.number(),
  /** Value of `max_pledgeable_qty` at the last price, paise. */
  net_amt: z.number(),
  /** Collateral margin the free holding shares would give, paise. */
  collateral: z.number(),
});
export type PledgeableStock = z.infer<typeof pledgeableStock>;

export const pledgeableStocks = z.object({
  stocks: z.array(pledgeableStock),
  mtfStatus: mtfPledgeStatus,
  nudgeStatus: pledgeNudgeStatus,
  /** Whether pledging is open now (07:30 to 22:00). */
  window_open: z.boolean(),
});
export type PledgeableStocks = z.infer<typeof pledgeableStocks>;

/** A pledged stock: collateral shares and MTF shares. */
export const pledgedStock = z.object({
  isin: z.string(),
  symbol: z.string(),
  company: z.string(),
  segment: z.number(),
  token: z.number(),
  pledged_qty: z.number(),
  /** Of which MTF shares (they back the MTF position and cannot be unpledged while it is open). */
  mtf_qty: z.number(),
  /** Collateral shares that may be unpledged. */
  max_unpledgeable_qty: z.number(),
  ltp: z.number(),
  net_amt: z.number(),
  /** Collateral margin these shares give, paise. */
  collateral: z.number(),
});
export type PledgedStock = z.infer<typeof pledgedStock>;
export const pledgedStocks = z.object({ stocks: z.array(pledgedStock), collateral: z.number() });
export type PledgedStocks = z.infer<typeof pledgedStocks>;

/** A stock of a request and how far it went. */
export const pledgeTransactionItem = z.object({
  isin: z.string(),
  symbol: z.string(),
  qty: z.number(),
  /** Shares the depository pledged (or released). */
  done_qty: z.number(),
  /** Of `qty`, MTF shares. */
  mtf_qty: z.number(),
  status: z.number(),
  status_text: z.string(),
});

/** A pledge or unpledge request (a row of get_status_transactions). */
export const pledgeTransaction = z.object({
  req_id: z.string(),
  kind: z.enum(["PLEDGE", "UNPLEDGE"]),
  /** 201/207 Pledge Status Awaiting, 203 Pledge Pending, 204 Pledged, 205 Cancelled, 100 Partially Pledged. */
  status: z.number(),
  status_text: z.string(),
  /** OTP Authorized, Authorization Pending, Pledge Successful, ... */
  remark: z.string(),
  source: z.string(),
  /** Epoch seconds. */
  created_at: z.number(),
  updated_at: z.number(),
  /** When an awaiting request lapses unless authorised, epoch seconds. */
  lapses_at: z.nullable(z.number()),
  items: z.array(pledgeTransactionItem),
  /** The depository's OTP page, while the request awaits its authorisation. */
  authorise_url: z.nullable(z.string()),
});
export type PledgeTransaction = z.infer<typeof pledgeTransaction>;
export const pledgeTransactions = z.object({ transactions: z.array(pledgeTransaction) });

/** pledgedData (spec 3 §3): what the depository's authorisation page receives. */
export const pledgedData = z.object({
  DPID: z.string(),
  ReturnUrl: z.string(),
  Boid: z.string(),
  ReqId: z.string(),
  pledgedtls: z.string(),
  version: z.string(),
});
export type PledgedData = z.infer<typeof pledgedData>;

export const pledgeCreated = z.object({
  transaction: pledgeTransaction,
  pledgedData: z.nullable(pledgedData),
  cdsl_link: z.nullable(z.string()),
});
export type PledgeCreated = z.infer<typeof pledgeCreated>;

/** The pledge calls (spec 3 §7, all POST). Creating is not retried: a repeat is a second request. */
export const pledgeEndpoints = {
  statusTransactions: postEndpoint(
    "trade",
    "/pledge/v1/get_status_transactions",
    pledgePartyRequest,
    pledgeTransactions,
    true,
  ),
  pledgeableStocks: postEndpoint(
    "trade",
    "/pledge/v1/get_pledgeable_stocks",
    pledgePartyRequest,
    pledgeableStocks,
    true,
  ),
  pledgedStocks: postEndpoint(
    "trade",
    "/pledge/v1/get_plegded_stocks",
    pledgePartyRequest,
    pledgedStocks,
    true,
  ),
  createPledge: postEndpoint("trade", "/pledge/v1/create_pledge", pledgeRequest, pledgeCreated),
  createUnpledge: postEndpoint("trade", "/pledge/v1/create_unpledge", pledgeRequest, pledgeCreated),
};
