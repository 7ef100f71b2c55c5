import type { TradeClient } from "@trade/core";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDir, assertAppBuilt, launchChromium, loginAs, newPage } from "../support/browser.js";
import { deliveryVerificationScreen } from "../support/edis.js";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import {
  appScreens,
  blockScreens,
  revokeConfirmScreen,
  seedAlerts,
  seedBlocks,
  seedFunds,
  seedOptionPosition,
  seedOrders,
  seedSips,
  seedTransfers,
  seriousAxeViolations,
  setTheme,
  showLogin,
  showScreen,
  type Theme,
} from "../support/screens.js";
import { ist } from "../support/trading.js";

/**
 * axe-core on every built screen of the app (issue 6), in the light and the dark theme: the login page, each screen
 * of the route table that is built, the not-built and not-found pages, and the dialogs and menus opened on them
 * (order pad, market depth, notifications, tools). No serious or critical violation anywhere on the page.
 */
describe("axe-core on every built screen", () => {
  let env: TestSandbox;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let device: TradeClient;

  beforeAll(async () => {
    assertAppBuilt();
    env = await startTestSandbox({ appDir, marketStart: ist(10, 0) });
    browser = await launchChromium();
    ({ context, page } = await newPage(browser));
    device = await env.login("DEMO01");
    await seedOrders(device);
    await seedOptionPosition(device);
    await seedSips(device);
    await seedFunds(device);
    await seedAlerts(device);
    await seedTransfers(device, fixedOtp);
    await loginAs(page, env.sandbox.url);
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await env?.close();
  });

  it("finds no serious or critical violation while a screen waits for its data", async () => {
    // Every API answer held back: the shell and the screen show their loading stand-ins, and stay on them.
    const held: Route[] = [];
    await page.route("**/api/**", (route) => {
      held.push(route);
    });
    try {
      await page.goto(`${env.sandbox.url}/trade/account/add-funds`);
      await page.locator(".skeleton").first().waitFor({ timeout: 10_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.unroute("**/api/**");
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    }
  }, 60_000);

  for (const theme of ["light", "dark"] as const satisfies readonly Theme[]) {
    it(`finds no serious or critical violation on the login page, ${theme}`, async () => {
      const login = await showLogin(browser, env.sandbox.url, theme);
      try {
        expect(await seriousAxeViolations(login.page)).toEqual([]);
      } finally {
        await login.context.close();
      }
    });

    it(`finds no serious or critical violation on any screen, dialog or menu, ${theme}`, async () => {
      await setTheme(device, theme);
      const found: Record<string, string[]> = {};
      for (const screen of appScreens) {
        await showScreen(page, env.sandbox.url, screen, theme);
        found[screen.name] = await seriousAxeViolations(page);
      }
      expect(Object.keys(found)).toHaveLength(appScreens.length);
      expect(found).toEqual(Object.fromEntries(appScreens.map((screen) => [screen.name, []])));
    }, 300_000);

    it(`finds no serious or critical violation on the CDSL verification (DEMO04), ${theme}`, async () => {
      const demo04 = await newPage(browser);
      try {
        await setTheme(await env.login("DEMO04"), theme);
        await loginAs(demo04.page, env.sandbox.url, "DEMO04");
        await showScreen(demo04.page, env.sandbox.url, deliveryVerificationScreen, theme);
        expect(await seriousAxeViolations(demo04.page)).toEqual([]);
      } finally {
        await demo04.context.close();
      }
    }, 60_000);
  }
});

describe("axe-core on the ASBA block screens with blocks, as DEMO03", () => {
  let env: TestSandbox;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let device: TradeClient;

  beforeAll(async () => {
    assertAppBuilt();
    env = await startTestSandbox({ appDir, marketStart: ist(10, 0), marketSpeed: 0 });
    browser = await launchChromium();
    ({ context, page } = await newPage(browser));
    device = await env.login("DEMO03");
    await seedBlocks(device, (change) => env.clock(change));
    await loginAs(page, env.sandbox.url, "DEMO03");
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await env?.close();
  });

  for (const theme of ["light", "dark"] as const satisfies readonly Theme[]) {
    it(`finds no serious or critical violation on the block screens and the revoke confirmation, ${theme}`, async () => {
      await setTheme(device, theme);
      const screens = [...blockScreens(), revokeConfirmScreen];
      const found: Record<string, string[]> = {};
      for (const screen of screens) {
        await showScreen(page, env.sandbox.url, screen, theme);
        found[screen.name] = await seriousAxeViolations(page);
      }
      expect(found).toEqual(Object.fromEntries(screens.map((screen) => [screen.name, []])));
    }, 120_000);
  }
});
