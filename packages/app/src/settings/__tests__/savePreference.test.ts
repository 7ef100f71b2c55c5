import { QueryClient } from "@tanstack/react-query";
import { localKeys, type TradeClient } from "@trade/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../../../../../tests/support/sandbox.js";
import { preferenceKey, savePreference } from "../usePreferences.js";

/** savePreference against the real sandbox: versions, the conflict rule and the failure's restore (spec 1 §7). */
describe("savePreference", () => {
  let env: TestSandbox;
  let app: TradeClient;
  let other: TradeClient;

  beforeAll(async () => {
    env = await startTestSandbox();
    app = await env.login("DEMO01");
    other = await env.login("DEMO01");
  }, 60_000);
  afterAll(async () => {
    await env?.close();
  });

  it("changes run in order, each with the version the last one left, and all are stored", async () => {
    const cache = new QueryClient();
    cache.setQueryData(preferenceKey("order"), await app.preferences.get("order"));
    const saves = [
      savePreference(app, cache, "order", { glueOrderpad: true }),
      savePreference(app, cache, "order", { orderConfirmation: false }),
      savePreference(app, cache, "order", { equityCash: { productType: "MIS", orderType: "LIMIT" } }),
    ];
    const shown = () =>
      cache.getQueryData<Awaited<ReturnType<typeof app.preferences.get<"order">>>>(preferenceKey("order"))
        ?.preferences;
    const all = {
      glueOrderpad: true,
      orderConfirmation: false,
      equityCash: { productType: "MIS", orderType: "LIMIT" },
    };
    expect(shown()).toMatchObject(all);
    // The answer to the first does not hide the two still on their way.
    await saves[0];
    expect(shown()).toMatchObject(all);
    const results = await Promise.all(saves);
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    const stored = await other.preferences.get("order");
    expect(stored.preferences).toMatchObject({
      glueOrderpad: true,
      orderConfirmation: false,
      equityCash: { productType: "MIS", orderType: "LIMIT" },
    });
    expect(app.storage.getItem(localKeys.segmentProductType("equityCash"))).toBe("MIS");
  });

  it("shows a change at once, and on a conflict applies the document the server holds", async () => {
    const cache = new QueryClient();
    const read = await app.preferences.get("layout");
    cache.setQueryData(preferenceKey("layout"), read);
    const won = await other.preferences.save("layout", { watchlist: { mode: "Full View" } }, read.version);
    expect(won.ok).toBe(true);

    const saving = savePreference(app, cache, "layout", { fontSize: { type: "Small" } });
    expect(cache.getQueryData<typeof read>(preferenceKey("layout"))?.preferences.fontSize).toEqual({
      type: "Small",
    });
    const result = await saving;
    expect(!result.ok && result.conflict).toBe(true);
    const shown = cache.getQueryData<typeof read>(preferenceKey("layout"));
    expect(shown?.preferences.watchlist).toEqual({ mode: "Full View" });
    expect(shown?.preferences.fontSize).toEqual(read.preferences.fontSize);
    expect(app.storage.getItem(localKeys.watchlistView)).toBe("Full View");
  });

  it("a failure gives the spec's texts and puts back only the fields it changed", async () => {
    const cache = new QueryClient();
    const read = await app.preferences.get("layout");
    cache.setQueryData(preferenceKey("layout"), read);
    // A save the server refuses (not a conflict): the schema allows at most 50 indices.
    const result = await savePreference(app, cache, "layout", {
      indices: Array.from({ length: 51 }, (_, i) => `I${i}`),
    });
    expect(result).toMatchObject({
      ok: false,
      conflict: false,
      title: "Failed to Save Preferences!",
      message: "Please try again later.",
    });
    expect(cache.getQueryData<typeof read>(preferenceKey("layout"))?.preferences).toEqual(read.preferences);
  });
});
