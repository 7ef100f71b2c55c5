import { describe, expect, it } from "vitest";
import { navigationMode } from "../layout.js";

describe("navigationMode", () => {
  it.each([
    [1440, false, false],
    [1366, false, false],
    [1365, true, false],
    [1280, true, false],
    [1279, true, true],
  ])("at %i px: icons only %s, tooltips %s", (width, iconsOnly, tooltips) => {
    expect(navigationMode(width)).toEqual({ iconsOnly, tooltips });
  });
});
