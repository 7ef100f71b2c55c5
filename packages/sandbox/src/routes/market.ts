import { marketEndpoints, type OptionLeg, priceDivider, pricePrecision, type Scrip } from "@trade/core";
import { defaultChainStrikes } from "@trade/core/options";
import { chartHistoryDays } from "@trade/core/shell";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { HttpError, sandboxCodes } from "../http/reply.js";
import { route } from "../http/route.js";
import { type InstrumentMaster, searchInstruments } from "../market/instruments/index.js";
import type { Instrument } from "../market/types.js";

/** Candles go back at most 5 years (core's chartHistoryDays). */
export const candleHistoryDays = chartHistoryDays;
const derivativeSegments = [2, 4, 5, 13, 21];

const invalid = (message: string) => new HttpError(400, sandboxCodes.validation, message);
const notFound = (message: string) => new HttpError(404, sandboxCodes.notFound, message);
/** Whole-number parameters arrive as digits (URL) or numbers (the contract accepts both). */
const num = (value: number | string) => Number(value);
const optionalNum = (value: number | string | undefined) => (value === undefined ? undefined : Number(value));

function assetClass(instrument: Instrument): string {
  if (instrument.kind === "EQ") return "equity";
  if (instrument.kind === "INDEX") return "index";
  if (instrument.segment === 13) return "currency";
  if (instrument.segment === 2 || instrument.segment === 4) return "derivative";
  return "commodity";
}

/** An instrument as the spec's Scrip (spec 2 §3). */
export function toScrip(master: InstrumentMaster, i: Instrument): Scrip {
  return {
    token: i.token,
    mktSegID: i.segment,
    exchName: i.exchange,
    symbolName: i.symbol,
    tradeSymbol: i.tradeSymbol,
    details: i.name,
    instName: i.kind,
    strkPrice: i.strike ?? 0,
    optType: i.optionType,
    expirydate: i.expiry,
    lotSize: i.lotSize,
    minLot: i.lotSize,
    lotMult: master.multiplier(i),
    priceTck: i.tick,
    isinCode: i.isin,
    astCls: assetClass(i),
    precision: pricePrecision(i.segment),
    isIndices: i.kind === "INDEX",
    isCashWithFno: i.hasDerivatives,
    isCommodityWithOption:
      (i.segment === 5 || i.segment === 21) && master.strikeStep(i.symbol, i.segment) !== undefined,
    maxSingleTransactionQty: i.maxSingleTransactionQty,
    series: i.series,
    freezeQty: i.freezeQty,
    tickerSize: i.tick / priceDivider(i.segment),
  };
}

const isinIndex = new WeakMap<InstrumentMaster, Map<string, Instrument>>();
function byIsin(master: InstrumentMaster, isin: string): Instrument | undefined {
  let map = isinIndex.get(master);
  if (map === undefined) {
    map = new Map();
    for (const i of master.all) if (i.isin !== null && !map.has(i.isin)) map.set(i.isin, i);
    isinIndex.set(master, map);
  }
  return map.get(isin);
}

/** Tags of a cash instrument: its surveillance stages and T2T. */
const tagsOf = (i: Instrument | undefined) =>
  i === undefined ? [] : [...i.surveillance, ...(i.t2t ? ["T2T"] : [])];

/** Every named parameter that is missing, as one 400 (spec 2 §5: the look-ups need all their parameters). */
function requireAll(params: Record<string, unknown>): void {
  const missing = Object.keys(params).filter((name) => params[name] === undefined);
  if (missing.length > 0) throw invalid(`${missing.join(", ")}: required`);
}

function instrumentOf(context: Context, segment: number, token: number): Instrument {
  const instrument = context.instruments.get(segment, token);
  if (instrument === undefined) throw notFound(`No scrip with TokenID ${token} in SegmentID ${segment}`);
  return instrument;
}

