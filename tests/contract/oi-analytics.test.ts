import { InvalidInputError, type TradeClient } from "@trade/core";
import {
  buildUpLabels,
  buildUpOf,
  type OiInterval,
  oiEndpoints,
  oiIntervalMessage,
  oiIntervals,
  oiOf,
} from "@trade/core/oi";
import { type OptionUnderlying, optionsOf } from "@trade/core/options";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

const at = ist(13, 0);
const open = ist(9, 15);
let seedOne: TestSandbox;
let seedOneAgain: TestSandbox;
let seedTwo: TestSandbox;
let one: TradeClient;
let oneAgain: TradeClient;
let two: TradeClient;

beforeAll(async () => {
  // Frozen markets at 13:00: every series ends at the same instant in each sandbox.
  const start = (marketSeed: number) => startTestSandbox({ marketStart: at, marketSpeed: 0, marketSeed });
  [seedOne, seedOneAgain, seedTwo] = await Promise.all([start(1), start(1), start(2)]);
  [one, oneAgain, two] = await Promise.all([
    seedOne.login("DEMO01"),
    seedOneAgain.login("DEMO01"),
    seedTwo.login("DEMO01"),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([seedOne, seedOneAgain, seedTwo].map((env) => env?.close()));
});

/** Every series of the OI analysis a screen draws, from one client. */
async function everySeries(client: TradeClient) {
  const oi = oiOf(client);
  const change = await oi.oiChange("NIFTY", "30m");
  const first = change.rows[0];
  const contracts = [
    {
      Symbol: "NIFTY",
      OptionType: "CE" as const,
      StkPrice: first?.StrikePrice ?? 0,
      ExpiryDate: change.ExpiryDate,
    },
    { Symbol: "NIFTY", OptionType: "PE" as const, StkPrice: change.atmStrike, ExpiryDate: change.ExpiryDate },
  ];
  return {
    change,
    openInterest: await oi.openInterest("NIFTY"),
    pcr: await oi.pcrSeries("NIFTY", "15m"),
    multiStrike: await oi.multiStrike(contracts, "20m"),
    fullDay: await oi.multiStrike(contracts, "day"),
  };
}

describe("OI analytics against the sandbox", () => {
  it("gives the same series for the same seed and different ones for another seed", async () => {
    const [a, b, c] = await Promise.all([everySeries(one), everySeries(oneAgain), everySeries(two)]);
    expect(b).toEqual(a);
    expect(c.pcr.points.map((p) => p.TotalCallOI)).not.toEqual(a.pcr.points.map((p) => p.TotalCallOI));
    expect(c.fullDay.series[0]?.points.map((p) => p.OI)).not.toEqual(
      a.fullDay.series[0]?.points.map((p) => p.OI),
    );
  });

  it("draws the day from the open to now on each interval's grid", async () => {
    const oi = oiOf(one);
    const pcr = await oi.pcrSeries("NIFTY", "15m");
    // 09:15 to 13:00 every 15 minutes, the open included
    expect(pcr.points).toHaveLength(16);
    expect(pcr.points[0]?.CandleTime).toBe(open / 1000);
    expect(pcr.points.at(-1)?.CandleTime).toBe(at / 1000);
    for (const point of pcr.points) {
      expect(point.PCR).toBeCloseTo(point.TotalPutOI / point.TotalCallOI, 2);
      expect(point.SpotPrice).toBeGreaterThan(0);
    }
    // the last 1 hour at 5-minute points: 12:00 to 13:00
    const lastHour = await oi.pcrSeries("NIFTY", "1h");
    expect(lastHour.points.map((p) => p.CandleTime)).toEqual(
      Array.from({ length: 13 }, (_, i) => (ist(12, 0) + i * 300_000) / 1000),
    );
    const twenty = await oi.pcrSeries("NIFTY", "20m");
    expect(twenty.points.map((p) => p.CandleTime).slice(0, 3)).toEqual(
      [0, 1, 2].map((i) => (open + i * 1_200_000) / 1000),
    );
  });

  it("ends where the option chain's OI column is, and changes since the start of the period", async () => {
    const nifty = (await optionsOf(one).underlying({ segment: 1, token: 99926000 })) as OptionUnderlying;
    const expiry = nifty.expiries[0] as string;
    const chain = await optionsOf(one).chain(nifty, expiry, 20);
    const openInterest = await oiOf(one).openInterest("NIFTY", { expiry });
    expect(openInterest.rows).toHaveLength(20);
    const chainOi = new Map(chain.rows.map((row) => [row.strike, row.call?.OpenInterest]));
    for (const row of openInterest.rows) expect(row.call?.OI).toBe(chainOi.get(row.StrikePrice));
    expect(openInterest.FromTime).toBe(open / 1000);
    const lastHalfHour = await oiOf(one).oiChange("NIFTY", "30m", { expiry });
    expect(lastHalfHour.FromTime).toBe(ist(12, 30) / 1000);
    for (const row of lastHalfHour.rows) {
      for (const side of [row.call, row.put]) {
        if (side === null) continue;
        expect(side.BuildUp).toBe(buildUpOf(side.NetChgLTP, side.NetChgOI));
        expect(buildUpLabels[side.BuildUp as keyof typeof buildUpLabels]).toBeDefined();
      }
    }
    const codes = new Set(lastHalfHour.rows.flatMap((r) => [r.call?.BuildUp, r.put?.BuildUp]));
    expect(codes.size).toBeGreaterThan(1);
    // the whole day's change is the chain's OI change against the previous close
    const day = await oiOf(one).oiChange("NIFTY", "day", { expiry });
    expect(day.rows.map((r) => r.call?.OI)).toEqual(openInterest.rows.map((r) => r.call?.OI));
    expect(day.rows.map((r) => r.call?.NetChgOI)).toEqual(openInterest.rows.map((r) => r.call?.NetChgOI));
  });

  it("picks the nearest monthly expiry when asked", async () => {
    const nifty = (await optionsOf(one).underlying({ segment: 1, token: 99926000 })) as OptionUnderlying;
    const monthly = await oiOf(one).openInterest("NIFTY", { monthly: true });
    expect(nifty.expiries).toContain(monthly.ExpiryDate);
    const later = nifty.expiries.find((e) => e > monthly.ExpiryDate);
    expect(later?.slice(0, 7)).not.toBe(monthly.ExpiryDate.slice(0, 7));
  });

  it("refuses an interval outside the spec's list with its message, in the SDK and at the sandbox", async () => {
    expect(oiIntervals).toEqual(["5m", "15m", "20m", "30m", "1h", "2h", "3h", "day"]);
    const refused = oiOf(one).oiChange("NIFTY", "10m" as OiInterval);
    await expect(refused).rejects.toBeInstanceOf(InvalidInputError);
    await expect(refused).rejects.toThrow(oiIntervalMessage);
    const token = one.session.tokens?.nonTradeToken;
    const answer = await fetch(
      `${seedOne.sandbox.url}/api${oiEndpoints.getOIPCRChange.path}?Script=NIFTY&Interval=4h`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain(oiIntervalMessage);
  });

  it("says which script, expiry or contract has no options", async () => {
    await expect(oiOf(one).pcrSeries("NOSUCH", "5m")).rejects.toThrow("No options of NOSUCH");
    await expect(oiOf(one).openInterest("NIFTY", { expiry: "2001-01-01" })).rejects.toThrow(
      "No options of NIFTY expiring 2001-01-01",
    );
    await expect(
      oiOf(one).multiStrike(
        [{ Symbol: "NIFTY", OptionType: "CE", StkPrice: 123, ExpiryDate: "2001-01-01" }],
        "5m",
      ),
    ).rejects.toThrow("No NIFTY 1.23 CE expiring 2001-01-01");
  });
});
