import type * as z from "zod/mini";
import type { TradeClient } from "../client.js";
import { marketEndpoints } from "../contract/endpoints.js";
import type {
  Candles,
  IndexEntry,
  OptionChain,
  optionChainQuery,
  Scrip,
  SearchFilter,
} from "../contract/market.js";
import { ApiError } from "../errors.js";
import type { Instrument } from "../feed/subscription.js";
import { KeptRead } from "../internal/keptRead.js";
import { accessorOf, Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";
import { type QuoteSnapshot, type QuoteSnapshotOptions, quoteSnapshot } from "./snapshot.js";

/** Options of `search`: the request options, and an asset class to narrow to. */
export interface SearchOptions extends RequestOptions {
  /** Narrow to one asset class (default `all`). */
  filter?: SearchFilter;
}

/** What a screen shows of an instrument: a scrip of the scrip master, or an index of the index master. */
export interface InstrumentSummary {
  segment: number;
  token: number;
  /** The trading symbol (RELIANCE, NIFTY24DEC24000CE); an index's name. */
  tradeSymbol: string;
  /** The company or contract description; an index's name. */
  name: string;
  exchName: string;
  isinCode: string | null;
  /** EQ, FUTIDX, OPTSTK, ...; INDEX for an index. */
  instName: string;
  /** True for an index (not tradable). */
  index: boolean;
  /** The scrip master's row; absent for an index of the index master. */
  scrip?: Scrip;
}

/** One candle request: the instrument, the interval, and from/to in epoch seconds. */
export interface CandlesRequest extends Instrument {
  interval: "1m" | "3m" | "5m" | "10m" | "15m" | "30m" | "1h" | "1d";
  from: number;
  to: number;
}

/**
 * Market look-ups (spec 3 §7 Market and stock data): search, the scrip and index masters, one instrument by token,
 * candles, metadata, and quote snapshots without decoding the binary feed. Prices are in the segment's minor units;
 * a snapshot carries rupees beside them.
 *
 * @example
 * ```ts
 * import { marketOf } from "@trade/core/market";
 * const [reliance] = await marketOf(client).search("reliance");
 * const [quote] = await marketOf(client).quotes([{ segment: reliance.mktSegID, token: reliance.token }]);
 * console.log(quote.ltpRupees, quote.bids[0].priceRupees);
 * ```
 */
export class MarketResource extends Resource {
  readonly #indices = new KeptRead<IndexEntry[]>();

  /**
   * Global search (GET /v5/search, spec 1 §5): scrips matching `keyword` (2+ letters, digits or spaces). The user
   * and account type come from the session's profile (read once if not yet read).
   */
  async search(keyword: string, options: SearchOptions = {}): Promise<Scrip[]> {
    const { filter, ...request } = options;
    const profile = this.client.profile.current ?? (await this.client.profile.get(request));
    return this.call(
      marketEndpoints.search,
      {
        query: {
          keyword,
          userType: profile.userType,
          accountType: profile.accountType,
          ...(filter ? { filter } : {}),
        },
      },
      request,
    );
  }

  /** The scrip master: one instrument by token and segment, or every listing of a symbol. */
  scripMaster(
    query: { segment: number; token: number } | { symbol: string },
    options?: RequestOptions,
  ): Promise<Scrip[]> {
    return this.call(
      marketEndpoints.scripMaster,
      {
        query:
          "symbol" in query ? { symbol: query.symbol } : { TokenID: query.token, SegmentID: query.segment },
      },
      options,
    );
  }

  /** The index master (every index, with the header's pin data); read once per client, then kept. */
  indexMaster(options?: RequestOptions): Promise<IndexEntry[]> {
    return this.#indices.get(() => this.call(marketEndpoints.indexMaster, {}, options));
  }

  /**
   * One instrument by segment and token: the scrip master first, then the index master (indices are not scrips).
   * Null when the broker lists neither.
   */
  async instrument(instrument: Instrument, options?: RequestOptions): Promise<InstrumentSummary | null> {
    const { segment, token } = instrument;
    const [scrip] = await this.scripMaster({ segment, token }, options).catch((error: unknown) => {
      // The scrip master answers 404 for a token it does not list: the index master may still list it.
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    });
    if (scrip !== undefined) {
      return {
        segment,
        token,
        tradeSymbol: scrip.tradeSymbol,
        name: scrip.details,
        exchName: scrip.exchName,
        isinCode: scrip.isinCode,
        instName: scrip.instName,
        index: scrip.isIndices,
        scrip,
      };
    }
    const indices = await this.indexMaster(options);
    const index = indices.find((entry) => entry.token === token && entry.mktSegID === segment);
    if (index === undefined) return null;
    return {
      segment,
      token,
      tradeSymbol: index.name,
      name: index.name,
      exchName: index.exchName,
      isinCode: null,
      instName: "INDEX",
      index: true,
    };
  }

  /** Every exchange listing of a symbol (the order pad's exchange switch). */
  listings(symbol: string, options?: RequestOptions): Promise<Scrip[]> {
    return this.call(marketEndpoints.scripExchangeList, { query: { symbol } }, options);
  }

  /** Each index's nearest expiry (NIFTY, BANKNIFTY, ...), for the option chain. */
  indicesExpiry(options?: RequestOptions) {
    return this.call(marketEndpoints.indicesExpiry, {}, options);
  }

  /** The option chain of one expiry, `StrikeCount` strikes (default 30) centred on the money; prices in minor units. */
  optionChain(query: z.input<typeof optionChainQuery>, options?: RequestOptions): Promise<OptionChain> {
    return this.call(marketEndpoints.optionChain, { query }, options);
  }

  /** Tags, surveillance, T2T, sector and market cap of one ISIN; null when the service knows nothing of it. */
  async metadata(isin: string, options?: RequestOptions) {
    const answer = await this.call(marketEndpoints.scripMetadata, { body: { isins: [isin] } }, options);
    return answer.isin_data[0] ?? null;
  }

  /** Candles (GET /historical/v1/candles): prices in minor units, times in epoch seconds. */
  async candles(request: CandlesRequest, options?: RequestOptions): Promise<Candles["candles"]> {
    const { segment, token, interval, from, to } = request;
    const answer = await this.call(
      marketEndpoints.candles,
      { query: { TokenID: token, SegmentID: segment, interval, from, to } },
      options,
    );
    return answer.candles;
  }

  /**
   * Quotes of up to 3000 instruments at this moment (LTP, OHLC, depth), in minor units and rupees, over the
   * market-data socket: no binary decoding on your side. In Node 20 pass `ws` as the client's WebSocket option.
   */
  quotes(instruments: readonly Instrument[], options?: QuoteSnapshotOptions): Promise<QuoteSnapshot[]> {
    return quoteSnapshot(this.client, instruments, options);
  }

  /** The quote of one instrument at this moment; undefined when the broker does not list it. */
  async quote(instrument: Instrument, options?: QuoteSnapshotOptions): Promise<QuoteSnapshot | undefined> {
    const [quote] = await this.quotes([instrument], options);
    return quote;
  }
}

/** The client's market look-ups (one resource per client, made on first use): `marketOf(client).search("tcs")`. */
export const marketOf: (client: TradeClient) => MarketResource = accessorOf(
  (client) => new MarketResource(client),
);
