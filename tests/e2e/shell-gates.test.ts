import { localKeys, type TradeClient } from "@trade/core";
import { nudgeEndpoints } from "@trade/core/nudges";
import {
  activateCommodityText,
  activateCurrencyText,
  activateFnoText,
  activateQuickStepsText,
  activateSegmentText,
  riskDisclosureKey,
} from "@trade/core/orders";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDir, assertAppBuilt, launchChromium, loginAs, newPage } from "../support/browser.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/** The spec's words (spec 1 §5, §9); the app's own words are checked against these too. */
const spec = {
  risk: "9 out of 10 individual F&O traders incurred net losses",
  fno: "Activate F&O segment to start trading in Nifty, Banknifty derivatives.",
  commodity: "Activate commodity segment to start trading.",
  currency: "Activate currency segment to start trading.",
  other: "Activate segment to start trading.",
  quickSteps: "Activate in 2 quick steps if you have equity holdings",
};
const dormantIssue = "Account dormant: no trades in 24 months. Re-activate with a KYC update.";
const dormantPopup = "Your account is dormant: it cannot place orders until it is re-activated.";

/**
 * The shell's gates before the order pad and the server's nudges, as a user meets them (spec 1 §2.6, §2.8, §5, §6):
 * the segment-not-activated modal instead of the pad, the risk disclosure before the first F&O trade, and the
 * banners and dormant popup of a dormant, not trade-ready account.
 */
