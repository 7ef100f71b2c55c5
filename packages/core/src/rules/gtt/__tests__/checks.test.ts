import { describe, expect, it } from "vitest";
import type { GttStatusCode } from "../../../contract/gtt.js";
import { invalidOrderAttributesMessage, invalidQuantityMessage } from "../../trading/messages.js";
import {
  checkGttRule,
  type GttCheckInput,
  gttErrorDialog,
  gttLevels,
  gttOrderPrice,
  gttPercentStep,
  gttStatusLabel,
  isPendingGtt,
} from "../checks.js";
import * as t from "../messages.js";

const equity = {
  segment: 1,
  exchange: "NSE",
  kind: "EQ" as const,
  symbol: "INFY",
  lotSize: 1,
  tick: 5,
  freezeQty: null,
  maxSingleTransactionQty: 100_000,
  t2t: false,
  surveillance: [],
  expiry: null,
};

const input = (
  rule: Partial<GttCheckInput["rule"]> = {},
  more: Partial<GttCheckInput> = {},
): GttCheckInput => ({
  rule: {
    transactiontype: "B",
    producttype: "CNC",
    gttType: "SINGLE",
    qty: 1,
    triggerprice: 151_000,
    price: 151_000,
    ...rule,
  },
  instrument: equity,
  account: { poa: false, ddpi: true },
  ltp: 150_000,
  today: "2026-11-23",
  ...more,
});

describe("GTT status codes (spec 2 §4)", () => {
  it.each<[GttStatusCode, string, boolean]>([
    [1, "Pending", true],
    [4, "Pending", true],
    [3, "Cancelled", false],
    [5, "Triggered", false],
    [7, "Rejected", false],
    [10, "Triggered & Executed", false],
    [11, "Triggered & Rejected", false],
    [12, "Triggered & Rejected", false],
  ])("%i is %s", (code, label, pending) => {
    expect(gttStatusLabel(code)).toBe(label);
    expect(isPendingGtt(code)).toBe(pending);
  });
});

describe("checkGttRule (spec 2 §5)", () => {
  it.each<[string, GttCheckInput, { code: string; message: string; title?: string } | undefined]>([
    ["a valid single buy", input(), undefined],
    [
      "a contract on its expiry day",
      input(
        { producttype: "NRML" },
        { instrument: { ...equity, segment: 2, kind: "FUTSTK", expiry: "2026-11-23" } },
      ),
      { code: "GTT-EXPIRY-DAY", message: "GTT order can not be placed on day of expiry" },
    ],
    [
      "a delivery sell without POA or DDPI",
      input(
        { transactiontype: "S", triggerprice: 140_000, price: 140_000 },
        { account: { poa: false, ddpi: false } },
      ),
      {
        code: "GTT-SELL-POA",
        message: "Non-POA client can't place GTT sell order, Please complete POA",
        title: "Sell GTT Not Available",
      },
    ],
    [
      "NRML on cash",
      input({ producttype: "NRML" }),
      { code: "GTT-PRODUCT", message: invalidOrderAttributesMessage },
    ],
    ["a fractional quantity", input({ qty: 1.5 }), { code: "GTT-QUANTITY", message: invalidQuantityMessage }],
    [
      "market protection above 10 %",
      input({ orderType: "MARKET", price: undefined, marketProtection: 10.5 }),
      { code: "GTT-MARKET-PROTECTION", message: "Market protection must be between 0.25% and 10%" },
    ],
    [
      "market protection below 0.25 %",
      input({ orderType: "MARKET", price: undefined, marketProtection: 0.2 }),
      { code: "GTT-MARKET-PROTECTION", message: t.marketProtectionMessage },
    ],
    ["a MARKET rule at the default protection", input({ orderType: "MARKET", price: undefined }), undefined],
    [
      "a LIMIT rule without its price",
      input({ price: undefined }),
      { code: "GTT-PRICE", message: "Enter a valid price to continue" },
    ],
    [
      "a trigger off the tick grid",
      input({ triggerprice: 151_002 }),
      { code: "GTT-TICK", message: "Price should be a multiple of tick size 0.05" },
    ],
    [
      "a trigger at the LTP",
      input({ triggerprice: 150_000 }),
      { code: "GTT-TRIGGER", message: t.gttTriggerAtLtpMessage },
    ],
    [
      "an OCO without its stop loss",
      input({ transactiontype: "S", gttType: "OCO", triggerprice: 160_000, price: 160_000 }),
      { code: "GTT-PRICE", message: "Enter a valid stoploss trigger price to continue" },
    ],
    [
      "a sell OCO with the stop loss above the LTP",
      input({
        transactiontype: "S",
        gttType: "OCO",
        triggerprice: 160_000,
        price: 160_000,
        stoplosstriggerprice: 155_000,
        stoplossprice: 155_000,
      }),
      { code: "GTT-OCO", message: t.gttOcoSidesMessage("S") },
    ],
    [
      "a valid sell OCO",
      input({
        transactiontype: "S",
        gttType: "OCO",
        triggerprice: 160_000,
        price: 160_000,
        stoplosstriggerprice: 140_000,
        stoplossprice: 139_500,
      }),
      undefined,
    ],
    [
      "a buy OCO (exiting a short) with the legs the other way round",
      input({
        producttype: "MIS",
        gttType: "OCO",
        triggerprice: 140_000,
        price: 140_000,
        stoplosstriggerprice: 160_000,
        stoplossprice: 160_500,
      }),
      undefined,
    ],
  ])("%s", (_name, given, expected) => {
    const problem = checkGttRule(given);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatchObject(expected);
  });
});

