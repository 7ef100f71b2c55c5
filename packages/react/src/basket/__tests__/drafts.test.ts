import type { Scrip } from "@trade/core";
import { validPriceMessage, validQuantityMessage } from "@trade/core/basket";
import { describe, expect, it } from "vitest";
import { draftOfScrip, lineOf, problemOf } from "../drafts.js";

const itc = { mktSegID: 1, token: 1660, tradeSymbol: "ITC-EQ", exchName: "NSE", lotSize: 1 } as Scrip;

describe("basket line drafts", () => {
  it("a searched scrip starts as a selected delivery buy of one at market", () => {
    const draft = draftOfScrip(itc);
    expect(draft.selected).toBe(true);
    expect(lineOf(draft)).toMatchObject({
      transactiontype: "B",
      producttype: "CNC",
      ordertype: "MARKET",
      quantity: 1,
    });
    expect(problemOf(draft)).toBeUndefined();
  });

  it("reads typed rupees as paise, and what is not a figure as the spec's errors", () => {
    const limit = { ...draftOfScrip(itc), line: { ...draftOfScrip(itc).line, ordertype: "LIMIT" as const } };
    expect(lineOf({ ...limit, price: "412.35" }).price).toBe(41_235);
    expect(problemOf({ ...limit, price: "" })?.message).toBe(validPriceMessage);
    expect(problemOf({ ...limit, price: "abc" })?.message).toBe(validPriceMessage);
    expect(problemOf({ ...limit, price: "400", quantity: "1.5" })?.message).toBe(validQuantityMessage);
    expect(problemOf({ ...limit, price: "400", quantity: "" })?.message).toBe(validQuantityMessage);
    expect(lineOf({ ...limit, price: "400" }).triggerPrice).toBe(0);
  });
});
