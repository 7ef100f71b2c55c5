import type { TradeClient } from "@trade/core";
import { type OptionLeg, type OptionUnderlying, optionsOf } from "@trade/core/options";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { seriousAxeViolations, setTheme } from "../support/screens.js";
import { ist, place, positionsOf } from "../support/trading.js";

/**
 * Adjust position and trade tools as a user (issue 19 §5): from the positions row menu, adjust mode prompts 'Select
 * New Position to Adjust', refuses a strike not on the chain, takes a strike from the ladder with the keyboard and
 * rolls the call into it; outside NSE and BSE F&O the entry answers 'Only available for NSEFO & BSEFO'. From a
 * watchlist row's more-menu, the trade tools sheet shows NIFTY and SENSEX and opens a tool's screen. axe-clean.
 */
describe("adjust position and trade tools", () => {
  let env: TestSandbox;
  let page: Page;
  let device: TradeClient;
  let atm: OptionLeg;
  let higher: OptionLeg;
  let lotSize: number;

  const app = loggedInApp({ marketStart: ist(11, 0), marketSpeed: 0 });
  beforeAll(async () => {
    ({ env, page } = app);
    device = await env.login("DEMO01");
    const nifty = (await optionsOf(device).underlying({ segment: 1, token: 99926000 })) as OptionUnderlying;
    lotSize = nifty.lotSize;
    const chain = await optionsOf(device).chain(nifty, nifty.expiries[0] as string);
    const at = chain.rows.findIndex((row) => row.strike === chain.atmStrike);
    atm = chain.rows[at]?.call as OptionLeg;
    higher = chain.rows[at + 2]?.call as OptionLeg;
    for (const [segment, token, productType, quantity] of [
      [2, atm.TokenID, "NRML", lotSize],
      [1, 1660, "CNC", 1],
    ] as const) {
      const bought = await place(device, {
        exchangeSegment: segment,
        symbolToken: token,
        transactionType: "B",
        productType,
        orderType: "MARKET",
        quantity,
      });
      expect(bought.ok).toBe(true);
    }
  });

  const rowOf = (symbol: string, product: string) =>
    page.locator(".tk-positions [role=row]", { hasText: symbol }).filter({ hasText: product });
  const menuOf = async (symbol: string, product: string) => {
    const row = rowOf(symbol, product);
    await row.waitFor();
    await row.hover();
    await row.getByRole("button", { name: `More for ${symbol} ${product}` }).click();
  };

  it("refuses Adjust Position outside NSE and BSE F&O in the spec's words", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/positions`);
    await menuOf("ITC-EQ", "Delivery");
    await page.getByRole("menuitem", { name: "Adjust Position" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Adjust Position" }).innerText())
      .toContain("Only available for NSEFO & BSEFO");
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("adjusts a NIFTY call into a strike two steps up, chosen on the ladder from the keyboard", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/positions`);
    await menuOf(atm.TradeSymbol, "Carry Forward");
    await page.getByRole("menuitem", { name: "Adjust Position" }).click();
    const dialog = page.getByRole("dialog", { name: `Adjust Position · ${atm.TradeSymbol}` });
    await dialog.waitFor();
    expect(await dialog.locator(".tk-adj-prompt").innerText()).toBe("Select New Position to Adjust");
    expect(await dialog.getByRole("button", { name: "Adjust Position" }).count()).toBe(0);

    // A strike that is not on the chain.
    await dialog.getByLabel("Strike price").fill("12345");
    await dialog.getByRole("button", { name: "Choose" }).click();
    expect(await dialog.getByRole("alert").innerText()).toBe("Please enter a valid strike price");

    // The ladder opens on the money (the held call, which cannot be chosen); two rows down is the new strike.
    const ladder = dialog.getByRole("listbox");
    const held = ladder.locator("[role=option][aria-disabled=true]");
    await held.waitFor();
    expect(await held.innerText()).toContain("Held");
    await ladder.focus();
    await page.keyboard.press("Enter");
    expect(await ladder.locator("[aria-selected=true]").count()).toBe(0);
    for (const key of ["ArrowDown", "ArrowDown", "Enter"]) await page.keyboard.press(key);
    expect(await ladder.locator("[aria-selected=true]").innerText()).toContain(
      (higher.StrikePrice / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 }),
    );
    expect(await dialog.locator(".tk-adj-prompt").innerText()).toContain(`Adjust to ${higher.TradeSymbol}`);
    const orders = await dialog
      .getByRole("table")
      .locator("tbody tr")
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll("td")].slice(0, 4).map((td) => td.textContent)),
      );
    expect(orders).toEqual([
      ["Exit", "SELL", atm.TradeSymbol, `${lotSize} (1 lot)`],
      ["New", "BUY", higher.TradeSymbol, `${lotSize} (1 lot)`],
    ]);

    await dialog.getByRole("button", { name: "Adjust Position" }).click();
    await expect
      .poll(() => dialog.getByRole("status").last().innerText())
      .toMatch(/^Position adjusted: exit order/);
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "detached" });
    const positions = await positionsOf(device);
    expect(positions.find((p) => p.symbolToken === atm.TokenID)?.netQty).toBe(0);
    expect(positions.find((p) => p.symbolToken === higher.TokenID)?.netQty).toBe(lotSize);
    await rowOf(higher.TradeSymbol, "Carry Forward").waitFor();
  });

  it("opens the trade tools sheet from a watchlist row: NIFTY and SENSEX, each tool to its screen", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    const row = page.locator(".tk-watchlist [data-row]").first();
    await row.click();
    await row.hover();
    await page
      .getByRole("button", { name: /^More for / })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Trade Tools" }).click();
    const sheet = page.getByRole("dialog", { name: "Trade tools" });
    const tools = () =>
      sheet
        .getByRole("list")
        .getByRole("button")
        .evaluateAll((b) => b.map((x) => x.querySelector("strong")?.textContent));
    expect(await sheet.getByRole("tab", { name: "NIFTY" }).getAttribute("aria-selected")).toBe("true");
    await sheet.getByRole("term").filter({ hasText: "PCR" }).waitFor();
    expect(await tools()).toEqual(["Option Chain", "Option Strategies", "OI Analysis"]);
    await sheet.getByRole("tab", { name: "NIFTY" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await sheet.getByRole("tab", { name: "SENSEX" }).getAttribute("aria-selected")).toBe("true");
    await sheet.getByRole("term").filter({ hasText: "ATM strike" }).waitFor();
    expect(await tools()).toEqual(["Option Chain", "Option Strategies"]);
    await sheet.getByRole("button", { name: /^Option Chain/ }).click();
    await page.waitForURL(/\/trade\/watchlist\/option-chain\?token=99919000&mktSegID=3$/);
    await page.locator(".tk-oc [role=grid]").waitFor();
  });

  for (const theme of ["light", "dark"] as const) {
    it(`finds no serious or critical violation in adjust mode and the trade tools sheet, ${theme}`, async () => {
      await setTheme(device, theme);
      await page.goto(`${env.sandbox.url}/trade/orders/positions`);
      await menuOf(higher.TradeSymbol, "Carry Forward");
      await page.getByRole("menuitem", { name: "Adjust Position" }).click();
      const dialog = page.getByRole("dialog", { name: /^Adjust Position/ });
      await dialog.getByRole("listbox").locator("[role=option]").first().waitFor();
      await dialog.getByRole("listbox").locator("[role=option]:not([aria-disabled])").first().click();
      await dialog.getByRole("table").waitFor();
      expect(await seriousAxeViolations(page), `adjust, ${theme}`).toEqual([]);
      await page.keyboard.press("Escape");

      await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
      const row = page.locator(".tk-watchlist [data-row]").first();
      await row.click();
      await row.hover();
      await page
        .getByRole("button", { name: /^More for / })
        .first()
        .click();
      await page.getByRole("menuitem", { name: "Trade Tools" }).click();
      await page
        .getByRole("dialog", { name: "Trade tools" })
        .getByRole("term")
        .filter({ hasText: "PCR" })
        .waitFor();
      expect(await seriousAxeViolations(page), `trade tools, ${theme}`).toEqual([]);
    });
  }
});
