import { type Endpoint, endpoints } from "@trade/core";
import { alertEndpoints } from "@trade/core/alerts";
import { backtestEndpoints } from "@trade/core/backtests";
import { basketEndpoints } from "@trade/core/basket";
import { gttEndpoints } from "@trade/core/gtt";
import { notificationEndpoints } from "@trade/core/notifications";
import { nudgeEndpoints } from "@trade/core/nudges";
import { oiEndpoints } from "@trade/core/oi";
import { tradingEndpoints } from "@trade/core/orders";
import { sipEndpoints } from "@trade/core/sip";
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
  ...gttEndpoints,
  ...oiEndpoints,
  sipList: sipEndpoints.list,
  sipCreate: sipEndpoints.create,
  sipUpdate: sipEndpoints.update,
  sipTransactions: sipEndpoints.transactions,
  basketList: basketEndpoints.list,
  basketCreate: basketEndpoints.create,
  basketSave: basketEndpoints.save,
  basketUpdate: basketEndpoints.update,
  basketDelete: basketEndpoints.delete,
  nudgeList: nudgeEndpoints.list,
  nudgeDelete: nudgeEndpoints.delete,
  alertSchema: alertEndpoints.schema,
  alertCreate: alertEndpoints.create,
  alertCreateBatch: alertEndpoints.createBatch,
  alertUpdate: alertEndpoints.update,
  alertPause: alertEndpoints.pause,
  alertResume: alertEndpoints.resume,
  alertCancel: alertEndpoints.cancel,
  alertList: alertEndpoints.list,
  backtestCreate: backtestEndpoints.create,
  backtestStatus: backtestEndpoints.status,
  backtestSummary: backtestEndpoints.summary,
  backtestTrades: backtestEndpoints.trades,
  backtestGraph: backtestEndpoints.graph,
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

/*
 * The number bounds come before the storm: the storm ends with a logout (see `ordered`), and these calls need the
 * session to reach the rules that multiply their numbers.
 */
