import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { marketEndpoints } from "@trade/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

/**
 * One script, loaded both ways: the built entries through `require()` (CommonJS) or `import()` (ESM), and the other
 * format's `@trade/core` beside them (a program that mixes the two). It places an order the persona cannot pay for,
 * asks to delete a watchlist that does not exist, and lets an order wait time out; it prints what it got.
 */
const script = (format: "cjs" | "esm") => `
const { createRequire } = ${format === "cjs" ? 'require("node:module")' : 'await import("node:module")'};
const require_ = createRequire(process.cwd() + "/");
const load = ${format === "cjs" ? "async (name) => require_(name)" : "(name) => import(name)"};
const loadOther = ${format === "cjs" ? "(name) => import(name)" : "async (name) => require_(name)"};
const main = async () => {
  const core = await load("@trade/core");
  const orders = await load("@trade/core/orders");
  const watchlist = await load("@trade/core/watchlist");
  const other = await loadOther("@trade/core");
  const client = core.createTradeClient({ baseUrl: process.env.TRADE_API, platform: "node" });
  await client.auth.generateOtp({ clientCode: "DEMO02" });
  await client.auth.verifyOtp({ clientCode: "DEMO02", otp: process.env.TRADE_OTP });
  const trading = orders.tradingOf(client);
  const placed = await trading.orders.place({
    exchangeSegment: 1, symbolToken: Number(process.env.TRADE_TOKEN), transactionType: "B",
    productType: "CNC", orderType: "MARKET", quantity: 5000,
  });
  const deleted = await watchlist.watchlistsOf(client).delete({ watchlistId: 987654, version: 1 }, { reload: false });
  const timeout = await trading.feed.waitFor("nothing", () => false, 10).catch((error) => error);
  const wrongOtp = await core.createTradeClient({ baseUrl: process.env.TRADE_API, platform: "node" })
    .auth.verifyOtp({ clientCode: "DEMO02", otp: "000000" }).catch((error) => error);
  const kinds = (error, from) =>
    Object.fromEntries(["TimeoutError", "ConnectionError", "ApiError", "AuthenticationError", "ValidationError"]
      .map((name) => [name, error instanceof from[name]]));
  console.log(JSON.stringify({
    placed: { ok: placed.ok, code: placed.error?.code, message: placed.error?.message, presentation: placed.presentation,
      apiError: placed.error instanceof core.ApiError },
    deleted: { ok: deleted.ok, status: deleted.error?.status, apiError: deleted.error instanceof core.ApiError },
    timeout: { name: timeout.name, code: timeout.code, core: kinds(timeout, core), other: kinds(timeout, other) },
    wrongOtp: { name: wrongOtp.name, status: wrongOtp.status, core: kinds(wrongOtp, core), other: kinds(wrongOtp, other) },
  }));
  trading.close();
  client.close();
};
main().catch((error) => { console.error(error); process.exit(1); });
`;

describe("CommonJS users get the same SDK as ESM users (the built entries)", () => {
  let env: TestSandbox;
  const answers: Record<"cjs" | "esm", Record<string, unknown>> = { cjs: {}, esm: {} };

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0 });
    const client = await env.login("DEMO01");
    const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "RELIANCE" } });
    const reliance = listings.find((scrip) => scrip.mktSegID === 1);
    expect(reliance).toBeDefined();
    for (const format of ["cjs", "esm"] as const) {
      // Asynchronous: the sandbox answers from this process while the child runs.
      const { stdout } = await run(
        process.execPath,
        [...(format === "esm" ? ["--input-type=module"] : []), "-e", script(format)],
        {
          cwd: root,
          env: {
            ...process.env,
            TRADE_API: `${env.sandbox.url}/api`,
            TRADE_OTP: fixedOtp,
            TRADE_TOKEN: String(reliance?.token),
          },
        },
      );
      answers[format] = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Record<string, unknown>;
    }
  }, 120_000);

  afterAll(async () => {
    await env?.close();
  });

  it("an order the funds cannot cover comes back as a rejected outcome under require(), as under import()", () => {
    expect(answers.cjs.placed).toMatchObject({ ok: false, code: "RMS1011", apiError: true });
    expect((answers.cjs.placed as { message: string }).message).toMatch(/Insufficient funds/);
    expect(answers.cjs.placed).toEqual(answers.esm.placed);
  });

  it("a watchlist refusal is an outcome carrying an ApiError of @trade/core, in both formats", () => {
    expect(answers.cjs.deleted).toMatchObject({ ok: false, apiError: true });
    expect(answers.cjs.deleted).toEqual(answers.esm.deleted);
  });

  it("a timeout raised in the orders entry is a TimeoutError of @trade/core, of this format and of the other", () => {
    const kinds = { TimeoutError: true, ConnectionError: true, ApiError: false, AuthenticationError: false };
    for (const format of ["cjs", "esm"] as const) {
      expect(answers[format].timeout).toMatchObject({ name: "TimeoutError", code: "TIMEOUT" });
      expect(answers[format].timeout).toMatchObject({ core: kinds, other: kinds });
    }
  });

  it("a wrong OTP is an AuthenticationError and a ValidationError (HTTP 400) for either format's classes", () => {
    const kinds = { AuthenticationError: true, ValidationError: true, ApiError: true, TimeoutError: false };
    for (const format of ["cjs", "esm"] as const) {
      expect(answers[format].wrongOtp).toMatchObject({ name: "AuthenticationError", status: 400 });
      expect(answers[format].wrongOtp).toMatchObject({ core: kinds, other: kinds });
    }
  });
});
