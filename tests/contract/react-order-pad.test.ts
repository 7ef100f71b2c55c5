// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { createTradeClient, marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import { listedOnlyOnMessage, surveillanceMessage } from "@trade/core/orders";
import { TradeProvider } from "@trade/react";
import { OrderPad, padInstrumentOf } from "@trade/react/trading";
import { createElement } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { advance, click, container, settle, render as show, until } from "../support/dom.js";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * The order pad's exchange switch and surveillance sheet against the sandbox's real listings and metadata (spec 2
 * §2 sheets, §5): a scrip listed on one exchange says so for 3 s; a dual-listed one moves to the other exchange; a
 * scrip under surveillance opens with the warning sheet.
 */
describe("OrderPad listings and surveillance against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;

  const scrip = async (symbol: string, exchange = "NSE") =>
    (await client.call(marketEndpoints.scripExchangeList, { query: { symbol } })).find(
      (s) => s.exchName === exchange && s.instName === "EQ",
    ) as Scrip;
  const render = async (symbol: string) => {
    const instrument = await padInstrumentOf(client, await scrip(symbol));
    show(
      createElement(
        TradeProvider,
        { client },
        createElement(OrderPad, { instrument, side: "B", now: () => ist(10, 0), keepOpen: true }),
      ),
    );
    await settle();
    await vi.waitFor(() => expect(exchangeButton("NSE")?.getAttribute("aria-checked")).toBe("true"));
  };
  const exchangeButton = (name: string) =>
    [
      ...container().querySelectorAll<HTMLButtonElement>("[role=radiogroup][aria-label=Exchange] button"),
    ].find((button) => button.textContent === name);
  const statusText = () => container().querySelector("p.tk-op-note")?.textContent ?? "";

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0 });
    client = createTradeClient({
      baseUrl: `${env.sandbox.url}/api`,
      platform: "node",
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    await client.auth.generateOtp({ clientCode: "DEMO01" });
    await client.auth.verifyOtp({ clientCode: "DEMO01", otp: fixedOtp });
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    client?.close();
    await env?.close();
  });

  it("a scrip listed only on NSE says so when BSE is chosen, and the message clears after 3 s", async () => {
    await render("STARCEMENT");
    // The message's 3 s run on fake time (the sandbox's answer comes in real time, while fake time stands still).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await click(exchangeButton("BSE"));
    await until(() => statusText() === listedOnlyOnMessage("NSE"), "the listed-only message");
    expect(statusText()).toBe("This stock is listed only on NSE.");
    expect(exchangeButton("NSE")?.getAttribute("aria-checked")).toBe("true");
    // The message goes no sooner than 3 s after the click, and soon after that.
    await advance(3_000 - 1);
    expect(statusText()).toBe("This stock is listed only on NSE.");
    await advance(2_000);
    expect(statusText()).toBe("");
  });

  it("a scrip listed on both moves to BSE: the pad then trades the BSE listing", async () => {
    await render("ITC");
    expect(container().querySelector(".tk-order-pad")?.getAttribute("aria-label")).toBe("Buy ITC-EQ");
    await click(exchangeButton("BSE"));
    await vi.waitFor(() => expect(exchangeButton("BSE")?.getAttribute("aria-checked")).toBe("true"));
    const bse = await scrip("ITC", "BSE");
    expect(container().querySelector(".tk-order-pad")?.getAttribute("aria-label")).toBe(
      `Buy ${bse.tradeSymbol}`,
    );
    expect(statusText()).toBe("");
  });

  it("a scrip under surveillance opens with the warning sheet, which OK dismisses", async () => {
    await render("RPOWER");
    const sheet = () => container().querySelector("[role=alertdialog][aria-label='Under surveillance']");
    await vi.waitFor(() => expect(sheet()).not.toBeNull());
    expect(sheet()?.textContent).toContain(surveillanceMessage(["ASM-ST-1"]));
    const ok = [...(sheet()?.querySelectorAll("button") ?? [])].find((b) => b.textContent === "OK");
    await click(ok);
    expect(sheet()).toBeNull();
  });

  it("a scrip without surveillance tags shows no sheet", async () => {
    await render("ITC");
    expect(container().querySelector("[role=alertdialog]")).toBeNull();
  });
});