/** Market and stock data look-ups (spec 3 §7; paths we chose are in docs/decisions.md, "Market data"). */
export function marketRoutes(app: FastifyInstance, context: Context): void {
  const scrips = (list: Instrument[]) => list.map((i) => toScrip(context.instruments, i));

  route(app, context, marketEndpoints.search, ({ query }) =>
    scrips(searchInstruments(context.instruments, query.keyword, query.filter ?? "all")),
  );

  route(app, context, marketEndpoints.scripMaster, ({ query }) => {
    if (query.TokenID !== undefined || query.SegmentID !== undefined || query.symbol === undefined) {
      requireAll({ TokenID: query.TokenID, SegmentID: query.SegmentID });
      return scrips([instrumentOf(context, Number(query.SegmentID), Number(query.TokenID))]);
    }
    const found = context.instruments.bySymbol(query.symbol);
    if (found.length === 0) throw notFound(`No scrip with symbol ${query.symbol}`);
    return scrips(found);
  });

  route(app, context, marketEndpoints.indexMaster, () =>
    context.instruments.indices.map((entry) => ({ ...entry })),
  );

  route(app, context, marketEndpoints.scripExchangeList, ({ query }) => {
    const listings = context.instruments.listings(query.symbol);
    if (listings.length === 0) throw notFound(`No listing of symbol ${query.symbol}`);
    return scrips(listings);
  });

  route(app, context, marketEndpoints.scripDerivativeDetails, ({ query }) => {
    const master = context.instruments;
    const segment =
      optionalNum(query.SegmentID) ??
      derivativeSegments.find((s) => master.derivatives(query.symbol, s).length > 0);
    const all = segment === undefined ? [] : master.derivatives(query.symbol, segment);
    if (segment === undefined || all.length === 0) {
      throw notFound(
        `No derivatives of ${query.symbol}${query.SegmentID === undefined ? "" : ` in SegmentID ${segment}`}`,
      );
    }
    const underlying = master.underlying(query.symbol, segment);
    return {
      symbol: (all[0] as Instrument).symbol,
      mktSegID: segment,
      underlying: underlying === undefined ? null : { token: underlying.token, mktSegID: underlying.segment },
      lotSize: (all[0] as Instrument).lotSize,
      strikeStep: master.strikeStep(query.symbol, segment) ?? null,
      futureExpiries: master.expiries(query.symbol, segment, "future"),
      optionExpiries: master.expiries(query.symbol, segment, "option"),
      futures: scrips(master.futures(query.symbol, segment)),
    };
  });

  const optionsOf = (symbol: string, segment: number, expiry: string) => {
    const options = context.instruments.options(symbol, segment, expiry);
    if (options.length === 0) {
      throw notFound(`No options of ${symbol} expiring ${expiry} in MarketSegmentId ${segment}`);
    }
    return options;
  };

  route(app, context, marketEndpoints.allScripOptions, ({ query }) =>
    scrips(optionsOf(query.TradeSymbol, num(query.MarketSegmentId), query.ExpiryDate)),
  );

  const greeksOf = (i: Instrument) => {
    const g = context.market.greeks(i.segment, i.token);
    return {
      iv: g?.iv ?? 0,
      delta: g?.delta ?? 0,
      gamma: g?.gamma ?? 0,
      theta: g?.theta ?? 0,
      vega: g?.vega ?? 0,
    };
  };

  route(app, context, marketEndpoints.greeks, ({ query }) => {
    let options: Instrument[];
    if (query.TokenID !== undefined || query.SegmentID !== undefined) {
      requireAll({ TokenID: query.TokenID, SegmentID: query.SegmentID });
      const instrument = instrumentOf(context, Number(query.SegmentID), Number(query.TokenID));
      if (instrument.optionType === null)
        throw invalid(`TokenID: ${instrument.tradeSymbol} is not an option`);
      options = [instrument];
    } else {
      requireAll({
        TradeSymbol: query.TradeSymbol,
        MarketSegmentId: query.MarketSegmentId,
        ExpiryDate: query.ExpiryDate,
      });
      options = optionsOf(
        query.TradeSymbol as string,
        Number(query.MarketSegmentId),
        query.ExpiryDate as string,
      );
    }
    return options.map((i) => ({
      TokenID: i.token,
      SegmentID: i.segment,
      StrikePrice: i.strike as number,
      OptionType: i.optionType as "CE" | "PE",
      ExpiryDate: i.expiry as string,
      greeks: greeksOf(i),
    }));
  });

  route(app, context, marketEndpoints.indicesExpiry, () =>
    context.instruments.indices.map((entry) => {
      const segment = entry.mktSegID === 1 ? 2 : 4;
      const nearest = context.instruments.expiries(entry.symbolName, segment, "option")[0];
      return {
        tokenId: entry.token,
        nearestExpiryDate: nearest ?? null,
        IsIndicesEnabled: nearest !== undefined,
      };
    }),
  );

  route(app, context, marketEndpoints.optionChain, ({ query }) => {
    const master = context.instruments;
    const segment = num(query.MarketSegmentId);
    const strikeCount = optionalNum(query.StrikeCount) ?? defaultChainStrikes;
    if (strikeCount < 1 || strikeCount > 200) throw invalid("StrikeCount: must be 1 to 200");
    const options = optionsOf(query.TradeSymbol, segment, query.ExpiryDate);
    const link = (options[0] as Instrument).underlying;
    const underlying = link === null ? undefined : master.get(link.segment, link.token);
    const spot =
      underlying === undefined
        ? 0
        : (context.market.quote(underlying.segment, underlying.token)?.ltp ?? underlying.basePrice);
    const all = master.optionChain(query.TradeSymbol, segment, query.ExpiryDate);
    let atm = 0;
    for (let i = 1; i < all.length; i++) {
      if (
        Math.abs((all[i] as { strike: number }).strike - spot) <
        Math.abs((all[atm] as { strike: number }).strike - spot)
      ) {
        atm = i;
      }
    }
    const count = Math.min(strikeCount, all.length);
    const start = Math.max(0, Math.min(atm - Math.floor(count / 2), all.length - count));
    const leg = (i: Instrument | undefined): OptionLeg | null => {
      if (i === undefined) return null;
      const quote = context.market.quote(i.segment, i.token);
      const greeks = greeksOf(i);
      return {
        TokenID: i.token,
        SegmentID: i.segment,
        TradeSymbol: i.tradeSymbol,
        OpenInterest: quote?.oi ?? 0,
        StrikePrice: i.strike as number,
        OptionType: i.optionType as "CE" | "PE",
        ExpiryDate: i.expiry as string,
        ltp: quote?.ltp ?? i.basePrice,
        iv: greeks.iv,
        greeks,
      };
    };
    return {
      TradeSymbol: (options[0] as Instrument).symbol,
      ExpiryDate: query.ExpiryDate,
      MarketSegmentId: segment,
      spot,
      atmStrike: all[atm]?.strike ?? 0,
      rows: all
        .slice(start, start + count)
        .map((row) => ({ strike: row.strike, call: leg(row.call), put: leg(row.put) })),
    };
  });

  route(app, context, marketEndpoints.getTags, ({ body }) =>
    body.symbols.map((symbol) => ({ symbol, tags: tagsOf(context.instruments.listings(symbol)[0]) })),
  );

  route(app, context, marketEndpoints.scripMetadata, ({ body }) => ({
    isin_data: body.isins.flatMap((isin) => {
      const i = byIsin(context.instruments, isin);
      if (i === undefined) return [];
      return [
        {
          isin,
          symbol: i.symbol,
          tags: tagsOf(i),
          surveillance: i.surveillance,
          t2t: i.t2t,
          sector: i.sector,
          marketCap: i.marketCap,
        },
      ];
    }),
  }));

  route(app, context, marketEndpoints.maxSingleQty, ({ query }) => {
    const i = instrumentOf(context, num(query.SegmentID), num(query.TokenID));
    return {
      TokenID: i.token,
      SegmentID: i.segment,
      maxSingleTransactionQty: i.maxSingleTransactionQty,
      freezeQty: i.freezeQty,
      lotSize: i.lotSize,
    };
  });

  route(app, context, marketEndpoints.candles, ({ query }) => {
    const i = instrumentOf(context, num(query.SegmentID), num(query.TokenID));
    const from = num(query.from);
    const to = num(query.to);
    if (to <= from) throw invalid("to: must be after from");
    const earliest = Math.floor(context.market.now() / 1000) - candleHistoryDays * 86_400;
    if (from < earliest) throw invalid(`from: at most ${candleHistoryDays} days (5 years) back`);
    return { candles: context.market.candles(i.segment, i.token, query.interval, from, to) };
  });
}
