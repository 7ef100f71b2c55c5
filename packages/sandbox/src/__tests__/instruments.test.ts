import { optionsAllowedCommodities } from "@trade/core/options";
import { describe, expect, it } from "vitest";
import { expiryCode, lastWeekdayOfMonth } from "../market/instruments/calendar.js";
import { buildInstrumentMaster, searchInstruments } from "../market/instruments/index.js";
import { isinCheckDigit } from "../market/instruments/master.js";

const master = buildInstrumentMaster("2026-11-23");
const equities = master.all.filter((i) => i.kind === "EQ");

describe("instrument master: cash equities", () => {
  it("has at least 200 companies, most on both exchanges, some on one only", () => {
    const symbols = new Set(equities.map((i) => i.symbol));
    expect(symbols.size).toBeGreaterThanOrEqual(200);
    const nse = equities.filter((i) => i.segment === 1);
    const bse = equities.filter((i) => i.segment === 3);
    expect(nse.every((i) => i.exchange === "NSE")).toBe(true);
    expect(bse.every((i) => i.exchange === "BSE")).toBe(true);
    const both = [...symbols].filter((s) => master.listings(s).filter((i) => i.kind === "EQ").length === 2);
    expect(both.length).toBeGreaterThan(symbols.size * 0.8);
    const single = equities.filter((i) => i.singleExchange);
    expect(single.some((i) => i.segment === 1)).toBe(true);
    expect(single.some((i) => i.segment === 3)).toBe(true);
    for (const i of single) expect(master.listings(i.symbol).filter((l) => l.kind === "EQ")).toHaveLength(1);
  });

  it("uses the real tokens, codes and ISINs it knows", () => {
    const nse = (symbol: string) => master.listings(symbol).find((i) => i.segment === 1);
    const bse = (symbol: string) => master.listings(symbol).find((i) => i.segment === 3);
    expect(nse("RELIANCE")).toMatchObject({
      token: 2885,
      tradeSymbol: "RELIANCE-EQ",
      isin: "INE002A01018",
      series: "EQ",
    });
    expect(bse("RELIANCE")).toMatchObject({ token: 500325, tradeSymbol: "RELIANCE", isin: "INE002A01018" });
    expect(nse("SBIN")?.token).toBe(3045);
    expect(nse("INFY")?.token).toBe(1594);
    expect(nse("TCS")?.token).toBe(11536);
    expect(nse("HDFCBANK")?.token).toBe(1333);
    expect(nse("RELIANCE")?.basePrice).toBeGreaterThan(2500_00);
    expect(nse("RELIANCE")?.basePrice).toBeLessThan(3200_00);
  });

  it("every ISIN is well formed (INE, 12 characters, right check digit) and one company has one ISIN", () => {
    const bySymbol = new Map<string, string>();
    for (const i of equities) {
      expect(i.isin).toMatch(/^INE[A-Z0-9]{8}\d$/);
      const isin = i.isin as string;
      expect(isinCheckDigit(isin.slice(0, 11))).toBe(Number(isin[11]));
      const seen = bySymbol.get(i.symbol);
      if (seen !== undefined) expect(seen).toBe(isin);
      bySymbol.set(i.symbol, isin);
    }
    expect(new Set(bySymbol.values()).size).toBe(bySymbol.size);
  });

  it("has sectors, market-cap classes, tick 0.05, circuits, volatility per class", () => {
    for (const i of equities) {
      expect(i.tick).toBe(5);
      expect(i.sector).toBeTruthy();
      expect(["LARGE", "MID", "SMALL"]).toContain(i.marketCap);
      expect([2, 5, 10, 20]).toContain(i.circuitPercent);
      expect(i.maxSingleTransactionQty).toBeGreaterThan(0);
      expect(i.maxSingleTransactionQty).toBeLessThanOrEqual(9_999_999);
      const [low, high] = { LARGE: [0.18, 0.25], MID: [0.27, 0.33], SMALL: [0.38, 0.46] }[
        i.marketCap ?? "LARGE"
      ] as [number, number];
      expect(i.volatility).toBeGreaterThanOrEqual(low);
      expect(i.volatility).toBeLessThanOrEqual(high);
    }
    expect(new Set(equities.map((i) => i.circuitPercent))).toEqual(new Set([2, 5, 10, 20]));
  });

  it("has trade-to-trade (BE) stocks and ASM/GSM stages", () => {
    const t2t = equities.filter((i) => i.t2t);
    expect(t2t.length).toBeGreaterThanOrEqual(3);
    expect(
      t2t.filter((i) => i.segment === 1).every((i) => i.series === "BE" && i.tradeSymbol.endsWith("-BE")),
    ).toBe(true);
    const tags = equities.flatMap((i) => i.surveillance);
    expect(tags.some((t) => t.startsWith("ASM"))).toBe(true);
    expect(tags.some((t) => t.startsWith("GSM"))).toBe(true);
  });
});

