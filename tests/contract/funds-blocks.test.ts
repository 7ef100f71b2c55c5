import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTradeClient, marketEndpoints, type TradeClient } from "@trade/core";
import {
  blockAmountMessage,
  blockBankDeclinedText,
  blockBankMessage,
  blockNotAsbaMessage,
  blocksOf,
  blocksPerDayMessage,
  fundsOf,
  revokeBlockTitles,
  revokeRefusals,
} from "@trade/core/funds";
import { asbaActivationMessage, asbaDeactivationMessage } from "@trade/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killed, startCli } from "../support/cli.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist, place } from "../support/trading.js";

/** Tuesday 24 November 2026, 10:00 IST. */
const marketStart = ist(10, 0, 0, "2026-11-24");
const minutes = (n: number) => n * 60_000;
const available = async (client: TradeClient) => (await fundsOf(client).balance()).availableMargin;

describe("ASBA blocks for DEMO03 against the sandbox, the market clock driven", () => {
  let env: TestSandbox;
  let client: TradeClient;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart, marketSpeed: 0 });
    client = await env.login("DEMO03");
  }, 60_000);
  afterAll(() => env?.close());

  it.each([
    [0, "below ₹1"],
    [99, "99 paise"],
    [5_00_000_01, "a paisa above ₹5,00,000"],
  ])("refuses a block of %i paise (%s) with the spec's message", async (amount) => {
    await expect(blocksOf(client).create({ amount, bank_name: "HDFC Bank" })).rejects.toMatchObject({
      status: 422,
      code: "FUNDS-BLOCK-AMOUNT",
      message: blockAmountMessage,
    });
  });

  it("refuses a bank other than HDFC and ICICI, and a client not registered for ASBA", async () => {
    await expect(blocksOf(client).create({ amount: 1_00, bank_name: "Axis Bank" })).rejects.toMatchObject({
      status: 422,
      code: "FUNDS-BLOCK-BANK",
      message: blockBankMessage,
    });
    const other = await env.login("DEMO01");
    await expect(blocksOf(other).create({ amount: 1_00, bank_name: "HDFC Bank" })).rejects.toMatchObject({
      status: 422,
      message: blockNotAsbaMessage,
    });
  });

  const buyItc = async () => {
    const itc = (await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } })).find(
      (s) => s.mktSegID === 1,
    );
    return place(client, {
      exchangeSegment: 1,
      symbolToken: itc?.token ?? 0,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 1,
    });
  };

  it("a block goes pending → ENABLED with the clock, and only then adds to buying power", async () => {
    const blocks = blocksOf(client);
    const before = await available(client);
    const created = await blocks.create({ amount: 1_00, bank_name: "HDFC Bank" });
    expect(created).toMatchObject({ status: "ACTIVATION_IN_PROGRESS", creation: "pending", amount: 1_00 });
    expect(await available(client)).toBe(before);
    // The account's first block: its activation is in progress and trading waits (spec 3 §5 ASBA).
    expect((await client.profile.get()).asbaState).toBe("activation");
    const refused = await buyItc();
    expect(refused.ok ? undefined : refused.rejection).toMatchObject({
      status: 422,
      message: asbaActivationMessage,
    });
    // Revoking while the bank activates it fails.
    expect(await blocks.revoke(created.block_id)).toMatchObject({
      result: "failure",
      message: revokeRefusals.activating,
    });

    await env.clock({ advanceMs: minutes(5) });
    expect(await blocks.block(created.block_id)).toMatchObject({ status: "ENABLED", creation: "success" });
    expect(await available(client)).toBe(before + 1_00);
    expect((await fundsOf(client).balance()).asbaBlocked).toBe(1_00);
    expect((await client.profile.get()).asbaState).toBeUndefined();
  });

  it("revoke: Revoke Block Initiated, then Pending, then DISABLED with the clock; the amount leaves buying power", async () => {
    const blocks = blocksOf(client);
    const [enabled] = (await blocks.list()).filter((b) => b.status === "ENABLED");
    if (enabled === undefined) throw new Error("no enabled block");
    const before = await available(client);
    const initiated = await blocks.revoke(enabled.block_id);
    expect(initiated.result).toBe("success");
    expect(revokeBlockTitles[initiated.result]).toBe("Revoke Block Initiated");
    expect(initiated.block.status).toBe("DEACTIVATION_IN_PROGRESS");
    expect(await available(client)).toBe(before - enabled.amount);

    const again = await blocks.revoke(enabled.block_id);
    expect(revokeBlockTitles[again.result]).toBe("Pending");
    // Its only block being released: deactivation is in progress and trading waits.
    const refused = await buyItc();
    expect(refused.ok ? undefined : refused.rejection).toMatchObject({
      status: 422,
      message: asbaDeactivationMessage,
    });

    await env.clock({ advanceMs: minutes(5) });
    expect((await blocks.block(enabled.block_id)).status).toBe("DISABLED");
    const released = await blocks.revoke(enabled.block_id);
    expect(revokeBlockTitles[released.result]).toBe("Initiation Failed");
    expect(released.message).toBe(revokeRefusals.released);
  });

  it("a fourth block in a day is refused with its message; the next day allows three more", async () => {
    const blocks = blocksOf(client);
    // One was made today already (above); two more reach the day's three.
    await blocks.create({ amount: 2_000_00, bank_name: "HDFC Bank" });
    await blocks.create({ amount: 3_000_00, bank_name: "HDFC Bank" });
    await expect(blocks.create({ amount: 4_000_00, bank_name: "HDFC Bank" })).rejects.toMatchObject({
      status: 422,
      code: "FUNDS-BLOCK-DAY",
      message: blocksPerDayMessage,
    });
    expect((await blocks.list()).length).toBe(3);

    await env.clock({ advanceMs: minutes(24 * 60) });
    const next = await blocks.create({ amount: 4_000_00, bank_name: "HDFC Bank" });
    expect(next.creation).toBe("pending");
  });

  it("the bank declines a block beyond its balance: creation failure with the bank's words, nothing added", async () => {
    const blocks = blocksOf(client);
    const declined = await blocks.create({ amount: 5_00_000_00, bank_name: "HDFC Bank" });
    expect(declined.creation).toBe("pending");
    const second = await blocks.create({ amount: 5_00_000_00, bank_name: "HDFC Bank" });
    expect(second).toMatchObject({ creation: "failure", status: "DISABLED", message: blockBankDeclinedText });
    // A declined block does not count toward the day's three.
    await expect(blocks.create({ amount: 1_00, bank_name: "HDFC Bank" })).resolves.toMatchObject({
      creation: "pending",
    });
  });

  it("repeating a create with its reference makes one block", async () => {
    const blocks = blocksOf(client);
    const count = (await blocks.list()).length;
    await env.clock({ advanceMs: minutes(24 * 60) });
    const first = await blocks.create({
      amount: 7_00,
      bank_name: "HDFC Bank",
      upstream_reference_number: "blockref0001",
    });
    const again = await blocks.create({
      amount: 7_00,
      bank_name: "HDFC Bank",
      upstream_reference_number: "blockref0001",
    });
    expect(again.block_id).toBe(first.block_id);
    expect((await blocks.list()).length).toBe(count + 1);
  });
});

