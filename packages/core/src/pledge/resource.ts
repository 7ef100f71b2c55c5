import type { TradeClient } from "../client.js";
import {
  pledgeEndpoints as calls,
  type PledgeableStocks,
  type PledgeCreated,
  type PledgedStocks,
  type PledgeStockItem,
  type PledgeTransaction,
} from "../contract/pledge.js";
import { ApiError } from "../errors.js";
import { pageAddress } from "../internal/pageAddress.js";
import { type PollOptions, pollUntil } from "../internal/poll.js";
import { accessorOf, Resource } from "../resource.js";
import { isPledgeOpen } from "../rules/pledge/statuses.js";
import type { RequestOptions } from "../transport/http.js";

/** A pledge or unpledge the broker refused (window closed, quantity, ASBA, margin in use): `message` says why. */
export class PledgeRefusedError extends ApiError {
  static override readonly kind: string = "PledgeRefusedError";
}

/**
 * Pledging (spec 3 §4, §7 MTF and pledge): the stocks that may be pledged and those pledged, the requests and their
 * statuses, and creating a pledge (authorised with the depository's OTP on its page, `cdsl_link`) or an unpledge.
 * A refusal is a `PledgeRefusedError` carrying the broker's words.
 *
 * @example
 * ```ts
 * import { pledgeOf } from "@trade/core/pledge";
 * const pledge = pledgeOf(client);
 * const { stocks } = await pledge.pledgeable();
 * const created = await pledge.pledge([{ isin: stocks[0].isin, qty: 1 }]);
 * // open created.cdsl_link, enter the OTP; then
 * const settled = await pledge.waitForRequest(created.transaction.req_id);
 * ```
 */
export class PledgeAreaResource extends Resource {
  #party(): string {
    return this.client.session.getSnapshot().clientCode ?? "";
  }

  /** The stocks that may be pledged now (free holding shares and MTF shares awaiting their pledge). */
  pledgeable(options?: RequestOptions): Promise<PledgeableStocks> {
    return this.call(calls.pledgeableStocks, { body: { party_code: this.#party() } }, options);
  }

  /** The pledged stocks and the collateral margin they give. */
  pledged(options?: RequestOptions): Promise<PledgedStocks> {
    return this.call(calls.pledgedStocks, { body: { party_code: this.#party() } }, options);
  }

  /** The pledge and unpledge requests, newest first. */
  async requests(options?: RequestOptions): Promise<PledgeTransaction[]> {
    return (await this.call(calls.statusTransactions, { body: { party_code: this.#party() } }, options))
      .transactions;
  }

  /** Pledge stocks: the request awaits the depository's OTP on `cdsl_link`. */
  pledge(stocks: readonly PledgeStockItem[], options?: RequestOptions): Promise<PledgeCreated> {
    return this.#create(calls.createPledge, stocks, options);
  }

  /** Unpledge collateral shares: released by the depository shortly, no OTP. */
  unpledge(stocks: readonly PledgeStockItem[], options?: RequestOptions): Promise<PledgeCreated> {
    return this.#create(calls.createUnpledge, stocks, options);
  }

  /**
   * Ask a request's status every `everyMs` (default 3 s) until it no longer moves (Pledged, Partially Pledged,
   * Cancelled), or `signal` aborts (then the last status read is answered). Timers are the caller's clock.
   */
  async waitForRequest(reqId: string, wait: PollOptions = {}): Promise<PledgeTransaction | undefined> {
    return pollUntil(
      async (options) => (await this.requests(options)).find((r) => r.req_id === reqId),
      (found) => found === undefined || !isPledgeOpen(found.status),
      wait,
      3000,
    );
  }

  /** The depository's page of a request as an absolute address (its `cdsl_link` against the client's base URL). */
  pageUrl(link: string | null): string | undefined {
    return pageAddress(this.client.options.baseUrl, link);
  }

  async #create(
    endpoint: typeof calls.createPledge | typeof calls.createUnpledge,
    stocks: readonly PledgeStockItem[],
    options?: RequestOptions,
  ): Promise<PledgeCreated> {
    const body = { party_code: this.#party(), stock_list: [...stocks], source: "WEB" as const };
    try {
      return await this.call(endpoint, { body }, options);
    } catch (error) {
      throw refusedAs(PledgeRefusedError, "PLEDGE-REFUSED", error);
    }
  }
}

/** The broker's refusal with `code` as an error of `kind` (the same fields); any other error as it is. */
export function refusedAs(kind: typeof ApiError, code: string | readonly string[], error: unknown): unknown {
  const codes = typeof code === "string" ? [code] : code;
  if (!(error instanceof ApiError) || !codes.includes(error.code)) return error;
  const { status, message, requestId, body, headers } = error;
  return new kind({ status, code: error.code, message, requestId, body, headers }, { cause: error });
}

/** The pledge area of a client (one per client). */
export const pledgeOf: (client: TradeClient) => PledgeAreaResource = accessorOf(
  (client) => new PledgeAreaResource(client),
);
