import { describe, expect, it } from "vitest";
import * as m from "../messages.js";
import {
  type AccountFacts,
  checkExitQuantity,
  checkModification,
  checkPlacement,
  checkUnderlyingOrder,
  type InstrumentFacts,
  type ModificationFacts,
  maxPerOrder,
  minTrailingStopLoss,
  modifyBlockedMessage,
  type PlacementFacts,
  type QuoteFacts,
  sliceQuantity,
  surveillanceWarning,
} from "../orderChecks.js";
import { at, holiday, saturday } from "./clock.js";

const equity: InstrumentFacts = {
  segment: 1,
  exchange: "NSE",
  kind: "EQ",
  symbol: "INFY-EQ",
  lotSize: 1,
  tick: 5,
  freezeQty: null,
  maxSingleTransactionQty: 100_000,
  t2t: false,
  surveillance: [],
  intradayAllowed: true,
};
const option: InstrumentFacts = {
  ...equity,
  segment: 2,
  exchange: "NFO",
  kind: "OPTIDX",
  symbol: "NIFTY24NOV26000CE",
  lotSize: 75,
  freezeQty: 1800,
  maxSingleTransactionQty: 1800,
};
const future: InstrumentFacts = {
  ...option,
  kind: "FUTSTK",
  symbol: "INFY24NOVFUT",
  lotSize: 400,
  freezeQty: null,
};
const currency: InstrumentFacts = {
  ...equity,
  segment: 13,
  exchange: "CDS",
  kind: "FUTCUR",
  symbol: "USDINR",
  lotSize: 1000,
  tick: 25_000,
  maxSingleTransactionQty: 0,
};
const commodity: InstrumentFacts = { ...future, segment: 5, exchange: "MCX", kind: "FUTCOM", lotSize: 100 };

const quote: QuoteFacts = { ltp: 150_000, upperCircuit: 165_000, lowerCircuit: 135_000 };
const account: AccountFacts = {
  asba: false,
  asbaState: null,
  poa: false,
  ddpi: true,
  segments: ["nse_cm", "nse_fo", "bse_cm", "bse_fo", "mcx_fo", "ncx_fo", "mcx_cmfo", "cde_fo", "nse_com"],
  blockedOperations: [],
};
const baseOrder: PlacementFacts["order"] = {
  transactionType: "B",
  productType: "CNC",
  orderType: "LIMIT",
  quantity: 10,
  price: 150_000,
};

type Overrides = Partial<Omit<PlacementFacts, "order" | "account" | "quote" | "instrument">> & {
  order?: Partial<PlacementFacts["order"]>;
  account?: Partial<AccountFacts>;
  quote?: Partial<QuoteFacts>;
  instrument?: InstrumentFacts;
};

function place(overrides: Overrides = {}) {
  const { order, account: accountOverrides, quote: quoteOverrides, instrument, ...rest } = overrides;
  return checkPlacement({
    nowMs: at("10:00"),
    ...rest,
    order: { ...baseOrder, ...order },
    instrument: instrument ?? equity,
    quote: { ...quote, ...quoteOverrides },
    account: { ...account, ...accountOverrides },
  });
}

const fno = (order: Partial<PlacementFacts["order"]>, instrument = option): Overrides => ({
  instrument,
  order: { productType: "NRML", quantity: instrument.lotSize, price: 10_000, ...order },
  quote: { ltp: 10_000, upperCircuit: 50_000, lowerCircuit: 5 },
});

