// @vitest-environment happy-dom
import type { Scrip, TradeClient } from "@trade/core";
import type { OptionChain as Chain, OptionLeg } from "@trade/core/options";
import { encodePacket, packetSize, packetType, type QuoteFields } from "@trade/core/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, container, renderSettled, settle, until } from "../../../../../tests/support/dom.js";
import { itcScrip } from "../../gtt/__tests__/support.js";
import { quoteFeedFor } from "../../live/live.js";
import { TradeProvider } from "../../TradeProvider.js";
import { offlineClient } from "../../trading/__tests__/support.js";
import type { OptionContract } from "../ChainRow.js";
import { OptionChain } from "../OptionChain.js";

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
const expiries = ["2026-12-01", "2026-12-08"];
const strikes = [2_590_000, 2_595_000, 2_600_000, 2_605_000];
/** Tokens of a contract: 1000s for the first expiry, 2000s for the second. */
const tokenOf = (expiry: string, strike: number, type: "CE" | "PE") =>
  (expiry === expiries[0] ? 1000 : 2000) + strikes.indexOf(strike) * 2 + (type === "PE" ? 1 : 0);
const leg = (expiry: string, strike: number, type: "CE" | "PE"): OptionLeg => ({
  TokenID: tokenOf(expiry, strike, type),
  SegmentID: 2,
  TradeSymbol: `NIFTY${expiry === expiries[0] ? "26DEC" : "08DEC"}${strike / 100}${type}`,
  OpenInterest: 1_500_000,
  StrikePrice: strike,
  OptionType: type,
  ExpiryDate: expiry,
  ltp: 10_000,
  iv: 13.2,
  greeks: { iv: 13.2, delta: type === "CE" ? 0.52 : -0.48, gamma: 0.0012, theta: -9.5, vega: 12.1 },
});
const chainOf = (expiry: string): Chain => ({
  TradeSymbol: "NIFTY",
  ExpiryDate: expiry,
  MarketSegmentId: 2,
  spot: 2_601_000,
  atmStrike: 2_600_000,
  rows: strikes.map((strike) => ({
    strike,
    call: leg(expiry, strike, "CE"),
    put: leg(expiry, strike, "PE"),
  })),
});

let client: TradeClient;
beforeEach(() => {
  client = offlineClient(async (input) => {
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
          optionExpiries: expiries,
          futures: [],
        }),
      );
    }
    if (path === "/option-chain/v1/chain")
      return json(envelope(chainOf(url.searchParams.get("ExpiryDate") ?? "")));
    return json({ status: false, message: "no", errorCode: "NOT-FOUND", data: null }, 404);
  });
});
afterEach(() => client.close());

function quote(segment: number, token: number, ltp: number, extra: Partial<QuoteFields> = {}): ArrayBuffer {
  const view = new DataView(new ArrayBuffer(packetSize[packetType.quote]));
  encodePacket(view, 0, packetType.quote, {
    segment,
    token,
    ltp,
    close: 10_000,
    time: 1_795_494_600,
    open: 0,
    high: 0,
    low: 0,
    atp: 0,
    lastQty: 0,
    volume: 250_000,
    totalBuyQty: 0,
    totalSellQty: 0,
    oi: 1_600_000,
    oiChange: 100_000,
    ...extra,
  } as QuoteFields);
  return view.buffer;
}

const grid = () => container().querySelector<HTMLElement>("[role=grid]") as HTMLElement;
const row = (strike: number) =>
  container().querySelector<HTMLElement>(`[data-strike="${strike}"]`) as HTMLElement;
const cell = (strike: number, side: "CE" | "PE", col: string) =>
  row(strike).querySelector(`[data-side=${side}][data-col=${col}]`)?.textContent;
const key = (key: string) =>
  act(async () => {
    grid().dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  });

