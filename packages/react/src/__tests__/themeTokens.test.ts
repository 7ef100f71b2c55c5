import { memoryStorage } from "@trade/core";
import { describe, expect, it } from "vitest";
import {
  effectiveFontSize,
  fontSizeLabels,
  fontSizeRows,
  readAppearance,
  readFontSize,
  resolveTheme,
  rowsFor,
  themeColors,
  themeStyleSheet,
  writeAppearance,
  writeFontSize,
} from "../theme/index.js";

describe("font size", () => {
  it("gives the spec's rows 19, 17, 15 to Small, Default, Large", () => {
    expect(fontSizeRows).toEqual({ Small: 19, Default: 17, Large: 15 });
    expect(rowsFor("Small", 1)).toBe(19);
    expect(rowsFor("Default", 1)).toBe(17);
    expect(rowsFor("Large", 1)).toBe(15);
    expect(fontSizeLabels.Default).toBe("Medium");
  });

  it("resets Large to Default on screens of pixel ratio 1.5, and only Large, and only there", () => {
    expect(effectiveFontSize("Large", 1.5)).toBe("Default");
    expect(rowsFor("Large", 1.5)).toBe(17);
    expect(effectiveFontSize("Small", 1.5)).toBe("Small");
    expect(effectiveFontSize("Default", 1.5)).toBe("Default");
    for (const ratio of [1, 1.25, 2, 3]) expect(effectiveFontSize("Large", ratio)).toBe("Large");
  });
});

describe("appearance", () => {
  it("System follows the device; Light and Dark do not", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("is kept under the spec's local keys blackMode and systemTheme", () => {
    const storage = memoryStorage();
    expect(readAppearance(storage)).toBe("light");
    writeAppearance(storage, "dark");
    expect([storage.getItem("blackMode"), storage.getItem("systemTheme")]).toEqual(["true", "false"]);
    expect(readAppearance(storage)).toBe("dark");
    writeAppearance(storage, "system");
    expect(readAppearance(storage)).toBe("system");
    // As the preference mirror writes them (mirrorToLocal).
    expect(readAppearance(memoryStorage({ blackMode: "true", systemTheme: "true" }))).toBe("system");
  });

  it("the font size is kept under fontSize, Default when absent or unknown", () => {
    const storage = memoryStorage();
    expect(readFontSize(storage)).toBe("Default");
    writeFontSize(storage, "Large");
    expect(storage.getItem("fontSize")).toBe("Large");
    expect(readFontSize(memoryStorage({ fontSize: "Huge" }))).toBe("Default");
  });
});

describe("the stylesheet", () => {
  it("scopes every rule under .tk-root and names every custom property --tk-", () => {
    const css = themeStyleSheet();
    for (const rule of css.split("\n")) expect(rule.startsWith(".tk-root")).toBe(true);
    for (const property of css.match(/--[\w-]+(?=:)/g) ?? []) expect(property.startsWith("--tk-")).toBe(true);
    expect(css).not.toMatch(/(^|[\s,}]):root|(^|[\s,}])(html|body)\b/);
  });

  it("defines the same colours in both themes", () => {
    expect(Object.keys(themeColors.dark).sort()).toEqual(Object.keys(themeColors.light).sort());
  });
});
