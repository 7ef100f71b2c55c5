import type { TradeClient } from "@trade/core";
import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import { ist, place } from "../support/trading.js";

const itc = 1660;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Issue 15 §6: a toast never covers an open pad's buttons. The order pads and sheets open on the right under the
 * header, so the toasts stack at the bottom left.
 */
describe("toasts beside an open order pad", () => {
  const app = loggedInApp({ marketStart: ist(10, 0) });
  let device: TradeClient;
  beforeAll(async () => {
    device = await app.env.login("DEMO01");
    await app.page.setViewportSize({ width: 1280, height: 800 });
  });

  /** Places a market buy elsewhere: its fill shows a toast on this page. The toast must leave `pad`'s buttons clear. */
  const toastLeavesClear = async (pad: Locator) => {
    const placed = await place(device, {
      exchangeSegment: 1,
      symbolToken: itc,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 1,
    });
    expect(placed.ok).toBe(true);
    const toast = app.page.locator(".toasts .toast").filter({ hasText: "ITC-EQ" }).first();
    await toast.waitFor();
    const toastBox = (await toast.boundingBox()) as Box;
    const buttons = await pad.getByRole("button").all();
    expect(buttons.length).toBeGreaterThan(2);
    for (const button of buttons) {
      const box = await button.boundingBox();
      if (box === null) continue;
      expect(overlaps(toastBox, box), (await button.textContent()) ?? "").toBe(false);
    }
  };

  it("an order's toast shown while the watchlist's order pad is open leaves the pad's buttons uncovered", async () => {
    const { env, page } = app;
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    const rows = page.getByRole("complementary", { name: "Watchlist" }).locator(".tk-watchlist [data-row]");
    await rows.nth(1).click();
    await page.keyboard.press("F1");
    const pad = page.locator(".watchlist-pad .tk-order-pad");
    await pad.waitFor();
    await toastLeavesClear(pad);
  });

  it("so does one shown over the alert pad, whose Create Alert sits at the bottom of the window", async () => {
    const { env, page } = app;
    await page.goto(`${env.sandbox.url}/trade/orders/alerts`);
    await page.getByRole("button", { name: "New Alert" }).first().click();
    const pad = page.getByRole("region", { name: "Alert pad" });
    await pad.getByRole("searchbox", { name: "Search a stock for the alert" }).fill("ITC");
    await pad.getByRole("button", { name: /^ITC-EQ\s*NSE$/ }).click();
    await pad.getByRole("button", { name: /^RSI oversold/ }).click();
    await pad.getByRole("button", { name: "Create Alert" }).waitFor();
    await toastLeavesClear(pad);
  });
});