describe("instrument master: indices", () => {
  it.each([
    ["NIFTY", 1, 99926000, 78],
    ["BANKNIFTY", 1, 99926009, 66],
    ["FINNIFTY", 1, 99926037, 70],
    ["MIDCPNIFTY", 1, 99926074, 74],
    ["INDIAVIX", 1, 99926017, 17],
    ["NIFTYNXT50", 1, 99926013, 13],
    ["SENSEX", 3, 99919000, 1],
    ["BANKEX", 3, 99919012, 12],
  ])("%s: segment %i, token %i, code %i", (symbol, segment, token, code) => {
    expect(master.get(segment, token)).toMatchObject({ symbol, kind: "INDEX" });
    expect(master.indices.find((e) => e.token === token)).toMatchObject({
      code,
      mktSegID: segment,
      symbolName: symbol,
    });
  });

  it("is the default index list of spec 1 §3, in order, with its flags", () => {
    expect(master.indices.map((e) => e.name)).toEqual([
      "SENSEX",
      "Nifty 50",
      "BANKNIFTY",
      "FINNIFTY",
      "BANKEX",
      "MIDCPNIFTY",
      "INDIA VIX",
      "NIFTY NEXT 50",
    ]);
    const entry = (name: string) => master.indices.find((e) => e.name === name);
    expect(entry("MIDCPNIFTY")?.hide).toBe(true);
    expect(master.indices.filter((e) => e.hide)).toHaveLength(1);
    expect(entry("INDIA VIX")?.showInOptionsWatchlist).toBe(false);
    expect(entry("Nifty 50")).toMatchObject({
      exchName: "NSE",
      isIndices: true,
      isCashWithFno: true,
      seq: 2,
    });
    expect(entry("SENSEX")).toMatchObject({ exchName: "BSE", mktSegID: 3 });
    const nifty = entry("Nifty 50");
    expect(master.get(2, nifty?.tokenref[1] ?? 0)?.tradeSymbol).toBe("NIFTY26NOVFUT");
    const selected = master.indices.filter((e) => e.selected);
    expect(selected.length).toBeGreaterThanOrEqual(1);
    expect(selected.length).toBeLessThanOrEqual(4);
  });
});