describe("shell gates and nudges in the app", () => {
  let env: TestSandbox;
  let browser: Browser;

  beforeAll(async () => {
    assertAppBuilt();
    env = await startTestSandbox({ appDir, marketStart: ist(10, 0) });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  const session = async (clientCode: string) => {
    const opened = await newPage(browser);
    await loginAs(opened.page, env.sandbox.url, clientCode);
    return opened;
  };
  /** Search and choose the result whose row holds `row` (its click opens the buy pad). */
  const choose = async (page: Page, keyword: string, row: string | RegExp) => {
    const search = page.getByRole("combobox", { name: "Search" });
    await search.fill(keyword);
    const results = page.getByRole("listbox", { name: "Search results" });
    await results.getByRole("option").filter({ hasText: row }).first().click();
  };
  const pad = (page: Page) => page.getByRole("button", { name: /^(BUY|SELL)$/ });

  it("uses the spec's words", () => {
    expect(activateFnoText).toBe(spec.fno);
    expect(activateCommodityText).toBe(spec.commodity);
    expect(activateCurrencyText).toBe(spec.currency);
    expect(activateSegmentText).toBe(spec.other);
    expect(activateQuickStepsText).toBe(spec.quickSteps);
  });

  describe("a client without F&O, commodity or currency (DEMO02)", () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await session("DEMO02"));
    }, 60_000);
    afterAll(async () => {
      await context?.close();
    });

    const modal = (p: Page) => p.getByRole("dialog", { name: "Segment not activated" });
    const expectPrompt = async (dialog: Locator, text: string) => {
      await dialog.getByText(text, { exact: true }).waitFor();
      await dialog.getByText(spec.quickSteps, { exact: true }).waitFor();
      await dialog.getByRole("button", { name: "CANCEL" }).waitFor();
      await dialog.getByRole("button", { name: "ACTIVATE" }).waitFor();
      // The modal opens instead of the order pad, and no risk disclosure comes first.
      expect(await pad(page).count()).toBe(0);
      expect(await page.getByText(spec.risk).count()).toBe(0);
    };

    it("an F&O scrip opens the segment-not-activated modal instead of the pad; ACTIVATE says it is not available; CANCEL closes", async () => {
      await page.goto(`${env.sandbox.url}/trade/orders/positions`);
      await choose(page, "NIFTY", "NIFTY26NOVFUT");
      const dialog = modal(page);
      await expectPrompt(dialog, spec.fno);
      // About 28.75 rem wide (spec 1 §2.8).
      const widthRem = await dialog.evaluate(
        (node) =>
          Number.parseFloat(getComputedStyle(node).width) /
          Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
      );
      expect(widthRem).toBeCloseTo(28.75, 1);
      await dialog.getByRole("button", { name: "ACTIVATE" }).click();
      await dialog
        .getByRole("alert")
        .filter({ hasText: "Segment activation is not available in trade kit" })
        .waitFor();
      await dialog.getByRole("button", { name: "CANCEL" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await pad(page).count()).toBe(0);
    });

    it("commodity, currency and the other segments have their own texts; Escape closes", async () => {
      await choose(page, "GOLD", "GOLD26DECFUT");
      await expectPrompt(modal(page), spec.commodity);
      await page.keyboard.press("Escape");
      await modal(page).waitFor({ state: "detached" });

      await choose(page, "USDINR", "USDINR26NOVFUT");
      await expectPrompt(modal(page), spec.currency);
      await modal(page).getByRole("button", { name: "CANCEL" }).click();

      // NSE commodity (segment 21) has the generic text (spec 1 §5 'otherwise').
      await choose(page, "CRUDE", /CRUDEOIL26DECFUT.*NCO/s);
      await expectPrompt(modal(page), spec.other);
      await modal(page).getByRole("button", { name: "CANCEL" }).click();
    });

    it("a cash scrip of an activated segment opens the pad", async () => {
      await choose(page, "ITC", "ITC-EQ");
      await pad(page).waitFor();
      expect(await modal(page).count()).toBe(0);
      await page.keyboard.press("Escape");
    });
  });

  describe("an F&O client's first F&O trade (DEMO01)", () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await session("DEMO01"));
    }, 60_000);
    afterAll(async () => {
      await context?.close();
    });

    const disclosure = (p: Page) => p.getByRole("dialog", { name: "Risk disclosure" });

    it("a cash scrip opens the pad without the risk disclosure", async () => {
      await page.goto(`${env.sandbox.url}/trade/orders/positions`);
      await choose(page, "ITC", "ITC-EQ");
      await pad(page).waitFor();
      expect(await disclosure(page).count()).toBe(0);
      await page.keyboard.press("Escape");
      await pad(page).waitFor({ state: "detached" });
    });

    it("the first F&O pad shows the risk disclosure; CANCEL leaves without the pad and it asks again", async () => {
      await choose(page, "NIFTY", "NIFTY26NOVFUT");
      await disclosure(page).getByText(spec.risk).waitFor();
      expect(await pad(page).count()).toBe(0);
      await disclosure(page).getByRole("button", { name: "CANCEL" }).click();
      await disclosure(page).waitFor({ state: "detached" });
      expect(await pad(page).count()).toBe(0);

      await choose(page, "RELIANCE", "RELIANCE26NOVFUT");
      await disclosure(page).getByText(spec.risk).waitFor();
    });

    it("once acknowledged the pad opens, and the disclosure does not show again, after a reload too", async () => {
      await disclosure(page).getByRole("button", { name: "I UNDERSTAND" }).click();
      await pad(page).waitFor();
      expect(await page.locator(".search-pad").textContent()).toContain("RELIANCE");
      const stored = await page.evaluate((key) => localStorage.getItem(key), riskDisclosureKey("DEMO01"));
      expect(stored).not.toBeNull();
      await page.keyboard.press("Escape");
      await pad(page).waitFor({ state: "detached" });

      await choose(page, "NIFTY", "NIFTY26NOVFUT");
      await pad(page).waitFor();
      expect(await disclosure(page).count()).toBe(0);
      await page.keyboard.press("Escape");

      await page.reload();
      await choose(page, "BANKNIFTY", /BANKNIFTY\d\d[A-Z]{3}FUT/);
      await pad(page).waitFor();
      expect(await disclosure(page).count()).toBe(0);
    });

    it("an active, trade-ready client sees no nudges", async () => {
      for (const path of ["/trade/watchlist", "/trade/orders/open", "/trade/account"]) {
        await page.goto(`${env.sandbox.url}${path}`);
        await page.getByRole("main").waitFor();
        // The nudge list was read and was empty.
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("region", { name: "Nudges" }).count()).toBe(0);
        expect(await page.getByRole("dialog").count()).toBe(0);
      }
    });
  });

  describe("a dormant, not trade-ready client (DEMO05)", () => {
    let context: BrowserContext;
    let page: Page;
    let device: TradeClient;
    const warnings: string[] = [];
    beforeAll(async () => {
      ({ context, page } = await session("DEMO05"));
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      device = await env.login("DEMO05");
    }, 60_000);
    afterAll(async () => {
      await context?.close();
    });

    const banners = (p: Page) => p.getByRole("region", { name: "Nudges" });
    const popup = (p: Page) => p.getByRole("dialog", { name: "Account not active" });
    const serverModules = async (plcHoldrID: string) =>
      (await device.call(nudgeEndpoints.list, { query: { plcHoldrID } })).nudges.map((n) => n.module).sort();

    it("does not get the order pad: its account status blocks placing orders, and a toast says why", async () => {
      // Order history is not a placement: no nudge covers the page.
      await page.goto(`${env.sandbox.url}/trade/orders/history`);
      await choose(page, "ITC", "ITC-EQ");
      const toast = page.getByRole("alert").filter({ hasText: "Placing orders is blocked for your account" });
      await toast.waitFor();
      expect(await toast.textContent()).toContain(dormantIssue);
      expect(await pad(page).count()).toBe(0);
      expect(await page.locator(".search-pad").count()).toBe(0);
    });

    it("sees the dormant popup with its call to action; following it goes to the account page", async () => {
      await page.goto(`${env.sandbox.url}/trade/watchlist`);
      const dialog = popup(page);
      await dialog.getByText(dormantPopup).waitFor();
      // A chevron call to action: a button-like link with its chevron.
      const cta = dialog.getByRole("link", { name: "View account" });
      expect(await cta.textContent()).toBe("View account ›");
      await dialog.getByRole("button", { name: "CLOSE" }).waitFor();
      await cta.click();
      await page.waitForURL((url) => url.pathname === "/trade/account");
      // Left by its call to action, not closed: it stays away for this visit, and the server still has it.
      expect(await popup(page).count()).toBe(0);
      expect(await serverModules("ACCOUNT")).toEqual(["banner", "popup"]);
    });

    it("sees a banner with the main line, its call to action and a close cross on every placement page", async () => {
      for (const path of [
        "/trade/watchlist",
        "/trade/orders/positions",
        "/trade/orders/open",
        "/trade/account",
      ]) {
        await page.goto(`${env.sandbox.url}${path}`);
        const banner = banners(page);
        await banner.getByText(dormantIssue).waitFor();
        await banner.getByRole("link", { name: "View account" }).waitFor();
        await banner.getByRole("button", { name: "Close" }).waitFor();
        // The popup shows again when the app is loaded again, until it is closed.
        await popup(page).getByText(dormantPopup).waitFor();
        await page.keyboard.press("Escape");
        await popup(page).waitFor({ state: "detached" });
      }
      await page.goto(`${env.sandbox.url}/trade/orders/history`);
      await page.getByRole("main").waitFor();
      await page.waitForLoadState("networkidle");
      expect(await banners(page).count()).toBe(0);
      expect(await popup(page).count()).toBe(0);
    });

    it("CLOSE on the popup closes it for good: kept locally and deleted on the server", async () => {
      await page.goto(`${env.sandbox.url}/trade/orders/open`);
      await popup(page).getByRole("button", { name: "CLOSE" }).click();
      await popup(page).waitFor({ state: "detached" });
      await expect.poll(() => serverModules("OPEN_ORDERS")).toEqual(["banner"]);
      const closed = await page.evaluate((key) => localStorage.getItem(key), localKeys.closedNudges);
      expect(JSON.parse(closed ?? "[]")).toEqual(["DEMO05:dormant"]);
      await page.goto(`${env.sandbox.url}/trade/watchlist`);
      await banners(page).getByText(dormantIssue).waitFor();
      expect(await popup(page).count()).toBe(0);
    });

    it("the close cross hides a banner on its page only, and it stays closed after a reload", async () => {
      await page.goto(`${env.sandbox.url}/trade/account`);
      await banners(page).getByRole("button", { name: "Close" }).click();
      await banners(page).waitFor({ state: "detached" });
      await expect.poll(() => serverModules("ACCOUNT")).toEqual([]);
      await page.reload();
      await page.getByRole("main").waitFor();
      await page.waitForLoadState("networkidle");
      expect(await banners(page).count()).toBe(0);
      await page.goto(`${env.sandbox.url}/trade/orders/positions`);
      await banners(page).getByText(dormantIssue).waitFor();
    });

    it("a nudge without its delete parameters closes on the device, and the failed deletion is only logged", async () => {
      await page.route("**/api/nudge/v1/nudges?*", async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { nudges: Record<string, unknown>[] } };
        for (const nudge of body.data.nudges) {
          nudge.nudgeId = `${nudge.nudgeId}:bare`;
          delete nudge.message_id;
          delete nudge.template_id;
        }
        await route.fulfill({ response, json: body });
      });
      try {
        await page.goto(`${env.sandbox.url}/trade/orders/positions`);
        await banners(page).getByText(dormantIssue).waitFor();
        await banners(page).getByRole("button", { name: "Close" }).click();
        await banners(page).waitFor({ state: "detached" });
        await expect.poll(() => warnings.some((line) => line.includes("nudge deletion failed"))).toBe(true);
        expect(await page.getByRole("alert").count()).toBe(0);
        // Nothing was deleted on the server.
        expect(await serverModules("POSITIONS")).toEqual(["banner"]);
      } finally {
        await page.unroute("**/api/nudge/v1/nudges?*");
      }
    });
  });
});
