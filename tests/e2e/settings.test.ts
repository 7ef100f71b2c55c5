import { sessionTexts, type TradeClient } from "@trade/core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDir, assertAppBuilt, launchChromium, loginAs, newPage, settled } from "../support/browser.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { injectAxe } from "../support/screens.js";

const rootData = (page: Page, name: "theme" | "fontSize") =>
  page.evaluate((key) => document.documentElement.dataset[key], name);
/** axe-core's serious and critical violations inside `main`. */
async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown) => Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run({ include: [["main"]] });
    return result.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
  });
  return violations.filter((v) => v.startsWith("serious") || v.startsWith("critical"));
}

/** Chooses `option` from the design system's select named `name` (a button opening a list of options). */
async function choose(page: Page, name: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const local = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * The account page and /account/settings as a user sees them (spec 1 §2.4, §2.5, §7): every setting saved to the
 * account and kept across a reload and a second browser, the theme and font changing at once, a change made first
 * on another device winning the race, the failure toast, and logout on all devices.
 */
describe("account and settings in the app", () => {
  let env: TestSandbox;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let device: TradeClient;

  beforeAll(async () => {
    assertAppBuilt();
    env = await startTestSandbox({ appDir });
    browser = await launchChromium();
    ({ context, page } = await newPage(browser));
    await loginAs(page, env.sandbox.url);
    device = await env.login("DEMO01");
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await env?.close();
  });

  it("the account page shows the trading balance, quick settings, links, About Us rows and logout", async () => {
    await page.goto(`${env.sandbox.url}/trade/account`);
    const balance = page.getByRole("article", { name: "Trading Balance" });
    await balance.getByText("Available margin").waitFor();
    expect(await balance.textContent()).toMatch(/₹/);
    const quick = page.getByRole("article", { name: "Quick Settings" });
    expect(await quick.getByRole("radio", { name: "Medium" }).isChecked()).toBe(true);
    expect(await quick.getByRole("radio", { name: "Light" }).isChecked()).toBe(true);
    const about = page.getByRole("article", { name: "About Us" });
    for (const row of [
      "Membership Details",
      "Fraud Prevention",
      "Privacy Policy",
      "Terms and Conditions",
      "Risk Policies",
      "Roles and Responsibilities for UPI",
    ]) {
      await about.getByText(row, { exact: true }).waitFor();
    }
    await page.getByRole("button", { name: "Log out of this device" }).waitFor();
    await page.getByRole("button", { name: "Log out of all devices" }).waitFor();

    await page.getByRole("link", { name: "Keyboard shortcuts" }).click();
    await page.waitForURL("**/trade/account/shortcuts");
    const f1 = page.getByRole("row").filter({ hasText: "Buy order pad" });
    expect(await f1.textContent()).toMatch(/F1\s+or\s+\+/);
    await page
      .getByRole("row")
      .filter({ hasText: "Select watchlist by number" })
      .getByText("Ctrl+9")
      .waitFor();

    await page.goto(`${env.sandbox.url}/trade/account`);
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    await page.waitForURL("**/trade/account/settings");
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  });

  it("settings change the app at once, are saved to the account, and survive a reload", async () => {
    await page.goto(`${env.sandbox.url}/trade/account/settings`);
    await page.getByRole("combobox", { name: "Equity product type" }).waitFor();
    expect(await rootData(page, "theme")).toBe("light");

    await page.getByRole("radio", { name: "Dark" }).check();
    await expect.poll(() => rootData(page, "theme")).toBe("dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(245, 246, 248)");

    const fontBefore = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    await page.getByRole("radio", { name: "Large" }).check();
    await expect.poll(() => rootData(page, "fontSize")).toBe("Large");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).not.toBe(
      fontBefore,
    );

    await page.getByRole("radio", { name: "Expanded View" }).check();
    // Charts IQ is not shipped: shown, not choosable, and said so.
    expect(await page.getByRole("radio", { name: "Charts IQ" }).isDisabled()).toBe(true);
    await page
      .getByText("Charts IQ is a licensed charting library that this product does not ship.")
      .waitFor();
    await page.getByRole("switch", { name: "Accessibility mode" }).check();
    await choose(page, "Equity product type", "Intraday");
    await choose(page, "Commodity order type", "SL");
    await page.getByRole("switch", { name: "Re-confirm order" }).uncheck();
    await page.getByRole("switch", { name: "Glue order pad" }).check();

    // Saved on the server (another device reads them) and mirrored to the spec's local keys.
    await expect
      .poll(async () => (await device.preferences.get("order")).preferences.glueOrderpad)
      .toBe(true);
    const layout = (await device.preferences.get("layout")).preferences;
    expect(layout).toMatchObject({
      blackMode: true,
      systemTheme: false,
      fontSize: { type: "Large" },
      watchlist: { mode: "Full View" },
      tabAccessibility: true,
    });
    const order = (await device.preferences.get("order")).preferences;
    expect(order.equityCash).toEqual({ productType: "MIS", orderType: "Retain" });
    expect(order.commodityDerivative).toEqual({ productType: "Retain", orderType: "SL" });
    expect(order.orderConfirmation).toBe(false);
    expect(await local(page, "blackMode")).toBe("true");
    expect(await local(page, "fontSize")).toBe("Large");
    expect(await local(page, "watchlistView")).toBe("Full View");
    expect(await local(page, "equityCashProductType")).toBe("MIS");
    expect(await local(page, "commodityDerivativeOrderType")).toBe("SL");
    expect(await local(page, "orderConfirmation")).toBe("false");
    expect(await local(page, "glueOrderpad")).toBe("true");

    await page.reload();
    await page.getByRole("combobox", { name: "Equity product type" }).waitFor();
    expect(await rootData(page, "theme")).toBe("dark");
    expect(await rootData(page, "fontSize")).toBe("Large");
    expect(await page.getByRole("radio", { name: "Dark" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Expanded View" }).isChecked()).toBe(true);
    expect(await page.getByRole("switch", { name: "Accessibility mode" }).isChecked()).toBe(true);
    // The select shows the chosen product by its label (MIS is Intraday).
    expect(await page.getByRole("combobox", { name: "Equity product type" }).textContent()).toBe("Intraday");
    expect(await page.getByRole("switch", { name: "Re-confirm order" }).isChecked()).toBe(false);
    // Accessibility mode: the product's shortcuts are off (Shift+W would open the watchlist).
    await page.getByRole("heading", { name: "Settings", level: 1 }).click();
    await page.keyboard.press("Shift+W");
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/trade/account/settings");

    await page.getByRole("switch", { name: "Accessibility mode" }).uncheck();
    await expect
      .poll(async () => (await device.preferences.get("layout")).preferences.tabAccessibility)
      .toBe(false);
    await expect.poll(() => local(page, "tabAccessibility")).toBe("false");
    await page.getByRole("heading", { name: "Settings", level: 1 }).click();
    await page.keyboard.press("Shift+W");
    await page.waitForURL("**/trade/watchlist/**");
  });

  it("a second browser logged in as the same client gets the saved settings", async () => {
    const second = await newPage(browser);
    try {
      await loginAs(second.page, env.sandbox.url);
      await second.page.goto(`${env.sandbox.url}/trade/account/settings`);
      await second.page.getByRole("combobox", { name: "Equity product type" }).waitFor();
      await expect.poll(() => rootData(second.page, "theme")).toBe("dark");
      expect(await rootData(second.page, "fontSize")).toBe("Large");
      expect(await second.page.getByRole("radio", { name: "Expanded View" }).isChecked()).toBe(true);
    } finally {
      await second.context.close();
    }
  });

  it("on a screen of pixel ratio 1.5 Large is shown as Medium, and the setting says so", async () => {
    const context15 = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1.5,
    });
    try {
      const page15 = await context15.newPage();
      await loginAs(page15, env.sandbox.url);
      await page15.goto(`${env.sandbox.url}/trade/account/settings`);
      await page15.getByRole("combobox", { name: "Equity product type" }).waitFor();
      expect(await page15.getByRole("radio", { name: "Large" }).isChecked()).toBe(true);
      expect(await rootData(page15, "fontSize")).toBe("Default");
      await page15.getByText("On this screen (pixel ratio 1.5) Large is shown as Medium.").waitFor();
    } finally {
      await context15.close();
    }
  });

  it("System follows the device's light or dark setting as it changes", async () => {
    await page.goto(`${env.sandbox.url}/trade/account/settings`);
    await page.getByRole("combobox", { name: "Equity product type" }).waitFor();
    await page.emulateMedia({ colorScheme: "light" });
    await page.getByRole("radio", { name: "System" }).check();
    await expect.poll(() => rootData(page, "theme")).toBe("light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => rootData(page, "theme")).toBe("dark");
    await expect
      .poll(async () => (await device.preferences.get("layout")).preferences.systemTheme)
      .toBe(true);
    expect(await local(page, "systemTheme")).toBe("true");
    await page.getByRole("radio", { name: "Dark" }).check();
    await expect.poll(async () => (await device.preferences.get("layout")).preferences.blackMode).toBe(true);
  });

  it("a change saved first on another device wins: the page shows the other device's settings", async () => {
    await page.goto(`${env.sandbox.url}/trade/account/settings`);
    await page.getByRole("combobox", { name: "Equity product type" }).waitFor();
    // The other device saves while this page still holds the older version.
    const stored = await device.preferences.get("layout");
    const saved = await device.preferences.save(
      "layout",
      { watchlist: { mode: "Collapsed View" } },
      stored.version,
    );
    expect(saved.ok).toBe(true);

    // click, not check: the server's answer may put the radio back before a check could verify it.
    await page.getByRole("radio", { name: "Small" }).click();
    await page.getByRole("status").filter({ hasText: "Settings changed on another device" }).waitFor();
    // The server's document is applied: the other device's watchlist view, and the font size it holds.
    await expect.poll(() => page.getByRole("radio", { name: "Standard View" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Large" }).isChecked()).toBe(true);
    expect(await rootData(page, "fontSize")).toBe("Large");
    expect(await local(page, "watchlistView")).toBe("Collapsed View");

    // With the newer version in hand, the next change is saved (click, not check: a refetch of the server's document
    // may still be re-rendering the radios when the click lands; the server's answer is what counts).
    await page.getByRole("radio", { name: "Small" }).click();
    await expect
      .poll(async () => (await device.preferences.get("layout")).preferences.fontSize)
      .toEqual({
        type: "Small",
      });
    await expect.poll(() => rootData(page, "fontSize")).toBe("Small");
    expect(await page.getByRole("radio", { name: "Small" }).isChecked()).toBe(true);
  });

  it("a save that fails shows 'Failed to Save Preferences!' and puts the setting back", async () => {
    await page.route("**/api/user-preference/v1/preference", (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.continue(),
    );
    try {
      await page.getByRole("radio", { name: "Light" }).click();
      const toast = page.getByRole("alert").filter({ hasText: "Failed to Save Preferences!" });
      await toast.waitFor();
      expect(await toast.textContent()).toContain("Please try again later.");
      await expect.poll(() => page.getByRole("radio", { name: "Dark" }).isChecked()).toBe(true);
      expect(await rootData(page, "theme")).toBe("dark");
    } finally {
      await page.unroute("**/api/user-preference/v1/preference");
    }
    expect((await device.preferences.get("layout")).preferences.blackMode).toBe(true);
  });

  it("axe-core finds no serious or critical violation on the account, settings and shortcuts pages, light and dark", async () => {
    for (const appearance of ["Dark", "Light"]) {
      await page.goto(`${env.sandbox.url}/trade/account/settings`);
      await page.getByRole("combobox", { name: "Equity product type" }).waitFor();
      await page.getByRole("radio", { name: appearance }).check();
      await expect.poll(() => rootData(page, "theme")).toBe(appearance.toLowerCase());
      expect(await axeViolations(page), `settings, ${appearance}`).toEqual([]);
      await page.goto(`${env.sandbox.url}/trade/account`);
      await page.getByRole("article", { name: "Trading Balance" }).getByText("Available margin").waitFor();
      expect(await axeViolations(page), `account, ${appearance}`).toEqual([]);
      await page.goto(`${env.sandbox.url}/trade/account/shortcuts`);
      await page.getByRole("heading", { name: "Keyboard shortcuts" }).waitFor();
      expect(await axeViolations(page), `shortcuts, ${appearance}`).toEqual([]);
    }
  });

  it("logout on this device ends only this browser's session", async () => {
    const second = await newPage(browser);
    try {
      await loginAs(second.page, env.sandbox.url);
      await second.page.goto(`${env.sandbox.url}/trade/account`);
      await second.page.getByRole("listitem").filter({ hasText: "this device" }).waitFor();
      await second.page.getByRole("button", { name: "Log out of this device" }).click();
      await second.page.waitForURL("**/trade/login**");
      // The first browser and the other device are still logged in.
      await page.goto(`${env.sandbox.url}/trade/account`);
      await page.getByRole("article", { name: "Trading Balance" }).getByText("Available margin").waitFor();
      expect(new URL(page.url()).pathname).toBe("/trade/account");
      await expect(device.auth.listSessions()).resolves.toBeTruthy();
    } finally {
      await second.context.close();
    }
  });

  it("logout on all devices logs out this browser and a second one", async () => {
    const second = await newPage(browser);
    try {
      await loginAs(second.page, env.sandbox.url);
      await page.goto(`${env.sandbox.url}/trade/account`);
      await page.getByRole("button", { name: "Log out of all devices" }).click();
      // (With or without a redirect back: the logout push for this device can beat the logout call's answer.)
      await page.waitForURL("**/trade/login**");
      // The other browser hears the logout push for its device and says so: Session Expired, then RE-LOGIN.
      const expired = second.page.getByRole("dialog", { name: /session expired/i });
      await expired.getByText(sessionTexts.sessionExpired).waitFor();
      await expired.getByRole("button", { name: sessionTexts.reLogin }).click();
      await second.page.waitForURL("**/trade/login**");
      await expect(device.auth.listSessions()).rejects.toThrow();
    } finally {
      await second.context.close();
    }
  });
});
