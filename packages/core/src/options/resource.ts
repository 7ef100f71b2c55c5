import type { TradeClient } from "../client.js";
import { marketEndpoints } from "../contract/endpoints.js";
import type { OptionChain, Scrip } from "../contract/market.js";
import { ApiError } from "../errors.js";
import type { Instrument } from "../feed/subscription.js";
import { marketOf } from "../market/resource.js";
import { accessorOf, Resource } from "../resource.js";
import { defaultChainStrikes, hasOptionChain } from "../rules/options/chain.js";
import type { RequestOptions } from "../transport/http.js";

/** An underlying with options: where its options trade, their expiries and strike step, and what it is priced on. */
export interface OptionUnderlying {
  /** The root symbol the chain is asked by (NIFTY, RELIANCE, CRUDEOIL). */
  symbol: string;
  /** What the screen calls it (an index's name, the stock's symbol). */
  name: string;
  /** The segment the options trade in (2 NSE F&O, 4 BSE F&O, 5 MCX, ...). */
  segment: number;
  /** The instrument the options are priced on (the index or stock; a commodity's future): its live price is the spot. */
  spot: Instrument | null;
  /** Option expiries, nearest first (YYYY-MM-DD). */
  expiries: string[];
  /** Strike step in minor units. */
  strikeStep: number | null;
  lotSize: number;
}

/** Why an instrument shows no option chain: the spec's cases (spec 2 §5) or a listing without options. */
export interface NoOptionChain {
  symbol: string;
  reason: "not-offered" | "no-options" | "unknown";
}

/**
 * The option chain's look-ups (spec 2 §7 Option chain): the underlying of any instrument with its option expiries,
 * the chain of one expiry (LTP, OI, IV and greeks per call and put, with the at-the-money strike), and the greeks.
 * Prices in minor units.
 *
 * @example
 * ```ts
 * import { optionsOf } from "@trade/core/options";
 * const nifty = await optionsOf(client).underlying({ segment: 1, token: 99926000 });
 * if ("expiries" in nifty) {
 *   const chain = await optionsOf(client).chain(nifty, nifty.expiries[0]);
 *   console.log(chain.atmStrike, chain.rows.length);
 * }
 * ```
 */
export class OptionsResource extends Resource {
  /**
   * The underlying whose chain an instrument opens: an index or stock itself, an option's or future's root. Answers
   * `NoOptionChain` where the spec offers none (cash without derivatives, commodities outside the allowed list,
   * segment 7) or the broker lists no options.
   */
  async underlying(
    instrument: Instrument,
    options?: RequestOptions,
  ): Promise<OptionUnderlying | NoOptionChain> {
    const market = marketOf(this.client);
    const summary = await market.instrument(instrument, options);
    if (summary === null) return { symbol: String(instrument.token), reason: "unknown" };
    let symbol: string;
    let name = summary.tradeSymbol;
    if (summary.scrip === undefined) {
      const index = (await market.indexMaster(options)).find(
        (entry) => entry.token === instrument.token && entry.mktSegID === instrument.segment,
      );
      if (index === undefined || index.tokenref[1] === 0 || index.tokenref[1] === undefined) {
        return { symbol: summary.name, reason: "not-offered" };
      }
      symbol = index.symbolName;
      name = index.name;
    } else {
      const scrip = summary.scrip;
      symbol = scrip.symbolName;
      name = scrip.isIndices ? scrip.details : scrip.symbolName;
      if (!hasOptionChain(scrip)) return { symbol, reason: "not-offered" };
    }
    const derivativeSegment =
      summary.scrip !== undefined && summary.scrip.expirydate !== null ? instrument.segment : undefined;
    return this.expiries(symbol, derivativeSegment, options).then(
      (found) => (found === null ? { symbol, reason: "no-options" } : { ...found, name }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return { symbol, reason: "no-options" };
        throw error;
      },
    );
  }

  /** A root symbol's options: segment, expiries, strike step; null when it has futures but no options. */
  async expiries(
    symbol: string,
    segment?: number,
    options?: RequestOptions,
  ): Promise<Omit<OptionUnderlying, "name"> | null> {
    const details = await this.call(
      marketEndpoints.scripDerivativeDetails,
      { query: segment === undefined ? { symbol } : { symbol, SegmentID: segment } },
      options,
    );
    if (details.optionExpiries.length === 0) return null;
    return {
      symbol: details.symbol,
      segment: details.mktSegID,
      spot:
        details.underlying === null
          ? null
          : { segment: details.underlying.mktSegID, token: details.underlying.token },
      expiries: details.optionExpiries,
      strikeStep: details.strikeStep,
      lotSize: details.lotSize,
    };
  }

  /** A root symbol's futures in a segment, nearest expiry first (the contracts a future is rolled into). */
  async futures(symbol: string, segment: number, options?: RequestOptions): Promise<Scrip[]> {
    const details = await this.call(
      marketEndpoints.scripDerivativeDetails,
      { query: { symbol, SegmentID: segment } },
      options,
    );
    return details.futures;
  }

  /** The chain of one expiry, `strikeCount` strikes (default 30, spec 2 §9) centred on the money. */
  chain(
    underlying: { symbol: string; segment: number },
    expiry: string,
    strikeCount = defaultChainStrikes,
    options?: RequestOptions,
  ): Promise<OptionChain> {
    return this.call(
      marketEndpoints.optionChain,
      {
        query: {
          TradeSymbol: underlying.symbol,
          MarketSegmentId: underlying.segment,
          ExpiryDate: expiry,
          StrikeCount: strikeCount,
        },
      },
      options,
    );
  }

  /** IV and greeks of every contract of one expiry (GET /scripmaster/v1/greeks). */
  greeks(underlying: { symbol: string; segment: number }, expiry: string, options?: RequestOptions) {
    return this.call(
      marketEndpoints.greeks,
      {
        query: { TradeSymbol: underlying.symbol, MarketSegmentId: underlying.segment, ExpiryDate: expiry },
      },
      options,
    );
  }
}

/** The client's option look-ups (one resource per client): `optionsOf(client).chain(nifty, expiry)`. */
export const optionsOf: (client: TradeClient) => OptionsResource = accessorOf(
  (client) => new OptionsResource(client),
);
