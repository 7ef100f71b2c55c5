import * as z from "zod/mini";
import { boundedPrice, boundedQuantity } from "./bounds.js";
import { endpoint, getEndpoint, postEndpoint } from "./endpoint.js";
import { orderType, productType, side, variety } from "./order.js";

/**
 * Baskets (spec 2 §3 Basket, §7 Baskets: create, list, delete, save, update; the paths are ours, docs/decisions.md
 * "Baskets"). A basket is a named list of up to 50 order lines kept by the broker; placing one goes through the batch
 * order call (`/v5/batch-orders`), its margin through the batch margin call. Prices are integers in the segment's
 * minor units.
 */

const text = (max: number) => z.string().check(z.maxLength(max));
const basketId = z.string().check(z.minLength(1), z.maxLength(64));
/** A basket's name: 1 to 40 characters (ours). */
const basketName = z.string().check(z.minLength(1), z.maxLength(40));

/**
 * One order line of a basket (spec 2 §3 Basket line: scrip, quantity, transactiontype, ordertype, price). Whether a
 * line may be placed (quantity, price, AMO) is a rule (`checkBasketLine`), answered with the spec's words; the
 * schema only bounds the numbers. `variety` AMO is refused: 'AMO orders are not allow in basket orders'.
 */
export const basketLine = z.strictObject({
  exchangeSegment: z.int().check(z.gte(1), z.lte(99)),
  symbolToken: z.int().check(z.gte(1), z.lte(2 ** 31 - 1)),
  /** The symbol shown; filled from the instrument master by the broker. */
  tradingSymbol: z.optional(text(60)),
  /** NSE, BSE, NFO, ...; filled by the broker. */
  exchange: z.optional(text(10)),
  transactiontype: side,
  producttype: productType,
  ordertype: orderType,
  quantity: boundedQuantity(),
  /** The limit price (LIMIT, SL); 0 or absent at market. */
  price: z.optional(boundedPrice()),
  /** The trigger (SL, SL-M). */
  triggerPrice: z.optional(boundedPrice()),
  variety: z.optional(variety),
});
export type BasketLineInput = z.input<typeof basketLine>;

/** A stored line: as saved, with the symbol and exchange the broker filled. */
export const storedBasketLine = z.object({
  exchangeSegment: z.number(),
  symbolToken: z.number(),
  tradingSymbol: z.string(),
  exchange: z.string(),
  transactiontype: side,
  producttype: productType,
  ordertype: orderType,
  quantity: z.number(),
  price: z.number(),
  triggerPrice: z.number(),
});
export type BasketLine = z.infer<typeof storedBasketLine>;

/** A basket (spec 2 §3): its lines in order, and the version an update must name. */
export const basket = z.object({
  basketId: z.string(),
  basketName: z.string(),
  /** 1 when made, one more on every update; an update naming another version is refused (409). */
  version: z.number(),
  orders: z.array(storedBasketLine),
  itemCount: z.number(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Basket = z.infer<typeof basket>;

// Bounded for the payload only: more than 50 is the rule's refusal, in the spec's words ('Max 50 orders allowed').
const lines = z.array(basketLine).check(z.maxLength(500));

/** create: a fresh, empty basket; the name defaults to 'DAY BASKET HH:mm' (the market clock). */
export const basketCreateRequest = z.strictObject({ basketName: z.optional(basketName) });
export type BasketCreateRequest = z.input<typeof basketCreateRequest>;

/** save (spec 2 §7: POST basketName, orders): a new basket with its lines. */
export const basketSaveRequest = z.strictObject({ basketName, orders: lines });
export type BasketSaveRequest = z.input<typeof basketSaveRequest>;

/** update (spec 2 §7: PUT with basketId, version): the lines (and the name) replaced. */
export const basketUpdateRequest = z.strictObject({
  basketId,
  version: z.int().check(z.gte(1), z.lte(2 ** 31 - 1)),
  basketName: z.optional(basketName),
  orders: lines,
});
export type BasketUpdateRequest = z.input<typeof basketUpdateRequest>;

export const basketResult = z.object({ basket });
export const basketList = z.object({ baskets: z.array(basket) });
export const basketDeleted = z.object({ basketId: z.string() });

/** The basket calls (spec 2 §7). Create and save are not retried: a second try would make a second basket. */
export const basketEndpoints = {
  list: getEndpoint("trade", "/v1/basket", undefined, basketList),
  create: postEndpoint("trade", "/v1/basket/create", basketCreateRequest, basketResult),
  save: postEndpoint("trade", "/v1/basket", basketSaveRequest, basketResult),
  update: endpoint({
    method: "PUT",
    path: "/v1/basket",
    token: "trade",
    body: basketUpdateRequest,
    query: undefined,
    data: basketResult,
  }),
  delete: endpoint({
    method: "DELETE",
    path: "/v1/basket/{basketId}",
    token: "trade",
    body: undefined,
    query: undefined,
    data: basketDeleted,
    idempotent: true,
  }),
};
