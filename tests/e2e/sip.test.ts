import { sipCreatedMessage, sipUpdatedMessage } from "@trade/core/sip";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

const slow = { timeout: 15_000 };

/**
 * Stock SIP as a user (issue 17): set one up from the order pad's SIP tab, follow it on /orders/stock-sip (pause,
 * resume, cancel, each after its confirmation), New SIP from the list, the instalments on /orders/stock-sip/history
 * (one executed, one failed for funds), the sipOrderPad deep link, the Tools entry and the order-tab cycle.
 */
describe("Stock SIP in the app", () => {
  let env: TestSandbox;
  let page: Page;

  // Tuesday 24 November 2026, 10:00 IST: the market is open, so a SIP starting today runs at the next tick.
  const app = loggedInApp({ marketStart: ist(10, 0) });
  beforeAll(() => {
    ({ env, page } = app);
  });

  const notice = () => page.locator(".orders-page .notice");
  const row = (symbol: string) => page.locator(".tk-sip-list .tk-body-row", { hasText: symbol });

  it("sets up a weekly SIP from the order pad's SIP tab, then pauses, resumes and cancels it from the list", async () => {
    // The pad on ITC (a buysell link), then its SIP tab.
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart?pid=buysell&token=1660&mktSegID=1`);
    const pad = page.getByRole("dialog", { name: "Buy ITC-EQ" });
    await pad.getByRole("tab", { name: "SIP" }).click(slow);
    await pad.getByLabel("Weekly").check();
    await pad.getByLabel("Quantity (shares)").fill("2");
    // Tomorrow, a Wednesday, and the two after it.
    await pad.getByText("Every Wednesday").waitFor();
    expect(await pad.locator("output").innerText()).toBe("25 Nov 2026, 02 Dec 2026, 09 Dec 2026");
    await pad.getByRole("button", { name: "START SIP" }).click();
    await pad.getByRole("status").filter({ hasText: sipCreatedMessage }).waitFor(slow);
    await pad.getByRole("button", { name: "DONE" }).click();
    await pad.waitFor({ state: "detached" });

    // Tools → Create a Stock SIP.
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Tools" }).hover();
    await page
      .getByRole("group", { name: "Tools" })
      .getByRole("link", { name: "Create a Stock SIP" })
      .click();
    await page.waitForURL((url) => url.pathname === "/trade/orders/stock-sip");
    const itc = row("ITC-EQ");
    await itc.waitFor(slow);
    const text = await itc.innerText();
    for (const word of ["2 shares", "Weekly", "25 Nov 2026", "Active"]) expect(text).toContain(word);

    await itc.hover();
    await itc.getByRole("button", { name: "Pause ITC-EQ SIP" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Pause SIP" });
    await confirm.getByRole("button", { name: "PAUSE" }).click();
    await notice().filter({ hasText: sipUpdatedMessage }).waitFor(slow);
    await expect.poll(() => itc.locator(".tk-badge").innerText(), slow).toBe("Paused");

    // The filter tabs.
    const tabs = page.getByRole("tablist", { name: "SIP status" });
    await tabs.getByRole("tab", { name: "Active" }).click();
    await page.getByText("You have no active Stock SIPs").waitFor();
    await tabs.getByRole("tab", { name: "Paused" }).click();
    await itc.waitFor();
    await tabs.getByRole("tab", { name: "All" }).click();

    await itc.hover();
    await itc.getByRole("button", { name: "Resume ITC-EQ SIP" }).click();
    await page
      .getByRole("alertdialog", { name: "Resume SIP" })
      .getByRole("button", { name: "RESUME" })
      .click();
    await expect.poll(() => itc.locator(".tk-badge").innerText(), slow).toBe("Active");

    await itc.hover();
    await itc.getByRole("button", { name: "Cancel ITC-EQ SIP" }).click();
    await page
      .getByRole("alertdialog", { name: "Cancel SIP" })
      .getByRole("button", { name: "CANCEL SIP" })
      .click();
    await expect.poll(() => itc.locator(".tk-badge").innerText(), slow).toBe("Cancelled");
    expect(await itc.getByRole("button", { name: "Cancel ITC-EQ SIP" }).count()).toBe(0);
  }, 90_000);

  /** New SIP on the list: search the stock, then the pad opens on its SIP tab. */
  async function newSip(symbol: string, rupees: string) {
    await page.getByRole("button", { name: "New SIP" }).click();
    await page.getByLabel("Stock to invest in").fill(symbol);
    await page
      .getByRole("list", { name: "Stocks" })
      .getByRole("button", { name: `${symbol}-EQ NSE` })
      .click(slow);
    const pad = page.getByRole("dialog", { name: `Buy ${symbol}-EQ` });
    expect(await pad.getByRole("tab", { name: "SIP" }).getAttribute("aria-selected")).toBe("true");
    await pad.getByLabel("Amount").check();
    await pad.getByLabel("Amount (₹)").fill(rupees);
    await pad.getByLabel("Start date").fill("2026-11-24");
    await pad.getByRole("button", { name: "START SIP" }).click();
    await pad.getByRole("status").filter({ hasText: sipCreatedMessage }).waitFor(slow);
    await pad.getByRole("button", { name: "DONE" }).click();
  }

  it("New SIP starting today runs at once; the history shows the instalment bought and the one short of funds", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/stock-sip`);
    await row("ITC-EQ").waitFor(slow);
    await newSip("TCS", "5000");
    await newSip("INFY", "2000000");

    await page
      .getByRole("navigation", { name: "Stock SIP views" })
      .getByRole("link", { name: "History" })
      .click();
    await page.waitForURL((url) => url.pathname === "/trade/orders/stock-sip/history");
    const history = page.locator(".tk-sip-history .tk-body-row");
    // The instalments run at the next tick; the history is read as the screen opens.
    await expect
      .poll(async () => {
        await page.reload();
        await page.locator(".tk-sip-history").waitFor(slow);
        return history.count();
      }, slow)
      .toBe(2);
    const tcs = await history.filter({ hasText: "TCS-EQ" }).innerText();
    expect(tcs).toContain("Executed");
    expect(tcs).toContain("24 Nov 2026");
    const infy = await history.filter({ hasText: "INFY-EQ" }).innerText();
    expect(infy).toContain("Rejected");
    expect(infy).toMatch(/Insufficient funds/);
  }, 90_000);

  it("the sipOrderPad link opens the pad on its SIP tab; Shift+ArrowRight from order history lands on Stock SIP", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/stock-sip?pid=sipOrderPad&token=1660&mktSegID=1`);
    const pad = page.getByRole("dialog", { name: "Buy ITC-EQ" });
    await pad.getByRole("button", { name: "START SIP" }).waitFor(slow);
    expect(await pad.getByRole("tab", { name: "SIP" }).getAttribute("aria-selected")).toBe("true");
    expect(new URL(page.url()).searchParams.get("pid")).toBeNull();
    await page.keyboard.press("Escape");
    await pad.waitFor({ state: "detached" });

    await page.goto(`${env.sandbox.url}/trade/orders/history`);
    await page.getByRole("heading", { name: "Order history", level: 1 }).waitFor(slow);
    await page.keyboard.press("Shift+ArrowRight");
    await page.waitForURL((url) => url.pathname === "/trade/orders/stock-sip", slow);
    await page.getByRole("heading", { name: "Stock SIP", level: 1 }).waitFor();
  }, 60_000);
});
