import { describe, expect, it } from "vitest";
import { navigationShortcut } from "../navigation.js";

const key = (
  key: string,
  modifiers: Partial<Record<"shiftKey" | "ctrlKey" | "altKey" | "metaKey", boolean>> = {},
) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
});

describe("navigationShortcut", () => {
  it("Shift+W opens the watchlist, F9 the portfolio", () => {
    expect(navigationShortcut(key("W", { shiftKey: true }))?.to).toBe("/watchlist");
    expect(navigationShortcut(key("F9"))?.to).toBe("/portfolio");
  });

  it("F8 opens open orders, F3 positions (spec 1 §2.7)", () => {
    expect(navigationShortcut(key("F8"))?.to).toBe("/orders/open");
    expect(navigationShortcut(key("F3"))?.to).toBe("/orders/positions");
    expect(navigationShortcut(key("F3", { ctrlKey: true }))).toBeUndefined();
  });

  it("ignores other keys and extra modifiers", () => {
    expect(navigationShortcut(key("w"))).toBeUndefined();
    expect(navigationShortcut(key("W", { shiftKey: true, ctrlKey: true }))).toBeUndefined();
    expect(navigationShortcut(key("F9", { altKey: true }))).toBeUndefined();
    expect(navigationShortcut(key("F9", { shiftKey: true }))).toBeUndefined();
  });
});
