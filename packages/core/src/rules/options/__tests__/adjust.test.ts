import { describe, expect, it } from "vitest";
import {
  type AdjustContract,
  type AdjustedPosition,
  adjustChoicePrompt,
  adjustmentCashflow,
  adjustmentOrders,
  adjustRefusal,
  offersAdjust,
  readStrike,
} from "../adjust.js";

const long: AdjustedPosition = {
  exchangeSegment: 2,
  symbolToken: 43100,
  tradingSymbol: "NIFTY25DEC26000CE",
  netQty: 150,
  productType: "NRML",
  expiryDate: "2025-12-30",
};
const higher: AdjustContract = {
  segment: 2,
  token: 43120,
  tradingSymbol: "NIFTY25DEC26100CE",
  expiry: "2025-12-30",
  optionType: "CE",
  strike: 2_610_000,
};
const strikes = [2_590_000, 2_600_000, 2_605_000, 2_610_000];

describe("adjust position (spec 2 §2, §5)", () => {
  it("is offered on open positions, and refused outside NSE and BSE F&O in the spec's words", () => {
    expect(offersAdjust(long)).toBe(true);
    expect(offersAdjust({ netQty: -10 })).toBe(true);
    expect(offersAdjust({ netQty: 0 })).toBe(false);
    expect(adjustRefusal({ exchangeSegment: 2 })).toBeUndefined();
    expect(adjustRefusal({ exchangeSegment: 4 })).toBeUndefined();
    for (const segment of [1, 3, 5, 13]) {
      expect(adjustRefusal({ exchangeSegment: segment })).toBe("Only available for NSEFO & BSEFO");
    }
  });

  it("prompts 'Select New Position to Adjust' until another contract is chosen", () => {
    expect(adjustChoicePrompt(long, undefined)).toBe("Select New Position to Adjust");
    expect(adjustChoicePrompt(long, { segment: 2, token: 43100 })).toBe("Select New Position to Adjust");
    expect(adjustChoicePrompt(long, higher)).toBeUndefined();
  });

  it.each([
    ["26100", 2_610_000],
    [" 26050.00 ", 2_605_000],
    ["25900.5", undefined],
    ["26100.123", undefined],
    ["abc", undefined],
    ["", undefined],
    ["-26000", undefined],
    ["0", undefined],
    ["1e5", undefined],
  ])("reads the strike %j as %s, else 'Please enter a valid strike price'", (text, strike) => {
    expect(readStrike(text, strikes)).toEqual(
      strike === undefined ? { ok: false, error: "Please enter a valid strike price" } : { ok: true, strike },
    );
  });

  it("closes a long with a sell and buys the new contract, same quantity and product, at market", () => {
    expect(adjustmentOrders(long, higher)).toEqual([
      {
        exchangeSegment: 2,
        symbolToken: 43100,
        tradingSymbol: "NIFTY25DEC26000CE",
        transactionType: "S",
        productType: "NRML",
        orderType: "MARKET",
        quantity: 150,
      },
      {
        exchangeSegment: 2,
        symbolToken: 43120,
        tradingSymbol: "NIFTY25DEC26100CE",
        transactionType: "B",
        productType: "NRML",
        orderType: "MARKET",
        quantity: 150,
      },
    ]);
  });

  it("closes a short with a buy and sells the new contract", () => {
    const orders = adjustmentOrders({ ...long, netQty: -75, productType: "MIS" }, higher);
    expect(orders.map((o) => [o.transactionType, o.symbolToken, o.quantity, o.productType])).toEqual([
      ["B", 43100, 75, "MIS"],
      ["S", 43120, 75, "MIS"],
    ]);
  });

  it("makes no orders outside NSE and BSE F&O, for a closed position or without a new contract", () => {
    expect(adjustmentOrders({ ...long, exchangeSegment: 5 }, higher)).toEqual([]);
    expect(adjustmentOrders({ ...long, netQty: 0 }, higher)).toEqual([]);
    expect(adjustmentOrders(long, { ...higher, token: 43100 })).toEqual([]);
  });

  it("counts what the roll brings in or pays out (hand-computed)", () => {
    // Long 150: sell the old at 120.00, buy the new at 80.50 → +39.50 × 150 = 5925.00 in.
    expect(adjustmentCashflow(150, 12_000, 8_050)).toBe(592_500);
    // Short 75: buy back at 120.00, sell the new at 80.50 → −39.50 × 75 = −2962.50 out.
    expect(adjustmentCashflow(-75, 12_000, 8_050)).toBe(-296_250);
  });
});
