import type { TradeClient } from "../client.js";
import { atPath } from "../contract/path.js";
import {
  type SipCreateRequest,
  type SipStatus,
  type SipTransaction,
  type SipUpdateRequest,
  type StockSip,
  sipEndpoints,
} from "../contract/sip.js";
import { accessorOf, Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/**
 * Stock SIP (spec 2 §3, §4, §7): set up a recurring delivery buy by quantity or amount, pause, resume, modify or
 * cancel it, and read its instalments. The broker places each instalment at the session open of its day.
 *
 * @example
 * ```ts
 * import { sipOf } from "@trade/core/sip";
 * const sip = await sipOf(client).create({ exchangeSegment: 1, instrument_id: 11536, order_type: "AMOUNT",
 *   order_value: 5_000_00, frequency: "MONTHLY", start_date: "2026-12-01" });
 * await sipOf(client).pause(sip.sip_id);
 * ```
 */
export class SipResource extends Resource {
  /** The client's SIPs, newest first: all, or those of one status (the filter tabs). */
  async list(status?: SipStatus, options?: RequestOptions): Promise<StockSip[]> {
    const query = status === undefined ? {} : { status };
    return (await this.call(sipEndpoints.list, { query }, options)).sips;
  }

  /** Set up a SIP; it starts ACTIVE with its first instalment on `start_date` (or the next trading day). */
  async create(request: SipCreateRequest, options?: RequestOptions): Promise<StockSip> {
    return (await this.call(sipEndpoints.create, { body: request }, options)).sip;
  }

  /** New terms, or a status change (PUT /v1/sip/{sip_id}). */
  async update(sipId: string, change: SipUpdateRequest, options?: RequestOptions): Promise<StockSip> {
    return (await this.call(atPath(sipEndpoints.update, { sip_id: sipId }), { body: change }, options)).sip;
  }

  /** Stop the instalments until resumed. */
  pause(sipId: string, options?: RequestOptions): Promise<StockSip> {
    return this.update(sipId, { status: "PAUSE" }, options);
  }

  /** Start the instalments again, from the next due date. */
  resume(sipId: string, options?: RequestOptions): Promise<StockSip> {
    return this.update(sipId, { status: "ACTIVE" }, options);
  }

  /** Stop the SIP for good (orders already placed stay). */
  cancel(sipId: string, options?: RequestOptions): Promise<StockSip> {
    return this.update(sipId, { status: "CANCEL" }, options);
  }

  /** The SIP's instalments, newest first, each with its order's fate. */
  async transactions(sipId: string, options?: RequestOptions): Promise<SipTransaction[]> {
    return (await this.call(atPath(sipEndpoints.transactions, { sip_id: sipId }), {}, options)).transactions;
  }
}

/** The Stock SIP area of a client (one per client). */
export const sipOf: (client: TradeClient) => SipResource = accessorOf((client) => new SipResource(client));
