import * as z from "zod/mini";
import { boundedPrice, boundedQuantity } from "./bounds.js";
import { postEndpoint } from "./endpoint.js";
import { side } from "./order.js";

/**
 * GTT (good till triggered) rules, spec 2 §3 GTT and §7 (ruleList, createRule, modifyRule, cancelRule; the paths are
 * ours, docs/decisions.md "GTT"). Field names are the spec's (lower case, as the broker's GTT service spells them);
 * prices are integers in the segment's minor units.
 */

/** A single trigger, or OCO: a target and a stop loss, the first crossed cancels the other. */
export const gttType = z.enum(["SINGLE", "OCO"]);
export type GttType = z.infer<typeof gttType>;

/** The products a GTT order may carry. */
export const gttProduct = z.enum(["CNC", "MIS", "NRML", "MARGIN"]);
export type GttProduct = z.infer<typeof gttProduct>;

/**
 * GTT status codes (spec 2 §4): 1 and 4 Pending (4: modified), 3 Cancelled, 5 Triggered (the order is working),
 * 7 Rejected (the rule can no longer run), 10 Triggered & Executed, 11 Triggered & Rejected (the order was rejected),
 * 12 Triggered & Rejected (the order could not be placed).
 */
export const gttStatusCodes = [1, 3, 4, 5, 7, 10, 11, 12] as const;
export const gttStatusCode = z.literal(gttStatusCodes);
export type GttStatusCode = z.infer<typeof gttStatusCode>;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const price = boundedPrice(1);
const quantity = boundedQuantity(1);
/** Market protection in percent (0.25 to 10, spec 2 §5), for a rule whose order goes at market. */
const marketProtection = z.number().check(z.gte(0), z.lte(100));

/** What may change in a rule: the levels, prices, quantity and how the order is priced. */
const ruleTerms = {
  qty: quantity,
  /** LIMIT: the order goes at `price`; MARKET: at the trigger, protected by `marketProtection` percent. */
  orderType: z.optional(z.enum(["LIMIT", "MARKET"])),
  /** The single trigger, or the OCO's target trigger. */
  triggerprice: price,
  /** The order's price when the trigger (or the OCO's target) fires (LIMIT). */
  price: z.optional(price),
  /** OCO: the stop-loss trigger. */
  stoplosstriggerprice: z.optional(price),
  /** OCO: the order's price when the stop loss fires (LIMIT). */
  stoplossprice: z.optional(price),
  disclosedqty: z.optional(boundedQuantity()),
  marketProtection: z.optional(marketProtection),
};

/** createRule: a new rule on one instrument. */
export const gttCreateRequest = z.strictObject({
  exchangeSegment: z.int().check(z.gte(1), z.lte(99)),
  symboltoken: z.int().check(z.gte(1), z.lte(2 ** 31 - 1)),
  /** Checked against the token when given. */
  tradingsymbol: z.optional(z.string().check(z.maxLength(60))),
  transactiontype: side,
  producttype: gttProduct,
  gttType,
  ...ruleTerms,
  strategyCode: z.optional(z.string().check(z.maxLength(40))),
});
export type GttCreateRequest = z.input<typeof gttCreateRequest>;

/** modifyRule: a pending rule's terms replaced (the instrument, side, product and type stay). */
export const gttModifyRequest = z.strictObject({ id, ...ruleTerms });
export type GttModifyRequest = z.input<typeof gttModifyRequest>;

/** cancelRule. */
export const gttCancelRequest = z.strictObject({ id });
export type GttCancelRequest = z.input<typeof gttCancelRequest>;

/** ruleList: by status codes (all when absent), newest first, `count` a page (at most 200, spec 2 §9). */
export const gttListRequest = z.strictObject({
  status: z.optional(z.array(gttStatusCode).check(z.maxLength(gttStatusCodes.length))),
  page: z.optional(z.int().check(z.gte(1), z.lte(100_000))),
  count: z.optional(z.int().check(z.gte(1), z.lte(200))),
});
export type GttListRequest = z.input<typeof gttListRequest>;

/** A GTT rule (spec 2 §3). */
export const gttRule = z.object({
  id: z.string(),
  clientid: z.string(),
  /** NSE, BSE, NFO, ... */
  exchange: z.string(),
  exchangeSegment: z.number(),
  symboltoken: z.number(),
  tradingsymbol: z.string(),
  transactiontype: side,
  producttype: gttProduct,
  gttType,
  orderType: z.enum(["LIMIT", "MARKET"]),
  qty: z.number(),
  price: z.nullable(z.number()),
  triggerprice: z.number(),
  stoplossprice: z.nullable(z.number()),
  stoplosstriggerprice: z.nullable(z.number()),
  disclosedqty: z.number(),
  marketProtection: z.nullable(z.number()),
  /** The last traded price when the rule was created (or last modified): it says which way each trigger fires. */
  ltp_at_order_placement: z.number(),
  status: gttStatusCode,
  /** The order placed when the rule fired. */
  orderId: z.nullable(z.string()),
  /** Which level fired: the single trigger or the OCO's target ("target"), or the OCO's stop loss ("stoploss"). */
  triggeredLeg: z.nullable(z.enum(["target", "stoploss"])),
  /** Why the rule or its order was rejected. */
  rejectionReason: z.nullable(z.string()),
  strategyCode: z.nullable(z.string()),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type GttRule = z.infer<typeof gttRule>;

export const gttRuleResult = z.object({ rule: gttRule });
export const gttListResult = z.object({ rules: z.array(gttRule), page: z.number(), total: z.number() });
export type GttListResult = z.infer<typeof gttListResult>;

/** The GTT calls (spec 2 §7). None is retried: a create sent twice would make two rules. */
export const gttEndpoints = {
  ruleList: postEndpoint("trade", "/gtt/v1/ruleList", gttListRequest, gttListResult, true),
  createRule: postEndpoint("trade", "/gtt/v1/createRule", gttCreateRequest, gttRuleResult),
  modifyRule: postEndpoint("trade", "/gtt/v1/modifyRule", gttModifyRequest, gttRuleResult),
  cancelRule: postEndpoint("trade", "/gtt/v1/cancelRule", gttCancelRequest, gttRuleResult),
};
