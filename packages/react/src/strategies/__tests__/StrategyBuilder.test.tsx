// @vitest-environment happy-dom
import type { Scrip, TradeClient } from "@trade/core";
import type { OptionChain, OptionLeg } from "@trade/core/options";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { click, container, renderSettled, until } from "../../../../../tests/support/dom.js";
import { itcScrip } from "../../gtt/__tests__/support.js";
import { TradeProvider } from "../../TradeProvider.js";
import { offlineClient } from "../../trading/__tests__/support.js";
import { StrategyBuilder } from "../StrategyBuilder.js";

const envelope = (data: unknown) => ({ status: true, message: "SUCCESS", errorCode: null, data });
const nifty: Scrip = {
  ...itcScrip,
  token: 99926000,
  symbolName: "NIFTY",
  tradeSymbol: "Nifty 50",
  details: "Nifty 50",
  instName: "INDEX",
  astCls: "index",
  isIndices: true,
  maxSingleTransactionQty: 0,
  series: null,
};
// Strikes 25,900 to 26,100 step 50, the money at 26,000; call prices fall by strike, puts rise.
const calls: Record<number, number> = {
  2590000: 15_000,
  2595000: 12_000,
  2600000: 9_000,
  2605000: 7_000,
  2610000: 5_000,
};
const strikes = Object.keys(calls).map(Number);
const leg = (strike: number, type: "CE" | "PE"): OptionLeg => ({
  TokenID: 1000 + strikes.indexOf(strike) * 2 + (type === "PE" ? 1 : 0),
  SegmentID: 2,
  TradeSymbol: `NIFTY26DEC${strike / 100}${type}`,
  OpenInterest: 0,
  StrikePrice: strike,
  OptionType: type,
  ExpiryDate: "2026-12-31",
  ltp: type === "CE" ? (calls[strike] as number) : 20_000 - (calls[strike] as number),
  iv: 13,
  greeks: { iv: 13, delta: type === "CE" ? 0.5 : -0.5, gamma: 0, theta: 0, vega: 0 },
});
const chain: OptionChain = {
  TradeSymbol: "NIFTY",
  ExpiryDate: "2026-12-31",
  MarketSegmentId: 2,
  spot: 2_601_000,
  atmStrike: 2_600_000,
  rows: strikes.map((strike) => ({ strike, call: leg(strike, "CE"), put: leg(strike, "PE") })),
};
const preference = (version: number, favStrategy: string[]) => ({
  clientId: "DEMO01",
  preferenceType: "strategy",
  version,
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  preferences: { favStrategy },
});

let client: TradeClient;
/** The strategy preference saves sent, and what the next ones answer (in order; then success). */
let saves: { version: number; favStrategy: string[] }[];
let answers: ("conflict" | "fail")[];
beforeEach(() => {
  saves = [];
  answers = [];
  client = offlineClient(async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api/, "");
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (path === "/scripmaster/v1/scripmaster") return json(envelope([nifty]));
    if (path === "/scripmaster/v1/scrip-derivative-details") {
      return json(
        envelope({
          symbol: "NIFTY",
          mktSegID: 2,
          underlying: { token: 99926000, mktSegID: 1 },
          lotSize: 75,
          strikeStep: 5000,
          futureExpiries: ["2026-12-29"],
          optionExpiries: ["2026-12-31"],
          futures: [],
        }),
      );
    }
    if (path === "/option-chain/v1/chain") return json(envelope(chain));
    if (path === "/user-preference/v1/preference" && init?.method === "POST") {
      const body = JSON.parse(String(init.body)) as {
        version: number;
        preferences: { favStrategy: string[] };
      };
      saves.push({ version: body.version, favStrategy: body.preferences.favStrategy });
      const answer = answers.shift();
      if (answer === "fail") return json({ status: false, message: "down", errorCode: "X", data: null }, 422);
      if (answer === "conflict") {
        const stored = preference(7, ["iron-condor"]);
        return json(
          {
            status: false,
            message: "changed",
            errorCode: "C",
            data: { status: "conflict", preference: stored },
          },
          409,
        );
      }
      return json(
        envelope({
          status: "success",
          preference: preference(body.version + 1, body.preferences.favStrategy),
        }),
      );
    }
    if (path === "/user-preference/v1/preference") return json(envelope(preference(2, [])));
    return json({ status: false, message: "no", errorCode: "NOT-FOUND", data: null }, 404);
  });
});
afterEach(() => client.close());

async function show() {
  await renderSettled(
    <TradeProvider client={client}>
      <StrategyBuilder instrument={{ segment: 1, token: 99926000 }} />
    </TradeProvider>,
  );
  await until(() => container().querySelector("table[aria-label=Legs]") !== null, "the legs");
}
const figure = (name: string) =>
  [...container().querySelectorAll("dt")].find((dt) => dt.textContent === name)?.nextElementSibling
    ?.textContent;
const star = (title: string) =>
  container().querySelector<HTMLButtonElement>(
    `button[aria-label="Favourite ${title}"]`,
  ) as HTMLButtonElement;
const button = (text: string) =>
  [...container().querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text);

describe("StrategyBuilder", () => {
  it("places a Bull Call Spread on the chain: bought at the money, sold two strikes up, with its figures", async () => {
    await show();
    const selects = [...container().querySelectorAll<HTMLSelectElement>("select[aria-label$=strike]")];
    expect(selects.map((s) => Number(s.value))).toEqual([2_600_000, 2_610_000]);
    // Buy 26,000 CE at 90, sell 26,100 CE at 50, one lot of 75: a debit of 40 × 75, at most (100 − 40) × 75.
    expect(figure("Net debit")).toBe("₹3,000.00");
    expect(figure("Max profit")).toBe("₹4,500.00");
    expect(figure("Max loss")).toBe("-₹3,000.00");
    expect(figure("Breakevens")).toBe("26,040.00");
  });

  it("shows another strategy's legs when picked: a Long Straddle's loss is both premiums", async () => {
    await show();
    await click(button("Long Straddle"));
    await until(() => figure("Max profit") === "Unlimited", "the straddle");
    // Call 90 + put 110 at the money, 75 units.
    expect(figure("Max loss")).toBe("-₹15,000.00");
    expect(figure("Breakevens")).toBe("25,800.00, 26,200.00");
  });

  it("keeps a favourite in the strategy preference: a conflict's stored list is kept and the change made again", async () => {
    await show();
    await until(() => star("Bull Call Spread") !== null, "the stars");
    answers = ["conflict"];
    await click(star("Bull Call Spread"));
    await until(() => saves.length === 2, "the save again");
    expect(saves).toEqual([
      { version: 2, favStrategy: ["bull-call-spread"] },
      { version: 7, favStrategy: ["iron-condor", "bull-call-spread"] },
    ]);
    await until(() => star("Iron Condor").getAttribute("aria-pressed") === "true", "the stored favourite");
    expect(star("Bull Call Spread").getAttribute("aria-pressed")).toBe("true");
  });

  it("says 'Failed to Save Preference!' when the save fails, and the star goes back", async () => {
    await show();
    answers = ["fail"];
    await click(star("Bull Call Spread"));
    await until(() => container().querySelector("[role=alert]") !== null, "the failure");
    expect(container().querySelector("[role=alert]")?.textContent).toBe(
      "Failed to Save Preference! Please try again later.",
    );
    expect(star("Bull Call Spread").getAttribute("aria-pressed")).toBe("false");
  });
});
