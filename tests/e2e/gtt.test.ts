import type { TradeClient } from "@trade/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist, place } from "../support/trading.js";

const itc = 1660;

/**
 * GTT as a user (issue 17): an OCO set from the order pad's GTT tab (opened by a position's 'Set SL/Target with
 * GTT'), seen on /orders/gtt, edited there in the same form and cancelled after a confirmation; the gttOrderpad link
 * opens the pad on its GTT tab; New GTT picks an instrument and opens the same tab.
 */
describe("GTT orders", () => {
  let env: TestSandbox;
  let page: Page;
  let device: TradeClient;

  const app = loggedInApp({ marketStart: ist(10, 0) });
  beforeAll(async () => {
    ({ env, page } = app);
    device = await env.login("DEMO01");
  });

  const notice = (text: string) => page.locator("main").getByRole("status").filter({ hasText: text });

  it("sets an OCO from the pad's GTT tab, then edits and cancels it on /orders/gtt", async () => {
    const bought = await place(device, {
      exchangeSegment: 1,
      symbolToken: itc,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 5,
    });
    expect(bought.ok).toBe(true);
    await page.goto(`${env.sandbox.url}/trade/orders/positions`);
    await page.getByRole("button", { name: "More for ITC-EQ Delivery" }).click();
    await page.getByRole("menuitem", { name: "Set SL/Target with GTT" }).click();

    // The pad opens on the side that closes the long position, on its GTT tab.
    const pad = page.getByRole("dialog", { name: "Sell ITC-EQ" });
    expect(await pad.getByRole("tab", { name: "GTT" }).getAttribute("aria-selected")).toBe("true");
    await expect
      .poll(() => pad.getByLabel("Last traded price").first().innerText())
      .toMatch(/^\d[\d,]*\.\d{2}$/);
    // Set SL/Target starts an OCO for the position's open quantity.
    expect(await pad.getByLabel("OCO").isChecked()).toBe(true);
    expect(await pad.getByLabel(/^Qty/).inputValue()).toBe("5");
    // Both levels start 5 % from the LTP (on the tick grid, the live price moving), each showing its distance.
    const distances = (await pad.locator(".tk-gtt-percent").allInnerTexts()).map((text) =>
      Number(text.replace("% of LTP", "")),
    );
    expect(distances).toHaveLength(2);
    expect(distances[0]).toBeCloseTo(5, 0);
    expect(distances[1]).toBeCloseTo(-5, 0);
    await pad.getByRole("button", { name: "SELL GTT" }).click();
    await pad.getByRole("status").filter({ hasText: "GTT Created" }).waitFor();
    await pad.getByRole("button", { name: "Close" }).click();

    await page.goto(`${env.sandbox.url}/trade/orders/gtt`);
    const row = page.locator(".tk-gtt-list [role=row]", { hasText: "ITC-EQ" });
    await row.waitFor();
    const text = await row.innerText();
    for (const word of ["SELL", "NSE", "OCO", "T ", "SL ", "Pending"]) expect(text).toContain(word);
    expect(await row.locator(".tk-badge").getAttribute("data-tone")).toBe("pending");
    await expect.poll(() => row.locator("[data-cell=ltp]").innerText()).toMatch(/^\d[\d,]*\.\d{2}$/);
    await expect.poll(() => row.locator("[data-cell=pct-target]").innerText()).toMatch(/^\+\d+\.\d{2}%$/);

    // Edit from the row's hover action: the same form, prefilled; the change is a modify.
    await row.hover();
    await row.getByRole("button", { name: "Edit GTT SELL ITC-EQ" }).click();
    const edit = page.getByRole("dialog", { name: "Edit GTT ITC-EQ" });
    expect(await edit.getByLabel(/^Qty/).inputValue()).toBe("5");
    await edit.getByLabel(/^Qty/).fill("3");
    await edit.getByRole("button", { name: "MODIFY GTT" }).click();
    await notice("GTT Updated").waitFor();
    await edit.waitFor({ state: "detached" });
    await expect.poll(() => row.locator("[role=gridcell]").nth(6).innerText()).toBe("3");

    // Cancel asks first; Keep leaves the rule alone.
    await row.hover();
    await row.getByRole("button", { name: "Cancel GTT SELL ITC-EQ" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel GTT" });
    expect(await confirm.innerText()).toContain("Cancel this GTT?");
    await confirm.getByRole("button", { name: "KEEP" }).click();
    await confirm.waitFor({ state: "detached" });
    await row.hover();
    await row.getByRole("button", { name: "Cancel GTT SELL ITC-EQ" }).click();
    await confirm.getByRole("button", { name: "CANCEL GTT" }).click();
    await notice("GTT order cancelled successfully").waitFor();
    await expect.poll(() => row.locator(".tk-badge").innerText()).toBe("Cancelled");
    expect(await row.getByRole("button", { name: "Edit GTT SELL ITC-EQ" }).count()).toBe(0);
  });

  it("opens the pad on its GTT tab from a gttOrderpad link, and drops the link's pid and orderType from the address", async () => {
    await page.goto(
      `${env.sandbox.url}/trade/orders/gtt?pid=gttOrderpad&token=${itc}&mktSegID=1&orderType=S`,
    );
    const pad = page.getByRole("dialog", { name: "Sell ITC-EQ" });
    await pad.waitFor();
    expect(await pad.getByRole("tab", { name: "GTT" }).getAttribute("aria-selected")).toBe("true");
    await pad.getByRole("button", { name: "SELL GTT" }).waitFor();
    const params = new URL(page.url()).searchParams;
    expect([params.get("pid"), params.get("orderType")]).toEqual([null, null]);
    await pad.getByRole("button", { name: "Close" }).click();
  });

  it("New GTT picks an instrument and opens the pad's GTT tab", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/gtt`);
    await page.getByRole("button", { name: "New GTT" }).click();
    await page.getByLabel("Instrument for the new GTT").fill("ITC");
    await page
      .getByRole("list", { name: "Instruments" })
      .getByRole("button", { name: /ITC-EQ/ })
      .first()
      .click();
    const pad = page.getByRole("dialog", { name: "Buy ITC-EQ" });
    expect(await pad.getByRole("tab", { name: "GTT" }).getAttribute("aria-selected")).toBe("true");
    await pad.getByRole("button", { name: "BUY GTT" }).waitFor();
  });
});
