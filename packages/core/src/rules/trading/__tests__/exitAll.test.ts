import { describe, expect, it } from "vitest";
import { type ExitAllPosition, exitAllChunkDelayMs, planExitAll } from "../exitAll.js";
import { at, holiday, saturday } from "./clock.js";

const long: ExitAllPosition = {
  exchangeSegment: 2,
  symbolToken: 43_650,
  tradingSymbol: "NIFTY24NOV26000CE",
  productType: "NRML",
  netQty: 150,
  maxSingleQty: 1800,
  freezeQty: 1800,
  isOptionStock: false,
  isAdvance: false,
};

describe("planExitAll", () => {
  it("exits a long with a market sell and a short with a market buy, first chunk after 1 s", () => {
    const plan = planExitAll([long, { ...long, symbolToken: 1, tradingSymbol: "X", netQty: -75 }], {
      nowMs: at("10:00"),
    });
    expect(plan).toEqual({
      ok: true,
      chunks: [
        {
          sendAfterMs: 1000,
          orders: [
            {
              exchangeSegment: 2,
              symbolToken: 43_650,
              tradingSymbol: "NIFTY24NOV26000CE",
              productType: "NRML",
              transactionType: "S",
              orderType: "MARKET",
              quantity: 150,
            },
            {
              exchangeSegment: 2,
              symbolToken: 1,
              tradingSymbol: "X",
              productType: "NRML",
              transactionType: "B",
              orderType: "MARKET",
              quantity: 75,
            },
          ],
        },
      ],
    });
  });

  it.each([
    [150, 100, [100, 50]],
    [200, 100, [100, 100]],
    [99, 0, [99]],
  ])("slices %i by max single quantity %i", (netQty, maxSingleQty, quantities) => {
    const plan = planExitAll([{ ...long, netQty, maxSingleQty, freezeQty: null }], { nowMs: at("10:00") });
    expect(plan.ok && plan.chunks.flatMap((c) => c.orders.map((o) => o.quantity))).toEqual(quantities);
  });

  it.each([
    [3, 2, [2, 1], [1000, 8000]],
    [7, 2, [2, 2, 2, 1], [1000, 8000, 11_000, 14_000]],
    [50, undefined, [50], [1000]],
    [51, undefined, [50, 1], [1000, 8000]],
  ])("%i orders in batches of %s", (count, batchLimit, sizes, delays) => {
    const positions = Array.from({ length: count }, (_, i) => ({ ...long, symbolToken: i + 1 }));
    const plan = planExitAll(positions, { nowMs: at("10:00"), ...(batchLimit ? { batchLimit } : {}) });
    expect(plan.ok && plan.chunks.map((c) => c.orders.length)).toEqual(sizes);
    expect(plan.ok && plan.chunks.map((c) => c.sendAfterMs)).toEqual(delays);
  });

  it.each([
    [0, 1000],
    [1, 8000],
    [2, 11_000],
    [3, 14_000],
  ])("chunk %i goes after %i ms", (index, delay) => {
    expect(exitAllChunkDelayMs(index)).toBe(delay);
  });

  it("skips advance and flat positions", () => {
    const plan = planExitAll(
      [
        { ...long, isAdvance: true, productType: "BO" },
        { ...long, netQty: 0 },
      ],
      { nowMs: at("10:00") },
    );
    expect(plan).toEqual({ ok: true, chunks: [] });
  });

  it.each([
    [
      "option stock above freeze",
      [{ ...long, isOptionStock: true, netQty: 1801 }],
      at("10:00"),
      "Exit all not available for option stocks above freeze limit",
    ],
    ["after market hours", [long], at("15:30"), "Select & Exit is not available after market hours"],
    ["before the open", [long], at("09:14:59"), "Select & Exit is not available after market hours"],
    ["on a Saturday", [long], at("11:00", saturday), "Select & Exit is not available after market hours"],
    ["on a holiday", [long], at("11:00", holiday), "Select & Exit is not available after market hours"],
  ])("refused: %s", (_name, positions, nowMs, message) => {
    expect(planExitAll(positions, { nowMs })).toEqual({ ok: false, message });
  });

  it.each([
    ["option stock at the freeze limit", { ...long, isOptionStock: true, netQty: 1800 }, at("10:00")],
    ["index option above freeze", { ...long, netQty: 3600 }, at("10:00")],
    ["currency at 16:59", { ...long, exchangeSegment: 13, netQty: 1000 }, at("16:59")],
    ["commodity at 23:00", { ...long, exchangeSegment: 5 }, at("23:00")],
  ])("allowed: %s", (_name, position, nowMs) => {
    expect(planExitAll([position], { nowMs }).ok).toBe(true);
  });
});