describe("instrument master: expiries from the market date", () => {
  it("NIFTY: weekly Tuesdays and the last Tuesday of the month", () => {
    const m = buildInstrumentMaster("2026-11-23");
    expect(m.expiries("NIFTY", 2, "option")).toEqual([
      "2026-11-24",
      "2026-12-01",
      "2026-12-08",
      "2026-12-15",
      "2026-12-29",
      "2027-01-26",
    ]);
    expect(m.expiries("NIFTY", 2, "future")).toEqual(["2026-11-24", "2026-12-29", "2027-01-26"]);
  });

  it("an expiry day still lists that day's contracts; the day after does not", () => {
    expect(buildInstrumentMaster("2026-12-01").expiries("NIFTY", 2, "option")[0]).toBe("2026-12-01");
    const after = buildInstrumentMaster("2026-12-30");
    expect(after.expiries("BANKNIFTY", 2)).toEqual(["2027-01-26", "2027-02-23", "2027-03-30"]);
    expect(after.expiries("NIFTY", 2, "option").slice(0, 2)).toEqual(["2027-01-05", "2027-01-12"]);
  });

  it("BANKNIFTY, FINNIFTY, MIDCPNIFTY monthly; SENSEX weekly Thursdays on BSE F&O", () => {
    for (const symbol of ["BANKNIFTY", "FINNIFTY", "MIDCPNIFTY"]) {
      expect(master.expiries(symbol, 2, "option")).toEqual(["2026-11-24", "2026-12-29", "2027-01-26"]);
    }
    expect(master.expiries("SENSEX", 4, "option")).toEqual([
      "2026-11-26",
      "2026-12-03",
      "2026-12-10",
      "2026-12-17",
      "2026-12-31",
      "2027-01-28",
    ]);
    expect(master.derivatives("SENSEX", 4).every((i) => i.exchange === "BSE")).toBe(true);
  });

  it("computes months right across years and leap years", () => {
    expect(lastWeekdayOfMonth(2028, 2, 2)).toBe("2028-02-29");
    expect(lastWeekdayOfMonth(2025, 12, 4)).toBe("2025-12-25");
    expect(expiryCode("2026-10-06", true)).toBe("26O06");
    expect(expiryCode("2026-12-29", false)).toBe("26DEC");
    expect(buildInstrumentMaster("2027-12-29").expiries("NIFTY", 2, "future")).toEqual([
      "2028-01-25",
      "2028-02-29",
      "2028-03-28",
    ]);
  });

  it("the same date builds the same master, token for token", () => {
    const again = buildInstrumentMaster("2026-11-23");
    expect(again.all.length).toBe(master.all.length);
    expect(again.all.map((i) => `${i.segment}:${i.token}:${i.tradeSymbol}:${i.basePrice}`)).toEqual(
      master.all.map((i) => `${i.segment}:${i.token}:${i.tradeSymbol}:${i.basePrice}`),
    );
  });
});

