import { describe, expect, it } from "vitest";
import { Quote } from "../quote.js";
import { QuoteIndex } from "../quoteIndex.js";

describe("QuoteIndex", () => {
  it("agrees with a Map through random adds and deletes, across growth and wrap-around", () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed % n;
    };
    const index = new QuoteIndex();
    const expected = new Map<string, Quote>();
    for (let step = 0; step < 20_000; step++) {
      const segment = 1 + next(5);
      // A small token range forces collisions and long probe chains; a few tokens above 2^31 too.
      const token = next(10) === 0 ? 4_000_000_000 + next(50) : next(600);
      const key = `${segment}:${token}`;
      if (next(3) === 0) {
        expect(index.delete(segment, token)).toBe(expected.delete(key));
      } else {
        const quote = new Quote(segment, token);
        index.set(quote);
        expected.set(key, quote);
      }
      if (step % 500 === 0) {
        expect(index.size).toBe(expected.size);
        for (let s = 1; s <= 5; s++)
          for (let t = 0; t < 600; t++) expect(index.get(s, t)).toBe(expected.get(`${s}:${t}`));
      }
    }
    expect(index.size).toBe(expected.size);
    for (const [key, quote] of expected) {
      const [segment, token] = key.split(":").map(Number) as [number, number];
      expect(index.get(segment, token)).toBe(quote);
    }
  }, 30_000); // two seconds alone; a loaded two-core machine running other suites beside it took over five

  it("finds nothing for an instrument it never held, and replaces a record for the same instrument", () => {
    const index = new QuoteIndex();
    const first = new Quote(1, 2885);
    index.set(first);
    expect(index.get(1, 2885)).toBe(first);
    expect(index.get(2, 2885)).toBeUndefined();
    const second = new Quote(1, 2885);
    index.set(second);
    expect(index.size).toBe(1);
    expect(index.get(1, 2885)).toBe(second);
  });
});
