import { describe, expect, it } from "vitest";
import {
  amoWindow,
  isAmoTime,
  isBoardLotTime,
  isBracketOrderTime,
  isOrderHistoryTime,
  isOrderMatchingTime,
  isSquareOffTime,
  isStopLossBlockedTime,
  squareOffWindow,
} from "../windows.js";
import { at, holiday, saturday } from "./clock.js";

const hm = (time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 3600 + m * 60;
};

describe("squareOffWindow", () => {
  it.each([
    [1, "15:15", "15:30"],
    [3, "15:15", "15:30"],
    [2, "15:20", "15:30"],
    [4, "15:12", "15:30"],
    [13, "16:45", "17:00"],
    [5, "23:15", "23:30"],
    [21, "23:15", "23:30"],
  ])("segment %i: %s to %s", (segment, start, end) => {
    expect(squareOffWindow(segment)).toEqual({ start: hm(start), end: hm(end) });
  });
});

describe("isSquareOffTime", () => {
  it.each([
    [1, "15:14:59", false],
    [1, "15:15", true],
    [3, "15:29:59", true],
    [1, "15:30", false],
    [2, "15:19:59", false],
    [2, "15:20", true],
    [4, "15:11:59", false],
    [4, "15:12", true],
    [13, "16:44:59", false],
    [13, "16:45", true],
    [5, "23:15", true],
    [5, "23:30", false],
  ])("segment %i at %s: %s", (segment, time, expected) => {
    expect(isSquareOffTime(segment, at(time))).toBe(expected);
  });
  it.each([saturday, holiday])("never on %s", (date) => {
    expect(isSquareOffTime(1, at("15:20", date))).toBe(false);
  });
});

describe("amoWindow", () => {
  it.each([
    [1, "09:00", "15:20"],
    [3, "09:00", "15:20"],
    [2, "09:00", "15:25"],
    [4, "09:00", "15:25"],
    [13, "09:00", "16:45"],
    [5, "09:00", "22:45"],
    [7, "09:00", "22:45"],
    [11, "09:00", "22:45"],
    [21, "09:00", "22:45"],
  ])("segment %i: %s to %s", (segment, start, end) => {
    expect(amoWindow(segment)).toEqual({ start: hm(start), end: hm(end) });
  });
});

describe("isAmoTime", () => {
  it.each([
    [1, "08:59:59", true],
    [1, "09:00", false],
    [1, "09:07:59", false],
    [1, "09:08", false],
    [1, "09:14:59", false],
    [1, "09:15", false],
    [1, "15:29:59", false],
    [1, "15:30", true],
    [2, "15:30", true],
    [1, "15:40", true],
    [1, "16:00", true],
    [1, "23:59", true],
    [13, "16:59:59", false],
    [13, "17:00", true],
    [5, "23:29:59", false],
    [5, "23:30", true],
    [5, "08:59:59", true],
  ])("segment %i at %s: %s", (segment, time, expected) => {
    expect(isAmoTime(segment, at(time))).toBe(expected);
  });
  it.each([
    [saturday, "11:00"],
    [holiday, "11:00"],
  ])("all day on %s (%s)", (date, time) => {
    expect(isAmoTime(1, at(time, date))).toBe(true);
    expect(isAmoTime(5, at(time, date))).toBe(true);
  });
});

describe("session windows", () => {
  it.each([
    ["09:07:59", false],
    ["09:08", true],
    ["09:14:59", true],
    ["09:15", false],
  ])("order matching at %s: %s", (time, expected) => {
    expect(isOrderMatchingTime(1, at(time))).toBe(expected);
    expect(isOrderMatchingTime(13, at(time))).toBe(false);
  });
  it.each([
    ["15:29:59", false],
    ["15:30", true],
    ["15:59:59", true],
    ["16:00", false],
  ])("stop loss blocked at %s: %s", (time, expected) => {
    expect(isStopLossBlockedTime(2, at(time))).toBe(expected);
    expect(isStopLossBlockedTime(5, at(time))).toBe(false);
  });
  it.each([
    ["15:39:59", false],
    ["15:40", true],
    ["15:59:59", true],
    ["16:00", false],
  ])("board lot at %s: %s", (time, expected) => {
    expect(isBoardLotTime(1, at(time))).toBe(expected);
  });
  it.each([
    [1, "09:14:59", false],
    [1, "09:15", true],
    [1, "15:29:59", true],
    [1, "15:30", false],
    [1, "23:59", false],
    [5, "16:00", true],
  ])("bracket orders, segment %i at %s: %s", (segment, time, expected) => {
    expect(isBracketOrderTime(segment, at(time))).toBe(expected);
  });
  it.each([
    ["15:39:59", "2026-11-24", false],
    ["15:40", "2026-11-24", true],
    ["23:59", "2026-11-24", true],
    ["16:00", saturday, false],
  ])("order history at %s on %s: %s", (time, date, expected) => {
    expect(isOrderHistoryTime(at(time, date))).toBe(expected);
  });
});
