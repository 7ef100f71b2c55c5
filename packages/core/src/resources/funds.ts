import { fundsEndpoints } from "../contract/endpoints.js";
import type { RmsLimit, RmsLimitRequest } from "../contract/funds.js";
import { Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/** Funds and limits (spec 3 §7 Funds). Amounts in paise. */
export class FundsResource extends Resource {
  /** Trading balance from the risk system (POST /funds/v2/getRMSLimit), a trade-token call. */
  rmsLimit(input: RmsLimitRequest = {}, options?: RequestOptions): Promise<RmsLimit> {
    return this.call(fundsEndpoints.rmsLimit, { body: input }, options);
  }
}
