import { describe, expect, it } from "vitest";
import * as m from "../messages.js";
import { at, holiday, saturday } from "./clock.js";
import { currency, equity, fno, future, type Overrides, place } from "./orderCheckFacts.js";

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
  ])("%s", (_name, overrides, code, message) => {
    expect(place(overrides)).toMatchObject({ code, message });
  });
});
