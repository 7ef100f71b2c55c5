// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { createTradeClient, type TradeClient } from "@trade/core";
import { type OptionUnderlying, optionsOf } from "@trade/core/options";
import { TradeProvider } from "@trade/react";
import { OptionWatchlist, type QuicklistContract } from "@trade/react/option-watchlist";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { quoteFeedFor } from "../../packages/react/src/live/live.js";
import { act, click, container, render, unmount, until } from "../support/dom.js";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

const $$ = <E extends Element = HTMLElement>(selector: string) => [
  ...container().querySelectorAll<E>(selector),
];
const rows = () => $$("tbody tr");
const names = () => rows().map((row) => row.querySelector("th")?.textContent ?? "");
const atmIndex = () => rows().findIndex((row) => row.hasAttribute("data-atm"));
const tokens = () => rows().map((row) => Number(row.dataset.token));
const tabNames = () =>
  $$(".tk-owl-tab button[aria-pressed]").map(
    (t) => `${t.textContent}${t.getAttribute("aria-pressed") === "true" ? "*" : ""}`,
  );
const ltps = () =>
  rows().map((row) => Number(row.querySelectorAll("td")[0]?.textContent?.replaceAll(",", "")));

async function choose(select: HTMLSelectElement | undefined, value: string) {
  if (select === undefined) throw new Error("no select");
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("@trade/react/option-watchlist against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  const trades: string[] = [];

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(11, 0), marketSpeed: 0 });
    client = createTradeClient({
      baseUrl: `${env.sandbox.url}/api`,
      platform: "node",
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    await client.auth.generateOtp({ clientCode: "DEMO01" });
    await client.auth.verifyOtp({ clientCode: "DEMO01", otp: fixedOtp });
    // The sandbox builds its instruments and market on first use: the first mount need not wait for that.
    const nifty = (await optionsOf(client).underlying({ segment: 1, token: 99926000 })) as OptionUnderlying;
    await optionsOf(client).chain(nifty, nifty.expiries[0] as string, 31);
  }, 60_000);
  /** A fresh quicklist on NIFTY's calls, their prices in. */
  async function mount() {
    render(
      createElement(
        TradeProvider,
        { client },
        createElement(OptionWatchlist, {
          onTrade: (contract: QuicklistContract, side: "B" | "S") =>
            trades.push(`${side} ${contract.tradeSymbol}`),
        }),
      ),
    );
    await until(() => rows().length === 21, "NIFTY's calls", 15_000);
    await until(() => ltps().every((ltp) => ltp > 0), "live prices");
  }

  afterAll(async () => {
    unmount();
    client?.close();
    await env?.close();
  });

  it("lists NIFTY's calls from 5 strikes below to 15 above the money, live and subscribed", async () => {
    await mount();
    expect(tabNames()).toEqual(["NIFTY*"]);
    expect(atmIndex()).toBe(5);
    const nifty = (await optionsOf(client).underlying({ segment: 1, token: 99926000 })) as OptionUnderlying;
    const chain = await optionsOf(client).chain(nifty, nifty.expiries[0] as string, 31);
    const step = nifty.strikeStep ?? 0;
    const strikes = names().map((name) => Number(name.replace(" CE", "").replaceAll(",", "")) * 100);
    expect(strikes[0]).toBe(chain.atmStrike - 5 * step);
    expect(strikes.at(-1)).toBe(chain.atmStrike + 15 * step);
    // The rows show the feed's prices: every shown call subscribed, no put.
    const feed = quoteFeedFor(client);
    await until(() => tokens().every((token) => feed.get(2, token) !== undefined), "the calls subscribed");
    const put = chain.rows.find((r) => r.strike === chain.atmStrike)?.put?.TokenID ?? 0;
    expect(feed.get(2, put)).toBeUndefined();
  });

  it("mirrors the window for puts and moves the subscriptions with it", async () => {
    await mount();
    const calls = tokens();
    const feed = quoteFeedFor(client);
    const puts = $$<HTMLInputElement>("input[type=radio]")[1];
    await act(async () => puts?.click());
    await until(() => names()[0]?.endsWith("PE") === true, "the puts");
    expect(rows()).toHaveLength(21);
    expect(atmIndex()).toBe(15);
    await until(() => tokens().every((token) => feed.get(2, token) !== undefined), "the puts subscribed");
    await until(() => calls.every((token) => feed.get(2, token) === undefined), "the calls unsubscribed");
  });

  it("sorts a column ascending, descending, then back to the strikes' order", async () => {
    await mount();
    const byStrike = names();
    const ltp = $$("thead button").find((b) => b.textContent === "LTP");
    await click(ltp);
    expect(ltp?.closest("th")?.getAttribute("aria-sort")).toBe("ascending");
    expect(ltps()).toEqual([...ltps()].sort((a, b) => a - b));
    await click(ltp);
    expect(ltp?.closest("th")?.getAttribute("aria-sort")).toBe("descending");
    expect(ltps()).toEqual([...ltps()].sort((a, b) => b - a));
    await click(ltp);
    expect(ltp?.closest("th")?.getAttribute("aria-sort")).toBe("none");
    expect(names()).toEqual(byStrike);
  });

  it("buys or sells a row's contract", async () => {
    await mount();
    const atm = rows()[atmIndex()];
    await click(atm?.querySelector<HTMLElement>("button[data-action=S]"));
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatch(/^S NIFTY.*CE$/);
  });

  it("keeps up to 4 tabs: the add picker gives way to the limit's note, and comes back when one goes", async () => {
    await mount();
    const picker = () => $$<HTMLSelectElement>("select[aria-label='Add an underlying']")[0];
    const offered = () => [...(picker()?.options ?? [])].map((o) => o.value).filter((v) => v !== "");
    await until(() => offered().length >= 3, "the indices to add");
    expect(offered()).not.toContain("NIFTY");
    expect(offered()).not.toContain("INDIA VIX");
    for (let i = 0; i < 3; i += 1) {
      const next = offered()[0] as string;
      await choose(picker(), next);
      await until(() => tabNames().includes(`${next}*`), `${next}'s tab`);
    }
    expect(tabNames()).toHaveLength(4);
    expect(picker()).toBeUndefined();
    expect(container().textContent).toContain("Up to 4 tabs: remove one to add another");
    const last = tabNames()[3]?.replace("*", "") as string;
    await until(() => rows().length === 21, `${last}'s calls`, 15_000);
    await click($$("button").find((b) => b.getAttribute("aria-label") === `Remove ${last}`));
    expect(tabNames()).toEqual(["NIFTY*", ...tabNames().slice(1, 3)]);
    expect(picker()).toBeDefined();
  });
});
