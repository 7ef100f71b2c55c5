import type { TradeClient } from "@trade/core";
import { amountText } from "@trade/core/funds";
import { mtfOf } from "@trade/core/mtf";
import { pledgeNudge } from "@trade/core/pledge";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import { fixedOtp, type TestSandbox } from "../support/sandbox.js";
import { appScreens, seriousAxeViolations, setTheme, showScreen } from "../support/screens.js";
import { ist, place } from "../support/trading.js";

const itc = 1660;
const timeout = 15_000;

/**
 * Pay Later as a user (issue 21 §5, §6): the pledge nudge in the MTF poll window (16:15 to 21:00 IST), shown first and
 * repeated fewer than 3 times after each Cancel, then accepted the next day (the depository's OTP window); the pledge
 * history, MTF recommendations (Buy opens the pad on Margin) and Pay Now.
 */
describe("Pay Later screens and the pledge nudge", () => {
  let env: TestSandbox;
  let page: Page;
  let device: TradeClient;

  const app = loggedInApp({ marketStart: ist(10, 0), marketSpeed: 0 });
  beforeAll(async () => {
    ({ env, page } = app);
    device = await env.login("DEMO01");
    const bought = await place(device, {
      exchangeSegment: 1,
      symbolToken: itc,
      transactionType: "B",
      productType: "MARGIN",
      orderType: "MARKET",
      quantity: 5,
    });
    if (!bought.ok) throw new Error(JSON.stringify(bought.rejection));
  });

  const nudge = () => page.getByRole("dialog", { name: pledgeNudge.title });
  /** Open the app at the market time `at` and wait for the pledge state the nudge reads. */
  const visitAt = async (at: number) => {
    await env.clock({ at });
    const asked = page.waitForResponse((r) => r.url().includes("get_pledgeable_stocks"), { timeout });
    await page.goto(`${env.sandbox.url}/trade/orders/positions`);
    await asked;
  };

  it("asks in the poll window, and after each Cancel's timer asks again, fewer than 3 more times", async () => {
    // The day's MTF buys become lots awaiting their pledge at the day roll: the next day.
    const day = "2026-11-25";
    const shown: boolean[] = [];
    for (const [index, minute] of [0, 11, 22, 33].entries()) {
      await visitAt(ist(17, minute, 0, day));
      const visible = await nudge()
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      shown.push(visible);
      if (!visible) continue;
      expect(await nudge().innerText()).toContain("ITC × 5");
      if (index < 2) {
        // The dialog is clean in both themes.
        await setTheme(device, index === 0 ? "light" : "dark");
        await page.reload();
        await nudge().waitFor({ timeout });
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      // Focus starts in the dialog: Escape is Cancel.
      await page.keyboard.press("Escape");
      await nudge().waitFor({ state: "detached", timeout });
    }
    expect(shown).toEqual([true, true, true, false]);
    await setTheme(device, "light");
  });

  it("not outside the window: the pledge state is not even asked", async () => {
    await env.clock({ at: ist(8, 0, 0, "2026-11-26") });
    let asked = false;
    const listen = (request: { url: () => string }) => {
      if (request.url().includes("get_pledgeable_stocks")) asked = true;
    };
    page.on("request", listen);
    await page.goto(`${env.sandbox.url}/trade/mtf/dashboard`);
    await page.getByRole("tab", { name: "Pledged Stocks" }).waitFor({ timeout });
    page.off("request", listen);
    expect(asked).toBe(false);
    expect(await nudge().count()).toBe(0);
  });

  it("the next day it asks again; Accept pledges the MTF shares through the depository's OTP window", async () => {
    await visitAt(ist(17, 0, 0, "2026-11-26"));
    await nudge().waitFor({ timeout });
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      nudge().getByRole("button", { name: pledgeNudge.accept }).click(),
    ]);
    await popup.getByLabel("OTP sent to your registered mobile").fill(fixedOtp);
    await popup.getByRole("button", { name: "Authorise" }).click();
    await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => nudge().locator("h3").innerText(), { timeout }).toBe("Pledge Pending");
    await env.clock({ advanceMs: 31_000 });
    await expect.poll(() => nudge().locator("h3").innerText(), { timeout }).toBe("Pledged");
    await nudge().getByRole("button", { name: "Close" }).click();
    const [lot] = await mtfOf(device).transactions();
    expect(lot).toMatchObject({ symbol: "ITC", pledged_qty: 5, status: "Pledged" });
  });

  it("the pledge history lists the finished request, Pledged", async () => {
    await page.goto(`${env.sandbox.url}/trade/mtf/historic-pledge`);
    const row = page.locator(".tk-mtf-historic tbody tr", { hasText: "ITC × 5" }).first();
    await row.waitFor({ timeout });
    expect(await row.locator(".tk-badge").innerText()).toBe("Pledged");
    expect(await row.innerText()).toContain("5 of 5");
  });

  it("recommendations: Buy opens the order pad on the Margin product", async () => {
    await env.clock({ at: ist(10, 0, 0, "2026-11-27") });
    await page.goto(`${env.sandbox.url}/trade/mtf/recommendation`);
    const first = page.locator(".tk-mtf-recommendations tbody tr").first();
    await first.waitFor({ timeout });
    const symbol = (await first.locator("strong").innerText()).trim();
    await first.getByRole("button", { name: `Buy ${symbol} with Pay Later` }).click();
    const pad = page.getByRole("dialog", { name: new RegExp(`^Buy ${symbol}`) });
    await pad.waitFor({ timeout });
    expect(await pad.getByRole("radio", { name: "Margin", exact: true }).isChecked()).toBe(true);
    await expect.poll(() => pad.locator("[data-mtf]").innerText()).toMatch(/^Pay Later \(MTF\) 4X/);
  });

  it("Pay Now: the dues prefilled, more than due refused in the field, then paid", async () => {
    const { dues } = await mtfOf(device).paymentHistory();
    expect(dues).toBeGreaterThan(0);
    await page.goto(`${env.sandbox.url}/trade/mtf/paynow`);
    const field = page.getByLabel("Amount to pay");
    await field.waitFor({ timeout });
    expect(await field.inputValue()).toBe(amountText(dues));
    await field.fill("99999");
    await page
      .getByRole("alert")
      .filter({ hasText: /^You can pay up to ₹/ })
      .waitFor({ timeout });
    // An empty amount is flagged when paying, not while typing.
    await field.fill("");
    await page.getByRole("button", { name: "Pay now" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter the amount to pay" }).waitFor({ timeout });
    await field.fill(amountText(dues));
    await page.getByRole("button", { name: "Pay now" }).click();
    await page.getByRole("heading", { name: "Payment successful" }).waitFor({ timeout });
    await page.getByText("You have no MTF dues").waitFor({ timeout });
    expect((await mtfOf(device).paymentHistory()).dues).toBe(0);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`finds no serious or critical axe violation on the pledge history, recommendation and Pay Now screens, ${theme}`, async () => {
      await setTheme(device, theme);
      const mine = appScreens.filter((screen) =>
        ["mtf-historic-pledge", "mtf-recommendation", "mtf-paynow"].includes(screen.name),
      );
      expect(mine).toHaveLength(3);
      const found: Record<string, string[]> = {};
      for (const screen of mine) {
        await showScreen(page, env.sandbox.url, screen, theme);
        found[screen.name] = await seriousAxeViolations(page);
      }
      expect(found).toEqual(Object.fromEntries(mine.map((screen) => [screen.name, []])));
    }, 90_000);
  }
});