describe("instrument master: derivatives", () => {
  it.each([
    ["NIFTY", 2, 75, 1800, 5000],
    ["BANKNIFTY", 2, 35, 900, 10000],
    ["FINNIFTY", 2, 65, 1800, 5000],
    ["MIDCPNIFTY", 2, 140, 2800, 2500],
    ["SENSEX", 4, 20, 1000, 10000],
  ])("%s: lot %i, freeze %i, strike step %i paise, ±25 strikes", (symbol, segment, lot, freeze, step) => {
    const all = master.derivatives(symbol as string, segment as number);
    expect(
      all.every((i) => i.lotSize === lot && i.freezeQty === freeze && i.maxSingleTransactionQty === freeze),
    ).toBe(true);
    const chain = master.optionChain(
      symbol as string,
      segment as number,
      master.expiries(symbol as string, segment as number)[0] as string,
    );
    expect(chain).toHaveLength(51);
    expect((chain[1]?.strike ?? 0) - (chain[0]?.strike ?? 0)).toBe(step);
    expect(chain.every((row) => row.call?.optionType === "CE" && row.put?.optionType === "PE")).toBe(true);
    const index = master.underlying(symbol as string, segment as number);
    expect(index?.kind).toBe("INDEX");
    const middle = chain[25]?.strike ?? 0;
    expect(Math.abs(middle - (index?.basePrice ?? 0))).toBeLessThanOrEqual(step / 2);
  });

  it("trade symbols follow the exchange style: monthly NIFTY26NOV26000CE, weekly NIFTY26D0126000CE", () => {
    expect(master.bySymbol("NIFTY26NOV26000CE")[0]).toMatchObject({ strike: 26000_00, expiry: "2026-11-24" });
    expect(master.bySymbol("NIFTY26D0126000PE")[0]).toMatchObject({ expiry: "2026-12-01", optionType: "PE" });
  });

  it("at least 20 F&O stocks with 3 monthly futures, options ±15 strikes and lot sizes", () => {
    const stocks = equities.filter((i) => i.hasDerivatives);
    expect(stocks.length).toBeGreaterThanOrEqual(20);
    for (const stock of stocks) {
      const futures = master.futures(stock.symbol, 2);
      expect(futures.map((f) => f.expiry)).toEqual(["2026-11-24", "2026-12-29", "2027-01-26"]);
      expect(futures.every((f) => f.kind === "FUTSTK" && f.underlying?.token === stock.token)).toBe(true);
      const expiries = master.expiries(stock.symbol, 2, "option");
      expect(expiries.length).toBeGreaterThanOrEqual(1);
      expect(master.optionChain(stock.symbol, 2, expiries[0] as string).length).toBeGreaterThanOrEqual(20);
    }
    expect(master.futures("RELIANCE", 2)[0]).toMatchObject({ lotSize: 500, tradeSymbol: "RELIANCE26NOVFUT" });
  });

  it("MCX: the spec's options-allowed commodities have options; the rest futures only", () => {
    const allowed = optionsAllowedCommodities;
    for (const symbol of allowed) {
      expect(master.futures(symbol, 5).length, symbol).toBe(3);
      expect(master.expiries(symbol, 5, "option").length, symbol).toBeGreaterThan(0);
      const option = master.derivatives(symbol, 5).find((i) => i.kind === "OPTFUT");
      expect(master.get(option?.underlying?.segment ?? 0, option?.underlying?.token ?? 0)?.kind).toBe(
        "FUTCOM",
      );
    }
    for (const symbol of ["ALUMINIUM", "LEAD", "CRUDEOILM"]) {
      expect(master.futures(symbol, 5).length).toBe(3);
      expect(master.expiries(symbol, 5, "option")).toEqual([]);
    }
    expect(master.multiplier(master.futures("CRUDEOIL", 5)[0] as never)).toBe(100);
  });

  it("currency pairs in segment 13 with 4-decimal prices (1e-7 units); NSE commodity in segment 21", () => {
    for (const symbol of ["USDINR", "EURINR", "GBPINR", "JPYINR"]) {
      const futures = master.futures(symbol, 13);
      expect(futures).toHaveLength(3);
      expect(futures[0]).toMatchObject({ exchange: "CDS", kind: "FUTCUR", tick: 25_000 });
      expect(master.expiries(symbol, 13, "option").length).toBeGreaterThan(0);
    }
    const usd = master.futures("USDINR", 13)[0];
    expect((usd?.basePrice ?? 0) / 10_000_000).toBeGreaterThan(80);
    expect((usd?.basePrice ?? 0) / 10_000_000).toBeLessThan(95);
    const nco = master.all.filter((i) => i.segment === 21);
    expect(nco.length).toBeGreaterThan(0);
    expect(nco.every((i) => i.exchange === "NCO" && i.basePrice % 100 === 0)).toBe(true);
  });

  it("tokens are unique per segment; every instrument has a max single transaction quantity", () => {
    const keys = new Set(master.all.map((i) => `${i.segment}:${i.token}`));
    expect(keys.size).toBe(master.all.length);
    const wrong = master.all.filter(
      (i) =>
        (i.kind !== "INDEX" && !(i.maxSingleTransactionQty > 0)) ||
        (i.underlying !== null && master.get(i.underlying.segment, i.underlying.token) === undefined) ||
        i.basePrice % i.tick !== 0,
    );
    expect(wrong.map((i) => i.tradeSymbol)).toEqual([]);
  });
});

describe("search", () => {
  it("puts the exact symbol first, cash before derivatives, NSE before BSE", () => {
    const found = searchInstruments(master, "sbin");
    expect(found[0]).toMatchObject({ symbol: "SBIN", segment: 1 });
    expect(found[1]).toMatchObject({ symbol: "SBIN", segment: 3 });
    expect(searchInstruments(master, "NIFTY")[0]).toMatchObject({ kind: "INDEX", token: 99926000 });
  });

  it("matches every word, and filters", () => {
    const found = searchInstruments(master, "nifty 26000", "fno");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => i.symbol === "NIFTY" && i.strike === 26000_00)).toBe(true);
    expect(searchInstruments(master, "tata", "equity").every((i) => i.kind === "EQ")).toBe(true);
    expect(searchInstruments(master, "usd", "currency").every((i) => i.segment === 13)).toBe(true);
    expect(
      searchInstruments(master, "gold", "commodity").every((i) => i.segment === 5 || i.segment === 21),
    ).toBe(true);
    expect(searchInstruments(master, "bank", "index").map((i) => i.symbol)).toEqual(["BANKEX", "BANKNIFTY"]);
  });
});
