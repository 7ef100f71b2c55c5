import { localKeys, memoryStorage, mirrorToLocal } from "@trade/core";
import { describe, expect, it } from "vitest";
import { keyRuns } from "../../screens/Shortcuts.js";
import { fontSizeHint } from "../controls.js";
import { appearanceOf, appearancePatch, defaultLayout, layoutFromStorage } from "../model.js";
import { productChoices, segmentPreference } from "../orderPreferences.js";

describe("appearance and the layout preference", () => {
  it("System wins over blackMode; otherwise blackMode is Dark", () => {
    expect(appearanceOf({ blackMode: false, systemTheme: false })).toBe("light");
    expect(appearanceOf({ blackMode: true, systemTheme: false })).toBe("dark");
    expect(appearanceOf({ blackMode: true, systemTheme: true })).toBe("system");
    expect(appearanceOf({})).toBe("light");
  });

  it("every appearance saves as fields that read back as itself", () => {
    for (const appearance of ["light", "dark", "system"] as const) {
      expect(appearanceOf(appearancePatch(appearance))).toBe(appearance);
    }
    expect(appearancePatch("system")).toEqual({ blackMode: false, systemTheme: true });
  });
});

describe("the layout from the local keys", () => {
  it("is the spec's default layout (Collapsed View, Default font) when nothing is stored", () => {
    expect(layoutFromStorage(memoryStorage())).toMatchObject({
      blackMode: false,
      systemTheme: false,
      tabAccessibility: false,
      fontSize: { type: "Default" },
      watchlist: { mode: "Collapsed View" },
      selectedChart: { type: "Trading View" },
    });
    expect(defaultLayout.watchlist.mode).toBe("Collapsed View");
  });

  it("reads back what the client mirrors from a preference, and ignores values it does not know", () => {
    const storage = memoryStorage();
    mirrorToLocal(storage, {
      clientId: "DEMO01",
      preferenceType: "layout",
      version: 3,
      createdAt: "",
      updatedAt: "",
      preferences: {
        blackMode: true,
        systemTheme: false,
        tabAccessibility: true,
        fontSize: { type: "Large" },
        watchlist: { mode: "Full View" },
        selectedChart: { type: "Trading View" },
      },
    });
    expect(layoutFromStorage(storage)).toMatchObject({
      blackMode: true,
      tabAccessibility: true,
      fontSize: { type: "Large" },
      watchlist: { mode: "Full View" },
    });
    storage.setItem(localKeys.fontSize, "Huge");
    expect(layoutFromStorage(storage).fontSize).toEqual({ type: "Default" });
  });
});

describe("order preference choices", () => {
  it("offer Retain first, Delivery only for equity cash, Carry Forward for derivatives", () => {
    expect(productChoices("equityCash").map((c) => c.label)).toEqual(["Retain", "Delivery", "Intraday"]);
    expect(productChoices("equityDerivatives").map((c) => c.label)).toEqual([
      "Retain",
      "Carry Forward",
      "Intraday",
    ]);
    expect(productChoices("commodityDerivative").map((c) => c.value)).toEqual(["Retain", "NRML", "MIS"]);
  });

  it("a segment the document lacks is Retain for both", () => {
    expect(segmentPreference({}, "currencyDerivative")).toEqual({
      productType: "Retain",
      orderType: "Retain",
    });
    expect(segmentPreference(undefined, "equityCash")).toEqual({
      productType: "Retain",
      orderType: "Retain",
    });
  });
});

describe("font size hint", () => {
  it("names the rows of each size, and says Large shows as Medium at pixel ratio 1.5", () => {
    expect(fontSizeHint("Large", 1)).toBe("Lists show 19, 17 and 15 rows at Small, Medium and Large.");
    expect(fontSizeHint("Large", 1.5)).toContain(
      "On this screen (pixel ratio 1.5) Large is shown as Medium.",
    );
    expect(fontSizeHint("Small", 1.5)).not.toContain("pixel ratio");
  });
});

describe("shortcut keys on /account/shortcuts", () => {
  it("shows a long run as a range and short lists one by one", () => {
    expect(keyRuns(["F1", "+"])).toEqual([["F1"], ["+"]]);
    expect(keyRuns(["Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4", "Ctrl+9"])).toEqual([["Ctrl+1", "Ctrl+9"]]);
  });
});
