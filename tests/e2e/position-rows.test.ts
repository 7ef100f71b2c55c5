import type { TradeClient } from "@trade/core";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist, ordersOf, place, positionsOf } from "../support/trading.js";

const itc = 1660;
const reliance = 2885;

/**
 * Positions with the mouse (issue 15): each row's Buy more, Exit and Set SL/Target open the order pad on the position
 * (side, product, quantity, tab); Convert asks for the product and the quantity and confirms; Exit all shows the open
 * positions with checkboxes and exits only the checked ones.
 */
describe("positions with the mouse", () => {
  let env: TestSandbox;
  let page: Page;
  let device: TradeClient;

  const app = loggedInApp({ marketStart: ist(10, 0) });
  beforeAll(async () => {
    ({ env, page } = app);
    device = await env.login("DEMO01");
    for (const [token, productType, quantity] of [
      [itc, "CNC", 2],
      [reliance, "MIS", 1],
    ] as const) {
      const bought = await place(device, {
        exchangeSegment: 1,
        symbolToken: token,
        transactionType: "B",
        productType,
        orderType: "MARKET",
        quantity,
      });
      expect(bought.ok).toBe(true);
    }
  });

  const rowOf = (symbol: string, product: string) =>
    page.locator(".tk-positions [role=row]", { hasText: symbol }).filter({ hasText: product });
  const checked = (pad: Locator, label: string) => pad.getByLabel(label, { exact: true }).isChecked();

  it("shows the live LTP, P&L and P&L % of each position and their total", async () => {
    await expect.poll(async () => (await positionsOf(device)).filter((p) => p.netQty !== 0).length).toBe(2);
    await page.goto(`${env.sandbox.url}/trade/orders/positions`);
    const row = rowOf("ITC-EQ", "Delivery");
    await row.waitFor();
    await expect.poll(async () => row.locator("[data-cell=ltp]").innerText()).toMatch(/^\d[\d,]*\.\d{2}$/);
    expect(await row.locator("[data-cell=pnl]").innerText()).toMatch(/₹/);
    expect(await row.locator("[data-cell=pnlPercent]").innerText()).toMatch(/%$/);
    const total = page.locator(".tk-positions .tk-total");
    expect(await total.innerText()).toMatch(/^Total\s+[+-]?-?₹/);
  });

  it("Buy more, Exit and Set SL/Target each open the pad on the position", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/positions`);
    const row = rowOf("ITC-EQ", "Delivery");
    await row.waitFor();

    await row.hover();
    await row.getByRole("button", { name: "Buy more ITC-EQ Delivery" }).click();
    let pad = page.getByRole("dialog", { name: "Buy ITC-EQ" });
    await pad.waitFor();
    expect(await pad.getByLabel("Qty", { exact: true }).inputValue()).toBe("2");
    expect(await checked(pad, "Delivery")).toBe(true);
    expect(await pad.getByRole("tab", { name: "Regular" }).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Escape");
    await pad.waitFor({ state: "detached" });

    await row.hover();
    await row.getByRole("button", { name: "Exit ITC-EQ Delivery" }).click();
    pad = page.getByRole("dialog", { name: "Sell ITC-EQ" });
    await pad.waitFor();
    expect(await pad.getByLabel("Qty", { exact: true }).inputValue()).toBe("2");
    expect(await checked(pad, "Delivery")).toBe(true);
    expect(await checked(pad, "Market")).toBe(true);
    await page.keyboard.press("Escape");
    await pad.waitFor({ state: "detached" });

    await row.hover();
    await row.getByRole("button", { name: "Set SL/Target ITC-EQ Delivery" }).click();
    pad = page.getByRole("dialog", { name: "Sell ITC-EQ" });
    await pad.waitFor();
    expect(await pad.getByRole("tab", { name: "Stop Loss" }).getAttribute("aria-selected")).toBe("true");
    expect(await pad.getByLabel("Qty", { exact: true }).inputValue()).toBe("2");
    expect(await checked(pad, "Delivery")).toBe(true);
    expect(await checked(pad, "SL")).toBe(true);
    await page.keyboard.press("Escape");
    await pad.waitFor({ state: "detached" });
  });

  it("Convert asks for the product and the quantity, and confirms; a fully converted row goes away", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/positions`);
    const delivery = rowOf("ITC-EQ", "Delivery");
    await delivery.waitFor();
    const convert = async () => {
      await delivery.getByRole("button", { name: "More for ITC-EQ Delivery" }).click();
      await page.getByRole("menuitem", { name: "Convert" }).click();
      const dialog = page.getByRole("dialog", { name: "Convert ITC-EQ" });
      await dialog.waitFor();
      return dialog;
    };

    let dialog = await convert();
    expect(await dialog.getByRole("radio").count()).toBe(2);
    await dialog.getByLabel("Intraday", { exact: true }).check();
    const quantity = dialog.getByLabel("Quantity", { exact: true });
    expect(await quantity.inputValue()).toBe("2");
    await quantity.fill("3");
    await dialog.getByRole("alert").filter({ hasText: "Quantity cannot be greater than 2" }).waitFor();
    expect(await dialog.getByRole("button", { name: "Convert" }).isDisabled()).toBe(true);
    await quantity.fill("1");
    await dialog.getByRole("button", { name: "Convert" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Positions has been converted from Delivery to Intraday" })
      .waitFor();
    const intraday = rowOf("ITC-EQ", "Intraday");
    await intraday.waitFor();
    await expect
      .poll(async () => (await delivery.locator("[role=cell]").nth(2).textContent())?.trim())
      .toBe("1");
    expect((await intraday.locator("[role=cell]").nth(2).textContent())?.trim()).toBe("1");

    // The rest: the Delivery row, empty now, is not left behind as a zero row.
    dialog = await convert();
    await dialog.getByLabel("Intraday", { exact: true }).check();
    await dialog.getByRole("button", { name: "Convert" }).click();
    await delivery.waitFor({ state: "detached" });
    await expect
      .poll(async () => (await intraday.locator("[role=cell]").nth(2).textContent())?.trim())
      .toBe("2");
  });

  it("Exit all shows the open positions with checkboxes and exits only the checked ones", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/positions`);
    await rowOf("RELIANCE-EQ", "Intraday").waitFor();
    expect(
      (await positionsOf(device)).find((p) => p.symbolToken === itc && p.productType === "MIS")?.netQty,
    ).toBe(2);
    const sellsBefore = (await ordersOf(device)).filter((o) => o.transactionType === "S").length;
    await page.getByRole("button", { name: "Exit all" }).click();
    const review = page.getByRole("dialog", { name: "Exit positions" });
    const boxes = review.getByRole("checkbox");
    expect(await boxes.count()).toBe(2);
    for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
    await review.getByRole("checkbox", { name: /RELIANCE-EQ/ }).uncheck();
    await review.getByRole("button", { name: "Exit 1 of 2" }).click();
    await review.waitFor({ state: "detached" });

    await expect
      .poll(
        async () =>
          (await positionsOf(device)).find((p) => p.symbolToken === itc && p.productType === "MIS")?.netQty,
        {
          timeout: 10_000,
        },
      )
      .toBe(0);
    expect((await positionsOf(device)).find((p) => p.symbolToken === reliance)?.netQty).toBe(1);
    const sells = (await ordersOf(device)).filter((o) => o.transactionType === "S");
    expect(sells).toHaveLength(sellsBefore + 1);
    expect(sells.map((o) => o.symbolToken)).not.toContain(reliance);
  });
});
