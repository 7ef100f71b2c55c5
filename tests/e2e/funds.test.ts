import { fileURLToPath } from "node:url";
import {
  amountMissingMessage,
  cancelWithdrawalConfirm,
  dateRangeOrderMessage,
  leadingZerosMessage,
  netBankingMinimumMessage,
  upiIdInvalidMessage,
  upiIdMissingMessage,
  upiIdVerifiedMessage,
  upiLimitMessage,
} from "@trade/core/funds";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { seriousAxeViolations } from "../support/screens.js";
import { ist } from "../support/trading.js";

const shots = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));
const timeout = 15_000;
const rupees = (text: string) => Number(text.replace(/[^\d.-]/g, ""));

/**
 * Funds as a user (issue 21): add funds by UPI ID (the sandbox's UPI app approves the collect request) and by net
 * banking (the bank's page sends the user back), each limit and message on the way; withdraw and cancel after a
 * confirmation; the transactions searched and filtered by date.
 */
describe("funds in the app", () => {
  let env: TestSandbox;
  let page: Page;
  const app = loggedInApp({ marketStart: ist(10, 0), marketSpeed: 0 });
  beforeAll(() => {
    ({ env, page } = app);
  });

  const form = () => page.getByRole("form", { name: "Add funds" });
  const amount = () => form().getByRole("textbox", { name: "Enter amount" });
  const headerBalance = async () => rupees((await page.getByTestId("trading-balance").textContent()) ?? "");
  const result = () => page.getByRole("region", { name: "Payment result" });

  it("adds funds by UPI ID: the limits in the spec's words, the ID verified, the collect request approved in the UPI app", async () => {
    await page.goto(`${env.sandbox.url}/trade/account/add-funds`);
    await form().waitFor({ timeout });
    const before = await headerBalance();
    const submit = form().getByRole("button", { name: "Add funds" });

    await submit.click();
    await form().getByText(amountMissingMessage).waitFor({ timeout });
    await amount().fill("0100");
    await submit.click();
    await form().getByText(leadingZerosMessage).waitFor({ timeout });
    await amount().fill("250000");
    await submit.click();
    await form().getByText(upiLimitMessage).waitFor({ timeout });
    // Letters are dropped and a third decimal is not taken.
    await amount().fill("12ab.345");
    expect(await amount().inputValue()).toBe("12.34");
    await form().getByRole("button", { name: "+₹1,000" }).click();
    expect(await amount().inputValue()).toBe("1000");

    await submit.click();
    await form().getByText(upiIdMissingMessage).waitFor({ timeout });
    const vpa = form().getByRole("textbox", { name: "UPI ID" });
    await vpa.fill("asha@nosuchbank");
    await form().getByRole("button", { name: "Verify" }).click();
    await form().getByText(upiIdInvalidMessage).waitFor({ timeout });
    await vpa.fill("asha.rao@okaxis");
    await form().getByRole("button", { name: "Verify" }).click();
    await form().getByText(upiIdVerifiedMessage, { exact: false }).waitFor({ timeout });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await submit.click();
    await result().getByRole("heading", { name: "Payment Pending" }).waitFor({ timeout });
    expect(await result().innerText()).toContain("₹1,000.00");
    // The user's UPI app: the sandbox's page, opened from the result.
    const [upiApp] = await Promise.all([
      page.context().waitForEvent("page"),
      result().getByRole("link", { name: "Open the UPI app" }).click(),
    ]);
    await upiApp.getByText("₹1,000.00").first().waitFor({ timeout });
    await upiApp.getByRole("button", { name: "Approve and pay" }).click();
    await upiApp.getByText("Added Successfully").waitFor({ timeout });
    await upiApp.close();

    await result().getByRole("heading", { name: "Added Successfully" }).waitFor({ timeout });
    await expect.poll(headerBalance, { timeout }).toBeCloseTo(before + 1000, 2);
    if (process.env.TRADE_SCREENSHOTS) await page.screenshot({ path: `${shots}funds-added.png` });

    // The UPI ID is offered again next time.
    await result().getByRole("button", { name: "Add more funds" }).click();
    await form()
      .getByRole("group", { name: "Recently used UPI IDs" })
      .getByRole("button", { name: "asha.rao@okaxis" })
      .waitFor({ timeout });
  });

  it("adds funds by net banking: the bank's page pays and sends the user back to the result", async () => {
    await page.goto(`${env.sandbox.url}/trade/account/add-funds`);
    await form().waitFor({ timeout });
    const before = await headerBalance();
    await form().getByText("Net banking").click();
    await form().getByText("HDFC Bank").waitFor({ timeout });
    await amount().fill("40");
    const submit = form().getByRole("button", { name: "Continue to bank" });
    await submit.click();
    await form().getByText(netBankingMinimumMessage).waitFor({ timeout });
    await amount().fill("5000");
    await submit.click();
    await page.waitForURL((url) => url.pathname.startsWith("/sandbox-bank/netbanking/"), { timeout });
    await page.getByText("₹5,000.00").first().waitFor({ timeout });
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === "/trade/account/add-funds" && url.search.includes("transaction_id"),
    );
    await result().getByRole("heading", { name: "Added Successfully" }).waitFor({ timeout });
    await expect.poll(headerBalance, { timeout }).toBeCloseTo(before + 5000, 2);
  });

  it("withdraws, then cancels after a confirmation and the balance comes back", async () => {
    await page.goto(`${env.sandbox.url}/trade/account/withdraw-funds`);
    const withdraw = page.getByRole("form", { name: "Withdraw funds" });
    await withdraw.waitFor({ timeout });
    const before = await headerBalance();
    const field = withdraw.getByRole("textbox", { name: "Amount to withdraw" });
    await field.fill("99999999");
    await withdraw.getByRole("button", { name: "Withdraw", exact: true }).click();
    await withdraw.getByText(/^You can withdraw up to ₹/).waitFor({ timeout });
    await field.fill("2000");
    await withdraw.getByRole("button", { name: "Withdraw", exact: true }).click();
    const list = page.getByRole("region", { name: "Withdrawals" });
    await list.getByText("Withdrawal initiated").waitFor({ timeout });
    await expect.poll(headerBalance, { timeout }).toBeCloseTo(before - 2000, 2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.TRADE_SCREENSHOTS) await page.screenshot({ path: `${shots}funds-withdraw.png` });

    await list.getByRole("button", { name: "Cancel" }).click();
    const dialog = page.getByRole("alertdialog", { name: cancelWithdrawalConfirm.title });
    await dialog.getByRole("button", { name: cancelWithdrawalConfirm.action }).click();
    await list.getByText("Cancelled").waitFor({ timeout });
    await expect.poll(headerBalance, { timeout }).toBeCloseTo(before, 2);
  });

  it("lists what was added: search by amount or bank, a date range with its message, the details", async () => {
    await page.goto(`${env.sandbox.url}/trade/account/funds-transactions`);
    await page.waitForURL((url) => url.pathname === "/trade/account/funds-transactions/add-funds");
    const table = page.getByRole("table", { name: "Funds added" });
    await table.waitFor({ timeout });
    await expect.poll(() => table.getByRole("row").count(), { timeout }).toBe(3);
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill("5000.00");
    await expect.poll(() => table.getByRole("row").count(), { timeout }).toBe(2);
    await search.fill("hdfc");
    await expect.poll(() => table.getByRole("row").count(), { timeout }).toBe(3);
    await search.fill("");
    await page.getByLabel("From", { exact: true }).fill("2026-11-24");
    await page.getByLabel("To", { exact: true }).fill("2026-11-20");
    await page.getByText(dateRangeOrderMessage).waitFor({ timeout });
    await page.getByLabel("To", { exact: true }).fill("2026-11-24");
    await expect.poll(() => table.getByRole("row").count(), { timeout }).toBe(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.TRADE_SCREENSHOTS) await page.screenshot({ path: `${shots}funds-transactions.png` });

    await table.getByRole("button", { name: /^Details of ₹1,000\.00/ }).click();
    const details = page.getByRole("region", { name: "Transaction details" });
    await details.getByText("asha.rao@okaxis").waitFor({ timeout });
    expect(await details.innerText()).toContain("Added Successfully");

    await page.goto(`${env.sandbox.url}/trade/account/funds-transactions/withdraw-funds`);
    await page.getByRole("table", { name: "Funds withdrawn" }).getByText("Cancelled").waitFor({ timeout });
  });
});
