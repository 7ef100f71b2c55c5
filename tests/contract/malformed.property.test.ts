import { type Endpoint, endpoints } from "@trade/core";
import { notificationEndpoints, nudgeEndpoints } from "@trade/core/notifications";
import { tradingEndpoints } from "@trade/core/orders";
import { watchlistEndpoints } from "@trade/core/watchlist";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";

let env: TestSandbox;
let bearer: Record<string, string>;

beforeAll(async () => {
  env = await startTestSandbox();
  const client = await env.login("DEMO02");
  const tokens = client.session.tokens;
  if (tokens === undefined) throw new Error("no tokens");
  bearer = { trade: tokens.tradeToken, nontrade: tokens.nonTradeToken, refresh: tokens.refreshToken };
});
afterAll(async () => {
  await env.close();
});

/** Logout ends the session the other calls use, so it goes last. */
const ordered = Object.entries({
  ...endpoints,
  ...tradingEndpoints,
  ...watchlistEndpoints,
  ...notificationEndpoints,
  nudgeList: nudgeEndpoints.list,
  nudgeDelete: nudgeEndpoints.delete,
}).sort(([a], [b]) => Number(a === "logout") - Number(b === "logout"));

const send = async (
  endpoint: Endpoint,
  init: { body?: string; contentType?: string; query?: string; auth: boolean },
): Promise<number> => {
  const headers: Record<string, string> = {};
  if (init.contentType) headers["content-type"] = init.contentType;
  const token = bearer[endpoint.token];
  if (init.auth && token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${env.sandbox.url}/api${endpoint.path}${init.query ?? ""}`, {
    method: endpoint.method,
    headers,
    ...(endpoint.method === "GET" ? {} : { body: init.body ?? "" }),
  });
  const text = await response.text();
  if (response.status >= 400 && response.status < 500) {
    // Every refusal is the envelope, with a message that says what was wrong.
    const body = JSON.parse(text) as { status: unknown; message: unknown; errorCode: unknown };
    expect(body.status).toBe(false);
    expect(typeof body.message === "string" && body.message.length > 0).toBe(true);
    expect(typeof body.errorCode).toBe("string");
  }
  return response.status;
};

const json = fc.jsonValue({ maxDepth: 3 });
/** Strings far past any field's limit (the 1 MB body limit is the other test's). */
const huge = fc.integer({ min: 10_000, max: 200_000 }).map((length) => "9".repeat(length));
const nearlyValid = fc.record(
  {
    clientCode: fc.oneof(fc.string(), fc.constant("DEMO02"), fc.integer(), huge),
    mobile: fc.oneof(fc.string(), fc.constant("9000000002")),
    otp: fc.oneof(fc.string(), fc.constant("12345"), fc.integer(), huge),
    deviceId: fc.oneof(fc.string(), fc.constant("dev-abcdefgh"), huge),
    preferenceType: fc.oneof(fc.constantFrom("layout", "order", "strategy", "LAYOUT"), fc.string()),
    preferences: json,
    version: fc.oneof(fc.integer(), fc.double(), fc.string()),
    scope: fc.oneof(fc.constantFrom("device", "everything"), fc.string()),
    exchange: fc.oneof(fc.constantFrom("NSE", "nse", "ALL"), fc.string()),
    refreshToken: fc.oneof(fc.string(), fc.constant(""), huge),
    watchlistId: fc.oneof(fc.integer(), fc.constant(1), fc.string()),
    watchlistName: fc.oneof(fc.string(), fc.constant("Tech"), huge),
    section_name: fc.oneof(fc.string(), fc.constant("Top")),
    mktSegId: fc.oneof(fc.integer(), fc.constant(1)),
    token: fc.oneof(fc.integer(), fc.constant(2885)),
    scrips_to_add: fc.array(fc.record({ mktSegId: fc.integer(), token: fc.integer() }), { maxLength: 60 }),
  },
  { requiredKeys: [] },
);
const query = fc
  .dictionary(
    fc.string({ maxLength: 12 }),
    fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom("layout", "x"),
      // Long values: under Node's 16 kB header limit (validation answers) and over it (431).
      fc.constantFrom("q".repeat(12_000), "q".repeat(20_000)),
    ),
  )
  .map((params) => `?${new URLSearchParams(params).toString()}`);

describe.each(ordered)("malformed input to %s never answers 5xx", (_name, endpoint) => {
  it("random JSON bodies and queries, with and without a token", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(json, nearlyValid), query, fc.boolean(), async (body, search, auth) => {
        const status = await send(endpoint, {
          body: JSON.stringify(body),
          contentType: "application/json",
          query: search,
          auth,
        });
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it("bodies that are not JSON, wrong content types and oversize bodies", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.constant("{"),
          fc.constant("null"),
          fc.constant(""),
          fc.constant("x".repeat(1_100_000)),
        ),
        fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/xml",
        ),
        async (body, contentType) => {
          const status = await send(endpoint, { body, contentType, auth: true });
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("after the storm", () => {
  it("the sandbox still answers", async () => {
    const response = await fetch(`${env.sandbox.url}/api/discovery/v1/get-sparkweb-config`);
    expect(response.status).toBe(200);
  });

  it("a validation error names the field", async () => {
    const response = await fetch(`${env.sandbox.url}/api/login/v3/verifyOtp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientCode: "DEMO02", otp: "12", deviceId: "dev-abcdefgh" }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errorCode: string };
    expect(body.errorCode).toBe("VALIDATION");
    expect(body.message).toMatch(/^otp: /);
  });
});
