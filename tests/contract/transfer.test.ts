import { ApiError, type TradeClient } from "@trade/core";
import { edisOf } from "@trade/core/edis";
import { portfolioOf } from "@trade/core/portfolio";
import {
  beneficiaryCodes,
  beneficiaryLabelOf,
  transferCodes,
  transferEndpoints,
  transferErrorCodes,
  transferExpiresAt,
  transferLabelOf,
  transferMessages,
  transferNextStepOf,
  transferOf,
} from "@trade/core/transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

const today = "2026-11-24";
const friend = {
  boid: "1304560000123456",
  depository: "CDSL",
  dpid: "13045600",
  name: "Ravi Verma",
  pan: "ABCPV1234K",
};

/** The refusal a call answers with (it must be one: never a success, never a 5xx). */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBeLessThan(500);
  return error as ApiError;
}

describe("every stock transfer status code maps to its label (spec 3 §4)", () => {
  it("beneficiaries: in process shows '20H LEFT TO TRANSFER'; active and rejected their own", () => {
    for (const code of beneficiaryCodes.inProcess)
      expect(beneficiaryLabelOf(code)).toBe("20H LEFT TO TRANSFER");
    for (const code of beneficiaryCodes.active) expect(beneficiaryLabelOf(code)).toBe("ACTIVE");
    for (const code of beneficiaryCodes.rejected) expect(beneficiaryLabelOf(code)).toBe("REJECTED");
    expect(
      [...beneficiaryCodes.inProcess, ...beneficiaryCodes.active, ...beneficiaryCodes.rejected].sort(),
    ).toEqual([101, 200, 201, 206, 400, 401, 405, 204, 207, 404, 202, 203, 205, 402, 403].sort());
  });

  it("transfers: 406, 402, 403 failed; 202, 205, 201, 101 in process; 200 transferred", () => {
    for (const code of transferCodes.error) expect(transferLabelOf(code)).toBe("FAILED");
    for (const code of transferCodes.inProcess) expect(transferLabelOf(code)).toBe("IN PROCESS");
    expect(transferLabelOf(200)).toBe("TRANSFERRED");
    expect(transferLabelOf(999)).toBe("999");
  });
});

