import { derivativeDetails, indexList, optionChain, scripList } from "@trade/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InstrumentMaster } from "../market/instruments/index.js";
import { type MarketData, staticMarketData } from "../market/marketData.js";
import { bearer, startBroker, type TestBroker } from "./support.js";

/** A deterministic fake market: seed prices, greeks from the strike, OI 1000 per lot, one candle per interval. */
function fakeMarket(instruments: InstrumentMaster, now: () => number): MarketData {
  const base = staticMarketData(instruments, now);
  return {
    ...base,
    quote(segment, token) {
      const quote = base.quote(segment, token);
      if (quote === undefined) return undefined;
      const i = instruments.get(segment, token);
      return { ...quote, oi: i?.optionType === null ? 0 : (i?.lotSize ?? 0) * 1000 };
    },
    greeks(segment, token) {
      const i = instruments.get(segment, token);
      if (i?.optionType == null) return undefined;
      return { iv: 14.5, delta: i.optionType === "CE" ? 0.5 : -0.5, gamma: 0.001, theta: -10, vega: 5 };
    },
    candles(_segment, _token, _interval, fromSec, toSec) {
      return [{ time: fromSec, open: 100, high: 110, low: 90, close: 105, volume: 1000, oi: 0 }].filter(
        (c) => c.time < toSec,
      );
    },
  };
}

let broker: TestBroker;
let headers: Record<string, string>;
const get = <T = unknown>(path: string) => broker.api<T>(`/api${path}`, { headers });
const post = <T = unknown>(path: string, body: unknown) => broker.post<T>(`/api${path}`, body, headers);
const search = (keyword: string, filter = "all") =>
  get(`/v5/search?userType=B2C&accountType=D&keyword=${encodeURIComponent(keyword)}&filter=${filter}`);

beforeAll(async () => {
  broker = await startBroker({ marketData: fakeMarket });
  headers = bearer((await broker.loginBearer("DEMO01")).nonTradeToken);
});
afterAll(async () => {
  await broker.close();
});

describe("GET /v5/search", () => {
  it("ranks the exact symbol first, NSE before BSE", async () => {
    const answer = await search("reliance");
    expect(answer.status).toBe(200);
    const found = scripList.parse(answer.body.data);
    expect(found[0]).toMatchObject({ symbolName: "RELIANCE", mktSegID: 1, token: 2885, exchName: "NSE" });
    expect(found[1]).toMatchObject({ symbolName: "RELIANCE", mktSegID: 3, token: 500325 });
    expect(found[0]).toMatchObject({ isinCode: "INE002A01018", priceTck: 5, tickerSize: 0.05, precision: 2 });
  });

  it("a 1-character keyword is refused with the spec's reason", async () => {
    const answer = await search("r");
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("keyword: Global search needs a keyword of at least 2 characters");
    expect((await search("  ")).status).toBe(400);
  });

  it.each(["re$", "M&M", "tata-", "nifty%", "a'b"])("refuses special characters: %s", async (keyword) => {
    const answer = await search(keyword);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain("keyword: Search accepts only letters, digits and spaces");
  });

  it("filters, and names missing or bad parameters", async () => {
    const fno = scripList.parse((await search("banknifty", "fno")).body.data);
    expect(fno.length).toBeGreaterThan(0);
    expect(fno.every((s) => s.mktSegID === 2)).toBe(true);
    const missing = await get("/v5/search?keyword=sbin");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("userType");
    expect(missing.body.message).toContain("accountType");
    const bad = await search("sbin", "stocks");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("filter");
  });

  it("needs the non-trade token", async () => {
    const answer = await broker.api("/api/v5/search?userType=B2C&accountType=D&keyword=sbin");
    expect(answer.status).toBe(401);
  });
});