describe("blocks survive a SIGKILL", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "trade-blocks-crash-"));
  const children: ChildProcess[] = [];
  const otp = "864200";
  const env = { TRADE_SANDBOX_MARKET_START: "2026-11-24T10:00:00+05:30", TRADE_SANDBOX_TEST_CONTROLS: "1" };
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a block created before the kill is there after it, and goes ENABLED with the clock", async () => {
    const first = await startCli(dataDir, otp, children, env);
    const client = createTradeClient({ baseUrl: `${first.url}/api`, platform: "node", maxRetries: 0 });
    await client.auth.generateOtp({ clientCode: "DEMO03" });
    await client.auth.verifyOtp({ clientCode: "DEMO03", otp });
    const created = await blocksOf(client).create({ amount: 12_345_67, bank_name: "HDFC Bank" });
    await killed(first.child);

    const second = await startCli(dataDir, otp, children, env);
    const tokens = client.session.tokens;
    const resumed = createTradeClient({
      baseUrl: `${second.url}/api`,
      platform: "node",
      ...(tokens ? { tokens } : {}),
    });
    const clock = await fetch(`${second.url}/api/__sandbox/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advanceMs: minutes(6) }),
    });
    expect(clock.status).toBe(200);
    expect(await blocksOf(resumed).block(created.block_id)).toMatchObject({
      status: "ENABLED",
      amount: 12_345_67,
    });
    resumed.close();
    client.close();
  }, 90_000);
});
