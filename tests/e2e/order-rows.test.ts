import type { TradeClient } from "@trade/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmOrder, loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist, place } from "../support/trading.js";

const itc = 1660;

/**
 * Open orders with the mouse (issue 15): an open order's row shows Modify and Cancel on hover and a ⋯ menu; modify and
 * cancel work without the keyboard, cancel after its confirmation; the header's trading balance follows the order as
 * it is placed, modified and cancelled.
 */
describe("open orders with the mouse", () => {
  let env: TestSandbox;
  let page: Page;
  let device: TradeClient;

  const app = loggedInApp({ marketStart: ist(10, 0) });
  beforeAll(async () => {
    ({ env, page } = app);
    device = await env.login("DEMO01");
  });

  const balance = async () => (await page.getByTestId("trading-balance").innerText()).replace(/\s+/g, " ");
  /** The balance once it differs from `before` (the header reads the funds again after an order update). */
  const balanceChangedFrom = async (before: string) => {
    await expect.poll(balance, { timeout: 10_000 }).not.toBe(before);
    return balance();
  };

  it("modifies and cancels a resting order with the mouse; the header balance follows each step", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    await page.getByText("You have no open orders").waitFor();
    await expect.poll(balance).toMatch(/₹[\d,]+\.\d{2}/);
    const opening = await balance();

    const placed = await place(device, {
      exchangeSegment: 1,
      symbolToken: itc,
      transactionType: "B",
      productType: "CNC",
      orderType: "LIMIT",
      quantity: 3,
      price: 37_000,
    });
    expect(placed.ok).toBe(true);
    const row = page.locator(".tk-orders [role=row]", { hasText: "ITC-EQ" });
    await row.waitFor();
    // The row says what the order is: side, exchange, product, order type, quantity, price, status.
    const text = await row.innerText();
    for (const word of ["BUY", "NSE", "Delivery", "Limit", "0/3", "370.00", "Open"])
      expect(text).toContain(word);
    expect(await row.locator(".tk-badge").getAttribute("data-tone")).toBe("open");
    await expect.poll(async () => row.locator("[data-cell=ltp]").innerText()).toMatch(/^\d[\d,]*\.\d{2}$/);
    // Placing the resting order blocks margin: the header's balance drops.
    const resting = await balanceChangedFrom(opening);

    // Modify from the row's hover action.
    await row.hover();
    await row.getByRole("button", { name: "Modify BUY ITC-EQ" }).click();
    const pad = page.getByRole("dialog", { name: "Modify Buy ITC-EQ" });
    await pad.getByLabel("Qty", { exact: true }).fill("4");
    await pad.getByRole("button", { name: "MODIFY" }).click();
    expect(await confirmOrder(pad, page)).toBe("Modify to Buy 4 ITC-EQ (NSE) at ₹370.00 · Limit · Delivery");
    await expect.poll(async () => row.innerText()).toContain("0/4");
    const modified = await balanceChangedFrom(resting);

    // The row menu opens on click and closes on Escape and on a click outside.
    const more = row.getByRole("button", { name: "More for BUY ITC-EQ" });
    const menu = page.getByRole("menu", { name: "More for BUY ITC-EQ" });
    await more.click();
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual([
      "Modify",
      "Cancel",
      "Charts",
      "Order Details",
    ]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
    await more.click();
    await menu.waitFor();
    await page.locator("main h1").click();
    await menu.waitFor({ state: "detached" });

    // Order Details from the menu.
    await more.click();
    await menu.getByRole("menuitem", { name: "Order Details" }).click();
    const details = page.getByRole("dialog", { name: "Order Details: ITC-EQ" });
    expect(await details.innerText()).toContain("Delivery");
    await page.keyboard.press("Escape");
    await details.waitFor({ state: "detached" });

    // Cancel from the row menu asks first; Keep leaves the order alone.
    await more.click();
    await menu.getByRole("menuitem", { name: "Cancel" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel order" });
    expect(await confirm.innerText()).toContain("Cancel this order?");
    await confirm.getByRole("button", { name: "KEEP" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await row.count()).toBe(1);

    // Cancel from the hover action, confirmed: the order goes and the margin comes back.
    await row.hover();
    await row.getByRole("button", { name: "Cancel BUY ITC-EQ" }).click();
    await confirm.getByRole("button", { name: "CANCEL ORDER" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "You have successfully cancelled 1 order(s)" })
      .waitFor();
    await page.getByText("You have no open orders").waitFor();
    expect(await balanceChangedFrom(modified)).toBe(opening);
  });
});