describe("checkPlacement", () => {
  it("lets a plain delivery buy through", () => {
    expect(place()).toBeUndefined();
  });

  it.each<[string, Overrides, string, string]>([
    [
      "account blocked (PLACE_ORDER)",
      { account: { blockedOperations: ["PLACE_ORDER"] } },
      "ACCOUNT-BLOCKED",
      m.accountBlockedMessage,
    ],
    [
      "account blocked (ALL)",
      { account: { blockedOperations: ["ALL"] } },
      "ACCOUNT-BLOCKED",
      m.accountBlockedMessage,
    ],
    [
      "F&O not activated",
      { ...fno({}), account: { segments: ["nse_cm"] } },
      "SEGMENT-INACTIVE",
      "Activate F&O segment to start trading in Nifty, Banknifty derivatives.",
    ],
    [
      "currency not activated",
      {
        instrument: currency,
        order: { productType: "NRML", quantity: 1000, price: 830_000_000 },
        account: { segments: ["nse_cm"] },
      },
      "SEGMENT-INACTIVE",
      "Activate currency segment to start trading.",
    ],
    [
      "ASBA activation",
      { account: { asbaState: "activation" } },
      "ASBA-BLOCKED",
      "Trading is blocked as ASBA activation is in progress",
    ],
    [
      "ASBA deactivation",
      { account: { asbaState: "deactivation" } },
      "ASBA-BLOCKED",
      "Trading is blocked as ASBA deactivation is in progress",
    ],
    [
      "ASBA registered, intraday",
      { account: { asba: true }, order: { productType: "MIS" } },
      "ASBA-INTRADAY",
      "Intraday order is not allowed as ASBA is registered",
    ],
    [
      "ASBA state registered, intraday",
      { account: { asbaState: "registered" }, order: { productType: "MIS" } },
      "ASBA-INTRADAY",
      m.asbaIntradayMessage,
    ],
    [
      "delivery on F&O",
      fno({ productType: "CNC" }),
      "INVALID-COMBINATION",
      "EXCHANGE: INVALID COMBINATION OF ORDER ATTRIBUTES, NO VALID ORDER PROFILE FOUND",
    ],
    [
      "carry forward in cash",
      { order: { productType: "NRML" } },
      "INVALID-COMBINATION",
      m.invalidOrderAttributesMessage,
    ],
    [
      "bracket with SL-M",
      { order: { productType: "BO", orderType: "SL-M", triggerPrice: 151_000 } },
      "INVALID-COMBINATION",
      m.invalidOrderAttributesMessage,
    ],
    [
      "intraday unavailable",
      { order: { productType: "MIS" }, instrument: { ...equity, intradayAllowed: false } },
      "INTRADAY-UNAVAILABLE",
      m.intradayUnavailableMessage,
    ],
    ["quantity 0", { order: { quantity: 0 } }, "QTY-ZERO", "Entered quantity can not be zero"],
    ["negative quantity", { order: { quantity: -1 } }, "QTY-INVALID", "Please enter a valid quantity"],
    ["fractional quantity", { order: { quantity: 1.5 } }, "QTY-INVALID", "Please enter a valid quantity"],
    [
      "quantity above 9999999",
      { order: { quantity: 10_000_000 }, instrument: { ...equity, maxSingleTransactionQty: 0 } },
      "QTY-INVALID",
      "Please enter a valid quantity",
    ],
    ["not a multiple of the lot", fno({ quantity: 100 }), "QTY-INVALID", m.invalidQuantityMessage],
    [
      "currency above 4000.05 lots",
      {
        instrument: currency,
        order: { productType: "NRML", quantity: 4_001_000, price: 830_000_000 },
        quote: { ltp: 830_000_000, upperCircuit: 0, lowerCircuit: 0 },
      },
      "QTY-LOTS",
      "Enter lot size less than 4000.05",
    ],
    [
      "exit above the net",
      { order: { productType: "MIS", transactionType: "S", quantity: 11 }, netQty: 10 },
      "QTY-EXIT",
      "Quantity cannot be greater than 10",
    ],
    [
      "short exit above the net",
      { order: { productType: "MIS", quantity: 6 }, netQty: -5 },
      "QTY-EXIT",
      "Quantity cannot be greater than 5",
    ],
    [
      "delivery sell above holdings",
      { order: { transactionType: "S", quantity: 11 }, heldQty: 10 },
      "QTY-HELD",
      "Entered quantity can not be greater than available quantity",
    ],
    [
      "SL-M on options",
      fno({ orderType: "SL-M", triggerPrice: 11_000 }),
      "SLM-BLOCKED",
      "SLM order not allowed",
    ],
    [
      "SL-M on futures",
      fno({ orderType: "SL-M", triggerPrice: 11_000 }, future),
      "SLM-BLOCKED",
      "Stop Loss Market orders are blocked by NFO for Futures. Please place a limit order.",
    ],
    [
      "T2T bracket",
      { instrument: { ...equity, t2t: true }, order: { productType: "BO", squareOff: 1000, stopLoss: 1000 } },
      "T2T",
      "Setting SL/Target not allowed",
    ],
    [
      "T2T stop-loss-and-target",
      { instrument: { ...equity, t2t: true }, order: { stopLossTriggerPrice: 140_000 } },
      "T2T",
      m.setSlTargetNotAllowedMessage,
    ],
    [
      "short sell with MARGIN",
      { order: { productType: "MARGIN", transactionType: "S" } },
      "SHORT-MARGIN",
      m.shortSellMarginMessage,
    ],
    [
      "SL at 15:30",
      { nowMs: at("15:30"), order: { orderType: "SL", triggerPrice: 151_000, price: 151_500 } },
      "WINDOW-BLOCKED",
      m.stopLossWindowMessage,
    ],
    [
      "SL-M at 15:59:59",
      { nowMs: at("15:59:59"), order: { orderType: "SL-M", triggerPrice: 151_000 } },
      "WINDOW-BLOCKED",
      m.stopLossWindowMessage,
    ],
    ["delivery limit at 15:40", { nowMs: at("15:40") }, "WINDOW-BLOCKED", m.boardLotWindowMessage],
    [
      "bracket at 09:14:59",
      { nowMs: at("09:14:59"), order: { productType: "BO", squareOff: 1000, stopLoss: 1000 } },
      "WINDOW-BLOCKED",
      m.bracketWindowMessage,
    ],
    [
      "bracket at 15:30",
      { nowMs: at("15:30"), order: { productType: "BO", squareOff: 1000, stopLoss: 1000 } },
      "WINDOW-BLOCKED",
      m.bracketWindowMessage,
    ],
    [
      "bracket at 23:59",
      { nowMs: at("23:59"), order: { productType: "BO", squareOff: 1000, stopLoss: 1000 } },
      "WINDOW-BLOCKED",
      m.bracketWindowMessage,
    ],
    [
      "new intraday at 15:15",
      { nowMs: at("15:15"), order: { productType: "MIS" } },
      "WINDOW-BLOCKED",
      m.squareOffWindowMessage,
    ],
    [
      "NORMAL at 08:59:59",
      { nowMs: at("08:59:59") },
      "AMO-REQUIRED",
      "The order is placed outside market hours. Please try again later.",
    ],
    ["NORMAL at 16:00", { nowMs: at("16:00") }, "AMO-REQUIRED", m.outsideMarketHoursMessage],
    ["NORMAL on a Saturday", { nowMs: at("11:00", saturday) }, "AMO-REQUIRED", m.outsideMarketHoursMessage],
    ["NORMAL on a holiday", { nowMs: at("11:00", holiday) }, "AMO-REQUIRED", m.outsideMarketHoursMessage],
    ["AMO in market hours", { order: { variety: "AMO" } }, "AMO-NOT-ALLOWED", m.amoNotAllowedMessage],
    [
      "AMO in pre-open 09:07:59",
      { nowMs: at("09:07:59"), order: { variety: "AMO" } },
      "AMO-NOT-ALLOWED",
      m.amoNotAllowedMessage,
    ],
    [
      "market option AMO",
      { ...fno({ orderType: "MARKET", price: undefined, variety: "AMO" }), nowMs: at("23:59") },
      "AMO-MARKET",
      m.amoOptionsMarketMessage,
    ],
    [
      "limit without price",
      { order: { price: undefined } },
      "PRICE-REQUIRED",
      "Enter a valid price to continue",
    ],
    [
      "SL without trigger",
      { order: { orderType: "SL", price: 151_000 } },
      "TRIGGER-REQUIRED",
      m.enterValidTriggerPriceMessage,
    ],
    [
      "cover without trigger",
      { order: { productType: "CO", orderType: "MARKET", price: undefined } },
      "TRIGGER-REQUIRED",
      m.enterValidTriggerPriceMessage,
    ],
    ["price off tick", { order: { price: 150_002 } }, "TICK", "Price should be a multiple of tick size 0.05"],
    ["fractional minor units", { order: { price: 150_000.5 } }, "TICK", m.tickSizeMessage("0.05")],
    [
      "price above circuit",
      { order: { price: 165_005 } },
      "RMS1006",
      "Enter price between the range 1,350.00 - 1,650.00",
    ],
    [
      "price below circuit",
      { order: { price: 134_995 } },
      "RMS1006",
      m.priceRangeMessage("1,350.00", "1,650.00"),
    ],
    [
      "SL trigger outside circuit",
      { order: { orderType: "SL-M", triggerPrice: 166_000 } },
      "RMS1006",
      m.priceRangeMessage("1,350.00", "1,650.00"),
    ],
    [
      "buy SL trigger at LTP",
      { order: { orderType: "SL", triggerPrice: 150_000, price: 150_500 } },
      "TRIGGER-LTP",
      m.triggerAboveLtpMessage,
    ],
    [
      "sell SL trigger above LTP",
      {
        order: { transactionType: "S", orderType: "SL", triggerPrice: 151_000, price: 150_500 },
        heldQty: 10,
      },
      "TRIGGER-LTP",
      m.triggerBelowLtpMessage,
    ],
    [
      "buy SL limit below trigger",
      { order: { orderType: "SL", triggerPrice: 151_000, price: 150_500 } },
      "TRIGGER-LIMIT",
      m.triggerAboveLimitMessage,
    ],
    [
      "sell SL limit above trigger",
      {
        order: { transactionType: "S", orderType: "SL", triggerPrice: 149_000, price: 149_500 },
        heldQty: 10,
      },
      "TRIGGER-LIMIT",
      m.triggerBelowLimitMessage,
    ],
    [
      "buy cover trigger at entry",
      { order: { productType: "CO", triggerPrice: 150_000 } },
      "SL-ENTRY",
      "Stoploss trigger price is greater than or equal to entry price",
    ],
    [
      "sell cover trigger below entry",
      { order: { productType: "CO", transactionType: "S", triggerPrice: 149_000 } },
      "SL-ENTRY",
      "Stoploss trigger price is less than or equal to entry price",
    ],
    [
      "market buy cover trigger above LTP",
      { order: { productType: "CO", orderType: "MARKET", price: undefined, triggerPrice: 151_000 } },
      "SL-ENTRY",
      m.stoplossTriggerAboveEntryMessage,
    ],
    [
      "bracket without target",
      { order: { productType: "BO", stopLoss: 1000 } },
      "TARGET-REQUIRED",
      m.targetRequiredMessage,
    ],
    [
      "bracket without stop loss",
      { order: { productType: "BO", squareOff: 1000 } },
      "SL-REQUIRED",
      m.stoplossRequiredMessage,
    ],
    [
      "bracket target off tick",
      { order: { productType: "BO", squareOff: 1001, stopLoss: 1000 } },
      "TICK",
      m.tickSizeMessage("0.05"),
    ],
    [
      "trailing below one tick",
      { order: { productType: "BO", squareOff: 1000, stopLoss: 1000, trailingStopLoss: 3 } },
      "TRAILING-MIN",
      "Trailing stop loss should be at least 0.05",
    ],
    [
      "trailing off tick",
      { order: { productType: "BO", squareOff: 1000, stopLoss: 1000, trailingStopLoss: 7 } },
      "TICK",
      m.tickSizeMessage("0.05"),
    ],
    [
      "buy SL leg at entry",
      { order: { stopLossTriggerPrice: 150_000, stopLossPrice: 149_000 } },
      "SL-ENTRY",
      m.stoplossTriggerAboveEntryMessage,
    ],
    [
      "sell SL leg at entry",
      { order: { transactionType: "S", stopLossTriggerPrice: 150_000 }, heldQty: 10 },
      "SL-ENTRY",
      m.stoplossTriggerBelowEntryMessage,
    ],
    [
      "buy SL leg limit above trigger",
      { order: { stopLossTriggerPrice: 149_000, stopLossPrice: 149_500 } },
      "TRIGGER-LIMIT",
      m.triggerBelowLimitMessage,
    ],
    [
      "buy target at entry",
      { order: { targetTriggerPrice: 150_000 } },
      "TARGET-ENTRY",
      m.targetBelowEntryMessage,
    ],
    [
      "sell target above entry",
      { order: { transactionType: "S", targetTriggerPrice: 151_000 }, heldQty: 10 },
      "TARGET-ENTRY",
      m.targetAboveEntryMessage,
    ],
    [
      "buy target below LTP",
      { order: { price: 140_000, targetTriggerPrice: 145_000 } },
      "TARGET-ENTRY",
      m.targetBelowEntryMessage,
    ],
    [
      "SL leg outside circuit",
      { order: { stopLossTriggerPrice: 100_000 } },
      "RMS1006",
      m.priceRangeMessage("1,350.00", "1,650.00"),
    ],
    [
      "disclosed under 10%",
      { order: { quantity: 100, disclosedQuantity: 9 } },
      "DQ-MIN",
      m.disclosedQuantityMinMessage,
    ],
    [
      "disclosed over 100%",
      { order: { quantity: 100, disclosedQuantity: 101 } },
      "DQ-MAX",
      m.disclosedQuantityMaxMessage,
    ],
    [
      "T2T sell with none credited",
      { instrument: { ...equity, t2t: true }, order: { transactionType: "S" }, heldQty: 0 },
      "T2T-SELL",
      m.t2tSellNoneHeldMessage,
    ],
    [
      "T2T sell above credited",
      { instrument: { ...equity, t2t: true }, order: { transactionType: "S", quantity: 11 }, heldQty: 10 },
      "T2T-SELL",
      m.t2tSellCreditedOnlyMessage,
    ],
    [
      "delivery sell without POA, DDPI or EDIS",
      { account: { poa: false, ddpi: false }, order: { transactionType: "S" }, heldQty: 10 },
      "POA-REQUIRED",
      "Please complete POA",
    ],
    [
      "delivery sell with POA but without DDPI or EDIS",
      { account: { poa: true, ddpi: false }, order: { transactionType: "S" }, heldQty: 10 },
      "EDIS-REQUIRED",
      m.deliveryVerificationMessage,
    ],
    ["pad: above 20 slices", fno({ quantity: 1800 * 20 + 75 }), "SLICE-LIMIT", "Max. limit reached"],
    [
      "server: above the max per order",
      { ...fno({ quantity: 1875 }), mode: "server" },
      "QTY-FREEZE",
      "Quantity cannot be greater than 1800",
    ],
  ])("%s", (_name, overrides, code, message) => {
    expect(place(overrides)).toMatchObject({ code, message });
  });

  it.each<[string, Overrides]>([
    ["a delivery limit at 15:29:59", { nowMs: at("15:29:59") }],
    ["an AMO at 15:30", { nowMs: at("15:30"), order: { variety: "AMO" } }],
    ["an AMO at 23:59", { nowMs: at("23:59"), order: { variety: "AMO" } }],
    ["an AMO on a Saturday", { nowMs: at("11:00", saturday), order: { variety: "AMO" } }],
    ["pre-open at 09:00", { nowMs: at("09:00") }],
    ["order matching at 09:08", { nowMs: at("09:08") }],
    ["at 09:14:59", { nowMs: at("09:14:59") }],
    [
      "currency at 16:59",
      {
        nowMs: at("16:59"),
        instrument: currency,
        order: { productType: "NRML", quantity: 1000, price: 830_000_000 },
        quote: { ltp: 830_000_000, upperCircuit: 0, lowerCircuit: 0 },
      },
    ],
    [
      "currency at 4000 lots",
      {
        instrument: currency,
        order: { productType: "NRML", quantity: 4_000_000, price: 830_000_000 },
        quote: { ltp: 830_000_000, upperCircuit: 0, lowerCircuit: 0 },
      },
    ],
    ["commodity at 23:00", { ...fno({}, commodity), nowMs: at("23:00") }],
    ["a limit option AMO", { ...fno({ variety: "AMO" }), nowMs: at("23:59") }],
    [
      "SL at 16:00 as AMO",
      {
        nowMs: at("16:00"),
        order: { variety: "AMO", orderType: "SL", triggerPrice: 151_000, price: 151_500 },
      },
    ],
    ["SL-M on equity", { order: { orderType: "SL-M", triggerPrice: 151_000 } }],
    [
      "a bracket at 09:15",
      {
        nowMs: at("09:15"),
        order: { productType: "BO", squareOff: 1000, stopLoss: 1000, trailingStopLoss: 5 },
      },
    ],
    [
      "a bracket at 15:29:59",
      { nowMs: at("15:29:59"), order: { productType: "BO", squareOff: 1000, stopLoss: 1000 } },
    ],
    [
      "an intraday exit at 15:15",
      { nowMs: at("15:15"), order: { productType: "MIS", transactionType: "S" }, netQty: 10 },
    ],
    ["an intraday buy at 15:14:59", { nowMs: at("15:14:59"), order: { productType: "MIS" } }],
    ["a MARGIN exit", { order: { productType: "MARGIN", transactionType: "S" }, netQty: 10 }],
    [
      "a delivery sell with DDPI",
      { account: { poa: false, ddpi: true }, order: { transactionType: "S" }, heldQty: 10 },
    ],
    [
      "a delivery sell with EDIS verified",
      { account: { poa: false, edisVerified: true }, order: { transactionType: "S" }, heldQty: 10 },
    ],
    ["ASBA registered, delivery", { account: { asba: true } }],
    ["disclosed 10%", { order: { quantity: 100, disclosedQuantity: 10 } }],
    ["disclosed 100%", { order: { quantity: 100, disclosedQuantity: 100 } }],
    ["a buy SL above LTP", { order: { orderType: "SL", triggerPrice: 151_000, price: 151_500 } }],
    [
      "a sell SL below LTP",
      {
        order: { transactionType: "S", orderType: "SL", triggerPrice: 149_000, price: 148_500 },
        heldQty: 10,
      },
    ],
    [
      "stop-loss-and-target legs",
      {
        order: {
          stopLossTriggerPrice: 149_000,
          stopLossPrice: 148_500,
          targetTriggerPrice: 152_000,
          targetPrice: 152_000,
        },
      },
    ],
    ["a scheduled order at night", { nowMs: at("23:59"), order: { scheduledOrder: { type: "PREMARKET" } } }],
    ["pad: 20 slices", fno({ quantity: 1800 * 20 })],
    ["no circuit limits", { quote: { upperCircuit: 0, lowerCircuit: 0 }, order: { price: 500_000 } }],
  ])("allows %s", (_name, overrides) => {
    expect(place(overrides)).toBeUndefined();
  });
});

