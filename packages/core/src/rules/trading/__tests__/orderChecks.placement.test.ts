import { describe, expect, it } from "vitest";
import * as m from "../messages.js";
import { at, saturday } from "./clock.js";
import { commodity, currency, equity, fno, type Overrides, place } from "./orderCheckFacts.js";

describe("checkPlacement", () => {
  it.each<[string, Overrides, string, string]>([
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
