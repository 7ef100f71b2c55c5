import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  colorTokens,
  contrastPairs,
  contrastRatio,
  relativeLuminance,
  themeStyleSheet,
  widgetColorVariables,
} from "../theme/index.js";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

describe("WCAG contrast of the design system's colours", () => {
  it("computes the ratio as WCAG defines it", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 12);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 12);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // WebAIM's checker gives 4.54:1 for #767676 on white, the lightest grey that passes AA.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  for (const theme of ["light", "dark"] as const) {
    it.each(contrastPairs.map((pair) => [pair.fg, pair.bg, pair.min] as const))(
      `${theme}: %s on %s keeps at least %s:1`,
      (fg, bg, min) => {
        const ratio = contrastRatio(colorTokens[theme][fg], colorTokens[theme][bg]);
        expect(
          ratio,
          `${fg} ${colorTokens[theme][fg]} on ${bg} ${colorTokens[theme][bg]}`,
        ).toBeGreaterThanOrEqual(min);
      },
    );
  }

  it("every role of one theme is in the other, as a #rrggbb colour", () => {
    expect(Object.keys(colorTokens.dark).sort()).toEqual(Object.keys(colorTokens.light).sort());
    for (const theme of ["light", "dark"] as const) {
      for (const value of Object.values(colorTokens[theme])) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("both themes set every widget colour variable, so no widget falls back to a light colour on a dark page", () => {
    const sheet = themeStyleSheet();
    for (const theme of ["light", "dark"] as const) {
      const rule = sheet.split("\n").find((line) => line.includes(`.tk-theme-${theme}{`)) ?? "";
      for (const [name, value] of Object.entries(widgetColorVariables(theme))) {
        expect(rule).toContain(`${name}:${value}`);
      }
    }
    expect(widgetColorVariables("dark")["--tk-sell-text"]).toBe(colorTokens.dark.fall);
  });
});

describe("the widgets' CSS fallbacks", () => {
  it("are the light theme's values, so a widget outside a ThemeProvider draws the design system's colours", () => {
    const light = widgetColorVariables("light");
    const sources = ["packages/react/src", "packages/app/src"].flatMap((dir) =>
      readdirSync(join(repoRoot, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|tsx|css)$/.test(file) && !file.includes("__tests__"))
        .map((file) => join(repoRoot, dir, file)),
    );
    const fallbacks = sources.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/var\((--tk-[a-z-]+),\s?(#[0-9a-fA-F]{3,6})\)/g)].map(
        (match) => ({
          file,
          name: match[1] as string,
          fallback: match[2] as string,
        }),
      ),
    );
    expect(fallbacks.length).toBeGreaterThan(50);
    for (const { file, name, fallback } of fallbacks)
      expect(`${name} ${fallback}`, file).toBe(`${name} ${light[name]}`);
  });
});
