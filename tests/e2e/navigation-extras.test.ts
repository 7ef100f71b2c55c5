import type { TradeClient } from "@trade/core";
import { deepLinkTexts } from "@trade/core/shell";
import { nothingSelectedTexts } from "@trade/core/shortcuts";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appDir,
  assertAppBuilt,
  launchChromium,
  loginAs,
  newPage,
  recordRequests,
  settled,
} from "../support/browser.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { injectAxe } from "../support/screens.js";
import { ist } from "../support/trading.js";

/** The machine is shared: what a user would see within a few seconds. */
const slow = { timeout: 10_000 };

/**
 * Hide the tab for `hiddenMs` on the page's clock and show it again (spec 1 §4's tab visibility). Chromium cannot
 * hide a headless page, so the document's visibility is overridden and its event dispatched; `Date.now` runs
 * `hiddenMs` ahead only while the page handles the return, so nothing else (the sockets' silence checks) sees the
 * jump.
 */
async function hideFor(page: Page, hiddenMs: number): Promise<void> {
  await page.evaluate((ms) => {
    const realNow = Date.now.bind(Date);
    let state: DocumentVisibilityState = "hidden";
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => state === "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
    state = "visible";
    Date.now = () => realNow() + ms;
    try {
      document.dispatchEvent(new Event("visibilitychange"));
    } finally {
      Date.now = realNow;
    }
  }, hiddenMs);
}

/**
 * Resolves once the page has read none of `paths` for `quietMs`: the order-update socket re-reads orders and positions
 * each time it connects, which on a loaded machine can come after the load's network idle.
 */
async function readsSettled(page: Page, paths: string[], quietMs = 1_500): Promise<void> {
  let last = Date.now();
  const onRequest = (request: { url(): string }) => {
    if (paths.some((path) => new URL(request.url()).pathname.endsWith(path))) last = Date.now();
  };
  page.on("request", onRequest);
  try {
    while (Date.now() - last < quietMs) await page.waitForTimeout(250);
  } finally {
    page.off("request", onRequest);
  }
}

/** axe-core's serious and critical violations inside `selector`. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown) => Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run({ include: [[include]] });
    return result.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
  }, selector);
  return violations.filter((v) => v.startsWith("serious") || v.startsWith("critical"));
}

/**
 * The shell's navigation extras as a user meets them: the order tabs' keyboard cycle (spec 2 §2), the Ctrl+? shortcut
 * help modal (spec 1 §2.7), deep links (spec 1 §4) and what coming back to a hidden tab does (spec 1 §4).
 */
