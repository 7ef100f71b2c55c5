import { transferAcknowledgement, transferMessages } from "@trade/core/transfer";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import { fixedOtp, type TestSandbox } from "../support/sandbox.js";
import { seriousAxeViolations, setTheme } from "../support/screens.js";
import { ist } from "../support/trading.js";

const timeout = 15_000;

/**
 * Stock transfer as a user (issue 20 §3): a beneficiary added on /transfer-stocks/manage-beneficaries with its OTP (a
 * wrong PAN and a wrong OTP refused in the spec's words), in process for 20 hours, then active; one INFY share sent in
 * the 3 steps, through the acknowledgement and the transaction's OTP; the holding one share smaller, the transfer
 * listed as transferred.
 */
describe("stock transfer in the app", () => {
  let env: TestSandbox;
  let page: Page;
  const app = loggedInApp({ marketStart: ist(10, 0), marketSpeed: 0 });
  beforeAll(() => {
    ({ env, page } = app);
  });

  const infyQuantity = async () => {
    await page.goto(`${env.sandbox.url}/trade/portfolio/equity`);
    const cell = page.locator(".tk-holdings [role=row]:has-text('INFY') [role=cell]:nth-child(2)").first();
    await cell.waitFor({ timeout });
    return Number(await cell.innerText());
  };

  it("adds a beneficiary with its OTP, and it turns active 20 hours later", async () => {
    await page.goto(`${env.sandbox.url}/trade/transfer-stocks/manage-beneficaries`);
    await page.getByText("You have not added any beneficiary yet").waitFor({ timeout });
    await page.getByRole("button", { name: "+ Add beneficiary" }).click();
    const form = page.getByRole("form", { name: "Add beneficiary" });
    await form.getByLabel("Beneficiary name").fill("Ravi Verma");
    await form.getByLabel("Beneficiary BOID", { exact: true }).fill("1304560000123456");
    await form.getByLabel("Confirm beneficiary BOID").fill("1304560000123465");
    await form.getByLabel("DP ID").fill("13045600");
    await form.getByLabel("PAN").fill("ABCPV123");
    await form.getByRole("button", { name: "Add beneficiary" }).click();
    await form.getByText(transferMessages.panLength).waitFor({ timeout });
    await form.getByText(transferMessages.boidMismatch).waitFor({ timeout });
    await form.getByLabel("Confirm beneficiary BOID").fill("1304560000123456");
    await form.getByLabel("PAN").fill("ABCPV1234K");
    await form.getByRole("button", { name: "Add beneficiary" }).click();

    const otp = page.getByRole("dialog", { name: "Verify beneficiary" });
    await otp.getByLabel("Enter OTP").fill("000000");
    await otp.getByRole("button", { name: "Verify" }).click();
    await otp.getByText(transferMessages.incorrectOtp).waitFor({ timeout });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await otp.getByLabel("Enter OTP").fill(fixedOtp);
    await otp.getByRole("button", { name: "Verify" }).click();
    await otp.waitFor({ state: "detached", timeout });
    const row = page.getByRole("row", { name: /Ravi Verma/ });
    await row.getByText("20H LEFT TO TRANSFER").waitFor({ timeout });

    await env.clock({ advanceMs: 20 * 3_600_000 });
    await page.reload();
    await page
      .getByRole("row", { name: /Ravi Verma/ })
      .getByText("ACTIVE")
      .waitFor({ timeout });
  });

  it("transfers 1 share in three steps, with the acknowledgement and the OTP, and the holding drops", async () => {
    const before = await infyQuantity();
    await page.goto(`${env.sandbox.url}/trade/transfer-stocks/transfer`);
    const first = page.getByRole("form", { name: "Enter Beneficiary Details" });
    await first.getByRole("button", { name: "Next" }).click();
    await first.getByText(transferMessages.mandatory).first().waitFor({ timeout });
    await first.getByLabel("Beneficiary").selectOption({ label: "Ravi Verma · 1304560000123456" });
    await first.getByLabel("Reason").selectOption({ label: "Gift" });
    await first.getByRole("button", { name: "Next" }).click();

    const stocks = page.getByRole("form", { name: "Select your Stocks" });
    const quantity = stocks.getByRole("textbox", { name: "Quantity of INFY" });
    await quantity.fill(String(before + 1));
    await stocks.getByRole("button", { name: "Preview" }).click();
    await stocks.getByText(transferMessages.aboveAvailable).waitFor({ timeout });
    await quantity.fill("1");
    await stocks.getByRole("button", { name: "Preview" }).click();

    const review = page.getByRole("region", { name: "Gift/Transfer your Stocks" });
    await review.getByText("1 × INFY").waitFor({ timeout });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await review.getByRole("button", { name: "Transfer" }).click();
    const acknowledge = page.getByRole("dialog", { name: transferAcknowledgement.title });
    const submit = acknowledge.getByRole("button", { name: transferAcknowledgement.submit });
    expect(await submit.isDisabled()).toBe(true);
    await acknowledge.getByRole("checkbox").check();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    const otp = page.getByRole("dialog", { name: "Verify transfer" });
    await otp.getByLabel("Enter OTP").fill(fixedOtp);
    await otp.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("heading", { name: "Transfer successful" }).waitFor({ timeout });

    expect(await infyQuantity()).toBe(before - 1);
    await page.goto(`${env.sandbox.url}/trade/transfer-stocks/transactions`);
    await page
      .getByRole("table", { name: "Completed transfers" })
      .getByRole("row", { name: /Ravi Verma/ })
      .getByText("TRANSFERRED")
      .waitFor({ timeout });
  });

  it("a transfer left at its OTP is completed later from the transactions page, and the holding drops", async () => {
    const before = await infyQuantity();
    await page.goto(`${env.sandbox.url}/trade/transfer-stocks/transfer`);
    const first = page.getByRole("form", { name: "Enter Beneficiary Details" });
    await first.getByLabel("Beneficiary").selectOption({ label: "Ravi Verma · 1304560000123456" });
    await first.getByLabel("Reason").selectOption({ label: "Gift" });
    await first.getByRole("button", { name: "Next" }).click();
    const stocks = page.getByRole("form", { name: "Select your Stocks" });
    await stocks.getByRole("textbox", { name: "Quantity of INFY" }).fill("1");
    await stocks.getByRole("button", { name: "Preview" }).click();
    await page
      .getByRole("region", { name: "Gift/Transfer your Stocks" })
      .getByRole("button", { name: "Transfer" })
      .click();
    const acknowledge = page.getByRole("dialog", { name: transferAcknowledgement.title });
    await acknowledge.getByRole("checkbox").check();
    await acknowledge.getByRole("button", { name: transferAcknowledgement.submit }).click();
    // The user walks away from the OTP: the transfer waits for it.
    const otp = page.getByRole("dialog", { name: "Verify transfer" });
    await otp.getByLabel("Enter OTP").waitFor({ timeout });
    await page.keyboard.press("Escape");
    await otp.waitFor({ state: "detached", timeout });
    // Above the flow, what it waits for and until when; new transfers wait for it (spec 3 §4).
    await page
      .getByText(/Transfer of 1 × INFY to Ravi Verma is waiting for its OTP\. Complete by \d\d:\d\d/)
      .waitFor({ timeout });

    await env.clock({ advanceMs: 5 * 60_000 });
    await page
      .getByRole("navigation", { name: "Transfer stocks" })
      .getByRole("link", { name: "Transactions" })
      .click();
    const pending = page
      .getByRole("table", { name: "Pending transfers" })
      .getByRole("row", { name: /Ravi Verma/ });
    await pending.getByText("IN PROCESS").waitFor({ timeout });
    await pending.getByText(/Complete by \d\d:\d\d/).waitFor({ timeout });
    expect(await seriousAxeViolations(page)).toEqual([]);
    const device = await env.login("DEMO01");
    await setTheme(device, "dark");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.theme === "dark", undefined, {
      timeout,
    });
    await pending.getByText("IN PROCESS").waitFor({ timeout });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await setTheme(device, "light");
    await pending.getByRole("button", { name: "Complete the transfer to Ravi Verma" }).click();
    await otp.getByLabel("Enter OTP").fill(fixedOtp);
    await otp.getByRole("button", { name: "Verify" }).click();
    await page.getByText(/Transfer successful: 1 × INFY sent to Ravi Verma/).waitFor({ timeout });
    await page.getByText("No pending transfers").waitFor({ timeout });
    expect(
      await page
        .getByRole("table", { name: "Completed transfers" })
        .getByRole("row", { name: /Ravi Verma/ })
        .getByText("TRANSFERRED")
        .count(),
    ).toBe(2);
    expect(await infyQuantity()).toBe(before - 1);
  });
});
