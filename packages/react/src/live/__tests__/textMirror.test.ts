import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { textMirror } from "../liveCanvas.js";

/** The DOM copy of drawn figures (liveCanvas.ts): every list shares its turns, and a row is copied at most once a second. */
describe("textMirror", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("copies a changed row on the next turn, then at most once a second while it keeps changing", () => {
    const mirror = textMirror();
    const row = {};
    const shown: string[] = [];
    mirror.queue(row, () => shown.push("100.05"));
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(shown).toEqual(["100.05"]);
    // Changes within the second replace each other: only the last is copied, a second after the first copy.
    mirror.queue(row, () => shown.push("100.10"));
    mirror.queue(row, () => shown.push("100.15"));
    vi.advanceTimersByTime(800);
    expect(shown).toEqual(["100.05"]);
    vi.advanceTimersByTime(200);
    expect(shown).toEqual(["100.05", "100.15"]);
    mirror.flush();
  });

  it("copies a few rows a turn, oldest change first, across every list on the page", () => {
    const chain = textMirror();
    const watchlist = textMirror();
    const copied: string[] = [];
    for (let i = 0; i < 20; i++) chain.queue({}, () => copied.push(`chain ${i}`));
    watchlist.queue({}, () => copied.push("watchlist 0"));
    vi.advanceTimersByTime(100);
    expect(copied).toHaveLength(16);
    expect(copied[0]).toBe("chain 0");
    vi.advanceTimersByTime(100);
    expect(copied).toHaveLength(21);
    expect(copied.at(-1)).toBe("watchlist 0");
  });

  it("flush writes that list's queued rows at once and leaves the other lists' to their turn", () => {
    const chain = textMirror();
    const watchlist = textMirror();
    const copied: string[] = [];
    chain.queue({}, () => copied.push("chain"));
    watchlist.queue({}, () => copied.push("watchlist"));
    chain.flush();
    expect(copied).toEqual(["chain"]);
    vi.advanceTimersByTime(100);
    expect(copied).toEqual(["chain", "watchlist"]);
  });
});