describe("checkExitQuantity", () => {
  it.each([
    [10, 10, undefined],
    [11, 10, "Quantity cannot be greater than 10"],
    [5, -5, undefined],
    [6, -5, "Quantity cannot be greater than 5"],
  ])("%i against net %i", (qty, net, message) => {
    expect(checkExitQuantity(qty, net)?.message).toBe(message);
  });
});

describe("sliceQuantity", () => {
  it.each<[number, number, 20 | 50, number[] | string]>([
    [100, 0, 20, [100]],
    [100, 100, 20, [100]],
    [250, 100, 20, [100, 100, 50]],
    [2000, 100, 20, Array(20).fill(100)],
    [2001, 100, 20, "Max. limit reached"],
    [2001, 100, 50, [...Array(20).fill(100), 1]],
    [5001, 100, 50, "Max. limit reached"],
  ])("%i by %i (limit %i)", (quantity, max, limit, expected) => {
    const slices = sliceQuantity(quantity, max, limit);
    if (typeof expected === "string")
      expect(slices).toEqual({ code: "SLICE-LIMIT", message: expected, field: "quantity" });
    else expect(slices).toEqual(expected);
  });
  it("rounds the max per order down to whole lots", () => {
    expect(maxPerOrder({ ...option, maxSingleTransactionQty: 1850, freezeQty: null })).toBe(1800);
    expect(maxPerOrder({ ...equity, maxSingleTransactionQty: 0 })).toBe(0);
  });
});

