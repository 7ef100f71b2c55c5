import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTradeClient, type TradeClient } from "@trade/core";
import {
  bankTechnicalFailureText,
  fundsOf,
  netBankingMinimumMessage,
  nothingToWithdrawMessage,
  type Payment,
  paymentFailureTexts,
  upiIdInvalidMessage,
  upiIdVerifiedMessage,
  upiLimitMessage,
  withdrawalNotCancellableMessage,
} from "@trade/core/funds";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killed, startCli } from "../support/cli.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/** Tuesday 24 November 2026, 10:00 IST. */
const marketStart = ist(10, 0, 0, "2026-11-24");
const available = async (client: TradeClient) => (await fundsOf(client).balance()).availableMargin;
/** Ask a payment's status `times` times at once. */
const pollAtOnce = (client: TradeClient, payment: Payment, times = 12) =>
  Promise.all(Array.from({ length: times }, () => fundsOf(client).payment(payment.transaction_id)));

describe("adding funds against the sandbox, the market clock driven", () => {
  let env: TestSandbox;
  let client: TradeClient;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart, marketSpeed: 0 });
    client = await env.login("DEMO01");
  }, 60_000);
  afterAll(() => env?.close());

  it("verifies a UPI ID: a known one with the spec's words, an unknown or malformed one is 'Enter valid UPI ID'", async () => {
    const funds = fundsOf(client);
    expect(await funds.verifyUpi(" Asha.Rao@OKAXIS ")).toMatchObject({
      vpa: "asha.rao@okaxis",
      verified: true,
      message: upiIdVerifiedMessage,
    });
    for (const vpa of ["sandbox.unknown@upi", "asha@nosuchbank", "asha"]) {
      expect(await funds.verifyUpi(vpa)).toMatchObject({ verified: false, message: upiIdInvalidMessage });
    }
  });

  it("a UPI payment that succeeds moves the balance once, however often and concurrently its status is asked", async () => {
    const before = await available(client);
    const started = await fundsOf(client).payByUpi({
      amount: 500_00,
      request_type: "COLLECT",
      vpa: "sandbox.success@upi",
    });
    expect(started).toMatchObject({ status: "success", amount: 500_00, method: "UPI_ID" });
    const polled = await pollAtOnce(client, started);
    expect(new Set(polled.map((p) => p.status))).toEqual(new Set(["success"]));
    expect(await available(client)).toBe(before + 500_00);
    // Asking again, or repeating the request with its reference, credits nothing more.
    await pollAtOnce(client, started);
    const repeat = await fundsOf(client).payByUpi({
      amount: 500_00,
      request_type: "COLLECT",
      vpa: "sandbox.success@upi",
      upstream_reference_number: started.upstream_reference_number,
    });
    expect(repeat.transaction_id).toBe(started.transaction_id);
    expect(await available(client)).toBe(before + 500_00);
    expect((await fundsOf(client).balance()).payin).toBeGreaterThanOrEqual(500_00);
  });

  it("a UPI payment that fails moves nothing; the bank's failure carries the bank's words", async () => {
    const before = await available(client);
    const declined = await fundsOf(client).payByUpi({
      amount: 1000_00,
      request_type: "COLLECT",
      vpa: "sandbox.failure@upi",
    });
    expect(declined).toMatchObject({ status: "failure", message: paymentFailureTexts.declined });
    const bank = await fundsOf(client).payByUpi({
      amount: 1000_00,
      request_type: "COLLECT",
      vpa: "sandbox.bankfail@upi",
    });
    await pollAtOnce(client, bank);
    expect(await fundsOf(client).payment(bank.transaction_id)).toMatchObject({
      status: "failure",
      message: bankTechnicalFailureText,
    });
    expect(await available(client)).toBe(before);
  });

  it("a UPI payment that stays pending moves nothing until it settles, then moves the balance once", async () => {
    const before = await available(client);
    const started = await fundsOf(client).payByUpi({
      amount: 2500_50,
      request_type: "COLLECT",
      vpa: "sandbox.pending@upi",
    });
    expect(started.status).toBe("pending");
    await env.clock({ advanceMs: 60_000 });
    expect(new Set((await pollAtOnce(client, started)).map((p) => p.status))).toEqual(new Set(["pending"]));
    expect(await available(client)).toBe(before);
    await env.clock({ advanceMs: 61_000 });
    const settled = await pollAtOnce(client, started);
    expect(new Set(settled.map((p) => p.status))).toEqual(new Set(["success"]));
    expect(await available(client)).toBe(before + 2500_50);
  });

  it("a collect request to any other UPI ID waits for the sandbox's UPI app, which approves it once", async () => {
    const before = await available(client);
    const started = await fundsOf(client).payByUpi({
      amount: 750_00,
      request_type: "COLLECT",
      vpa: "asha@okaxis",
    });
    expect(started).toMatchObject({
      status: "pending",
      payment_url: `/sandbox-bank/upi/${started.transaction_id}`,
    });
    const page = await fetch(`${env.sandbox.url}${started.payment_url}`);
    expect(await page.text()).toContain("₹750.00");
    const approve = () =>
      fetch(`${env.sandbox.url}${started.payment_url}/approve`, { method: "POST", redirect: "manual" });
    const answers = await Promise.all([approve(), approve(), approve()]);
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(await fundsOf(client).payment(started.transaction_id)).toMatchObject({
      status: "success",
      payment_url: null,
    });
    expect(await available(client)).toBe(before + 750_00);
  });

  it("a UPI request nobody answers expires after 10 minutes of market time", async () => {
    const started = await fundsOf(client).payByUpi({ amount: 100_00, request_type: "qr" });
    expect(started.qr_payload).toMatch(/^upi:\/\/pay\?pa=.+&am=100\.00&tr=TXN/);
    await env.clock({ advanceMs: 10 * 60_000 });
    expect(await fundsOf(client).payment(started.transaction_id)).toMatchObject({
      status: "failure",
      message: paymentFailureTexts.expired,
    });
  });

  it("net banking: the bank's page sends the user back to the app, having paid or failed with the bank's words", async () => {
    const before = await available(client);
    const funds = fundsOf(client);
    const failing = await funds.payByNetBanking({ amount: 60_00, redirect_url: "/trade/account/add-funds" });
    expect(failing.payment_url).toBe(`/sandbox-bank/netbanking/${failing.transaction_id}`);
    const back = await fetch(`${env.sandbox.url}${failing.payment_url}/bankfail`, {
      method: "POST",
      redirect: "manual",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(
      `/trade/account/add-funds?transaction_id=${failing.transaction_id}`,
    );
    expect(await funds.payment(failing.transaction_id)).toMatchObject({
      status: "failure",
      message: bankTechnicalFailureText,
    });
    const paying = await funds.payByNetBanking({
      amount: 60_000_00,
      redirect_url: "/trade/account/add-funds",
    });
    await fetch(`${env.sandbox.url}${paying.payment_url}/approve`, { method: "POST", redirect: "manual" });
    expect((await funds.payment(paying.transaction_id)).status).toBe("success");
    expect(await available(client)).toBe(before + 60_000_00);
  });

  it("refuses amounts outside the limits with the spec's words, and a return address off the app", async () => {
    const funds = fundsOf(client);
    await expect(funds.payByUpi({ amount: 2_00_001_00, request_type: "qr" })).rejects.toMatchObject({
      status: 422,
      message: upiLimitMessage,
    });
    await expect(
      funds.payByNetBanking({ amount: 49_99, redirect_url: "/trade/account/add-funds" }),
    ).rejects.toMatchObject({ status: 422, message: netBankingMinimumMessage });
    await expect(
      funds.payByUpi({ amount: 100_00, request_type: "COLLECT", vpa: "sandbox.unknown@upi" }),
    ).rejects.toMatchObject({ status: 422, message: upiIdInvalidMessage });
    await expect(
      funds.payByNetBanking({ amount: 100_00, redirect_url: "https://elsewhere.example/x" }),
    ).rejects.toThrow(/redirect_url/);
  });

  it("lists what was added, searchable by amount or bank, with the status of each", async () => {
    const added = await fundsOf(client).transactions({ type: "added" });
    expect(added.length).toBeGreaterThanOrEqual(8);
    expect(added.every((t) => t.type === "added" && t.bank_name === "HDFC Bank")).toBe(true);
    const found = await fundsOf(client).transactions({ type: "added", inputStr: "2500.50" });
    expect(found.map((t) => [t.amount, t.status])).toEqual([[2500_50, "success"]]);
    expect(await fundsOf(client).transactions({ inputStr: "icici" })).toEqual([]);
  });
});

