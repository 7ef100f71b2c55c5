import type { TradeClient } from "@trade/core";
import {
  deliveryVerificationOutcomes,
  deliveryVerificationTitle,
  verifyOnDepositoryAction,
} from "@trade/core/edis";
import { tradingOf } from "@trade/core/orders";
import { portfolioOf } from "@trade/core/portfolio";
import { transferAcknowledgement, transferOf } from "@trade/core/transfer";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDir, assertAppBuilt, launchChromium, loginAs, newPage } from "../support/browser.js";
import { sellForVerification } from "../support/edis.js";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { seriousAxeViolations, setTheme } from "../support/screens.js";
import { ist } from "../support/trading.js";

const timeout = 15_000;

/**
 * DEMO04 (a power of attorney without DDPI) sells a holding for delivery as a user would (issue 20 §4): the pad's
 * SELL is refused for want of the delivery-instruction verification, 'CDSL verification' opens over the pad, Verify
 * on CDSL opens the sandbox depository's page in a new window, Approve there, and the sale is placed.
 */
describe("delivery-instruction verification in the app", () => {
  let env: TestSandbox;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let device: TradeClient;

  beforeAll(async () => {
    assertAppBuilt();
    env = await startTestSandbox({ appDir, marketStart: ist(10, 0), marketSpeed: 0 });
    browser = await launchChromium();
    ({ context, page } = await newPage(browser));
    device = await env.login("DEMO04");
    await loginAs(page, env.sandbox.url, "DEMO04");
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await env?.close();
  });

  /** From the portfolio's equity table: Sell on SBIN's row for `quantity`, to the CDSL verification. */
  const sellSbin = async (quantity: number): Promise<Locator> => {
    await page.goto(`${env.sandbox.url}/trade/portfolio/equity`);
    return sellForVerification(page, "SBIN", quantity);
  };

  it("sells a holding for delivery: verify, approve on the depository's page, and the sale is placed", async () => {
    const flow = await sellSbin(4);
    expect(await flow.innerText()).toContain("SBIN-EQ");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [depository] = await Promise.all([
      page.waitForEvent("popup"),
      flow.getByRole("button", { name: verifyOnDepositoryAction }).click(),
    ]);
    await depository.waitForURL(/\/sandbox-depository\/EDIS/, { timeout });
    expect(await depository.locator("table").innerText()).toMatch(/IN\w{10}\s+4/);
    expect(await seriousAxeViolations(depository)).toEqual([]);
    await depository.getByRole("button", { name: "Approve" }).click();
    // The page tells the app, which reads the verification, closes the page and places the sale.
    await depository.waitForEvent("close", { timeout });
    const pad = page.getByRole("dialog", { name: "Sell SBIN-EQ" });
    await expect
      .poll(async () => (await tradingOf(device).orders.list()).filter((o) => o.transactionType === "S"), {
        timeout,
      })
      .toHaveLength(1);
    const [sold] = (await tradingOf(device).orders.list()).filter((o) => o.transactionType === "S");
    expect(sold).toMatchObject({ tradingSymbol: "SBIN-EQ", productType: "CNC", quantity: 4 });
    await pad.waitFor({ state: "detached", timeout });
  });

  for (const theme of ["light", "dark"] as const) {
    it(`a rejection on the depository's page places nothing and says so (axe, ${theme})`, async () => {
      await setTheme(device, theme);
      const before = (await tradingOf(device).orders.list()).length;
      const flow = await sellSbin(2);
      const [depository] = await Promise.all([
        page.waitForEvent("popup"),
        flow.getByRole("button", { name: verifyOnDepositoryAction }).click(),
      ]);
      await depository.waitForURL(/\/sandbox-depository\/EDIS/, { timeout });
      await depository.getByRole("button", { name: "Reject" }).click();
      await flow.getByText(deliveryVerificationOutcomes.rejected.title).waitFor({ timeout });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect((await tradingOf(device).orders.list()).length).toBe(before);
    });
  }

  it("a stock transfer waits at the EDIS check: the CDSL verification opens on it, and once approved the transfer is made", async () => {
    // A beneficiary past its 20 hours, added through the SDK (the transfer browser test adds one through the screens).
    const transfer = transferOf(device);
    const { beneficiary } = await transfer.addBeneficiary({
      boid: "1304560000654321",
      dpid: "13045600",
      name: "Meera Rao",
      pan: "ABCPR1234K",
      depository: "CDSL",
    });
    await transfer.sendOtp(beneficiary.reqId, "beneficiary");
    await transfer.verifyOtp(beneficiary.reqId, "beneficiary", fixedOtp);
    await env.clock({ advanceMs: 20 * 3_600_000 });
    const held = async () =>
      (await portfolioOf(device).holdings()).find((h) => h.symbolName === "SBIN")?.total_qty;
    const before = (await held()) as number;

    await page.goto(`${env.sandbox.url}/trade/transfer-stocks/transfer`);
    const first = page.getByRole("form", { name: "Enter Beneficiary Details" });
    await first.getByLabel("Beneficiary").selectOption({ label: "Meera Rao · 1304560000654321" });
    await first.getByLabel("Reason").selectOption({ label: "Gift" });
    await first.getByRole("button", { name: "Next" }).click();
    const stocks = page.getByRole("form", { name: "Select your Stocks" });
    await stocks.getByRole("textbox", { name: "Quantity of SBIN" }).fill("1");
    await stocks.getByRole("button", { name: "Preview" }).click();
    await page
      .getByRole("region", { name: "Gift/Transfer your Stocks" })
      .getByRole("button", { name: "Transfer" })
      .click();
    const acknowledge = page.getByRole("dialog", { name: transferAcknowledgement.title });
    await acknowledge.getByRole("checkbox").check();
    await acknowledge.getByRole("button", { name: transferAcknowledgement.submit }).click();
    const otp = page.getByRole("dialog", { name: "Verify transfer" });
    await otp.getByLabel("Enter OTP").fill(fixedOtp);
    await otp.getByRole("button", { name: "Verify" }).click();

    const flow = page.getByRole("dialog", { name: deliveryVerificationTitle });
    await flow.waitFor({ timeout });
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [depository] = await Promise.all([
      page.waitForEvent("popup"),
      flow.getByRole("button", { name: verifyOnDepositoryAction }).click(),
    ]);
    await depository.waitForURL(/\/sandbox-depository\/EDIS/, { timeout });
    await depository.getByRole("button", { name: "Approve" }).click();
    await depository.waitForEvent("close", { timeout });
    await page.getByRole("heading", { name: "Transfer successful" }).waitFor({ timeout });
    expect(await held()).toBe(before - 1);
  });
});
