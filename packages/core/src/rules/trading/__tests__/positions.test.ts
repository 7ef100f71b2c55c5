import { describe, expect, it } from "vitest";
import type { ProductType } from "../../../contract/orders.js";
import {
  adjustPositionRefusal,
  canAdjustPosition,
  canSetSlTarget,
  conversionBlockedMessage,
  conversionSuccessText,
  isOpenPosition,
  positionActions,
  positionPnl,
} from "../positions.js";
import { at, holiday, saturday } from "./clock.js";

const slText = "Configuring SL/Target only for CARRYFORWARD positions during non-market hours";

describe("positionActions", () => {
  it.each<[string, number, ProductType, boolean, string, string[], (string | undefined)[]]>([
    [
      "long carry forward, market open",
      10,
      "NRML",
      false,
      "10:00",
      ["Buy more", "Set SL/Target", "Exit"],
      [undefined, undefined, undefined],
    ],
    [
      "short carry forward, market open",
      -10,
      "NRML",
      false,
      "10:00",
      ["Sell more", "Set SL/Target", "Exit"],
      [undefined, undefined, undefined],
    ],
    [
      "long intraday: Stop Loss",
      10,
      "MIS",
      false,
      "10:00",
      ["Buy more", "Stop Loss", "Exit"],
      [undefined, undefined, undefined],
    ],
    [
      "long delivery after hours",
      10,
      "CNC",
      false,
      "16:00",
      ["Buy more", "Set SL/Target", "Exit"],
      [undefined, slText, undefined],
    ],
    [
      "long carry forward after hours",
      10,
      "NRML",
      false,
      "16:00",
      ["Buy more", "Set SL/Target", "Exit"],
      [undefined, undefined, undefined],
    ],
    ["flat", 0, "NRML", false, "10:00", ["Buy", "Sell"], [undefined, undefined]],
    ["flat bracket", 0, "BO", true, "10:00", ["Buy", "Sell"], [undefined, undefined]],
    [
      "long bracket",
      10,
      "BO",
      true,
      "10:00",
      ["Buy more", "Exit"],
      [undefined, "For Advance trades, you can square off only from the Open Orders tab."],
    ],
    [
      "short cover",
      -10,
      "CO",
      true,
      "10:00",
      ["Sell more", "Exit"],
      [undefined, "For Advance trades, you can square off only from the Open Orders tab."],
    ],
  ])("%s", (_name, netQty, productType, isAdvance, time, labels, refusals) => {
    const result = positionActions({ netQty, productType, isAdvance }, { nowMs: at(time), segment: 1 });
    expect(result.actions.map((action) => action.label)).toEqual(labels);
    expect(result.actions.map((action) => action.refusal)).toEqual(refusals);
    if (isAdvance && netQty !== 0) {
      expect(result.exitRefusal).toEqual({
        title: "Square off Not Allowed",
        message: "For Advance trades, you can square off only from the Open Orders tab.",
      });
    } else expect(result.exitRefusal).toBeUndefined();
  });
});

describe("canSetSlTarget", () => {
  it.each<[ProductType, number, string, string | undefined, boolean]>([
    ["MIS", 1, "09:14:59", undefined, false],
    ["MIS", 1, "09:15", undefined, true],
    ["CNC", 1, "15:29:59", undefined, true],
    ["CNC", 1, "15:30", undefined, false],
    ["NRML", 2, "15:30", undefined, true],
    ["NRML", 2, "23:59", undefined, true],
    ["MIS", 13, "16:59:59", undefined, true],
    ["MIS", 13, "17:00", undefined, false],
    ["CNC", 1, "11:00", saturday, false],
    ["NRML", 1, "11:00", holiday, true],
  ])("%s on segment %i at %s (%s): %s", (product, segment, time, date, expected) => {
    expect(canSetSlTarget(product, segment, at(time, date))).toBe(expected);
  });
});

describe("positionPnl", () => {
  it.each([
    [
      "open long in profit",
      { buyAmount: 1_000_000, sellAmount: 0, netQty: 10, multiplier: 1 },
      110_000,
      100_000,
    ],
    [
      "open short in loss",
      { buyAmount: 0, sellAmount: 1_000_000, netQty: -10, multiplier: 1 },
      110_000,
      -100_000,
    ],
    ["closed", { buyAmount: 1_000_000, sellAmount: 1_050_000, netQty: 0, multiplier: 1 }, 0, 50_000],
    [
      "with a multiplier",
      { buyAmount: 830_000_000, sellAmount: 0, netQty: 1, multiplier: 1000 },
      831_000_000,
      1_000_000_000,
    ],
  ])("%s", (_name, position, ltp, pnl) => {
    expect(positionPnl(position, ltp)).toBe(pnl);
  });
  it.each([
    [0, false],
    [5, true],
    [-5, true],
  ])("net %i open: %s", (netQty, open) => {
    expect(isOpenPosition({ netQty })).toBe(open);
  });
});

describe("conversionBlockedMessage", () => {
  it.each<[ProductType, ProductType, number, string, string | undefined]>([
    ["NRML", "MIS", 2, "15:24:59", undefined],
    [
      "NRML",
      "MIS",
      2,
      "15:25",
      "Carry Forward to Intraday conversion is not allowed after “3:25 pm” for equity derivatives.",
    ],
    [
      "NRML",
      "MIS",
      4,
      "23:59",
      "Carry Forward to Intraday conversion is not allowed after “3:25 pm” for equity derivatives.",
    ],
    ["CNC", "MIS", 1, "15:19:59", undefined],
    [
      "CNC",
      "MIS",
      1,
      "15:20",
      "Delivery to Intraday conversion is not allowed after “3:20 pm” for equity cash.",
    ],
    [
      "CNC",
      "MIS",
      3,
      "15:30",
      "Delivery to Intraday conversion is not allowed after “3:20 pm” for equity cash.",
    ],
    ["NRML", "MIS", 13, "16:44:59", undefined],
    [
      "NRML",
      "MIS",
      13,
      "16:45",
      "Carry Forward to Intraday conversion is not allowed after “4:45 pm” for currency derivatives.",
    ],
    ["NRML", "MIS", 5, "22:44:59", undefined],
    [
      "NRML",
      "MIS",
      5,
      "22:45",
      "Carry Forward to Intraday conversion is not allowed after “10:45 pm” for commodity derivatives.",
    ],
    ["MIS", "NRML", 2, "15:29", undefined],
    ["MIS", "CNC", 1, "15:29", undefined],
  ])("%s to %s, segment %i at %s", (from, to, segment, time, message) => {
    expect(conversionBlockedMessage(from, to, segment, at(time))).toBe(message);
  });
  it.each([
    ["NRML", "MIS", "Positions has been converted from Carry Forward to Intraday"],
    ["MIS", "CNC", "Positions has been converted from Intraday to Delivery"],
  ])("success %s to %s", (from, to, text) => {
    expect(conversionSuccessText(from, to)).toBe(text);
  });
});

describe("adjust position", () => {
  it.each([
    [2, true],
    [4, true],
    [1, false],
    [3, false],
    [5, false],
    [13, false],
  ])("segment %i: %s", (segment, allowed) => {
    expect(canAdjustPosition(segment)).toBe(allowed);
    expect(adjustPositionRefusal(segment)).toBe(allowed ? undefined : "Only available for NSEFO & BSEFO");
  });
});
