import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { appDir } from "./browser.js";

/** The app's landing route: /trade and /trade/watchlist redirect to it. */
export const landingRoute = "/trade/watchlist/chart";

/**
 * The landing route's JavaScript budget (issue 13): every script the route loads to draw its first screen, the chart
 * included, gzipped, in kB (1,024 bytes).
 */
export const landingScriptsBudgetKb = 180;

/** A script the app served: its path under /trade/, its size as built and gzipped as a server would send it. */
export interface ScriptSize {
  name: string;
  raw: number;
  gzip: number;
}

/** What each chunk of the landing route is, by the module Rolldown names it after. */
const roles: [RegExp, string][] = [
  [/^assets\/index-/, "the entry: React, router, react-query, the SDK, the shell and header"],
  [/^assets\/candleChart-/, "the candle drawing"],
  [/^assets\/Watchlist-/, "the watchlist widget"],
  [/^assets\/Chart-/, "the chart screen"],
];

/** The sizes of the built app's scripts at these addresses (each once), read from packages/app/dist. */
export function scriptSizes(urls: readonly string[]): ScriptSize[] {
  const names = [...new Set(urls.map((url) => new URL(url).pathname.replace(/^\/trade\//, "")))];
  return names.map((name) => {
    let raw: Buffer;
    try {
      raw = readFileSync(join(appDir, name));
    } catch {
      throw new Error(`${name} is gone: the app was built again meanwhile; run again`);
    }
    return { name, raw: raw.length, gzip: gzipSync(raw).length };
  });
}

/** Kilobytes (1,024 bytes) with one decimal. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The total gzipped, in bytes. */
export const gzipTotal = (sizes: readonly ScriptSize[]): number =>
  sizes.reduce((sum, size) => sum + size.gzip, 0);

/** One line a file, largest first: gzipped, as built, its name and what it is. */
export function scriptSizeLines(sizes: readonly ScriptSize[]): string[] {
  return [...sizes]
    .sort((a, b) => b.gzip - a.gzip)
    .map((size) => {
      const role = roles.find(([pattern]) => pattern.test(size.name))?.[1];
      return `${kb(size.gzip).padStart(6)} kB gzip  ${kb(size.raw).padStart(7)} kB  ${size.name}${role ? `  (${role})` : ""}`;
    });
}
