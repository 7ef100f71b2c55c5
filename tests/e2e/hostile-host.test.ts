import { describe, expect, it } from "vitest";
import { galleryPage } from "../support/browser.js";
import { fixedOtp } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * Widgets embedded by a partner whose page is hostile to them (issue 15): a big root font size, !important page
 * colours and fonts, global rules on div, button, input, select, table, li, svg, menus and dialogs, box-sizing undone
 * and slow transitions on everything (the widget gallery's `?hostile=2`). The widgets look exactly as on a calm page,
 * and their menus still open by their trigger, read in the theme's colours and act.
 */
describe("widgets under a hostile host stylesheet", () => {
  const gallery = galleryPage({ marketStart: ist(10, 0), marketSpeed: 0 });
  const page = () => gallery.page;

  const open = async (query: string) => {
    await page().goto(`${gallery.env.sandbox.url}/gallery/?client=DEMO01&otp=${fixedOtp}${query}`);
    await page().waitForSelector(".tk-watchlist [data-row]:last-child [data-cell=ltp]:not(:text('—'))");
    await page().waitForSelector(".tk-order-pad .tk-op-ltp:not(:text('—'))");
    // The margin line grows to its figures when the margin answers: compare both pages once it has.
    await page().waitForSelector(".tk-order-pad .tk-op-margin:has-text('Available')");
  };
  /** Each element's size and the styles a reader sees, under `root`. */
  const look = (root: string) =>
    page().evaluate((selector) => {
      const properties = [
        "font-family",
        "font-size",
        "line-height",
        "color",
        "background-color",
        "border-top-width",
      ];
      const element = document.querySelector(selector) as Element;
      return [element, ...element.querySelectorAll("*")].map((node) => {
        const style = getComputedStyle(node);
        const rect = node.getBoundingClientRect();
        return [
          node.tagName,
          Math.round(rect.height),
          ...properties.map((p) => style.getPropertyValue(p)),
        ].join(" | ");
      });
    }, root);

  it("the watchlist and the order pad look as on a calm page", async () => {
    await open("");
    const calm = { watchlist: await look(".tk-watchlist"), pad: await look(".tk-order-pad") };
    expect(calm.watchlist.length).toBeGreaterThan(100);
    await open("&hostile=2");
    expect(await page().locator("#hostile").count()).toBe(1);
    // The page itself is restyled...
    expect(await page().evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Georgia");
    // ...the widgets are not.
    expect(await look(".tk-watchlist")).toEqual(calm.watchlist);
    expect(await look(".tk-order-pad")).toEqual(calm.pad);
  });

  it("the row menu opens by its trigger, reads in the theme's colours, moves with the keys and closes on Escape", async () => {
    const openMenu = async () => {
      await page().locator(".tk-watchlist [data-row]").first().click();
      const more = page().locator(".tk-wl-actions .tk-more").first();
      await more.click();
      const menu = page().locator(".tk-wl-actions [role=menu]");
      await menu.waitFor();
      const [trigger, box] = [await more.boundingBox(), await menu.boundingBox()];
      const look = await menu.evaluate((node) => {
        const item = node.querySelector("[role=menuitem]") as Element;
        return {
          text: getComputedStyle(item).color,
          fontSize: getComputedStyle(item).fontSize,
          fontFamily: getComputedStyle(item).fontFamily,
          surface: getComputedStyle(node).backgroundColor,
          border: getComputedStyle(node).borderTopWidth,
        };
      });
      return {
        menu,
        look,
        gap: box && trigger ? Math.abs(box.y - (trigger.y + trigger.height)) : Number.NaN,
      };
    };
    await open("");
    const calm = await openMenu();
    await open("&hostile=2");
    const { menu, look, gap } = await openMenu();
    // Placed by its trigger (not pushed into the page's flow by the host's `[role=menu]{position:static}`).
    expect(gap).toBeLessThan(12);
    // The theme's colours and the widget's type, exactly as on the calm page (not the host's Georgia and root size).
    expect(look).toEqual(calm.look);
    expect({ text: look.text, surface: look.surface, border: look.border }).toEqual({
      text: "rgb(28, 36, 48)",
      surface: "rgb(255, 255, 255)",
      border: "1px",
    });
    await page().keyboard.press("End");
    expect(await page().evaluate(() => document.activeElement?.textContent)).toBe("Delete");
    await page().keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await page().evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(
      /^More for /,
    );
  });
});
