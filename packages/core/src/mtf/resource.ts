import type { TradeClient } from "../client.js";
import {
  mtfEndpoints as calls,
  type MtfDashboard,
  type MtfPayment,
  type MtfPaymentHistory,
  type MtfRecommendation,
  type MtfTransaction,
} from "../contract/mtf.js";
import type { PledgedStocks, PledgeTransaction } from "../contract/pledge.js";
import { ApiError } from "../errors.js";
import { randomId } from "../internal/ids.js";
import { refusedAs } from "../pledge/resource.js";
import { accessorOf, Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/** Pay Later refused: 'Not eligible for MTF', stock transfers not verified, nothing due, more than due, or not enough cash to pay. */
export class MtfRefusedError extends ApiError {
  static override readonly kind: string = "MtfRefusedError";
}

const mtfCodes = ["MTF-INELIGIBLE", "MTF-VERIFY", "MTF-NO-DUES", "MTF-ABOVE-DUES", "MTF-FUNDS"] as const;

/**
 * Pay Later (MTF) (spec 3 §2, §7, §9): the dashboard (4X buying power on cash and pledged collateral, what is
 * funded and due), the MTF buys with their pledge and square-off date, pledged and historic pledges, the interest and
 * payment history, recommendations, and paying the dues now. MTF orders are placed as the Margin product (MARGIN).
 *
 * @example
 * ```ts
 * import { mtfOf } from "@trade/core/mtf";
 * const { eligible, buying_power } = await mtfOf(client).dashboard();
 * ```
 */
export class MtfAreaResource extends Resource {
  dashboard(options?: RequestOptions): Promise<MtfDashboard> {
    return this.call(calls.dashboard, {}, options);
  }

  /** The MTF buys, newest first: pledged, awaiting the pledge (with the square-off date), squared off, closed. */
  async transactions(options?: RequestOptions): Promise<MtfTransaction[]> {
    return (await this.call(calls.transactions, {}, options)).transactions;
  }

  /** The pledged stocks (the same as `pledgeOf(client).pledged()`). */
  pledged(options?: RequestOptions): Promise<PledgedStocks> {
    return this.call(calls.pledged, {}, options);
  }

  /** Pledge and unpledge requests that no longer move, newest first. */
  async historicPledges(options?: RequestOptions): Promise<PledgeTransaction[]> {
    return (await this.call(calls.historicPledge, {}, options)).transactions;
  }

  /** Interest charged at each day roll, the payments of the dues, and what is due now. */
  paymentHistory(options?: RequestOptions): Promise<MtfPaymentHistory> {
    return this.call(calls.paymentHistory, {}, options);
  }

  /** Stocks recommended for MTF; `limit` 0 (the default) is all. */
  async recommendations(limit = 0, options?: RequestOptions): Promise<MtfRecommendation[]> {
    return (await this.call(calls.recommendations, { query: { limit: String(limit) } }, options))
      .recommendations;
  }

  /** Pay `amount` (paise) of the dues from the trading balance; safe to retry with the same `reference`. */
  async payNow(
    amount: number,
    { reference, ...options }: RequestOptions & { reference?: string } = {},
  ): Promise<{ payment: MtfPayment; dues: number }> {
    const body = { amount, upstream_reference_number: reference ?? randomId().replace(/[^A-Za-z0-9]/g, "") };
    try {
      return await this.call(calls.payNow, { body }, options);
    } catch (error) {
      throw refusedAs(MtfRefusedError, mtfCodes, error);
    }
  }
}

/** The MTF area of a client (one per client). */
export const mtfOf: (client: TradeClient) => MtfAreaResource = accessorOf(
  (client) => new MtfAreaResource(client),
);