async function show(onTrade?: (contract: OptionContract, side: "B" | "S") => void) {
  await renderSettled(
    <TradeProvider client={client}>
      <OptionChain instrument={{ segment: 1, token: 99926000 }} {...(onTrade ? { onTrade } : {})} />
    </TradeProvider>,
  );
  await until(() => container().querySelector("[role=grid]") !== null, "the chain");
}

describe("OptionChain", () => {
  it("shows calls and puts around the money, the ATM row and in-the-money halves, with delta and IV", async () => {
    await show();
    expect(container().textContent).toContain("Nifty 50");
    expect(row(2_600_000).hasAttribute("data-atm")).toBe(true);
    expect(row(2_595_000).hasAttribute("data-call-itm")).toBe(true);
    expect(row(2_605_000).hasAttribute("data-put-itm")).toBe(true);
    expect(row(2_605_000).hasAttribute("data-spot-line")).toBe(true);
    expect(cell(2_600_000, "CE", "delta")).toBe("0.52");
    expect(cell(2_600_000, "PE", "iv")).toBe("13.20");
    expect(container().querySelector("[data-col=gamma]")).toBeNull();
  });

  it("writes each contract's LTP, change, OI, OI change and volume from the feed, and moves the money with the spot", async () => {
    await show();
    const feed = quoteFeedFor(client);
    feed.ingest(quote(2, tokenOf(expiries[0] as string, 2_600_000, "CE"), 11_250));
    feed.ingest(quote(1, 99926000, 2_606_000));
    feed.flush();
    expect(cell(2_600_000, "CE", "ltp")).toBe("112.50");
    expect(cell(2_600_000, "CE", "change")).toBe("+12.50");
    expect(cell(2_600_000, "CE", "oi")).toBe("16L");
    expect(cell(2_600_000, "CE", "oiChange")).toBe("+1L");
    expect(cell(2_600_000, "CE", "volume")).toBe("2.5L");
    expect(container().querySelector("[data-spot]")?.textContent).toBe("26,060.00");
    expect(row(2_605_000).hasAttribute("data-atm")).toBe(true);
    expect(row(2_600_000).hasAttribute("data-atm")).toBe(false);
  });

  it("moves across cells with the arrows and buys or sells the active cell's contract with B and S", async () => {
    const trades: [string, string][] = [];
    await show((contract, side) => trades.push([contract.tradeSymbol, side]));
    // Starts on the ATM call's LTP; right onto the strike, right again onto the put's LTP.
    await key("b");
    await key("ArrowRight");
    await key("b");
    await key("ArrowRight");
    await key("s");
    await key("ArrowUp");
    await key("+");
    expect(trades).toEqual([
      ["NIFTY26DEC26000CE", "B"],
      ["NIFTY26DEC26000PE", "S"],
      ["NIFTY26DEC25950PE", "B"],
    ]);
    expect(grid().getAttribute("aria-activedescendant")).toMatch(/-1-\d+$/);
  });

  it("offers B and S buttons on each contract only when it can trade", async () => {
    await show();
    expect(container().querySelector("button[aria-label^=Buy]")).toBeNull();
  });

  it("subscribes the new expiry's contracts and drops the old ones when the expiry changes", async () => {
    await show(() => {});
    const feed = quoteFeedFor(client);
    const old = tokenOf(expiries[0] as string, 2_600_000, "CE");
    expect(feed.get(2, old)).toBeDefined();
    const select = container().querySelector("select") as HTMLSelectElement;
    await act(async () => {
      select.value = expiries[1] as string;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    await until(
      () => row(2_600_000)?.querySelector("[aria-label='Buy NIFTY08DEC26000CE']") !== null,
      "the next expiry's chain",
    );
    // The subscriptions follow the rows' render: wait for them rather than for a fixed number of turns.
    const next = tokenOf(expiries[1] as string, 2_600_000, "CE");
    await until(() => feed.get(2, next) !== undefined, "the new expiry's contracts subscribed");
    await settle();
    expect(feed.get(2, old)).toBeUndefined();
    expect(feed.get(2, next)).toBeDefined();
  });
});
