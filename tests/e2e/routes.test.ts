import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDir, assertAppBuilt, launchChromium, loginAs, newPage } from "../support/browser.js";
import {
  gzipTotal,
  kb,
  landingRoute,
  landingScriptsBudgetKb,
  scriptSizeLines,
  scriptSizes,
} from "../support/landingScripts.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";

/**
 * Spec 1 §2.1, written out again by hand from the spec (not imported from the app), so that the app's route table is
 * checked against the spec rather than against itself. [visited path, where it must land].
 */
const redirects: [string, string][] = [
  ["/trade/?pid=buysell&token=2885", "/trade/watchlist/chart?pid=buysell&token=2885"],
  ["/trade/", "/trade/watchlist/chart"],
  ["/trade/portfolio-advisory", "/trade/home"],
  ["/trade/portfolio", "/trade/portfolio/summary"],
  ["/trade/watchlist", "/trade/watchlist/chart"],
  ["/trade/orders", "/trade/orders/positions"],
  ["/trade/mtf", "/trade/mtf/dashboard"],
  ["/trade/notification/anything/at/all", "/trade/watchlist/chart"],
  ["/trade/indices", "/trade/markets/all-indices"],
  ["/trade/stock", "/trade/stock/pledge"],
  ["/trade/account/pledge", "/trade/stock/pledge"],
  ["/trade/account/pledge/increase", "/trade/stock/pledge"],
  ["/trade/account/pledge/withdraw", "/trade/stock/unpledge"],
  ["/trade/Account/Settings", "/trade/account/settings"],
  ["/trade/account/trading-balance-summary", "/trade/account"],
  ["/trade/account/funds-transactions", "/trade/account/funds-transactions/add-funds"],
  ["/trade/reports", "/trade/account"],
  ["/trade/markets", "/trade/markets/equity/overview"],
  ["/trade/markets/derivative/overview", "/trade/markets/derivative/analysis"],
];

/** Paths that are screens of their own: they stay where they are and are not the not-found page. */
const screens: string[] = [
  "/trade/risk-management-policy",
  "/trade/home",
  "/trade/home/etf",
  "/trade/home/etf/listing",
  "/trade/portfolio/summary",
  "/trade/portfolio/equity",
  "/trade/portfolio/bonds",
  ...["chart", "overview", "technical", "fundamental", "option-chain", "stock-composition"].map(
    (child) => `/trade/watchlist/${child}`,
  ),
  "/trade/pro-trader",
  ...["open", "history", "positions", "stock-sip", "gtt", "basket-order", "alerts"].map(
    (child) => `/trade/orders/${child}`,
  ),
  "/trade/orders/stock-sip/history",
  "/trade/positions",
  ...[
    "dashboard",
    "transaction",
    "pledged",
    "historic-pledge",
    "payment-history",
    "recommendation",
    "paynow",
  ].map((child) => `/trade/mtf/${child}`),
  "/trade/advisory",
  "/trade/advisory/advisory-details",
  "/trade/ssa",
  "/trade/ssa/details",
  "/trade/ssa/past-calls",
  ...["pledge", "unpledge", "status"].map((child) => `/trade/stock/${child}`),
  "/trade/account",
  ...["about", "settings", "shortcuts", "add-funds", "withdraw-funds", "create-block", "revoke-block"].map(
    (child) => `/trade/account/${child}`,
  ),
  ...["add-funds", "withdraw-funds", "blocks-created", "withdraw-details", "add-funds-details"].map(
    (child) => `/trade/account/funds-transactions/${child}`,
  ),
  ...["trades-charges", "profit-loss", "statements", "download-reports"].map(
    (child) => `/trade/reports/${child}`,
  ),
  "/trade/nps",
  ...[
    "equity/overview",
    "equity/market-movers",
    "equity/sectoral-movements",
    "derivative/analysis",
    "derivative/activity",
    "all-indices",
    "news/overview",
    "news/news-watchlist",
    "news/portfolio",
  ].map((child) => `/trade/markets/${child}`),
  ...["transfer", "manage-beneficaries", "transactions"].map((child) => `/trade/transfer-stocks/${child}`),
  "/trade/chart/fullscreen",
  "/trade/fullscreen",
  "/trade/help-and-support/onehelp",
  "/trade/help-and-support/ask-angel",
  "/trade/web-callbacks",
];

const notFound = ["/trade/no-such-page", "/trade/orders/nope", "/trade/account/settings/deeper/still"];

let env: TestSandbox;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  assertAppBuilt();
  env = await startTestSandbox({ appDir });
  browser = await launchChromium();
  ({ context, page } = await newPage(browser));
  await loginAs(page, env.sandbox.url);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await env?.close();
});

const landed = () => {
  const url = new URL(page.url());
  return `${url.pathname.replace(/\/$/, "") || "/"}${url.search}`;
};
const notFoundHeading = () => page.getByRole("heading", { name: /page not found/i });

describe("the route table of spec 1 §2.1", () => {
  it.each(redirects)("%s lands on %s", async (from, to) => {
    await page.goto(`${env.sandbox.url}${from}`);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === to, { timeout: 10_000 });
    expect(landed()).toBe(to);
    await expect(notFoundHeading().count()).resolves.toBe(0);
  });

  it.each(screens)("%s is a screen of its own", async (path) => {
    await page.goto(`${env.sandbox.url}${path}`);
    await page.getByRole("main").waitFor();
    expect(landed()).toBe(path);
    await expect(notFoundHeading().count()).resolves.toBe(0);
  });

  it.each(notFound)("%s is the not-found page", async (path) => {
    await page.goto(`${env.sandbox.url}${path}`);
    await notFoundHeading().waitFor({ timeout: 10_000 });
    expect(landed()).toBe(path);
  });
});

describe("the landing route's JavaScript (issue 13)", () => {
  it(`${landingRoute} draws its first screen with at most ${landingScriptsBudgetKb} kB of scripts, gzipped`, async () => {
    // A fresh cache with the same session: every script the first screen loads is fetched, as on a first visit.
    const fresh = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      storageState: await context.storageState(),
    });
    try {
      const first = await fresh.newPage();
      const scripts: string[] = [];
      first.on("request", (request) => {
        if (request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/trade/")) {
          scripts.push(request.url());
        }
      });
      await first.goto(`${env.sandbox.url}${landingRoute}`);
      await first
        .getByRole("complementary", { name: "Watchlist" })
        .locator(".tk-watchlist [data-row]")
        .first()
        .waitFor();
      await first.locator("canvas[data-candles]").waitFor();
      await first.waitForLoadState("networkidle");
      expect(new URL(first.url()).pathname).toBe(landingRoute);

      const sizes = scriptSizes(scripts);
      const total = gzipTotal(sizes);
      console.log(
        [
          `landing-route JS ${kb(total)} kB gzip in ${sizes.length} files (budget ${landingScriptsBudgetKb} kB)`,
          ...scriptSizeLines(sizes).map((line) => `  ${line}`),
        ].join("\n"),
      );
      expect(sizes.some((size) => size.name.startsWith("assets/candleChart-"))).toBe(true);
      expect(total / 1024).toBeLessThanOrEqual(landingScriptsBudgetKb);
    } finally {
      await fresh.close();
    }
  });
});
