import { fileURLToPath } from "node:url";
import { asbaDeliveryOnlyText, blockAmountMessage, blocksOf, revokeBlockConfirm } from "@trade/core/funds";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDir, assertAppBuilt, launchChromium, loginAs, newPage } from "../support/browser.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { seriousAxeViolations } from "../support/screens.js";
import { ist } from "../support/trading.js";

const shots = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));
const timeout = 15_000;

/**
 * ASBA blocks as DEMO03 (issue 21 §3): create a block, see it pending, drive the sandbox's clock, and see it go
 * ENABLED (the creation result polled every 10 s, the list on its own); the account page's summary and card count
 * it; revoke it after a confirmation.
 */
describe("ASBA blocks in the app, as DEMO03", () => {
  let env: TestSandbox;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    assertAppBuilt();
    env = await startTestSandbox({ appDir, marketStart: ist(10, 0), marketSpeed: 0 });
    browser = await launchChromium();
    ({ context, page } = await newPage(browser));
    await loginAs(page, env.sandbox.url, "DEMO03");
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await env?.close();
  });

  const form = () => page.getByRole("form", { name: "Create block" });
  const result = () => page.getByRole("region", { name: "Block creation" });

  it("creates a block from the account page: the limit in the spec's words, pending, then ENABLED with the clock", async () => {
    await page.goto(`${env.sandbox.url}/trade/account`);
    const card = page.getByRole("article", { name: "ASBA blocks" });
    await card.getByRole("link", { name: "Create block" }).click();
    await form().waitFor({ timeout });
    const amount = form().getByRole("textbox", { name: "Amount to block" });
    await amount.fill("600000");
    await form().getByRole("button", { name: "Create block" }).click();
    await form().getByText(blockAmountMessage).waitFor({ timeout });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await amount.fill("25000");
    await amount.press("Enter");
    await result().getByRole("heading", { name: "Block Creation Pending" }).waitFor({ timeout });
    expect(await result().innerText()).toContain("₹25,000.00");

    // The bank activates it 5 minutes of market time later; the result asks again every 10 s.
    await env.clock({ advanceMs: 6 * 60_000 });
    await result().getByRole("heading", { name: "Block Created" }).waitFor({ timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.TRADE_SCREENSHOTS) await page.screenshot({ path: `${shots}funds-create-block.png` });

    await result().getByRole("button", { name: "See blocks" }).click();
    await page.waitForURL(/\/trade\/account\/revoke-block$/);
    const row = page.getByRole("table", { name: "Blocks created" }).getByRole("row").nth(1);
    await row.getByText("Enabled").waitFor({ timeout });
    expect(await row.innerText()).toContain("₹25,000.00");
  });

  it("the account page counts the block in the funds summary and its card", async () => {
    await page.goto(`${env.sandbox.url}/trade/account`);
    const balance = page.getByRole("article", { name: "Trading Balance" });
    const summary = balance.getByRole("group", { name: "Trading balance breakdown" });
    await summary.getByRole("rowheader", { name: "ASBA blocks", exact: true }).waitFor({ timeout });
    expect(await summary.getByRole("row", { name: /^ASBA blocks/ }).innerText()).toContain("₹25,000.00");
    expect(await page.getByRole("article", { name: "ASBA blocks" }).innerText()).toContain("₹25,000.00");
  });

  it("the ASBA card says block money buys cash delivery only (spec 3 §5)", async () => {
    expect(await page.getByRole("article", { name: "ASBA blocks" }).innerText()).toContain(
      asbaDeliveryOnlyText,
    );
  });

  it("revokes the block after a confirmation: Revoke Block Initiated, the status deactivating", async () => {
    await page.goto(`${env.sandbox.url}/trade/account/revoke-block`);
    await page.getByRole("button", { name: "Revoke the block of ₹25,000.00" }).click();
    const dialog = page.getByRole("alertdialog", { name: revokeBlockConfirm.title });
    await dialog.getByRole("button", { name: revokeBlockConfirm.action }).click();
    await page.getByRole("heading", { name: "Revoke Block Initiated" }).waitFor({ timeout });
    await page
      .getByRole("table", { name: "Blocks created" })
      .getByText("Deactivation in progress")
      .waitFor({ timeout });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("the blocks-created tab of the funds transactions lists the blocks, a page of 10 under 800 px of height", async () => {
    const device = await env.login("DEMO03");
    // Two more today (three a day), then 9 more over the next days: 12 blocks in all.
    for (let day = 0; day < 4; day += 1) {
      if (day > 0) await env.clock({ advanceMs: 24 * 60 * 60_000 });
      for (let n = 0; n < (day === 0 ? 2 : 3); n += 1) {
        await blocksOf(device).create({ amount: (day * 10 + n + 1) * 100_00, bank_name: "HDFC Bank" });
      }
    }
    expect((await blocksOf(device).list()).length).toBe(12);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${env.sandbox.url}/trade/account/funds-transactions/blocks-created`);
    const table = page.getByRole("table", { name: "Blocks created" });
    await table.waitFor({ timeout });
    expect(await table.getByRole("row").count()).toBe(11);
    await page
      .getByRole("navigation", { name: "Blocks pages" })
      .getByText("Page 1 of 2")
      .waitFor({ timeout });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("navigation", { name: "Blocks pages" }).waitFor({ state: "detached", timeout });
    expect(await table.getByRole("row").count()).toBe(13);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.TRADE_SCREENSHOTS) await page.screenshot({ path: `${shots}funds-blocks-created.png` });
    device.close();
  });
});