describe("stock transfer against the sandbox, with the clock driven", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let boid: string;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0, 0, today), marketSpeed: 0, tickMs: 100 });
    client = await env.login("DEMO01");
    boid = (await transferOf(client).beneficiaries()).clientboid;
  }, 60_000);
  afterAll(() => env?.close());

  const held = async (symbol: string) =>
    (await portfolioOf(client).holdings()).find((h) => h.symbolName === symbol)?.total_qty;
  const infyIsin = async () =>
    (await transferOf(client).holdings(boid)).holdings.find((h) => h.symbolName === "INFY")?.isin as string;
  const oneInfy = async (qty = 1) => ({
    toboid: friend.boid,
    reasoncode: "1",
    executiondate: today,
    trandetails: [{ isin: await infyIsin(), qty, scripname: "INFY", ltp: 0 }],
  });

  it("refuses a bad beneficiary with the spec's messages, field by field", async () => {
    const transfer = transferOf(client);
    const cases: [Partial<typeof friend>, string][] = [
      [{ name: " " }, transferMessages.mandatory],
      [{ pan: "ABCPV123" }, transferMessages.panLength],
      [{ pan: "1234567890" }, transferMessages.incorrectFormat],
      [{ boid: "13045600" }, transferMessages.incorrectFormat],
      [{ dpid: "12081600" }, transferMessages.boidMismatch],
    ];
    for (const [change, message] of cases) {
      const error = await refusal(transfer.addBeneficiary({ ...friend, ...change }));
      expect([error.status, error.code, error.message]).toEqual([422, transferErrorCodes.invalid, message]);
    }
    expect((await transfer.beneficiaries()).beneficiaries).toEqual([]);
  });

  it("a beneficiary is in process after its OTP ('20H LEFT TO TRANSFER'), active 20 hours later", async () => {
    const transfer = transferOf(client);
    const { beneficiary } = await transfer.addBeneficiary(friend);
    expect(beneficiary).toMatchObject({
      scode: 101,
      beneficiaryboid: friend.boid,
      clientboid: boid,
      pan: "ABXXXXX34K",
    });
    await transfer.sendOtp(beneficiary.reqId, "beneficiary");
    expect(env.sandbox.lastOtp("DEMO01")).toBe(fixedOtp);
    const wrong = await refusal(transfer.verifyOtp(beneficiary.reqId, "beneficiary", "000000"));
    expect([wrong.status, wrong.message]).toEqual([400, transferMessages.incorrectOtp]);
    expect(await transfer.verifyOtp(beneficiary.reqId, "beneficiary", fixedOtp)).toMatchObject({
      scode: 200,
    });
    const [listed] = (await transfer.beneficiaries()).beneficiaries;
    expect(beneficiaryLabelOf(listed?.scode ?? 0)).toBe("20H LEFT TO TRANSFER");

    const early = await refusal(transfer.addTransaction(boid, await oneInfy()));
    expect([early.status, early.message]).toEqual([403, transferMessages.beneficiaryNotActive]);

    await env.clock({ advanceMs: 20 * 3_600_000 });
    const [active] = (await transfer.beneficiaries()).beneficiaries;
    expect(beneficiaryLabelOf(active?.scode ?? 0)).toBe("ACTIVE");
    await env.clock({ at: ist(10, 0, 0, "2026-11-25") });
  });

  it("a transfer completes only after its OTP and the EDIS check, and takes the share out of holdings", async () => {
    const transfer = transferOf(client);
    const before = await held("INFY");
    const stocks = (await transfer.holdings(boid)).holdings;
    const infy = stocks.find((s) => s.symbolName === "INFY");
    expect(infy).toMatchObject({ AvlQty: before, mktSegID: 1 });

    const made = await transfer.addTransaction(boid, { ...(await oneInfy()), executiondate: "2026-11-25" });
    expect([made.scode, transferLabelOf(made.scode)]).toEqual([101, "IN PROCESS"]);
    expect(made.value).toBe(infy?.ltp);
    const tooSoon = await refusal(transfer.checkEdis(made.reqId));
    expect(tooSoon.message).toBe(transferMessages.otpFirst);

    await transfer.sendOtp(made.reqId, "transaction");
    const wrong = await refusal(transfer.verifyOtp(made.reqId, "transaction", "111111"));
    expect(wrong.message).toBe(transferMessages.incorrectOtp);
    expect(await transfer.verifyOtp(made.reqId, "transaction", fixedOtp)).toMatchObject({ scode: 201 });
    expect(await held("INFY")).toBe(before);
    expect((await transfer.holdings(boid)).holdings.find((s) => s.symbolName === "INFY")?.AvlQty).toBe(
      (before ?? 0) - 1,
    );

    const done = await transfer.checkEdis(made.reqId);
    expect([done.scode, transferLabelOf(done.scode)]).toEqual([200, "TRANSFERRED"]);
    expect(await held("INFY")).toBe((before ?? 0) - 1);
    const again = await refusal(transfer.checkEdis(made.reqId));
    expect(again.code).toBe(transferErrorCodes.wrongStep);
    expect(await held("INFY")).toBe((before ?? 0) - 1);

    const history = await transfer.history({ startdate: "2026-11-01", enddate: "2026-11-25" });
    expect(history.completed.map((t) => [t.reqId, t.scode])).toEqual([[made.reqId, 200]]);
    const statement = await portfolioOf(client).transactions({ from: "2026-11-25" });
    expect(statement).toContainEqual(
      expect.objectContaining({ symbolName: "INFY", type: "TRANSFER", quantity: 1 }),
    );
    const { rows } = await portfolioOf(client).provisionalPnl({ from: "2026-11-25" });
    expect(rows.find((r) => r.symbolName === "INFY")).toBeUndefined();
  });

  it("a pending transfer blocks new ones the same day, until its window passes", async () => {
    const transfer = transferOf(client);
    const first = await transfer.addTransaction(boid, { ...(await oneInfy()), executiondate: "2026-11-25" });
    const blocked = await refusal(
      transfer.addTransaction(boid, { ...(await oneInfy()), executiondate: "2026-11-25" }),
    );
    expect([blocked.status, blocked.code, blocked.message]).toEqual([
      409,
      transferErrorCodes.pending,
      transferMessages.pendingToday,
    ]);
    await env.clock({ advanceMs: 31 * 60_000 });
    const history = await transfer.history({ startdate: "2026-11-25", enddate: "2026-11-25" });
    expect(history.completed.find((t) => t.reqId === first.reqId)?.scode).toBe(406);
    expect(history.pending).toEqual([]);
    const next = await transfer.addTransaction(boid, { ...(await oneInfy()), executiondate: "2026-11-25" });
    expect(next.scode).toBe(101);
  });

  it("a pending transfer is finished from where it stopped: a new OTP, then the EDIS check, within its window", async () => {
    await env.clock({ advanceMs: 31 * 60_000 });
    const transfer = transferOf(client);
    const before = (await held("INFY")) as number;
    const made = await transfer.addTransaction(boid, { ...(await oneInfy()), executiondate: "2026-11-25" });
    await transfer.sendOtp(made.reqId, "transaction");
    // The user leaves without typing the OTP: the transfer waits for it, and says until when.
    const range = { startdate: "2026-11-25", enddate: "2026-11-25" };
    const waiting = (await transfer.history(range)).pending.find((t) => t.reqId === made.reqId);
    expect(transferNextStepOf(waiting?.scode ?? 0)).toBe("otp");
    expect(transferExpiresAt(waiting?.createdAt ?? 0) - (waiting?.createdAt ?? 0)).toBe(30 * 60_000);
    const blocked = await refusal(
      transfer.addTransaction(boid, { ...(await oneInfy()), executiondate: "2026-11-25" }),
    );
    expect(blocked.code).toBe(transferErrorCodes.pending);

    await env.clock({ advanceMs: 10 * 60_000 });
    await transfer.sendOtp(made.reqId, "transaction");
    expect(await transfer.verifyOtp(made.reqId, "transaction", fixedOtp)).toMatchObject({ scode: 201 });
    const checking = (await transfer.history(range)).pending.find((t) => t.reqId === made.reqId);
    expect(transferNextStepOf(checking?.scode ?? 0)).toBe("edis");
    expect(await held("INFY")).toBe(before);

    const done = await transfer.checkEdis(made.reqId);
    expect(transferLabelOf(done.scode)).toBe("TRANSFERRED");
    expect(transferNextStepOf(done.scode)).toBeUndefined();
    expect(await held("INFY")).toBe(before - 1);
    const after = await transfer.history(range);
    expect(after.pending.find((t) => t.reqId === made.reqId)).toBeUndefined();
    expect(after.completed.find((t) => t.reqId === made.reqId)?.scode).toBe(200);
  });

  it("refuses quantities the spec flags, and bad input, with clear 4xx answers", async () => {
    await env.clock({ advanceMs: 31 * 60_000 });
    const transfer = transferOf(client);
    const available =
      (await transfer.holdings(boid)).holdings.find((s) => s.symbolName === "INFY")?.AvlQty ?? 0;
    const zero = await refusal(
      transfer.addTransaction(boid, { ...(await oneInfy(0)), executiondate: "2026-11-25" }),
    );
    expect(zero.message).toBe(transferMessages.zeroQuantity);
    const above = await refusal(
      transfer.addTransaction(boid, { ...(await oneInfy(available + 1)), executiondate: "2026-11-25" }),
    );
    expect(above.message).toBe(transferMessages.aboveAvailable);
    const stranger = await refusal(
      transfer.addTransaction(boid, {
        ...(await oneInfy()),
        toboid: "1208160000009999",
        executiondate: "2026-11-25",
      }),
    );
    expect([stranger.status, stranger.message]).toEqual([403, transferMessages.notAllowed]);
    const missing = await refusal(transfer.checkEdis("T999"));
    expect(missing.status).toBe(404);
    const token = client.session.tokens?.tradeToken;
    const bodies = [
      {},
      { clientcode: "DEMO01", pan: 12 },
      [],
      { clientcode: "DEMO01", reqId: "x".repeat(500) },
    ];
    for (const endpoint of Object.values(transferEndpoints)) {
      for (const body of bodies) {
        const response = await fetch(`${env.sandbox.url}/api${endpoint.path}`, {
          method: endpoint.method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          ...(endpoint.method === "GET" ? {} : { body: JSON.stringify(body) }),
        });
        if (endpoint.method !== "GET") expect([endpoint.path, response.status]).toEqual([endpoint.path, 400]);
        else expect(response.status).toBe(200);
      }
    }
  });
});

