import { describe, expect, it } from "vitest";
import { confirmOrder, galleryPage } from "../support/browser.js";
import { fixedOtp } from "../support/sandbox.js";
import { injectAxe } from "../support/screens.js";
import { ist } from "../support/trading.js";

/**
 * The widget gallery (issue 5): each widget on a plain page outside the app. A host page's careless global CSS must
 * not change the widgets, and the widgets must not change the host page's own elements. The market is frozen, so
 * the prices (and so the pixels) do not move between the two visits.
 */
describe("the widget gallery", () => {
  const gallery = galleryPage({ marketStart: ist(10, 0), marketSpeed: 0 });
  const page = () => gallery.page;

  const open = async (query: string) => {
    await page().goto(`${gallery.env.sandbox.url}/gallery/?client=DEMO01&otp=${fixedOtp}${query}`);
    await page().waitForSelector(".tk-order-pad .tk-op-ltp:not(:text('—'))");
    await page().waitForSelector(".tk-op-margin:has-text('Available')");
    await page().waitForSelector(".tk-positions-empty, .tk-positions [role=row]");
    await page().waitForSelector(".tk-depth [data-cell=askPrice0]:not(:text('—'))");
  };
  const hostStyles = () =>
    page().evaluate(() =>
      ["h1.host-title", "#host-note"].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector) as Element);
        return [style.fontFamily, style.fontSize, style.color, style.margin, style.letterSpacing].join(" | ");
      }),
    );

  /**
   * Every element of a widget: its size and the styles that make its look (what a screenshot would show). A widget
   * that fills its container's width (the tables) follows the host's layout: only its heights count.
   */
  const look = (selector: string, fillsWidth = false) =>
    page().evaluate(
      ([root, fills]) => {
        const properties = [
          "font-family",
          "font-size",
          "font-weight",
          "line-height",
          "letter-spacing",
          "text-transform",
          "color",
          "background-color",
          "border-top-width",
          "border-top-style",
          "border-top-color",
          "padding-top",
          "padding-left",
          "margin-top",
          "margin-left",
          "display",
          "box-sizing",
        ];
        const element = document.querySelector(root as string) as Element;
        return [element, ...element.querySelectorAll("*")].map((node) => {
          const style = getComputedStyle(node);
          const rect = node.getBoundingClientRect();
          return [
            node.tagName,
            fills ? "fills" : Math.round(rect.width),
            Math.round(rect.height),
            ...properties.map((property) => style.getPropertyValue(property)),
          ].join(" | ");
        });
      },
      [selector, fillsWidth] as const,
    );

  it("renders every widget the same under a hostile global stylesheet", async () => {
    await open("");
    const calm = {
      pad: await look(".tk-order-pad"),
      depth: await look(".tk-depth"),
      positions: await look(".tk-positions", true),
    };
    const shot = await page().locator(".tk-order-pad").screenshot();
    await open("&hostile=1");
    expect(await page().locator("#hostile").count()).toBe(1);
    // The hostile sheet does change the host page's own text...
    expect(
      await page().evaluate(
        () => getComputedStyle(document.querySelector("#host-note") as Element).letterSpacing,
      ),
    ).toBe("2px");
    // ...and nothing inside the widgets.
    expect(await look(".tk-order-pad")).toEqual(calm.pad);
    expect(await look(".tk-depth")).toEqual(calm.depth);
    expect(await look(".tk-positions", true)).toEqual(calm.positions);
    expect((await page().locator(".tk-order-pad").screenshot()).length).toBeGreaterThan(shot.length / 2);
  });

  it("leaves the host page's own elements as the host styled them", async () => {
    // The host page alone: the gallery's script blocked.
    await page().route("**/gallery/gallery.js", (route) => route.abort());
    await page().goto(`${gallery.env.sandbox.url}/gallery/`);
    const alone = await hostStyles();
    await page().unroute("**/gallery/gallery.js");
    await open("");
    expect(await hostStyles()).toEqual(alone);
  });

  it("places an order from the order pad with the keyboard: L, a price, Enter", async () => {
    await open("");
    const pad = page().locator(".tk-order-pad");
    const quantity = pad.locator("input[name=quantity]");
    await quantity.fill("2");
    await quantity.press("l");
    await page().waitForSelector(".tk-order-pad input[name=price]:enabled", { timeout: 5000 });
    const ltp = Number(((await pad.locator(".tk-op-ltp").textContent()) ?? "").replaceAll(",", ""));
    const price = pad.locator("input[name=price]");
    await price.fill((Math.floor(ltp) - 50).toFixed(2));
    await price.press("Enter");
    expect(await confirmOrder(pad, page())).toMatch(/^Buy 2 \S+ \(NSE\) at ₹[\d,]+\.\d{2} · Limit · /);
    await page().waitForSelector(".tk-order-pad [role=status]:has-text('Order Placed')", { timeout: 5000 });
    await page().waitForSelector(".tk-orders [role=row]:has-text('Open')", { timeout: 5000 });
    expect(await page().locator(".tk-orders [role=row]").count()).toBe(2);
  });

  it("axe-core finds no serious or critical violation in any widget", async () => {
    await open("");
    // Content in the widgets: a filled order makes a position (the resting order of the keyboard test is open).
    const quantity = page().locator(".tk-order-pad input[name=quantity]");
    await quantity.fill("1");
    // The pad retains the last order's type (a limit, from the test before): M for market first.
    await quantity.press("m");
    await quantity.press("Enter");
    await confirmOrder(page().locator(".tk-order-pad"), page());
    await page().waitForSelector(".tk-positions [role=row]", { timeout: 5000 });
    await injectAxe(page());
    for (const widget of [".tk-order-pad", ".tk-depth", ".tk-orders", ".tk-positions"]) {
      const violations = await page().evaluate(async (selector) => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                context: unknown,
              ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: unknown[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run({ include: [[selector]] });
        return result.violations.map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help} (${JSON.stringify(v.nodes.map((n) => (n as { target: unknown; failureSummary: string }).target))})`,
        );
      }, widget);
      expect(
        violations.filter((v) => v.startsWith("serious") || v.startsWith("critical")),
        widget,
      ).toEqual([]);
    }
  });
});