describe("levels and the fired order's price", () => {
  const rule = {
    gttType: "OCO" as const,
    triggerprice: 160_000,
    stoplosstriggerprice: 140_000,
    ltp_at_order_placement: 150_000,
  };

  it("each level fires on the far side of the LTP the rule was set at", () => {
    expect(gttLevels(rule)).toEqual([
      { leg: "target", crossing: "above", level: 160_000 },
      { leg: "stoploss", crossing: "below", level: 140_000 },
    ]);
    expect(gttLevels({ ...rule, gttType: "SINGLE", triggerprice: 145_000 })).toEqual([
      { leg: "target", crossing: "below", level: 145_000 },
    ]);
  });

  it("LIMIT takes the leg's price; MARKET the trigger moved by the protection against the trader", () => {
    const base = {
      orderType: "LIMIT" as const,
      transactiontype: "S" as const,
      price: 159_500,
      stoplossprice: 139_000,
      triggerprice: 160_000,
      stoplosstriggerprice: 140_000,
      marketProtection: null,
    };
    expect(gttOrderPrice(base, "target", 5)).toBe(159_500);
    expect(gttOrderPrice(base, "stoploss", 5)).toBe(139_000);
    const market = { ...base, orderType: "MARKET" as const, marketProtection: 5 };
    // A sell takes down to 1,400.00 − 5 % = 1,330.00; a buy pays up to 1,600.00 + 5 % = 1,680.00.
    expect(gttOrderPrice(market, "stoploss", 5)).toBe(133_000);
    expect(gttOrderPrice({ ...market, transactiontype: "B" }, "target", 5)).toBe(168_000);
    // Rounded onto the tick grid in the protective direction.
    expect(gttOrderPrice({ ...market, transactiontype: "B", marketProtection: 0.25 }, "target", 5)).toBe(
      160_400,
    );
  });
});

describe("the pad's percent steps and the error dialog", () => {
  it("steps 1 or 2 percent, 5 or 10 for options", () => {
    expect(gttPercentStep("EQ")).toBe(1);
    expect(gttPercentStep("EQ", true)).toBe(2);
    expect(gttPercentStep("OPTSTK")).toBe(5);
    expect(gttPercentStep("OPTIDX", true)).toBe(10);
  });

  it("AB9026 and AB9016 show the fixed text; others the server's; always with CLOSE", () => {
    expect(gttErrorDialog("create", "AB9016", "rule store down")).toEqual({
      title: "Couldn't create GTT",
      message: "Failed to create GTT order, Please try again",
      action: "CLOSE",
    });
    expect(gttErrorDialog("modify", "AB9026", "x")).toMatchObject({
      title: "Couldn't update GTT",
      message: t.failedToCreateGttMessage,
    });
    expect(gttErrorDialog("create", "GTT-OCO", "legs on the wrong sides")).toMatchObject({
      message: "legs on the wrong sides",
    });
  });
});
