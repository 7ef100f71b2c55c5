// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { createTradeClient, type TradeClient } from "@trade/core";
import { type Watchlist as WatchlistData, watchlistsOf } from "@trade/core/watchlist";
import { TradeProvider } from "@trade/react";
import { Watchlist, type WatchlistProps } from "@trade/react/watchlist";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
const textOf = (selector: string) => $(selector)?.textContent ?? "";
async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}; widget: ${$(".tk-watchlist")?.textContent}`);
    }
    await wait(25);
  }
}
const symbols = () => $$(".tk-watchlist [data-row] .tk-wl-name").map((s) => s.textContent ?? "");
const tabs = () =>
  $$(".tk-wl-tabs [role=tab]").map(
    (t) => `${t.textContent}${t.getAttribute("aria-selected") === "true" ? "*" : ""}`,
  );
/** The widget's notice: an alert for a refusal, a status for a success. */
const notice = () => textOf(".tk-watchlist [role=status], .tk-watchlist [role=alert]");
const refusal = () => textOf(".tk-watchlist [role=alert]");
const button = (label: string, within = ".tk-watchlist") => {
  const found = [...document.querySelectorAll<HTMLButtonElement>(`${within} button`)].find(
    (b) => b.textContent === label || b.getAttribute("aria-label") === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const click = (element: Element) => act(() => (element as HTMLElement).click());
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
const submit = (input: HTMLInputElement) =>
  act(() => {
    input.form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
const inputNamed = (label: string) =>
  $<HTMLInputElement>(`.tk-watchlist input[aria-label="${label}"]`) as HTMLInputElement;

/**
 * The watchlist widget's limit and name messages that tests/contract/react-watchlist.test.ts does not reach (spec 3
 * §5 Watchlist, §8 RB-104): a scrip limit set by the host from remote configuration, the name rule and a taken name
 * when renaming a list or a section, and a duplicate name the server refuses with RB-104 after another device took it.
 */
describe("@trade/react/watchlist limits and names against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  const listNamed = async (name: string) =>
    (await watchlistsOf(client).list()).find((w) => w.watchlistName === name) as WatchlistData;

  const mount = async (props: WatchlistProps = {}) => {
    act(() => root?.unmount());
    container?.remove();
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    act(() => root?.render(createElement(TradeProvider, { client }, createElement(Watchlist, props))));
    await until(() => $$(".tk-wl-tabs [role=tab]").length > 0, "the tabs");
    await until(() => symbols().length > 0, "the rows");
  };

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
  afterAll(async () => {
    act(() => root?.unmount());
    container?.remove();
    client?.close();
    await env?.close();
  });

  it("the scrip limit from remote configuration: 'Max 20 scrips ...' on a list of 20, nothing sent", async () => {
    const nifty = await listNamed("NiftyStocks");
    expect(nifty.scripDetails.filter((r) => r.type === "scrip")).toHaveLength(20);
    watchlistsOf(client).select(nifty.watchlistId);
    await mount({ maxScrips: 20 });
    await until(() => symbols().length === 20, "the 20 rows");
    const search = inputNamed("Search and add scrips");
    await type(search, "TATASTEEL");
    await until(
      () => $$(".tk-wl-search li button").some((b) => b.textContent?.startsWith("TATASTEEL-EQ")),
      "the search result",
    );
    await click(
      $$(".tk-wl-search li button").find((b) => b.textContent?.startsWith("TATASTEEL-EQ")) as HTMLElement,
    );
    await until(() => refusal() !== "", "the limit message");
    expect(refusal()).toBe(
      "Max 20 scrips can be added to watchlist, please unselect some scrips and try again",
    );
    expect(symbols()).not.toContain("TATASTEEL-EQ");
    expect((await listNamed("NiftyStocks")).scripDetails).toHaveLength(20);
  });

  it("renaming a list: letters and digits only, not another list's name (any case)", async () => {
    const banks = await listNamed("Banks");
    watchlistsOf(client).select(banks.watchlistId);
    await mount();
    await until(() => tabs().includes("Banks*"), "the Banks tab");
    await click(button("Manage"));
    const name = () => inputNamed("Watchlist name");
    await type(name(), "Big-Banks");
    await submit(name());
    await until(() => refusal() !== "", "the name message");
    expect(refusal()).toBe("Please enter only letters (a-z) and numbers (0-9).");
    await type(name(), "niftystocks");
    await submit(name());
    await until(() => refusal() === "Watchlist with this name already exists", "the taken-name message");
    expect((await listNamed("Banks")).watchlistName).toBe("Banks");
  });

  it("renaming a section: letters and digits only, not another section's name", async () => {
    const banks = await listNamed("Banks");
    expect(banks.sections?.map((s) => s.name)).toEqual(["Private", "PSU"]);
    watchlistsOf(client).select(banks.watchlistId);
    await mount();
    await click(button("Manage"));
    const section = () => inputNamed("Section Private");
    await type(section(), "Private Banks");
    await submit(section());
    await until(() => refusal() !== "", "the name message");
    expect(refusal()).toBe("Please enter only letters (a-z) and numbers (0-9).");
    await type(section(), "psu");
    await submit(section());
    await until(() => refusal() === "Section with this name already exists", "the taken-name message");
    expect((await listNamed("Banks")).sections?.map((s) => s.name)).toEqual(["Private", "PSU"]);
  });

  it("RB-104: a name another device took meanwhile is refused by the server, the message shown, the lists reloaded", async () => {
    await mount();
    const other = await env.login("DEMO01");
    const made = await watchlistsOf(other).create({ watchlistName: "Momentum" });
    expect(made.ok).toBe(true);
    other.close();
    // This widget still holds the lists without Momentum: its own check passes, the server's does not.
    expect(tabs().some((t) => t.startsWith("Momentum"))).toBe(false);
    await click(button("New watchlist"));
    const name = inputNamed("New watchlist name");
    await type(name, "Momentum");
    await submit(name);
    await until(() => refusal() !== "", "the server's refusal");
    expect(refusal()).toBe("Watchlist with this name already exists");
    await until(() => tabs().some((t) => t.startsWith("Momentum")), "the reloaded lists");
    expect(tabs().filter((t) => t.startsWith("Momentum"))).toHaveLength(1);
    expect(notice()).toBe("Watchlist with this name already exists");
  });
});
