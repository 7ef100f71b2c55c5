import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const appSource = fileURLToPath(new URL("..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** `client.call(`, `.call(` on the next line of a chain, or an endpoint table handed to anything. */
const rawCall = /\bclient\s*\??\.\s*call\s*\(|^\s*\.call\s*\(\s*\w+Endpoints\./m;

describe("the app's screens do not fetch", () => {
  it("no file of packages/app/src calls client.call: every call goes through an area's resource or query options", () => {
    const files = sourceFiles(appSource);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files
      .filter((file) => rawCall.test(readFileSync(file, "utf8")))
      .map((file) => relative(appSource, file));
    expect(offenders).toEqual([]);
  });

  it("the check sees a raw call where one is written", () => {
    expect(rawCall.test("await client.call(marketEndpoints.search, {})")).toBe(true);
    expect(rawCall.test("client\n      .call(nudgeEndpoints.delete, { body })")).toBe(true);
    expect(rawCall.test("await marketOf(client).search(keyword)")).toBe(false);
  });
});
