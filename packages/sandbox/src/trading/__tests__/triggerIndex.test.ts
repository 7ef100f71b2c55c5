import { describe, expect, it } from "vitest";
import { TriggerIndex } from "../triggerIndex.js";

describe("TriggerIndex", () => {
  it("a rise visits the 'above' rules at or under the price, a fall the 'below' rules at or over it", () => {
    const index = new TriggerIndex<string>();
    index.set("buy-stop", 1, "above", 105, "buy-stop");
    index.set("sell-stop", 1, "below", 95, "sell-stop");
    expect(index.crossed(1, 100)).toEqual([]);
    expect(index.crossed(1, 104)).toEqual([]);
    expect(index.crossed(1, 105)).toEqual(["buy-stop"]);
    expect(index.crossed(1, 120)).toEqual(["buy-stop"]);
    expect(index.crossed(1, 96)).toEqual([]);
    expect(index.crossed(1, 95)).toEqual(["sell-stop"]);
    expect(index.crossed(1, 50)).toEqual(["sell-stop"]);
  });

  it("keeps instruments apart", () => {
    const index = new TriggerIndex<string>();
    index.set("a", 1, "above", 100, "a");
    index.set("b", 2, "above", 100, "b");
    expect(index.crossed(1, 100)).toEqual(["a"]);
    expect(index.crossed(2, 100)).toEqual(["b"]);
    expect(index.crossed(3, 100)).toEqual([]);
  });

  it("a removed rule fires no more; moving a rule re-sorts it", () => {
    const index = new TriggerIndex<string>();
    index.set("a", 1, "above", 100, "a");
    index.set("b", 1, "above", 110, "b");
    expect(index.delete("a")).toBe(true);
    expect(index.delete("a")).toBe(false);
    expect(index.crossed(1, 200)).toEqual(["b"]);
    index.set("b", 1, "below", 90, "b");
    expect(index.crossed(1, 200)).toEqual([]);
    expect(index.crossed(1, 90)).toEqual(["b"]);
    expect(index.size).toBe(1);
    index.delete("b");
    expect(index.size).toBe(0);
    expect(index.crossed(1, 90)).toEqual([]);
  });

  it("with many rules on one instrument, a price visits exactly those it crossed; equal levels keep their order", () => {
    const index = new TriggerIndex<number>();
    const levels = Array.from({ length: 2000 }, (_, i) => (i * 7919) % 1000);
    levels.forEach((level, i) => {
      index.set(`u${i}`, 7, "above", level, i);
      index.set(`d${i}`, 7, "below", level, -i - 1);
    });
    for (const price of [-1, 0, 1, 250, 499, 500, 999, 1000]) {
      const found = index.crossed(7, price);
      const above = found.filter((v) => v >= 0);
      const below = found.filter((v) => v < 0).map((v) => -v - 1);
      const expectAbove = levels.flatMap((level, i) => (level <= price ? [i] : []));
      const expectBelow = levels.flatMap((level, i) => (level >= price ? [i] : []));
      expect([...above].sort((a, b) => a - b)).toEqual(expectAbove);
      expect([...below].sort((a, b) => a - b)).toEqual(expectBelow);
    }
    // Rules of one level come out in the order they were added.
    const atZero = index.crossed(7, 0).filter((v) => v >= 0);
    expect(atZero).toEqual([...atZero].sort((a, b) => a - b));
    for (let i = 0; i < 2000; i += 2) index.delete(`u${i}`);
    expect(index.crossed(7, 1000).filter((v) => v >= 0)).toHaveLength(1000);
    expect(index.crossed(7, 1000).every((v) => v < 0 || v % 2 === 1)).toBe(true);
  });
});
