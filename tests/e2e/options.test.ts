import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * The option chain as a user (issue 19): opened from the header's index menu and with Ctrl+O and Alt+B, live prices
 * in its cells, another expiry chosen, a call bought from its cell (the order pad opens on that contract) and with the
 * keyboard.
 */
describe("the option chain", () => {
  let env: TestSandbox;
  let page: Page;
  const app = loggedInApp({ marketStart: ist(10, 0) });
  beforeAll(() => {
    ({ env, page } = app);
  });

  const chain = () => page.getByRole("grid", { name: /^Option chain/ });
  const atm = () => chain().locator("[role=row][data-atm]");

  it("opens from the header's index menu with live prices around the money", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    await page.getByRole("button", { name: "Nifty 50 menu" }).click();
    await page
      .getByRole("list", { name: "Nifty 50 menu" })
      .getByRole("link", { name: "Option Chain" })
      .click();
    await page.waitForURL(/\/trade\/watchlist\/option-chain\?token=99926000&mktSegID=1$/);
    await chain().waitFor();
    expect(await chain().getAttribute("aria-label")).toMatch(/^Option chain Nifty 50 \d{4}-\d{2}-\d{2}$/);
    expect(await chain().locator("[data-strike]").count()).toBe(30);
    expect(await atm().count()).toBe(1);
    // The feed writes the volume and OI change, which the chain's snapshot does not carry.
    await expect
      .poll(() => atm().locator("[data-side=CE][data-col=volume]").innerText())
      .toMatch(/^[\d.]+[KLCr]*$/);
    await expect.poll(() => page.locator("[data-spot]").innerText()).toMatch(/^\d{2},\d{3}\.\d{2}$/);
    // Scrolled, the column head sits right under the CALLS/PUTS band: no row shows between the two heads.
    const gap = await chain().evaluate((grid) => {
      grid.scrollTop = 200;
      const band = (grid.querySelector(".tk-oc-sides") as Element).getBoundingClientRect();
      const head = (grid.querySelector(".tk-oc-head") as Element).getBoundingClientRect();
      return head.top - band.bottom;
    });
    expect(gap).toBeLessThanOrEqual(0);
  });

  it("shows another expiry's contracts when the expiry changes", async () => {
    const select = page.getByLabel("Expiry");
    const first = await select.inputValue();
    const options = await select.locator("option").allInnerTexts();
    expect(options.length).toBeGreaterThan(2);
    await select.selectOption(options[1] as string);
    await expect.poll(() => chain().getAttribute("aria-label")).toBe(`Option chain Nifty 50 ${options[1]}`);
    expect(options[1]).not.toBe(first);
  });

  it("buys a call from its cell: the order pad opens on that contract", async () => {
    const row = atm();
    await row.hover();
    const buy = row.getByRole("button", { name: /^Buy NIFTY.*CE$/ });
    const label = (await buy.getAttribute("aria-label")) as string;
    await buy.click();
    // F&O asks for the risk disclosure once before the first pad (spec 1 §2.9).
    await page
      .getByRole("dialog", { name: "Risk disclosure" })
      .getByRole("button", { name: "I UNDERSTAND" })
      .click();
    const pad = page.getByRole("dialog", { name: label });
    await pad.waitFor();
    await pad.getByRole("button", { name: "Close" }).click();
    await pad.waitFor({ state: "detached" });
  });

  it("sells the active put with the keyboard: arrows across cells, then S", async () => {
    await chain().focus();
    // The keyboard starts on the at-the-money call's LTP; two steps right is the put's LTP.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("s");
    const pad = page.getByRole("dialog", { name: /^Sell NIFTY.*PE$/ });
    await pad.waitFor();
    await pad.getByRole("button", { name: "Close" }).click();
  });

  it("opens with Ctrl+O from another screen, and Alt+B opens Bank Nifty's", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    await page.locator("main").waitFor();
    await page.keyboard.press("Control+o");
    await page.waitForURL(/\/trade\/watchlist\/option-chain/);
    await chain().waitFor();
    await page.keyboard.press("Alt+b");
    await page.waitForURL(/token=99926009/);
    await expect
      .poll(() => chain().getAttribute("aria-label"))
      .toMatch(/^Option chain (Nifty Bank|BANKNIFTY)/);
  });
});