describe("scrip master and index master", () => {
  it("finds a scrip by TokenID and SegmentID, or every listing by symbol", async () => {
    const one = scripList.parse(
      (await get("/scripmaster/v1/scripmaster?TokenID=3045&SegmentID=1")).body.data,
    );
    expect(one).toEqual([
      expect.objectContaining({ symbolName: "SBIN", tradeSymbol: "SBIN-EQ", isCashWithFno: true }),
    ]);
    const bySymbol = scripList.parse((await get("/scripmaster/v1/scripmaster?symbol=SBIN")).body.data);
    expect(bySymbol.map((s) => s.mktSegID)).toEqual(expect.arrayContaining([1, 2, 3]));
    const missing = await get("/scripmaster/v1/scripmaster?TokenID=3045");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("SegmentID: required");
    const unknown = await get("/scripmaster/v1/scripmaster?TokenID=1&SegmentID=1");
    expect(unknown.status).toBe(404);
    const bad = await get("/scripmaster/v1/scripmaster?TokenID=abc&SegmentID=1");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("TokenID");
  });

  it("lists the index entries", async () => {
    const entries = indexList.parse((await get("/scripmaster/v1/indexmaster")).body.data);
    expect(entries.map((e) => e.token)).toEqual([
      99919000, 99926000, 99926009, 99926037, 99919012, 99926074, 99926017, 99926013,
    ]);
    expect(entries.find((e) => e.symbolName === "BANKNIFTY")?.code).toBe(66);
  });

  it("lists a symbol's exchanges", async () => {
    const listings = scripList.parse(
      (await get("/scripmaster/v1/scrip-exchange-list?symbol=INFY")).body.data,
    );
    expect(listings.map((s) => [s.exchName, s.token])).toEqual([
      ["NSE", 1594],
      ["BSE", 500209],
    ]);
    expect((await get("/scripmaster/v1/scrip-exchange-list")).body.message).toContain("symbol");
  });

  it("gives derivative details: futures, expiries, lot size", async () => {
    const details = derivativeDetails.parse(
      (await get("/scripmaster/v1/scrip-derivative-details?symbol=NIFTY")).body.data,
    );
    expect(details).toMatchObject({
      mktSegID: 2,
      lotSize: 75,
      strikeStep: 5000,
      underlying: { token: 99926000, mktSegID: 1 },
      futureExpiries: ["2026-11-24", "2026-12-29", "2027-01-26"],
    });
    expect(details.optionExpiries[0]).toBe("2026-11-24");
    expect(details.futures.map((f) => f.tradeSymbol)).toEqual([
      "NIFTY26NOVFUT",
      "NIFTY26DECFUT",
      "NIFTY27JANFUT",
    ]);
    const sensex = derivativeDetails.parse(
      (await get("/scripmaster/v1/scrip-derivative-details?symbol=SENSEX")).body.data,
    );
    expect(sensex).toMatchObject({ mktSegID: 4, lotSize: 20 });
    expect((await get("/scripmaster/v1/scrip-derivative-details?symbol=HCC")).status).toBe(404);
  });
});

describe("options", () => {
  it("all-scrip-options needs TradeSymbol, MarketSegmentId and ExpiryDate", async () => {
    const all = scripList.parse(
      (
        await get(
          "/scripmaster/v2/all-scrip-options?TradeSymbol=NIFTY&MarketSegmentId=2&ExpiryDate=2026-11-24",
        )
      ).body.data,
    );
    expect(all).toHaveLength(102);
    expect(all.every((s) => s.expirydate === "2026-11-24" && s.lotSize === 75)).toBe(true);
    const missing = await get("/scripmaster/v2/all-scrip-options?TradeSymbol=NIFTY");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("MarketSegmentId");
    expect(missing.body.message).toContain("ExpiryDate");
    const noSuchExpiry = await get(
      "/scripmaster/v2/all-scrip-options?TradeSymbol=NIFTY&MarketSegmentId=2&ExpiryDate=2026-11-25",
    );
    expect(noSuchExpiry.status).toBe(404);
  });

  it("option chain: 30 strikes by default centred on the ATM strike, calls and puts with greeks and OI", async () => {
    const chain = optionChain.parse(
      (await get("/option-chain/v1/chain?TradeSymbol=NIFTY&MarketSegmentId=2&ExpiryDate=2026-12-01")).body
        .data,
    );
    expect(chain.rows).toHaveLength(30);
    expect(chain.spot).toBe(26000_00);
    expect(chain.atmStrike).toBe(26000_00);
    const atmIndex = chain.rows.findIndex((r) => r.strike === chain.atmStrike);
    expect(atmIndex).toBe(15);
    expect(chain.rows[0]?.strike).toBe(26000_00 - 15 * 5000);
    const atm = chain.rows[atmIndex];
    expect(atm?.call).toMatchObject({
      OptionType: "CE",
      StrikePrice: 26000_00,
      ExpiryDate: "2026-12-01",
      OpenInterest: 75_000,
    });
    expect(atm?.put?.greeks.delta).toBe(-0.5);
    expect(atm?.call?.iv).toBe(14.5);
    const ten = optionChain.parse(
      (
        await get(
          "/option-chain/v1/chain?TradeSymbol=NIFTY&MarketSegmentId=2&ExpiryDate=2026-12-01&StrikeCount=10",
        )
      ).body.data,
    );
    expect(ten.rows.map((r) => r.strike)).toEqual(
      Array.from({ length: 10 }, (_, i) => 26000_00 + (i - 5) * 5000),
    );
    const tooMany = await get(
      "/option-chain/v1/chain?TradeSymbol=NIFTY&MarketSegmentId=2&ExpiryDate=2026-12-01&StrikeCount=500",
    );
    expect(tooMany.body.message).toBe("StrikeCount: must be 1 to 200");
    const missing = await get("/option-chain/v1/chain?TradeSymbol=NIFTY&MarketSegmentId=2");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("ExpiryDate");
  });

  it("greeks by token and segment, or for an expiry", async () => {
    const chain = optionChain.parse(
      (await get("/option-chain/v1/chain?TradeSymbol=NIFTY&MarketSegmentId=2&ExpiryDate=2026-12-01")).body
        .data,
    );
    const token = chain.rows[15]?.call?.TokenID;
    const one = await get<Array<{ greeks: { delta: number } }>>(
      `/scripmaster/v1/greeks?TokenID=${token}&SegmentID=2`,
    );
    expect(one.body.data?.[0]?.greeks.delta).toBe(0.5);
    const expiry = await get<unknown[]>(
      "/scripmaster/v1/greeks?TradeSymbol=NIFTY&MarketSegmentId=2&ExpiryDate=2026-12-01",
    );
    expect(expiry.body.data).toHaveLength(102);
    const missing = await get("/scripmaster/v1/greeks?TradeSymbol=NIFTY");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("MarketSegmentId, ExpiryDate: required");
    expect((await get("/scripmaster/v1/greeks?TokenID=2885&SegmentID=1")).status).toBe(400);
  });

  it("indices expiry details", async () => {
    const list = await get<
      Array<{ tokenId: number; nearestExpiryDate: string | null; IsIndicesEnabled: boolean }>
    >("/scripmaster/v1/indices-expiry");
    expect(list.body.data).toContainEqual({
      tokenId: 99926000,
      nearestExpiryDate: "2026-11-24",
      IsIndicesEnabled: true,
    });
    expect(list.body.data).toContainEqual({
      tokenId: 99919000,
      nearestExpiryDate: "2026-11-26",
      IsIndicesEnabled: true,
    });
    expect(list.body.data).toContainEqual({
      tokenId: 99926017,
      nearestExpiryDate: null,
      IsIndicesEnabled: false,
    });
  });
});

