import { describe, expect, it } from "vitest";
import { ok } from "../../__tests__/fakeServer.js";
import { InvalidInputError } from "../../errors.js";
import { priceUnitsProblem, rupees } from "../../rules/money.js";
import { tradingOf } from "../index.js";
import { limitBuy, makeClient, placeResultOf } from "./fixtures.js";

describe("money at the edges: rupees()", () => {
  it("turns rupees into the segment's minor units, exactly", () => {
    expect(rupees(380.5)).toBe(38_050);
    expect(rupees(1.1)).toBe(110);
    expect(rupees(0.05)).toBe(5);
    expect(rupees(83.1234, 13)).toBe(831_234_000);
    expect(rupees(5432.1, 21)).toBe(54_321_000);
  });

  it("refuses a value finer than the segment's unit instead of rounding it", () => {
    expect(() => rupees(380.555)).toThrow(RangeError);
    expect(() => rupees(380.555)).toThrow("rupees(380.555): not a whole number of paise");
    expect(() => rupees(Number.NaN)).toThrow(RangeError);
  });

  it("names the unit when a price is not a whole number of minor units, and the way to write rupees", () => {
    expect(priceUnitsProblem({ price: 38_050 })).toBeUndefined();
    expect(priceUnitsProblem({ price: 380.5 })).toBe(
      "price is in paise, a whole number: 380.5 is not; for ₹380.5 write rupees(380.5) (= 38050 paise)",
    );
    expect(priceUnitsProblem({ triggerPrice: 83.12345, price: 1 }, 13)).toMatch(
      /^triggerPrice is in minor units/,
    );
  });
});

describe("orders take rupees through rupees() and refuse rupees written as paise", () => {
  it("a price of rupees(380.5) goes out as 38050 paise", async () => {
    const { client, requests } = makeClient((request) =>
      ok(placeResultOf((request.body as { guiOrderId: string }).guiOrderId)),
    );
    const outcome = await tradingOf(client).orders.place({ ...limitBuy, price: rupees(380.5) });
    expect(outcome.ok).toBe(true);
    expect(requests[0]?.body).toMatchObject({ price: 38_050 });
  });

  it("price: 380.5 (kiteconnect's rupees) is refused before sending, naming paise and rupees()", async () => {
    const { client, requests } = makeClient(() => ok({}));
    const trading = tradingOf(client);
    const placing = trading.orders.place({ ...limitBuy, price: 380.5 });
    await expect(placing).rejects.toBeInstanceOf(InvalidInputError);
    await expect(placing).rejects.toThrow(
      /price is in paise, a whole number: 380.5 is not; for ₹380.5 write rupees\(380.5\)/,
    );
    await expect(trading.orders.modify({ orderId: "1", price: 380.5 })).rejects.toThrow(/price is in paise/);
    expect(requests).toHaveLength(0);
  });
});
