import type * as z from "zod/mini";
import type { RmsLimit, RmsLimitRequest } from "../contract/funds.js";
import type { leverageRequest, leverageResult, MarginOrder, MarginResult } from "../contract/orders.js";
import { tradingEndpoints } from "../contract/tradingEndpoints.js";
import { Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/** Margins, leverage and fund limits for the order pad and the margin helper (spec 2 §3, §7). Amounts in paise. */
export class MarginResource extends Resource {
  /** Margin up to 50 orders need together, and the shortfall (POST /batch/v3/margin). */
  batchMargin(
    request: { party_code: string; orders: readonly MarginOrder[] },
    options?: RequestOptions,
  ): Promise<MarginResult> {
    return this.call(
      tradingEndpoints.batchMargin,
      { body: { party_code: request.party_code, orders: [...request.orders] } },
      options,
    );
  }

  /** Leverage check by partyCode, exchange, scriptoken, productType, buyOrSell. */
  leverage(
    request: z.input<typeof leverageRequest>,
    options?: RequestOptions,
  ): Promise<z.infer<typeof leverageResult>> {
    return this.call(tradingEndpoints.leverage, { body: request }, options);
  }

  /** The trading balance from the risk system (the same call as `client.funds.rmsLimit`). */
  limits(input: RmsLimitRequest = {}, options?: RequestOptions): Promise<RmsLimit> {
    return this.client.funds.rmsLimit(input, options);
  }
}
