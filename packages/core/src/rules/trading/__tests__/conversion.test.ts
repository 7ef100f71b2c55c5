import { describe, expect, it } from "vitest";
import type { Position } from "../../../contract/orders.js";
import {
  conversionProblem,
  conversionProducts,
  conversionQuantity,
  convertsInLots,
  openLots,
} from "../conversion.js";
import { gainAndLoss, gainAndLossPercent, isEmptyPosition } from "../positions.js";
import { at } from "./clock.js";

const itc = {
  exchangeSegment: 1,
  productType: "CNC",
  netQty: 2,
  lotSize: 1,
  instrumentType: "EQ",
  isAdvance: false,
} as const;
/** NIFTY futures, 2 lots of 75 long, carried forward. */
const niftyFut = {
  exchangeSegment: 2,
  productType: "NRML",
  netQty: 150,
  lotSize: 75,
  instrumentType: "FUTIDX",
  isAdvance: false,
} as const;

describe("conversion", () => {
  it("offers the pad's other products: cash Intraday and Margin from Delivery, derivatives Intraday from Carry Forward", () => {
    expect(conversionProducts(itc)).toEqual(["MIS", "MARGIN"]);
    expect(conversionProducts({ ...itc, productType: "MIS" })).toEqual(["CNC", "MARGIN"]);
    expect(conversionProducts(niftyFut)).toEqual(["MIS"]);
    expect(conversionProducts({ ...niftyFut, productType: "MIS" })).toEqual(["NRML"]);
  });

  it("offers nothing for a flat position, an advance one, or a cover or bracket product", () => {
    expect(conversionProducts({ ...itc, netQty: 0 })).toEqual([]);
    expect(conversionProducts({ ...itc, isAdvance: true })).toEqual([]);
    expect(conversionProducts({ ...itc, productType: "CO" })).toEqual([]);
  });

  it("counts equity in shares and derivatives in whole lots, and sends units", () => {
    expect(convertsInLots(itc)).toBe(false);
    expect(openLots(itc)).toBe(2);
    expect(conversionQuantity(itc, 2)).toBe(2);
    expect(convertsInLots(niftyFut)).toBe(true);
    expect(openLots({ ...niftyFut, netQty: -150 })).toBe(2);
    expect(conversionQuantity(niftyFut, 1)).toBe(75);
  });

  it("refuses in the spec's words: zero, not a whole number, more than is open, a product not offered", () => {
    const now = at("10:00");
    expect(conversionProblem(itc, "MIS", 0, now)).toBe("Entered quantity can not be zero");
    expect(conversionProblem(itc, "MIS", 1.5, now)).toBe("Please enter a valid quantity");
    expect(conversionProblem(itc, "MIS", Number.NaN, now)).toBe("Please enter a valid quantity");
    expect(conversionProblem(itc, "MIS", 3, now)).toBe("Quantity cannot be greater than 2");
    expect(conversionProblem(niftyFut, "MIS", 3, now)).toBe("Quantity cannot be greater than 2");
    expect(conversionProblem(niftyFut, "CNC", 1, now)).toBe(
      "EXCHANGE: INVALID COMBINATION OF ORDER ATTRIBUTES, NO VALID ORDER PROFILE FOUND",
    );
    expect(conversionProblem(itc, "MIS", 2, now)).toBeUndefined();
    expect(conversionProblem(niftyFut, "MIS", 1, now)).toBeUndefined();
  });

  it("refuses Carry Forward or Delivery to Intraday after the segment's cut-off", () => {
    expect(conversionProblem(niftyFut, "MIS", 1, at("15:25"))).toBe(
      "Carry Forward to Intraday conversion is not allowed after “3:25 pm” for equity derivatives.",
    );
    expect(conversionProblem(itc, "MIS", 1, at("15:20"))).toBe(
      "Delivery to Intraday conversion is not allowed after “3:20 pm” for equity cash.",
    );
    expect(conversionProblem({ ...itc, productType: "MIS" }, "CNC", 1, at("15:20"))).toBeUndefined();
  });
});

const flat = {
  carryForwardAvgPrice: 0,
  carryForwardQty: 0,
  buyAmount: 0,
  sellAmount: 0,
  netQty: 0,
  buyQty: 0,
  sellQty: 0,
  multiplier: 1,
  exchangeSegment: 1,
} satisfies Partial<Position>;

describe("gainAndLossPercent and isEmptyPosition", () => {
  it("is the gain over what the open side cost: 2 bought at 400.00, now 410.00, is +2.5 %", () => {
    const long = { ...flat, buyAmount: 2 * 40_000, buyQty: 2, netQty: 2 };
    expect(gainAndLoss(long, 41_000)).toBe(2_000);
    expect(gainAndLossPercent(long, 41_000)).toBeCloseTo(2.5);
    const short = { ...flat, sellAmount: 2 * 40_000, sellQty: 2, netQty: -2 };
    expect(gainAndLossPercent(short, 41_000)).toBeCloseTo(-2.5);
    expect(gainAndLossPercent(flat, 41_000)).toBe(0);
  });

  it("counts carried-in quantity at its carried price", () => {
    const carried = { ...flat, carryForwardQty: 4, carryForwardAvgPrice: 40_000, netQty: 4 };
    expect(gainAndLossPercent(carried, 36_000)).toBeCloseTo(-10);
  });

  it("calls a row with nothing open, traded or carried empty; a closed one with trades is not", () => {
    expect(isEmptyPosition(flat)).toBe(true);
    expect(isEmptyPosition({ ...flat, buyQty: 2, sellQty: 2 })).toBe(false);
    expect(isEmptyPosition({ ...flat, carryForwardQty: 1, netQty: 1 })).toBe(false);
  });
});
