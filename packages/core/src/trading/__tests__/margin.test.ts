import { describe, expect, it } from "vitest";
import { ok, rms } from "../../__tests__/fakeServer.js";
import { tradingOf } from "../index.js";
import { makeClient } from "./fixtures.js";

describe("margin", () => {
  it("asks the batch margin, the leverage, and the fund limits through their calls", async () => {
    const { client, requests } = makeClient((request) => {
      if (request.path === "/batch/v3/margin") {
        return ok({ totalMargin: 50_000, availableMargin: 10_000, shortfall: 40_000, orders: [] });
      }
      if (request.path === "/margin/v1/leverage") {
        return ok({ leverageFields: { leverage: 5, marginPercent: 20 } });
      }
      return ok(rms);
    });
    const { margin } = tradingOf(client);
    const order = {
      segment_id: "CM",
      exchange: "NSE",
      price: 250_000,
      product_type: "MIS",
      token: 2885,
      transaction_type: "B",
      quantity: 1,
    } as const;
    expect((await margin.batchMargin({ party_code: "DEMO01", orders: [order] })).shortfall).toBe(40_000);
    expect(requests[0]?.body).toEqual({ party_code: "DEMO01", orders: [order] });
    const leverage = await margin.leverage({
      partyCode: "DEMO01",
      exchange: "NSE",
      scriptoken: 2885,
      productType: "MIS",
      buyOrSell: "B",
    });
    expect(leverage.leverageFields.leverage).toBe(5);
    expect((await margin.limits()).availableMargin).toBe(rms.availableMargin);
    expect(requests.map((request) => request.path)).toEqual([
      "/batch/v3/margin",
      "/margin/v1/leverage",
      "/funds/v2/getRMSLimit",
    ]);
  });
});
