import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ApiError, createTradeClient, type TradeClient } from "@trade/core";
import { portfolioOf } from "@trade/core/portfolio";
import { transferErrorCodes, transferOf } from "@trade/core/transfer";
import { afterAll, describe, expect, it } from "vitest";
import { killed, startCli } from "../support/cli.js";

const dataDir = mkdtempSync(join(tmpdir(), "trade-transfer-crash-"));
const children: ChildProcess[] = [];
const otp = "531086";
const env = { TRADE_SANDBOX_MARKET_START: "2026-11-24T10:00:00+05:30", TRADE_SANDBOX_TEST_CONTROLS: "1" };

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const login = async (url: string): Promise<TradeClient> => {
  // The first call of a fresh sandbox builds the market: slow on a loaded machine.
  const client = createTradeClient({
    baseUrl: `${url}/api`,
    platform: "node",
    maxRetries: 0,
    timeoutMs: 60_000,
  });
  await client.auth.generateOtp({ clientCode: "DEMO01" });
  await client.auth.verifyOtp({ clientCode: "DEMO01", otp });
  return client;
};

describe("a completed transfer survives SIGKILL", () => {
  it("killed right after the EDIS check answers: after restart the share is gone once, the transfer done", async () => {
    const first = await startCli(dataDir, otp, children, env);
    const client = await login(first.url);
    const transfer = transferOf(client);
    const { clientboid } = await transfer.beneficiaries();
    const friend = {
      boid: "1304560000123456",
      depository: "CDSL",
      dpid: "13045600",
      name: "Ravi Verma",
      pan: "ABCPV1234K",
    };
    const { beneficiary } = await transfer.addBeneficiary(friend);
    await transfer.sendOtp(beneficiary.reqId, "beneficiary");
    await transfer.verifyOtp(beneficiary.reqId, "beneficiary", otp);
    const moved = await fetch(`${first.url}/api/__sandbox/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advanceMs: 20 * 3_600_000 + 60_000, speed: 0 }),
    });
    expect(moved.status).toBe(200);
    const { today, holdings } = await transfer.holdings(clientboid);
    const infy = holdings.find((h) => h.symbolName === "INFY");
    const before =
      (await portfolioOf(client).holdings()).find((h) => h.symbolName === "INFY")?.total_qty ?? 0;
    const made = await transfer.addTransaction(clientboid, {
      toboid: friend.boid,
      reasoncode: "1",
      executiondate: today,
      trandetails: [{ isin: infy?.isin as string, qty: 2, scripname: "INFY", ltp: infy?.ltp ?? 0 }],
    });
    await transfer.sendOtp(made.reqId, "transaction");
    await transfer.verifyOtp(made.reqId, "transaction", otp);
    expect((await transfer.checkEdis(made.reqId)).scode).toBe(200);
    await killed(first.child);

    const second = await startCli(dataDir, otp, children, env);
    const again = await login(second.url);
    const after = (await portfolioOf(again).holdings()).find((h) => h.symbolName === "INFY")?.total_qty;
    expect(after).toBe(before - 2);
    const history = await transferOf(again).history({ startdate: "2026-11-24", enddate: today });
    expect(history.completed.map((t) => [t.reqId, t.scode])).toEqual([[made.reqId, 200]]);
    const twice = await transferOf(again)
      .checkEdis(made.reqId)
      .catch((e: unknown) => e);
    expect(twice).toBeInstanceOf(ApiError);
    expect((twice as ApiError).code).toBe(transferErrorCodes.wrongStep);
    expect((await portfolioOf(again).holdings()).find((h) => h.symbolName === "INFY")?.total_qty).toBe(
      before - 2,
    );
  }, 90_000);
});