describe("withdrawing against the sandbox", () => {
  let env: TestSandbox;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart, marketSpeed: 0 });
  }, 60_000);
  afterAll(() => env?.close());

  it("a withdrawal cancelled before processing restores the balance; one processed at the day roll cannot be", async () => {
    const client = await env.login("DEMO02");
    const funds = fundsOf(client);
    const before = await available(client);
    const { withdrawable } = await funds.withdrawBalance();
    expect(withdrawable).toBe(before);

    const first = await funds.withdraw(10_000_00);
    expect(first).toMatchObject({ status: "pending", cancellable: true, amount: 10_000_00 });
    expect(await available(client)).toBe(before - 10_000_00);
    expect((await funds.cancelWithdrawal(first.withdrawal_id)).status).toBe("cancelled");
    expect(await available(client)).toBe(before);
    // Cancelling again changes nothing.
    expect((await funds.cancelWithdrawal(first.withdrawal_id)).status).toBe("cancelled");
    expect(await available(client)).toBe(before);

    const second = await funds.withdraw(5_000_00);
    // The next IST day processes it: the money has left, and it can no longer be cancelled.
    await env.clock({ at: ist(9, 0, 0, "2026-11-25") });
    const [processed] = await funds.withdrawals();
    expect(processed).toMatchObject({
      withdrawal_id: second.withdrawal_id,
      status: "success",
      cancellable: false,
    });
    await expect(funds.cancelWithdrawal(second.withdrawal_id)).rejects.toMatchObject({
      status: 409,
      message: withdrawalNotCancellableMessage,
    });
    const after = await funds.balance();
    expect(after.availableMargin).toBe(before - 5_000_00);
    expect(after.payout).toBe(0);
    const withdrawn = await funds.transactions({ type: "withdrawn" });
    expect(withdrawn.map((t) => t.status)).toEqual(["success", "cancelled"]);
  });

  it("refuses more than the withdrawable balance, and says when there is nothing to withdraw", async () => {
    const client = await env.login("DEMO04");
    const funds = fundsOf(client);
    const { withdrawable } = await funds.withdrawBalance();
    await expect(funds.withdraw(withdrawable + 1)).rejects.toMatchObject({ status: 422 });
    await funds.withdraw(withdrawable);
    expect((await funds.withdrawBalance()).withdrawable).toBe(0);
    await expect(funds.withdraw(1_00)).rejects.toMatchObject({
      status: 422,
      message: nothingToWithdrawMessage,
    });
  });
});