/** ITC on NSE cash at about ₹405: a real instrument, so that a number gets as far as the rule that multiplies it. */
const itc = { exchangeSegment: 1, symbolToken: 1660 };
const placement = () => ({
  guiOrderId: `P-${process.pid}-${Math.random().toString(36).slice(2)}`,
  ...itc,
  transactionType: "B",
  productType: "MIS",
  orderType: "LIMIT",
  quantity: 1,
  price: 40_500,
});
/** Each trading call with a body, a valid body for it, and the paths of the numbers in that body. */
const numberCases: {
  name: string;
  endpoint: Endpoint;
  body: () => unknown;
  numbers: (string | number)[][];
}[] = [
  {
    name: "placeOrder",
    endpoint: tradingEndpoints.placeOrder,
    body: placement,
    numbers: [
      "quantity price triggerPrice disclosedQuantity squareOff stopLoss trailingStopLoss",
      "stopLossTriggerPrice stopLossPrice targetTriggerPrice targetPrice ltp precision",
    ]
      .flatMap((line) => line.split(" "))
      .map((key) => [key]),
  },
  {
    name: "modifyOrder",
    endpoint: tradingEndpoints.modifyOrder,
    body: () => ({ orderId: "NO-SUCH-ORDER" }),
    numbers: [["quantity"], ["price"], ["triggerPrice"], ["disclosedQuantity"]],
  },
  {
    name: "partialPosition",
    endpoint: tradingEndpoints.partialPosition,
    body: () => ({ guiOrderId: `X-${Math.random()}`, ...itc, productType: "MIS", quantity: 1 }),
    numbers: [["quantity"]],
  },
  {
    name: "rangeCover",
    endpoint: tradingEndpoints.rangeCover,
    body: () => ({ ...itc, transactionType: "B", price: 40_500 }),
    numbers: [["price"]],
  },
  {
    name: "orderCharges",
    endpoint: tradingEndpoints.orderCharges,
    body: () => ({
      orders: [{ ...itc, productType: "CNC", transactionType: "B", quantity: 10, price: 40_500 }],
    }),
    numbers: [
      ["orders", 0, "quantity"],
      ["orders", 0, "price"],
    ],
  },
  {
    name: "batchMargin",
    endpoint: tradingEndpoints.batchMargin,
    body: () => ({
      party_code: "DEMO02",
      orders: [
        {
          segment_id: "CM",
          exchange: "NSE",
          price: 40_500,
          product_type: "CNC",
          token: 1660,
          transaction_type: "B",
          quantity: 10,
        },
      ],
    }),
    numbers: [["price"], ["quantity"], ["lot_size"], ["no_of_lot"], ["strike_price"]].map((key) => [
      "orders",
      0,
      ...key,
    ]),
  },
  {
    name: "batchOrders",
    endpoint: tradingEndpoints.batchOrders,
    body: () => ({ orders: [placement()] }),
    numbers: [["quantity"], ["price"], ["triggerPrice"]].map((key) => ["orders", 0, ...key]),
  },
  {
    name: "convertPosition",
    endpoint: tradingEndpoints.convertPosition,
    body: () => ({
      ...itc,
      productType: "MIS",
      newProductType: "CNC",
      quantity: 1,
      transactionType: "B",
    }),
    numbers: [["quantity"], ["boardLotSize"], ["buyAmount"], ["buyQty"], ["sellAmount"], ["sellQty"]],
  },
  {
    name: "createRule (GTT)",
    endpoint: gttEndpoints.createRule,
    body: () => ({
      exchangeSegment: 1,
      symboltoken: itc.symbolToken,
      transactiontype: "S",
      producttype: "CNC",
      gttType: "OCO",
      qty: 1,
      triggerprice: 90_000,
      price: 90_000,
      stoplosstriggerprice: 20_000,
      stoplossprice: 20_000,
    }),
    numbers: [
      ["exchangeSegment"],
      ["symboltoken"],
      ["qty"],
      ["triggerprice"],
      ["price"],
      ["stoplosstriggerprice"],
      ["stoplossprice"],
      ["disclosedqty"],
      ["marketProtection"],
    ],
  },
  {
    name: "modifyRule (GTT)",
    endpoint: gttEndpoints.modifyRule,
    body: () => ({ id: "1", qty: 1, triggerprice: 90_000, price: 90_000 }),
    numbers: [["qty"], ["triggerprice"], ["price"], ["disclosedqty"], ["marketProtection"]],
  },
  {
    name: "create (Stock SIP)",
    endpoint: sipEndpoints.create,
    body: () => ({
      exchangeSegment: 1,
      instrument_id: itc.symbolToken,
      order_type: "QTY",
      order_value: 1,
      frequency: "WEEKLY",
      start_date: "2027-01-05",
    }),
    numbers: [["exchangeSegment"], ["instrument_id"], ["order_value"]],
  },
];
/** Numbers no rule can multiply exactly, written as JSON text (2^53 + 1 has no JavaScript number). */
const outOfBounds = ["1e308", "-1e308", "9007199254740993", "-9007199254740993", "1e15", "-1e15"];
const notNumbers = ['"NaN"', '"Infinity"', '"1e308"', "null", "[1]"];
/** Negative quantities and prices: an estimate has no rule to refuse them, so its contract does. */
const negative = ["-1", "-5", "-0.5", "-40500"];
const estimates = new Set(["orderCharges", "batchMargin", "rangeCover"]);

const setAt = (body: unknown, path: (string | number)[], marker: string) => {
  let at = body as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1] as string | number] = marker;
  return body;
};

