import type { TradeClient } from "@trade/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmOrder, loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist, place } from "../support/trading.js";

const itc = 1660;

/**
 * The app's orders and positions screens as a user sees them: orders placed elsewhere (another device of the same
 * client) appear from the order-update feed; Delete and confirm cancels; a fill shows as a position with live
 * gain/loss; Exit all closes it.
 */
describe("orders and positions in the app", () => {
  let env: TestSandbox;
  let page: Page;
  let device: TradeClient;

  const app = loggedInApp({ marketStart: ist(10, 0) });
  beforeAll(async () => {
    ({ env, page } = app);
    device = await env.login("DEMO01");
  });

  it("an open order appears in Open Orders; F1 modifies it, and Delete with a confirmation cancels it", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    await page.getByText("You have no open orders").waitFor();
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
    expect(await row.textContent()).toContain("Open");

    // F1 on the selected order opens the pad on it in modify mode: the side and product stay, quantity and price change.
    await page.locator(".tk-orders [role=grid]").focus();
    await page.keyboard.press("F1");
    const pad = page.getByRole("dialog", { name: "Modify Buy ITC-EQ" });
    await pad.waitFor();
    expect(await pad.getByLabel("Qty", { exact: true }).inputValue()).toBe("3");
    expect(await pad.getByLabel("Price", { exact: true }).inputValue()).toBe("370.00");
    expect(await pad.getByRole("button", { name: "Switch to sell" }).count()).toBe(0);
    await pad.getByLabel("Qty", { exact: true }).fill("4");
    await pad.getByLabel("Price", { exact: true }).fill("371");
    await pad.getByRole("button", { name: "MODIFY" }).click();
    expect(await confirmOrder(pad, page)).toBe("Modify to Buy 4 ITC-EQ (NSE) at ₹371.00 · Limit · Delivery");
    await page
      .getByRole("status")
      .filter({ hasText: "Order Modified Buy 4 ITC-EQ at 371.00: open" })
      .waitFor();
    await expect.poll(async () => await row.textContent()).toContain("371.00");
    expect(await pad.count()).toBe(0);

    await page.locator(".tk-orders [role=grid]").focus();
    await page.keyboard.press("Delete");
    await page
      .getByRole("alertdialog", { name: "Cancel order" })
      .getByRole("button", { name: "CANCEL ORDER" })
      .click();
    await page
      .getByRole("status")
      .filter({ hasText: "You have successfully cancelled 1 order(s)" })
      .waitFor();
    await page.getByText("You have no open orders").waitFor();
  });

  it("a filled buy shows in Positions with live gain/loss, and Exit all closes it", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/positions`);
    await page.getByText("You do not have any positions").waitFor();
    const bought = await place(device, {
      exchangeSegment: 1,
      symbolToken: itc,
      transactionType: "B",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 2,
    });
    expect(bought.ok).toBe(true);
    const row = page.locator(".tk-positions [role=row]", { hasText: "ITC-EQ" });
    await row.waitFor();
    await expect.poll(async () => await row.locator(".tk-pnl").innerText()).toMatch(/₹/);
    await page.getByRole("button", { name: "Exit all" }).click();
    // Exit all reviews what it will exit (issue 15): the one open position is checked; Exit sends it.
    await page
      .getByRole("dialog", { name: "Exit positions" })
      .getByRole("button", { name: "Exit 1 of 1" })
      .click();
    await expect
      .poll(async () => (await row.locator("[role=cell]").nth(2).textContent())?.trim(), { timeout: 10_000 })
      .toBe("0");
  });
});