describe("a payment survives a SIGKILL between its start and its settling", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "trade-funds-crash-"));
  const children: ChildProcess[] = [];
  const otp = "864200";
  const env = { TRADE_SANDBOX_MARKET_START: "2026-11-24T10:00:00+05:30", TRADE_SANDBOX_TEST_CONTROLS: "1" };
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("pending then settled, success, failure, each moving the balance exactly once (a failure not at all) across a kill and concurrent polling", async () => {
    const first = await startCli(dataDir, otp, children, env);
    const client = createTradeClient({ baseUrl: `${first.url}/api`, platform: "node", maxRetries: 0 });
    await client.auth.generateOtp({ clientCode: "DEMO01" });
    await client.auth.verifyOtp({ clientCode: "DEMO01", otp });
    const before = await available(client);
    const pending = await fundsOf(client).payByUpi({
      amount: 1234_56,
      request_type: "COLLECT",
      vpa: "sandbox.pending@upi",
    });
    const succeeded = await fundsOf(client).payByUpi({
      amount: 4321_00,
      request_type: "COLLECT",
      vpa: "sandbox.success@upi",
    });
    const failed = await fundsOf(client).payByUpi({
      amount: 999_00,
      request_type: "COLLECT",
      vpa: "sandbox.bankfail@upi",
    });
    // Polls in flight while the process dies.
    const inFlight = Promise.all([
      pollAtOnce(client, succeeded, 20).catch(() => undefined),
      pollAtOnce(client, failed, 20).catch(() => undefined),
    ]);
    await killed(first.child);
    await inFlight;

    const second = await startCli(dataDir, otp, children, env);
    const tokens = client.session.tokens;
    const resumed = createTradeClient({
      baseUrl: `${second.url}/api`,
      platform: "node",
      ...(tokens ? { tokens } : {}),
    });
    await pollAtOnce(resumed, succeeded);
    const failedAfter = await pollAtOnce(resumed, failed, 10);
    expect(new Set(failedAfter.map((p) => p.status))).toEqual(new Set(["failure"]));
    expect(await available(resumed)).toBe(before + 4321_00);
    expect((await fundsOf(resumed).payment(pending.transaction_id)).status).toBe("pending");

    const clock = await fetch(`${second.url}/api/__sandbox/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advanceMs: 3 * 60_000 }),
    });
    expect(clock.status).toBe(200);
    const settled = await pollAtOnce(resumed, pending, 20);
    expect(new Set(settled.map((p) => p.status))).toEqual(new Set(["success"]));
    expect(await available(resumed)).toBe(before + 4321_00 + 1234_56);
    resumed.close();
    client.close();
  }, 90_000);
});
