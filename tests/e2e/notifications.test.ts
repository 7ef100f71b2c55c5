import type { TradeClient } from "@trade/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist, place } from "../support/trading.js";

const itc = 1660;

/**
 * The Notifications dropdown (spec 1 §2.2) as a user sees it: the bell's badge counts what arrived, opening the
 * panel lists it newest first under the tabs All, Orders, Alerts and Funds, marks it all read and resets the badge;
 * an empty tab says 'No Notifications'; the list loads 20 at a time as it scrolls; a notification opens its screen.
 */
describe("notifications in the app", () => {
  let env: TestSandbox;
  let page: Page;
  let device: TradeClient;

  const buy = (quantity: number) =>
    place(device, {
      exchangeSegment: 1,
      symbolToken: itc,
      transactionType: "B",
      productType: "MIS",
      orderType: "MARKET",
      quantity,
    });

  const app = loggedInApp({ marketStart: ist(10, 0) });
  beforeAll(async () => {
    ({ env, page } = app);
    device = await env.login("DEMO01");
  });

  it("an empty history shows the spec's empty state on every tab", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await bell.click();
    const panel = page.getByRole("region", { name: "Notifications" });
    for (const tab of ["All", "Orders", "Alerts", "Funds"]) {
      await panel.getByRole("tab", { name: tab }).click();
      await panel.getByText("No Notifications").waitFor();
      await panel.getByText("We’ll notify you when something arrives.").waitFor();
    }
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
  });

  it("an order placed on another device raises the badge; opening lists it, marks it read and resets the badge", async () => {
    expect((await buy(1)).ok).toBe(true);
    // The order-update feed tells it as a toast too (spec 2 §4), on whatever page is open.
    const toast = page.getByRole("status").filter({ hasText: "Order Executed" });
    await toast.waitFor();
    expect(await toast.innerText()).toContain("Buy 1 ITC-EQ");
    const badge = page.getByTestId("notifications-badge");
    await badge.waitFor();
    expect(await badge.innerText()).toBe("1");
    await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    const panel = page.getByRole("region", { name: "Notifications" });
    // Each opening starts on All.
    expect(await panel.getByRole("tab", { name: "All" }).getAttribute("aria-selected")).toBe("true");
    const item = panel.getByRole("listitem").filter({ hasText: "Order Executed" });
    await item.waitFor();
    expect(await item.innerText()).toContain("Buy order executed");
    expect(await item.innerText()).toContain("1 ITC-EQ at ₹");
    await badge.waitFor({ state: "detached" });
    await panel.getByRole("tab", { name: "Funds" }).click();
    await panel.getByText("No Notifications").waitFor();
    await panel.getByRole("tab", { name: "Orders" }).click();
    await panel.getByRole("listitem").filter({ hasText: "Order Executed" }).click();
    await page.waitForURL(/\/trade\/orders\/history$/);
    // The order's time is India's (the market opened at 10:00 IST), whatever the device's time zone (UTC here).
    const row = page.locator(".tk-orders [role=row]", { hasText: "ITC-EQ" }).first();
    await row.waitFor();
    expect(await row.innerText()).toMatch(/^10:0\d:\d\d/);
    // Read on the server too: a reload shows no badge.
    await page.reload();
    await page.getByRole("button", { name: /^Notifications/ }).waitFor();
    expect(await page.getByTestId("notifications-badge").count()).toBe(0);
  });

  it("loads 20 at a time as the list scrolls", async () => {
    for (let i = 0; i < 24; i++) expect((await buy(1)).ok).toBe(true);
    const badge = page.getByTestId("notifications-badge");
    await page.waitForFunction(
      () => document.querySelector("[data-testid=notifications-badge]")?.textContent === "24",
    );
    await badge.click();
    const list = page.getByRole("list", { name: "All notifications" });
    const items = list.locator("li.notification");
    await items.nth(19).waitFor();
    expect(await items.count()).toBe(20);
    await items.nth(19).scrollIntoViewIfNeeded();
    await list.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await items.nth(24).waitFor();
    expect(await items.count()).toBe(25);
  });
});
