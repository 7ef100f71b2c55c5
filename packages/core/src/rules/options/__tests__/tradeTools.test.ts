import { describe, expect, it } from "vitest";
import type { OptionChain, OptionLeg } from "../../../contract/market.js";
import { optionsGlance, tradeToolIndexFor, tradeToolIndices, tradeToolsOf } from "../tradeTools.js";

const leg = (optionType: "CE" | "PE", strike: number, ltp: number, oi: number): OptionLeg => ({
  TokenID: strike + (optionType === "CE" ? 1 : 2),
  SegmentID: 2,
  TradeSymbol: `NIFTY${strike / 100}${optionType}`,
  OpenInterest: oi,
  StrikePrice: strike,
  OptionType: optionType,
  ExpiryDate: "2025-12-30",
  ltp,
  iv: 0.12,
  greeks: { iv: 0.12, delta: 0.5, gamma: 0, theta: 0, vega: 0 },
});

describe("trade tools (spec 2 §2)", () => {
  it("lists NIFTY (1, 99926000) and SENSEX (3, 99919000)", () => {
    expect(tradeToolIndices.map((i) => [i.name, i.segment, i.token])).toEqual([
      ["NIFTY", 1, 99926000],
      ["SENSEX", 3, 99919000],
    ]);
  });

  it("opens on the scrip when it is one of them, else on NIFTY", () => {
    expect(tradeToolIndexFor({ segment: 3, token: 99919000 }).name).toBe("SENSEX");
    expect(tradeToolIndexFor({ segment: 1, token: 2885 }).name).toBe("NIFTY");
    expect(tradeToolIndexFor(undefined).name).toBe("NIFTY");
  });

  it("offers OI analysis only where the OI service covers the index", () => {
    expect(tradeToolsOf({ name: "NIFTY" })).toEqual(["Option Chain", "Option Strategies", "OI Analysis"]);
    expect(tradeToolsOf({ name: "SENSEX" })).toEqual(["Option Chain", "Option Strategies"]);
  });

  it("reads the money, the straddle and the put-call ratio off a chain (hand-computed)", () => {
    const chain: OptionChain = {
      TradeSymbol: "NIFTY",
      ExpiryDate: "2025-12-30",
      MarketSegmentId: 2,
      spot: 2_601_000,
      atmStrike: 2_600_000,
      rows: [
        {
          strike: 2_595_000,
          call: leg("CE", 2_595_000, 15_000, 1_000),
          put: leg("PE", 2_595_000, 9_000, 3_000),
        },
        {
          strike: 2_600_000,
          call: leg("CE", 2_600_000, 12_000, 2_000),
          put: leg("PE", 2_600_000, 11_050, 2_500),
        },
        { strike: 2_605_000, call: leg("CE", 2_605_000, 9_500, 3_000), put: null },
      ],
    };
    // Straddle 120.00 + 110.50 = 230.50; PCR (3000 + 2500) / (1000 + 2000 + 3000) = 0.9166… → 0.92.
    expect(optionsGlance(chain)).toEqual({
      expiry: "2025-12-30",
      atmStrike: 2_600_000,
      straddle: 23_050,
      pcr: 0.92,
    });
    expect(optionsGlance({ ...chain, atmStrike: 2_605_000 }).straddle).toBeNull();
  });
});