describe("modifyBlockedMessage", () => {
  const text = "Order can't be modified/cancelled between 8:45 and 9:00 AM, and 9:08 to 9:15 AM";
  it.each([
    [1, "08:44:59", undefined],
    [1, "08:45", text],
    [2, "08:59:59", text],
    [1, "09:00", undefined],
    [3, "09:07:59", undefined],
    [4, "09:08", text],
    [1, "09:14:59", text],
    [1, "09:15", undefined],
    [13, "09:10", undefined],
    [5, "08:50", undefined],
  ])("segment %i at %s", (segment, time, expected) => {
    expect(modifyBlockedMessage(segment, at(time))).toBe(expected);
  });
  it("not on a Saturday", () => {
    expect(modifyBlockedMessage(1, at("09:10", saturday))).toBeUndefined();
  });
});

describe("checkModification", () => {
  const base: ModificationFacts = {
    order: {
      status: "open",
      orderType: "LIMIT",
      transactionType: "B",
      productType: "CNC",
      quantity: 10,
      filledShares: 0,
      price: 150_000,
      triggerPrice: 0,
      isAMO: false,
    },
    change: {},
    instrument: equity,
    quote,
    nowMs: at("10:00"),
  };
  const modify = (
    o: Partial<ModificationFacts> & { status?: ModificationFacts["order"]["status"]; filled?: number },
  ) =>
    checkModification({
      ...base,
      ...o,
      order: {
        ...base.order,
        ...(o.status ? { status: o.status } : {}),
        filledShares: o.filled ?? 0,
        ...o.order,
      },
    });

  it.each<[string, Parameters<typeof modify>[0], string | undefined, string | undefined]>([
    ["a new price", { change: { price: 151_000 } }, undefined, undefined],
    ["a complete order", { status: "complete" }, "NOT-OPEN", m.notModifiableMessage],
    [
      "an AMO req received",
      { status: "after market order req received", nowMs: at("20:00") },
      undefined,
      undefined,
    ],
    ["at 08:45", { nowMs: at("08:45") }, "WINDOW-BLOCKED", m.modifyBlockedText],
    ["at 09:08", { nowMs: at("09:08") }, "WINDOW-BLOCKED", m.modifyBlockedText],
    ["at 09:15", { nowMs: at("09:15") }, undefined, undefined],
    ["quantity 0", { change: { quantity: 0 } }, "QTY-ZERO", m.zeroQuantityMessage],
    [
      "quantity at the filled",
      { filled: 4, change: { quantity: 4 } },
      "QTY-FILLED",
      m.invalidQuantityMessage,
    ],
    [
      "quantity above max lot",
      {
        instrument: option,
        quote: { ltp: 10_000, upperCircuit: 0, lowerCircuit: 0 },
        order: { ...base.order, productType: "NRML", quantity: 75, price: 10_000 },
        change: { quantity: 1875 },
      },
      "QTY-FREEZE",
      "Quantity cannot be greater than 1800",
    ],
    [
      "to SL-M on options",
      {
        instrument: option,
        quote: { ltp: 10_000, upperCircuit: 0, lowerCircuit: 0 },
        order: { ...base.order, productType: "NRML", quantity: 75, price: 10_000 },
        change: { orderType: "SL-M", triggerPrice: 11_000 },
      },
      "SLM-BLOCKED",
      m.slmNotAllowedMessage,
    ],
    [
      "to SL at 15:30",
      { nowMs: at("15:30"), change: { orderType: "SL", triggerPrice: 151_000, price: 151_500 } },
      "WINDOW-BLOCKED",
      m.stopLossWindowMessage,
    ],
    [
      "a price outside circuit",
      { change: { price: 170_000 } },
      "RMS1006",
      m.priceRangeMessage("1,350.00", "1,650.00"),
    ],
    [
      "a trigger below LTP on a buy SL",
      {
        order: { ...base.order, orderType: "SL", triggerPrice: 151_000, price: 151_500 },
        change: { triggerPrice: 149_000 },
      },
      "TRIGGER-LTP",
      m.triggerAboveLtpMessage,
    ],
    ["to market", { change: { orderType: "MARKET" } }, undefined, undefined],
    [
      "an AMO option to market",
      {
        instrument: option,
        quote: { ltp: 10_000, upperCircuit: 0, lowerCircuit: 0 },
        nowMs: at("20:00"),
        order: {
          ...base.order,
          status: "AMO SUBMITTED",
          productType: "NRML",
          quantity: 75,
          price: 10_000,
          isAMO: true,
        },
        change: { orderType: "MARKET" },
      },
      "AMO-MARKET",
      m.amoOptionsMarketMessage,
    ],
    [
      "disclosed over quantity",
      { change: { disclosedQuantity: 11 } },
      "DQ-MAX",
      m.disclosedQuantityMaxMessage,
    ],
  ])("%s", (_name, facts, code, message) => {
    const found = modify(facts);
    if (code === undefined) expect(found).toBeUndefined();
    else expect(found).toMatchObject({ code, message });
  });
});

describe("other order rules", () => {
  it.each([
    [1, "10:00", undefined],
    [
      1,
      "16:00",
      "AMO is not allowed for Underlying orders. You can place underlying orders during market hours only.",
    ],
  ])("underlying orders, segment %i at %s", (segment, time, message) => {
    expect(checkUnderlyingOrder(segment, at(time))?.message).toBe(message);
  });
  it.each([
    [[], undefined],
    [["ASM"], "This stock is under surveillance (ASM). Please trade with caution."],
    [["GSM", "ASM"], "This stock is under surveillance (GSM, ASM). Please trade with caution."],
  ])("surveillance %j", (surveillance, message) => {
    expect(surveillanceWarning({ surveillance })).toBe(message);
  });
  it.each([
    [5, 5],
    [25_000, 25_000],
    [0, 1],
  ])("trailing stop loss minimum for tick %i is %i", (tick, minimum) => {
    expect(minTrailingStopLoss(tick)).toBe(minimum);
  });
});