describe("navigation extras", () => {
  let env: TestSandbox;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let device: TradeClient;
  const warnings: string[] = [];

  const path = () => new URL(page.url()).pathname;
  const help = () => page.getByRole("dialog", { name: "Keyboard shortcuts" });

  beforeAll(async () => {
    assertAppBuilt();
    env = await startTestSandbox({ appDir, marketStart: ist(10, 0) });
    browser = await launchChromium();
    ({ context, page } = await newPage(browser));
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await loginAs(page, env.sandbox.url);
    device = await env.login("DEMO01");
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await env?.close();
  });

  it("Shift+ArrowRight cycles the built order tabs in the spec's order, back to open; Shift+ArrowLeft goes back", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    const tabs = page.getByRole("navigation", { name: "Order tabs" });
    await tabs.waitFor();
    // Only the tabs whose screens exist: all of them now (stock SIP, GTT and baskets with issue 17, alerts with 18).
    expect(await tabs.getByRole("link").allInnerTexts()).toEqual([
      "Open Orders",
      "Positions",
      "Order History",
      "Stock SIP",
      "GTT",
      "Basket Order",
      "Alerts",
    ]);

    for (const next of [
      "/trade/orders/positions",
      "/trade/orders/history",
      "/trade/orders/stock-sip",
      "/trade/orders/gtt",
      "/trade/orders/basket-order",
      "/trade/orders/alerts",
      "/trade/orders/open",
    ]) {
      await page.keyboard.press("Shift+ArrowRight");
      await page.waitForURL((url) => url.pathname === next, slow);
      await page.getByRole("navigation", { name: "Order tabs" }).waitFor();
    }
    await page.keyboard.press("Shift+ArrowLeft");
    await page.waitForURL((url) => url.pathname === "/trade/orders/alerts", slow);
    await page.goto(`${env.sandbox.url}/trade/positions`);
    await page.getByRole("navigation", { name: "Order tabs" }).waitFor();
    await page.keyboard.press("Shift+ArrowRight");
    await page.waitForURL((url) => url.pathname === "/trade/orders/history", slow);

    // Not from the search field, and not outside the order tabs.
    await page.getByRole("combobox", { name: "Search" }).focus();
    await page.keyboard.press("Shift+ArrowRight");
    await settled(page);
    expect(path()).toBe("/trade/orders/history");
    await page.goto(`${env.sandbox.url}/trade/account`);
    await page.getByRole("heading", { name: "Account", level: 1 }).waitFor();
    await page.keyboard.press("Shift+ArrowRight");
    await settled(page);
    expect(path()).toBe("/trade/account");
  });

  it("Ctrl+/ and Ctrl+? open the shortcut help over any page with every shortcut; Escape closes it", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    await page.getByRole("navigation", { name: "Order tabs" }).waitFor();
    await page.keyboard.press("Control+/");
    await help().waitFor(slow);
    // The /account/shortcuts screen's tables.
    for (const [key, action] of [
      ["F1", "Buy order pad"],
      ["Ctrl+?", "Shortcut help"],
      ["Shift+ArrowRight", "Next or previous order tab"],
      ["Escape", "Escape closes the topmost layer (layers close in priority order)"],
    ] as const) {
      const row = help().getByRole("row").filter({ hasText: action });
      expect(await row.getByText(key, { exact: true }).count(), key).toBe(1);
    }
    expect(await help().getByRole("heading", { name: "In the order pad" }).count()).toBe(1);
    // The page's shortcuts are off under it: F3 would open positions.
    await page.keyboard.press("F3");
    await settled(page);
    expect(path()).toBe("/trade/orders/open");
    expect(await axeViolations(page, ".modal")).toEqual([]);
    // The page behind is inert: out of reach of the keyboard and assistive technology.
    const mainNavigation = page.getByRole("navigation", { name: /main/i });
    expect(await mainNavigation.evaluate((nav) => nav.closest("[inert]") !== null)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await help().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await help().waitFor({ state: "detached", ...slow });
    await page.getByRole("navigation", { name: /main/i }).waitFor();

    await page.keyboard.press("Control+Shift+Slash");
    await help().waitFor(slow);
    await help().getByRole("button", { name: "Close" }).click();
    await help().waitFor({ state: "detached", ...slow });
  });

  it("F1 and F2 act on the watchlist's selected row from anywhere on its page; with nothing selected they say why", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    const pane = page.getByRole("complementary", { name: "Watchlist" });
    const row = pane.locator(".tk-watchlist [data-row]").nth(1);
    await row.click();
    const symbol = (await row.locator(".tk-wl-name").innerText()).trim();
    // Focus leaves the widget: the key still reaches the selected row.
    await page
      .locator("main")
      .first()
      .click({ position: { x: 5, y: 5 } });
    expect(await pane.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    await page.keyboard.press("F2");
    const pad = page.getByRole("dialog", { name: `Sell ${symbol}` });
    await pad.waitFor(slow);
    await page.keyboard.press("Escape");
    await pad.waitFor({ state: "detached", ...slow });

    // No watchlist on the page and no order selected: a notice instead of a key that does nothing.
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    await page.getByRole("navigation", { name: "Order tabs" }).waitFor();
    await page.keyboard.press("F1");
    const notice = page
      .locator(".toasts")
      .getByRole("status")
      .filter({ hasText: nothingSelectedTexts.title });
    await notice.filter({ hasText: nothingSelectedTexts.buy }).waitFor(slow);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.keyboard.press("F2");
    await notice.filter({ hasText: nothingSelectedTexts.sell }).waitFor(slow);
  });

  it("accessibility mode turns Ctrl+/ and the tab cycle off", async () => {
    const layout = await device.preferences.get("layout");
    await device.preferences.save("layout", { tabAccessibility: true }, layout.version);
    try {
      await page.goto(`${env.sandbox.url}/trade/orders/open`);
      await page.getByRole("navigation", { name: "Order tabs" }).waitFor();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("tabAccessibility")), slow)
        .toBe("true");
      await page.keyboard.press("Control+/");
      await page.keyboard.press("Shift+ArrowRight");
      await settled(page);
      expect(await help().count()).toBe(0);
      expect(path()).toBe("/trade/orders/open");
    } finally {
      const now = await device.preferences.get("layout");
      await device.preferences.save("layout", { tabAccessibility: false }, now.version);
    }
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tabAccessibility")), slow)
      .toBe("false");
    await page.keyboard.press("Control+/");
    await help().waitFor(slow);
    await page.keyboard.press("Escape");
    await help().waitFor({ state: "detached", ...slow });
  });

  it("a buysell deep link opens the order pad on the instrument and side, then leaves the address", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/open?pid=buysell&token=1660&mktSegID=1&orderType=S`);
    const pad = page.getByRole("dialog", { name: /^Sell ITC/ });
    await pad.waitFor(slow);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/trade/orders/open");
    expect(url.searchParams.get("pid")).toBeNull();
    expect(url.searchParams.get("orderType")).toBeNull();
    await page.keyboard.press("Escape");
    await pad.waitFor({ state: "detached", ...slow });

    // No orderType: buy.
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart?pid=buysell&token=1660&mktSegID=1`);
    await page.getByRole("dialog", { name: /^Buy ITC/ }).waitFor(slow);
  });

  it("a deep link followed while logged out opens after the login", async () => {
    const other = await newPage(browser);
    try {
      await loginAs(
        other.page,
        env.sandbox.url,
        "DEMO02",
        "/trade/orders/history?pid=buysell&token=1660&mktSegID=1&orderType=S",
      );
      expect(new URL(other.page.url()).pathname).toBe("/trade/orders/history");
      await other.page.getByRole("dialog", { name: /^Sell ITC/ }).waitFor(slow);
    } finally {
      await other.context.close();
    }
  });

  it("a bad deep link is logged as a deep-link issue and said in a toast; the page stays as it is", async () => {
    const issue = (text: string) => page.getByRole("alert").filter({ hasText: text });

    await page.goto(`${env.sandbox.url}/trade/orders/open?pid=nonsense&token=1660&mktSegID=1`);
    await issue(deepLinkTexts.unknownPage("nonsense")).waitFor(slow);
    expect(await issue(deepLinkTexts.issueTitle).count()).toBe(1);
    await page.getByRole("heading", { name: "Open orders", level: 1 }).waitFor();
    // Left in the address as it came.
    expect(new URL(page.url()).searchParams.get("pid")).toBe("nonsense");
    expect(warnings.some((w) => w.includes("Deep-link issue") && w.includes("nonsense"))).toBe(true);

    await page.goto(`${env.sandbox.url}/trade/orders/open?pid=buysell&token=abc&mktSegID=1`);
    await issue(deepLinkTexts.noInstrument("buysell")).waitFor(slow);

    await page.goto(`${env.sandbox.url}/trade/orders/open?pid=buysell&token=1660&mktSegID=1&orderType=Z`);
    await issue(deepLinkTexts.badSide("Z")).waitFor(slow);

    await page.goto(`${env.sandbox.url}/trade/orders/open?pid=buysell&token=424242&mktSegID=1`);
    await issue(deepLinkTexts.notFound({ segment: 1, token: 424242 })).waitFor(slow);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.getByRole("navigation", { name: "Order tabs" }).waitFor();
    expect(warnings.some((w) => w.includes("Deep-link issue") && w.includes("424242"))).toBe(true);
  });

  it("gttOrderpad and sipOrderPad links open the pad on their GTT and SIP tabs; chartView opens the chart", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/open?pid=gttOrderpad&token=1660&mktSegID=1`);
    const gttPad = page.getByRole("dialog", { name: "Buy ITC-EQ" });
    await gttPad.waitFor(slow);
    expect(await gttPad.getByRole("tab", { name: "GTT" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("status").filter({ hasText: deepLinkTexts.notBuiltTitle }).count()).toBe(0);
    // Issue 17 built the SIP tab: the link opens the pad on it (tests/e2e/sip.test.ts follows it further).
    await page.goto(`${env.sandbox.url}/trade/orders/open?pid=sipOrderPad&token=1660&mktSegID=1`);
    const sipTab = page.getByRole("dialog", { name: "Buy ITC-EQ" }).getByRole("tab", { name: "SIP" });
    await sipTab.waitFor(slow);
    expect(await sipTab.getAttribute("aria-selected")).toBe("true");

    await page.goto(`${env.sandbox.url}/trade/orders/open?pid=chartView&token=1660&mktSegID=1`);
    await page.waitForURL((url) => url.pathname === "/trade/watchlist/chart", slow);
    expect(new URL(page.url()).searchParams.get("token")).toBe("1660");
    await page.getByRole("heading", { name: /ITC/, level: 1 }).waitFor(slow);

    // A chart view error (an instrument the market does not know) is logged as a deep-link issue.
    warnings.length = 0;
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart?pid=chartView&token=424242&mktSegID=1`);
    await page.getByRole("alert").filter({ hasText: "The candles could not be loaded" }).waitFor(slow);
    await expect
      .poll(() => warnings.some((w) => w.startsWith("Deep-link issue:") && w.includes("token=424242")), slow)
      .toBe(true);
  });

  const watchedReads = ["/v2/profile/get", "/report/v5/orders", "/report/v5/positions"];

  it("coming back to a hidden tab: nothing up to 10 s, the session checked past 10 s, orders read again past a minute, a reload past the session limit", async () => {
    const orderFeed = page.waitForEvent("websocket", (socket) => socket.url().includes("/feed/orders"));
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    await page.getByRole("navigation", { name: "Order tabs" }).waitFor();
    await orderFeed;
    await readsSettled(page, watchedReads);
    const requests = recordRequests(page);
    const reads = {
      profile: "/v2/profile/get",
      orders: "/report/v5/orders",
      positions: "/report/v5/positions",
    };
    /** The watched reads the page sent since the last clear, by name. */
    const seen = () =>
      requests.all.flatMap((entry) =>
        Object.entries(reads)
          .filter(([, path]) => entry.endsWith(path))
          .map(([name]) => name),
      );

    await hideFor(page, 9_000);
    await settled(page);
    expect(seen()).toEqual([]);

    await hideFor(page, 20_000);
    await expect.poll(() => seen().includes("profile"), slow).toBe(true);
    await settled(page);
    expect(seen()).not.toContain("orders");

    requests.clear();
    await hideFor(page, 90_000);
    await expect.poll(() => seen().includes("orders"), slow).toBe(true);
    expect(seen()).toContain("profile");
    // The positions screen's positions too.
    await page
      .getByRole("navigation", { name: "Order tabs" })
      .getByRole("link", { name: "Positions" })
      .click();
    await page.waitForURL((url) => url.pathname === "/trade/orders/positions");
    await readsSettled(page, watchedReads);
    requests.clear();
    await hideFor(page, 61_000);
    await expect.poll(() => seen().includes("positions"), slow).toBe(true);

    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    const reloaded = page.waitForEvent("load");
    await hideFor(page, 11 * 60_000);
    await reloaded;
    expect(path()).toBe("/trade/orders/positions");
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(
      undefined,
    );
    await page.getByRole("navigation", { name: "Order tabs" }).waitFor(slow);
    requests.stop();
  });
});
