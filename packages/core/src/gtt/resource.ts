import type { TradeClient } from "../client.js";
import {
  type GttCreateRequest,
  type GttListRequest,
  type GttListResult,
  type GttModifyRequest,
  type GttRule,
  gttEndpoints,
} from "../contract/gtt.js";
import { accessorOf, Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/**
 * GTT rules (spec 2 §3, §5, §7): list, create, modify and cancel standing single and OCO rules. The broker watches the
 * price and places the rule's order when a level is crossed; its order then arrives on the order-update feed like any
 * other (`guiOrderId` `gtt-<id>-<leg>`). Refusals throw the SDK's typed errors with the spec's message
 * (`UnprocessableEntityError` with code `GTT-SELL-POA`, `GTT-EXPIRY-DAY`, ...; `ConflictError` AB9026 for a rule that
 * is no longer pending); `gttErrorDialog` says how the app shows them.
 *
 * @example
 * ```ts
 * import { gttOf } from "@trade/core/gtt";
 * const rule = await gttOf(client).create({ exchangeSegment: 1, symboltoken: 1594, transactiontype: "S",
 *   producttype: "CNC", gttType: "OCO", qty: 5, triggerprice: 160_000, price: 160_000,
 *   stoplosstriggerprice: 140_000, stoplossprice: 139_500 });
 * ```
 */
export class GttResource extends Resource {
  /** A page of rules, newest first: all of them, or those with the given status codes (page size 200 at most). */
  list(request: GttListRequest = {}, options?: RequestOptions): Promise<GttListResult> {
    return this.call(gttEndpoints.ruleList, { body: request }, options);
  }

  /** Set a rule; it starts Pending (1). */
  async create(rule: GttCreateRequest, options?: RequestOptions): Promise<GttRule> {
    return (await this.call(gttEndpoints.createRule, { body: rule }, options)).rule;
  }

  /** Replace a pending rule's terms; it becomes Pending (4). */
  async modify(change: GttModifyRequest, options?: RequestOptions): Promise<GttRule> {
    return (await this.call(gttEndpoints.modifyRule, { body: change }, options)).rule;
  }

  /** Cancel a pending rule (3). */
  async cancel(id: string, options?: RequestOptions): Promise<GttRule> {
    return (await this.call(gttEndpoints.cancelRule, { body: { id } }, options)).rule;
  }
}

/** The GTT area of a client (one per client). */
export const gttOf: (client: TradeClient) => GttResource = accessorOf((client) => new GttResource(client));
