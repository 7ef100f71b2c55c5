import { describe, expect, it } from "vitest";
import { galleryPage } from "../support/browser.js";
import { fixedOtp } from "../support/sandbox.js";
import { injectAxe } from "../support/screens.js";
import { ist } from "../support/trading.js";

/**
 * The watchlist widget on the gallery page in Chromium: a hostile global stylesheet changes nothing in it, axe-core
 * finds no serious or critical violation, and the keys work in a real browser (arrows, F2 opens the sell pad on the
 * selected row, F6 its depth, through the gallery's callbacks). The market is frozen, so the prices do not move.
 */
describe("the watchlist in the widget gallery", () => {
  const gallery = galleryPage({ marketStart: ist(10, 0), marketSpeed: 0 });
  const page = () => gallery.page;

  const open = async (query: string) => {
    await page().goto(`${gallery.env.sandbox.url}/gallery/?client=DEMO01&otp=${fixedOtp}${query}`);
    await page().waitForSelector(".tk-watchlist [data-row]:last-child [data-cell=ltp]:not(:text('—'))");
  };
  const look = () =>
    page().evaluate(() => {
      const properties = [
        "font-family",
        "font-size",
        "font-weight",
        "line-height",
        "letter-spacing",
        "color",
        "background-color",
        "border-top-width",
        "padding-top",
        "padding-left",
        "margin-top",
        "margin-left",
        "display",
        "box-sizing",
      ];
      const root = document.querySelector(".tk-watchlist") as Element;
      return [root, ...root.querySelectorAll("*")].map((node) => {
        const style = getComputedStyle(node);
        const rect = node.getBoundingClientRect();
        return [
          node.tagName,
          Math.round(rect.width),
          Math.round(rect.height),
          ...properties.map((p) => style.getPropertyValue(p)),
        ].join(" | ");
      });
    });

  it("looks the same under a hostile global stylesheet", async () => {
    await open("");
    const calm = await look();
    expect(calm.length).toBeGreaterThan(100);
    await open("&hostile=1");
    expect(await page().locator("#hostile").count()).toBe(1);
    expect(await look()).toEqual(calm);
  });

  it("arrows move the selection; F2 opens the sell pad and F6 the depth of the selected row", async () => {
    await open("");
    const rows = page().locator(".tk-watchlist [data-row]");
    await rows.nth(0).click();
    await page().keyboard.press("ArrowDown");
    await expect
      .poll(() => page().locator(".tk-watchlist [data-row][aria-selected=true] .tk-wl-name").textContent())
      .toBe("HDFCBANK-EQ");
    await page().keyboard.press("F2");
    await page().waitForSelector(".tk-order-pad[aria-label='Sell HDFCBANK-EQ']", { timeout: 5000 });
    await rows.nth(2).click();
    await page().keyboard.press("F6");
    await page().waitForSelector(".tk-depth[aria-label='Market depth of ICICIBANK-EQ']", { timeout: 5000 });
  });

  it("axe-core finds no serious or critical violation, with sections open and collapsed", async () => {
    await open("");
    await injectAxe(page());
    // Banks has two sections: one collapsed from its heading, one open. The keyboard's way: Manage, Collapse section.
    await page().locator(".tk-wl-tabs [role=tab]", { hasText: "Banks" }).click();
    const psu = page().locator(".tk-watchlist .tk-wl-section", { hasText: "PSU" });
    await psu.click();
    await page()
      .locator(".tk-watchlist .tk-wl-section", { hasText: /^PSU \(\d+\)$/ })
      .waitFor();
    await page().getByRole("button", { name: "Manage" }).click();
    const toggle = page().getByRole("button", { name: "Collapse section Private" });
    await toggle.press("Enter");
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    await page()
      .locator(".tk-watchlist .tk-wl-section", { hasText: /^Private \(\d+\)$/ })
      .waitFor();
    await toggle.press("Space");
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    const violations = await page().evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: unknown) => Promise<{
              violations: { id: string; impact: string; help: string; nodes: { target: unknown }[] }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run({ include: [[".tk-watchlist"]] });
      return result.violations.map(
        (v) => `${v.impact} ${v.id}: ${v.help} (${JSON.stringify(v.nodes.map((n) => n.target))})`,
      );
    });
    expect(violations.filter((v) => v.startsWith("serious") || v.startsWith("critical"))).toEqual([]);
    await psu.click();
    await page().locator(".tk-watchlist .tk-wl-section", { hasText: /^PSU$/ }).waitFor();
    await page().getByRole("button", { name: "Manage" }).click();
  });
});
