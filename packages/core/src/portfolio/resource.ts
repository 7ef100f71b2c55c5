import type { TradeClient } from "../client.js";
import {
  type CorporateEvent,
  type DividendEarned,
  type EquityTransaction,
  type Holding,
  type PortfolioSummary,
  portfolioEndpoints,
  type QuantityBreakup,
} from "../contract/portfolio.js";
import { accessorOf, Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/**
 * The portfolio (spec 3 §2, §3, §7): equity holdings, the totals, one holding's quantity breakup, dividends earned,
 * the transactions statement and provisional P&L. Amounts are integer paise. Live figures are computed from the
 * holdings and the quote feed with `holdingFigures` / `portfolioSummaryOf`.
 *
 * @example
 * ```ts
 * import { portfolioOf, portfolioSummaryOf } from "@trade/core/portfolio";
 * const holdings = await portfolioOf(client).holdings();
 * console.log(portfolioSummaryOf(holdings).TotalGL);
 * ```
 */
export class PortfolioResource extends Resource {
  /** The client's equity holdings (geteqholding). */
  async holdings(options?: RequestOptions): Promise<Holding[]> {
    return (await this.call(portfolioEndpoints.holdings, { body: {} }, options)).holdings;
  }

  /** The totals at the time of the answer (superportfolio). */
  async summary(options?: RequestOptions): Promise<PortfolioSummary> {
    return (await this.call(portfolioEndpoints.summary, { body: { partyCode: this.#party() } }, options))
      .summary;
  }

  /** One holding's quantity breakup (holdingdetail). */
  async breakup(isin: string, options?: RequestOptions): Promise<QuantityBreakup> {
    const partyCode = this.#party();
    const body = { partyCode, isin, partyCodeList: [partyCode] };
    return (await this.call(portfolioEndpoints.holdingDetail, { body }, options)).HoldingDetail;
  }

  /** Dividends earned (of one stock, or all), newest first, and the corporate events to come. */
  dividends(
    isin?: string,
    options?: RequestOptions,
  ): Promise<{ dividends: DividendEarned[]; upcoming: CorporateEvent[] }> {
    const body = { partyCode: this.#party(), ...(isin === undefined ? {} : { isin }) };
    return this.call(portfolioEndpoints.dividends, { body }, options);
  }

  /** The equity transactions statement, oldest first (of one stock, or all; `from`/`to` YYYY-MM-DD). */
  async transactions(
    filter: { isin?: string; from?: string; to?: string } = {},
    options?: RequestOptions,
  ): Promise<EquityTransaction[]> {
    const body = { party_code: this.#party(), ...filter };
    return (await this.call(portfolioEndpoints.transactions, { body }, options)).transactions;
  }

  /** Realised P&L of the sells in a range, first in first out. */
  provisionalPnl(filter: { from?: string; to?: string } = {}, options?: RequestOptions) {
    return this.call(
      portfolioEndpoints.provisionalPnl,
      { body: { partyCode: this.#party(), ...filter } },
      options,
    );
  }

  #party(): string {
    return this.client.session.getSnapshot().clientCode ?? "";
  }
}

/** The portfolio area of a client (one per client). */
export const portfolioOf: (client: TradeClient) => PortfolioResource = accessorOf(
  (client) => new PortfolioResource(client),
);
