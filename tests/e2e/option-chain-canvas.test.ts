import { beforeAll, describe, expect, it } from "vitest";
import { galleryPage } from "../support/browser.js";

/** Colours a user sees, by how many pixels have each. */
type Pixels = { colour: [number, number, number]; count: number }[];

/**
 * The option chain draws its live figures on one canvas over the grid (no layout per tick) and copies them into the
 * cells shortly after. On the option-chain-under-load page (60 strikes, ticks fed by hand): a contract's new price is
 * drawn over its cell in the widget's colours and its DOM text follows for assistive technology; the B and S buttons
 * of a hovered row show above the drawn figures.
 */
describe("the option chain drawn on a canvas", () => {
  const gallery = galleryPage({}, 900);
  const page = () => gallery.page;
  beforeAll(async () => {
    await page().goto(`${gallery.env.sandbox.url}/gallery/options-perf.html`);
    await page().waitForFunction(
      () => (window as { optionsPerf?: { ready?: () => boolean } }).optionsPerf?.ready?.() === true,
    );
    await page().locator(".tk-oc [role=grid] > canvas[data-live-canvas]").waitFor({ state: "attached" });
  }, 60_000);

  /** The ATM strike (26,000): its call is token 5060, its put 5061. */
  const atm = () => page().locator("[role=row][data-strike='2600000']");
  const cell = (side: "CE" | "PE", col: string) => atm().locator(`[data-side=${side}][data-col=${col}]`);
  const tick = (token: number, ltp: number) =>
    page().evaluate(
      ([t, l]) =>
        (window as unknown as { optionsPerf: { tick: (t: number, l: number) => void } }).optionsPerf.tick(
          t,
          l,
        ),
      [token, ltp] as const,
    );
  const count = (list: number[][]) => {
    const counts = new Map<string, number>();
    for (const [r, g, b] of list) {
      const key = `${r},${g},${b}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([key, n]) => ({
      colour: key.split(",").map(Number) as [number, number, number],
      count: n,
    }));
  };
  /** The opaque colours the grid's canvas shows inside a cell. */
  const drawn = async (side: "CE" | "PE", col: string): Promise<Pixels> =>
    count(
      await cell(side, col).evaluate((element) => {
        const canvas = element.closest("[role=grid]")?.querySelector("canvas") as HTMLCanvasElement;
        const box = element.getBoundingClientRect();
        const origin = canvas.getBoundingClientRect();
        const ratio = canvas.width / origin.width;
        const data = (canvas.getContext("2d") as CanvasRenderingContext2D).getImageData(
          Math.round((box.left - origin.left) * ratio),
          Math.round((box.top - origin.top) * ratio),
          Math.round(box.width * ratio),
          Math.round(box.height * ratio),
        ).data;
        const list: number[][] = [];
        for (let p = 0; p < data.length; p += 4) {
          if (data[p + 3] === 255)
            list.push([data[p] as number, data[p + 1] as number, data[p + 2] as number]);
        }
        return list;
      }),
    );
  /** The colours of what the page shows over an element (a screenshot, read back through an image). */
  const shown = async (selector: string): Promise<Pixels> => {
    const png = (await page().locator(selector).screenshot()).toString("base64");
    return count(
      await page().evaluate(async (data) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        const list: number[][] = [];
        for (let p = 0; p < pixels.length; p += 4)
          list.push([pixels[p], pixels[p + 1], pixels[p + 2]] as number[]);
        return list;
      }, png),
    );
  };
  const has = (pixels: Pixels, [r, g, b]: [number, number, number]) =>
    pixels.some(
      ({ colour }) => Math.abs(colour[0] - r) + Math.abs(colour[1] - g) + Math.abs(colour[2] - b) <= 6,
    );

  it("draws a contract's new price over its cell in the widget's colours; the cell's text follows, painted transparent", async () => {
    await tick(5060, 12_345);
    await expect.poll(() => cell("CE", "ltp").textContent()).toBe("123.45");
    expect(await cell("CE", "change").textContent()).toBe("+23.45");
    // The LTP in the widget's text colour (#1c2430), the change in the up colour (#116329).
    await expect.poll(async () => has(await drawn("CE", "ltp"), [0x1c, 0x24, 0x30])).toBe(true);
    expect(has(await drawn("CE", "change"), [0x11, 0x63, 0x29])).toBe(true);
    expect(await cell("CE", "ltp").evaluate((el) => getComputedStyle(el).webkitTextFillColor)).toBe(
      "rgba(0, 0, 0, 0)",
    );
    expect(
      await page()
        .locator(".tk-oc [role=grid] > canvas")
        .evaluate((el) => el.getAttribute("aria-hidden")),
    ).toBe("true");

    await tick(5061, 8_000);
    await expect.poll(() => cell("PE", "change").textContent()).toBe("-20.00");
    expect(has(await drawn("PE", "change"), [0xa4, 0x0e, 0x26])).toBe(true);
  });

  it("shows a hovered row's B and S buttons above the drawn figures, and they take the click", async () => {
    await atm().hover();
    const sell = ".tk-oc [data-strike='2600000'] [data-half=PE] .tk-oc-sell";
    await page().locator(sell).waitFor();
    const pixels = await shown(sell);
    // The put's LTP is drawn right-aligned under its Sell button: the button's red shows, not the figure's ink.
    expect(has(pixels, [0xc4, 0x20, 0x2b])).toBe(true);
    expect(has(pixels, [0x1c, 0x24, 0x30])).toBe(false);
    // Clicks pass through the canvas: the topmost element at the button's middle is the button.
    const hit = await page()
      .locator(sell)
      .evaluate((el) => {
        const box = el.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === el;
      });
    expect(hit).toBe(true);
  });
});