describe("tags, metadata, quantities, candles", () => {
  it("tags and scrip metadata carry surveillance, T2T, sector and market cap", async () => {
    const tags = await post<Array<{ symbol: string; tags: string[] }>>("/tagging-service/v1/tags/getTags", {
      symbols: ["JPPOWER", "RELIANCE"],
    });
    expect(tags.body.data).toEqual([
      { symbol: "JPPOWER", tags: ["GSM-1", "T2T"] },
      { symbol: "RELIANCE", tags: [] },
    ]);
    const empty = await post("/tagging-service/v1/tags/getTags", { symbols: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("symbols");
    const meta = await post<{ isin_data: unknown[] }>("/tagging-service/v3/getScripMetadata", {
      isins: ["INE002A01018"],
    });
    expect(meta.body.data?.isin_data).toEqual([
      {
        isin: "INE002A01018",
        symbol: "RELIANCE",
        tags: [],
        surveillance: [],
        t2t: false,
        sector: "Energy",
        marketCap: "LARGE",
      },
    ]);
  });

  it("max single transaction quantity needs a token and a segment", async () => {
    const nifty = await get<{ maxSingleTransactionQty: number }>(
      "/scripmaster/v1/scripmaster?symbol=NIFTY26NOVFUT",
    );
    const future = scripList.parse(nifty.body.data)[0];
    const answer = await get(`/scripmaster/v1/max-single-qty?TokenID=${future?.token}&SegmentID=2`);
    expect(answer.body.data).toMatchObject({ maxSingleTransactionQty: 1800, freezeQty: 1800, lotSize: 75 });
    const missing = await get("/scripmaster/v1/max-single-qty?TokenID=2885");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("SegmentID");
  });

  it("candles: from/to in seconds, at most 5 years back, interval 1m to 1d", async () => {
    const to = Math.floor(broker.clock.now / 1000);
    const ok = await get<{ candles: unknown[] }>(
      `/historical/v1/candles?TokenID=2885&SegmentID=1&interval=1d&from=${to - 86400 * 30}&to=${to}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data?.candles).toHaveLength(1);
    const old = await get(
      `/historical/v1/candles?TokenID=2885&SegmentID=1&interval=1d&from=${to - 86400 * 1900}&to=${to}`,
    );
    expect(old.status).toBe(400);
    expect(old.body.message).toContain("from");
    const interval = await get(
      `/historical/v1/candles?TokenID=2885&SegmentID=1&interval=2m&from=${to - 60}&to=${to}`,
    );
    expect(interval.status).toBe(400);
    expect(interval.body.message).toContain("interval");
    const backwards = await get(
      `/historical/v1/candles?TokenID=2885&SegmentID=1&interval=1m&from=${to}&to=${to - 60}`,
    );
    expect(backwards.body.message).toBe("to: must be after from");
  });
});