describe("the EDIS check", () => {
  let env: TestSandbox;
  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0, 0, today), marketSpeed: 0, tickMs: 100 });
  }, 60_000);
  afterAll(() => env?.close());

  it("holds the transfer of a POA client without DDPI (DEMO04) until its delivery instruction is verified, then makes it once", async () => {
    const client = await env.login("DEMO04");
    const transfer = transferOf(client);
    const { clientboid } = await transfer.beneficiaries();
    const { beneficiary } = await transfer.addBeneficiary(friend);
    await transfer.sendOtp(beneficiary.reqId, "beneficiary");
    await transfer.verifyOtp(beneficiary.reqId, "beneficiary", fixedOtp);
    await env.clock({ at: ist(10, 0, 0, "2026-11-25") });
    const [stock] = (await transfer.holdings(clientboid)).holdings;
    const before = (await portfolioOf(client).holdings()).find((h) => h.isin === stock?.isin)?.total_qty;
    const made = await transfer.addTransaction(clientboid, {
      toboid: friend.boid,
      reasoncode: "1",
      executiondate: "2026-11-25",
      trandetails: [{ isin: stock?.isin as string, qty: 1, scripname: stock?.symbolName as string, ltp: 0 }],
    });
    await transfer.sendOtp(made.reqId, "transaction");
    await transfer.verifyOtp(made.reqId, "transaction", fixedOtp);
    const edis = await refusal(transfer.checkEdis(made.reqId));
    expect([edis.status, edis.code, edis.message]).toEqual([
      428,
      transferErrorCodes.edis,
      transferMessages.edisPending,
    ]);
    expect((await portfolioOf(client).holdings()).find((h) => h.isin === stock?.isin)?.total_qty).toBe(
      before,
    );

    // Verified on the depository's page, the same check lets it through, once: the approval is used by it.
    const edisFlow = edisOf(client);
    const started = await edisFlow.start([{ isin: stock?.isin as string, quantity: 1 }], "transfer");
    const approved = await fetch(`${env.sandbox.url}${started.page_url}/approve`, {
      method: "POST",
      redirect: "manual",
    });
    expect(approved.status).toBe(303);
    const done = await transfer.checkEdis(made.reqId);
    expect(done.scode).toBe(200);
    expect((await portfolioOf(client).holdings()).find((h) => h.isin === stock?.isin)?.total_qty).toBe(
      (before as number) - 1,
    );
    expect(
      (await edisFlow.authorisations()).authorisations.find((a) => a.isin === stock?.isin),
    ).toMatchObject({
      approved: 1,
      used: 1,
      remaining: 0,
    });
  });

  it("a beneficiary whose OTP is never verified never receives stocks: rejected, and a transfer to it refused", async () => {
    const client = await env.login("DEMO01");
    const transfer = transferOf(client);
    const { clientboid } = await transfer.beneficiaries();
    const { beneficiary } = await transfer.addBeneficiary({ ...friend, boid: "1304560000777777" });
    await env.clock({ advanceMs: 21 * 3_600_000 });
    const listed = (await transfer.beneficiaries()).beneficiaries.find((b) => b.reqId === beneficiary.reqId);
    expect(beneficiaryLabelOf(listed?.scode ?? 0)).toBe("REJECTED");
    const late = await refusal(transfer.sendOtp(beneficiary.reqId, "beneficiary"));
    expect(late.code).toBe(transferErrorCodes.wrongStep);
    const [stock] = (await transfer.holdings(clientboid)).holdings;
    const refused = await refusal(
      transfer.addTransaction(clientboid, {
        toboid: "1304560000777777",
        reasoncode: "1",
        executiondate: (await transfer.holdings(clientboid)).today,
        trandetails: [
          { isin: stock?.isin as string, qty: 1, scripname: stock?.symbolName as string, ltp: 0 },
        ],
      }),
    );
    expect([refused.status, refused.message]).toEqual([403, transferMessages.beneficiaryNotActive]);
  });

  it("refuses an account without a demat account: 'Transfer Stocks not allowed'", async () => {
    const client = await env.login("DEMO07");
    const error = await refusal(transferOf(client).beneficiaries());
    expect([error.status, error.message]).toEqual([403, transferMessages.notAllowed]);
  });
});