describe.each(numberCases)("every number of $name out of bounds answers a 4xx naming it", (each) => {
  const post = async (path: (string | number)[], literal: string) => {
    const text = JSON.stringify(setAt(each.body(), path, "__NUMBER__")).replace('"__NUMBER__"', literal);
    const response = await fetch(`${env.sandbox.url}/api${each.endpoint.path}`, {
      method: each.endpoint.method,
      headers: { "content-type": "application/json", authorization: `Bearer ${bearer.trade}` },
      body: text,
    });
    return {
      status: response.status,
      body: (await response.json()) as { message: string; errorCode: string },
    };
  };

  it("±1e308, 2^53 + 1, 1e15 and things that are not numbers", async () => {
    for (const path of each.numbers) {
      for (const literal of [...outOfBounds, ...notNumbers]) {
        const answer = await post(path, literal);
        expect([path.join("."), literal, answer.status]).toEqual([path.join("."), literal, 400]);
        expect(answer.body.errorCode).toBe("VALIDATION");
        expect(answer.body.message).toContain(String(path[path.length - 1]));
      }
    }
  });

  it("random doubles beyond the bounds, either sign", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...each.numbers),
        fc.double({ min: 1e16, max: 1e308, noNaN: true }),
        fc.boolean(),
        async (path, magnitude, minus) => {
          const answer = await post(path, String(minus ? -magnitude : magnitude));
          expect(answer.status).toBe(400);
        },
      ),
      { numRuns: 20 },
    );
  });

  it.runIf(estimates.has(each.name))("negative quantities and prices of an estimate", async () => {
    for (const path of each.numbers.filter((p) => /quantity|price/.test(String(p[p.length - 1])))) {
      for (const literal of negative) {
        const answer = await post(path, literal);
        expect([path.join("."), literal, answer.status]).toEqual([path.join("."), literal, 400]);
        expect(answer.body.message).toContain(String(path[path.length - 1]));
      }
    }
  });
});

describe("negative quantities and prices of an order answer a 4xx", () => {
  it.each([["quantity"], ["price"]])("placeOrder with a negative %s", async (key) => {
    for (const value of [-1, -5, -40_500]) {
      const response = await fetch(`${env.sandbox.url}/api${tradingEndpoints.placeOrder.path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${bearer.trade}` },
        body: JSON.stringify({ ...placement(), [key]: value }),
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});

/** POST a trading call with the test client's trade token. */
const postTrading = (endpoint: Endpoint, body: unknown) =>
  fetch(`${env.sandbox.url}/api${endpoint.path}`, {
    method: endpoint.method,
    headers: { "content-type": "application/json", authorization: `Bearer ${bearer.trade}` },
    body: JSON.stringify(body),
  });
/** A batch margin request of 50 ITC orders of `quantity` at `price`. */
const margin50 = (quantity: number, price: number) =>
  postTrading(tradingEndpoints.batchMargin, {
    party_code: "DEMO02",
    orders: Array.from({ length: 50 }, () => ({
      segment_id: "CM",
      exchange: "NSE",
      price,
      product_type: "CNC",
      token: 1660,
      transaction_type: "B",
      quantity,
    })),
  });

describe("an estimate stays within exact integers", () => {
  it("margin and charges refuse an order whose quantity × price no total could hold exactly", async () => {
    const margin = await margin50(10_000_000, 10_000_000_000);
    expect(margin.status).toBe(400);
    expect(((await margin.json()) as { message: string }).message).toMatch(/^orders\.0\.quantity: /);
    const charges = await postTrading(tradingEndpoints.orderCharges, {
      orders: [
        { ...itc, quantity: 10_000_000, price: 10_000_000_000, productType: "CNC", transactionType: "B" },
      ],
    });
    expect(charges.status).toBe(400);
  });

  it("the largest estimate allowed answers totals that are exact integers", async () => {
    const response = await margin50(10_000_000, 10_000_000);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { totalMargin: number; shortfall: number } };
    expect(Number.isSafeInteger(data.totalMargin)).toBe(true);
    expect(Number.isSafeInteger(data.shortfall)).toBe(true);
  });
});

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
