// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { createTradeClient, type TradeClient } from "@trade/core";
import { type Watchlist as WatchlistData, watchlistsOf } from "@trade/core/watchlist";

import type { WatchlistProps } from "@trade/react/watchlist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";
import {
  $$,
  button,
  click,
  inputNamed,
  mountWatchlist,
  notice,
  refusal,
  submit,
  symbols,
  tabs,
  type,
  until,
} from "../support/watchlist.js";

/**
 * The watchlist widget's limit and name messages that tests/contract/react-watchlist.test.ts does not reach (spec 3
 * §5 Watchlist, §8 RB-104): a scrip limit set by the host from remote configuration, the name rule and a taken name
 * when renaming a list or a section, and a duplicate name the server refuses with RB-104 after another device took it.
 */
describe("@trade/react/watchlist limits and names against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  const listNamed = async (name: string) =>
    (await watchlistsOf(client).list()).find((w) => w.watchlistName === name) as WatchlistData;

  const mount = async (props: WatchlistProps = {}) => {
    await mountWatchlist(client, props);
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
    await submit(name().form as HTMLFormElement);
    await until(() => refusal() !== "", "the name message");
    expect(refusal()).toBe("Please enter only letters (a-z) and numbers (0-9).");
    await type(name(), "niftystocks");
    await submit(name().form as HTMLFormElement);
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
    await submit(section().form as HTMLFormElement);
    await until(() => refusal() !== "", "the name message");
    expect(refusal()).toBe("Please enter only letters (a-z) and numbers (0-9).");
    await type(section(), "psu");
    await submit(section().form as HTMLFormElement);
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
    await submit(name.form as HTMLFormElement);
    await until(() => refusal() !== "", "the server's refusal");
    expect(refusal()).toBe("Watchlist with this name already exists");
    await until(() => tabs().some((t) => t.startsWith("Momentum")), "the reloaded lists");
    expect(tabs().filter((t) => t.startsWith("Momentum"))).toHaveLength(1);
    expect(notice()).toBe("Watchlist with this name already exists");
  });
});
