import { beforeAll, describe, expect, it } from "vitest";
import { galleryPage } from "../support/browser.js";

/** What a user sees in a cell drawn on the list's canvas: the colours of its pixels, by how many pixels have each. */
type Pixels = { colour: [number, number, number]; count: number }[];

/**
 * Live rows draw their numbers on a canvas (no layout per tick) and copy them into the DOM shortly after. On the
 * widgets-under-load page (a LiveQuotes list fed by hand, no sandbox feed): the price a quote brings is drawn in the
 * theme's colours with the flash behind it, the cell's DOM text follows for assistive technology, and a theme change
 * redraws rows that are not ticking.
 */
describe("live rows drawn on a canvas", () => {
  const gallery = galleryPage({}, 900);
  const page = () => gallery.page;
  beforeAll(async () => {
    await page().goto(`${gallery.env.sandbox.url}/gallery/perf.html`);
    await page().waitForFunction(() => (window as { perf?: { ready?: boolean } }).perf?.ready === true);
    await page().locator(".tk-live > canvas[data-live-canvas]").waitFor();
  }, 60_000);

  const tick = (token: number, ltp: number) =>
    page().evaluate(
      ([t, l]) => (window as unknown as { perf: { tick: (t: number, l: number) => void } }).perf.tick(t, l),
      [token, ltp] as const,
    );

  /** The opaque colours the list's canvas shows inside cell `cell` of row `index`. */
  const pixels = (index: number, cell: string): Promise<Pixels> =>
    page().evaluate(
      ([i, name]) => {
        const row = document.querySelectorAll<HTMLElement>(".tk-live [data-row]")[i] as HTMLElement;
        const canvas = row.closest(".tk-live")?.querySelector(":scope > canvas") as HTMLCanvasElement;
        const box = (row.querySelector(`[data-cell=${name}]`) as HTMLElement).getBoundingClientRect();
        const origin = canvas.getBoundingClientRect();
        const ratio = canvas.width / origin.width;
        const data = (canvas.getContext("2d") as CanvasRenderingContext2D).getImageData(
          Math.round((box.left - origin.left) * ratio),
          Math.round((box.top - origin.top) * ratio),
          Math.round(box.width * ratio),
          Math.round(box.height * ratio),
        ).data;
        const counts = new Map<string, number>();
        for (let p = 0; p < data.length; p += 4) {
          if (data[p + 3] !== 255) continue;
          const key = `${data[p]},${data[p + 1]},${data[p + 2]}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        return [...counts]
          .map(([key, count]) => ({ colour: key.split(",").map(Number) as [number, number, number], count }))
          .sort((a, b) => b.count - a.count);
      },
      [index, cell] as const,
    );
  const has = (shown: Pixels, [r, g, b]: [number, number, number]) =>
    shown.some(
      ({ colour }) => Math.abs(colour[0] - r) + Math.abs(colour[1] - g) + Math.abs(colour[2] - b) <= 6,
    );
  const domText = (index: number, cell: string) =>
    page()
      .locator(".tk-live [data-row]")
      .nth(index)
      .locator(`[data-cell=${cell}]`)
      .evaluate((el) => el.textContent);

  it("draws a new price with the flash behind it, in the widget's colours; the DOM text follows, painted transparent", async () => {
    await tick(3, 100_000);
    await expect.poll(() => domText(2, "ltp")).toBe("1,000.00");
    await tick(3, 101_050);
    // The flash (LiveQuotes' #dafbe1 for up) fills the cell, the text is the widget's text colour (#1c2430, the
    // design system's light text)...
    await expect.poll(async () => has(await pixels(2, "ltp"), [0xda, 0xfb, 0xe1])).toBe(true);
    expect(has(await pixels(2, "ltp"), [0x1c, 0x24, 0x30])).toBe(true);
    // ...the change and percent in the up colour (#116329).
    expect(has(await pixels(2, "change"), [0x11, 0x63, 0x29])).toBe(true);
    expect(has(await pixels(2, "percent"), [0x11, 0x63, 0x29])).toBe(true);
    // The DOM has the same numbers for screen readers and copying, transparent under the canvas.
    await expect.poll(() => domText(2, "ltp")).toBe("1,010.50");
    expect(await domText(2, "change")).toBe("+10.50");
    expect(await domText(2, "percent")).toBe("+1.05%");
    const cell = page().locator(".tk-live [data-row]").nth(2).locator("[data-cell=ltp]");
    expect(await cell.evaluate((el) => getComputedStyle(el).webkitTextFillColor)).toBe("rgba(0, 0, 0, 0)");
    expect(await page().locator(".tk-live > canvas").getAttribute("aria-hidden")).toBe("true");
    // 900 ms later the flash is gone.
    await expect
      .poll(async () => has(await pixels(2, "ltp"), [0xda, 0xfb, 0xe1]), { timeout: 3_000 })
      .toBe(false);

    await tick(3, 99_000);
    await expect.poll(async () => has(await pixels(2, "ltp"), [0xff, 0xeb, 0xe9])).toBe(true);
    expect(has(await pixels(2, "percent"), [0xa4, 0x0e, 0x26])).toBe(true);
    await expect.poll(() => domText(2, "percent")).toBe("-1.00%");
  });

  it("a theme change redraws a row that is not ticking", async () => {
    await tick(5, 100_500);
    await expect.poll(() => domText(4, "ltp")).toBe("1,005.00");
    await expect
      .poll(async () => has(await pixels(4, "ltp"), [0xda, 0xfb, 0xe1]), { timeout: 3_000 })
      .toBe(false);
    await page().evaluate(() => {
      const list = document.querySelector(".tk-live") as HTMLElement;
      list.style.setProperty("--tk-text", "rgb(200, 0, 200)");
      list.style.setProperty("--tk-buy-text", "rgb(0, 90, 200)");
    });
    await expect.poll(async () => has(await pixels(4, "ltp"), [200, 0, 200]), { timeout: 3_000 }).toBe(true);
    expect(has(await pixels(4, "percent"), [0, 90, 200])).toBe(true);
  });

  it("in a list scrolled down, draws the prices of the rows scrolled to", async () => {
    // A list five rows high: row 41 (token 41) is far below its view.
    await page().evaluate(() => {
      const list = document.querySelector(".tk-live") as HTMLElement;
      list.style.maxHeight = "120px";
      list.style.overflow = "auto";
    });
    await tick(41, 102_000);
    await expect.poll(() => domText(40, "ltp")).toBe("1,020.00");
    await page().evaluate(() => {
      document.querySelectorAll(".tk-live [data-row]")[40]?.scrollIntoView({ block: "center" });
    });
    // The price in the text colour (the theme change above made it rgb(200, 0, 200)), the percent in the up colour.
    await expect.poll(async () => has(await pixels(40, "ltp"), [200, 0, 200]), { timeout: 3_000 }).toBe(true);
    expect(has(await pixels(40, "percent"), [0, 90, 200])).toBe(true);
  });
});

/**
 * The holdings table draws its rows in view on one canvas over the table (portfolio-perf.html: 500 holdings fed by
 * hand). A sort moves the rows under the canvas without resizing any: each row's figures must follow it.
 */
describe("holdings drawn on the table's canvas", () => {
  const gallery = galleryPage({}, 900);
  const page = () => gallery.page;
  beforeAll(async () => {
    await page().goto(`${gallery.env.sandbox.url}/gallery/portfolio-perf.html`);
    // A function, not a string: Playwright evaluates a string predicate again on every poll, which the page's
    // Content-Security-Policy (no 'unsafe-eval') refuses once the first check finds the page not ready yet.
    await page().waitForFunction(
      () =>
        (window as unknown as { portfolioPerf?: { ready: () => boolean } }).portfolioPerf?.ready() === true,
      undefined,
      { timeout: 60_000 },
    );
    // A second of prices round the holdings: some days up, some down.
    await page().evaluate("window.portfolioPerf.run(2000, 1)");
  }, 90_000);

  /** Rows in view whose Day's G/L is drawn in the other sign's colour than their cell says (and how many were seen). */
  const misdrawn = () =>
    page().evaluate(() => {
      const colours: Record<string, [number, number, number]> = {
        up: [0x11, 0x63, 0x29],
        down: [0xa4, 0x0e, 0x26],
      };
      const near = (data: Uint8ClampedArray, [r, g, b]: [number, number, number]) => {
        for (let p = 0; p < data.length; p += 4) {
          if (
            data[p + 3] === 255 &&
            Math.abs((data[p] as number) - r) +
              Math.abs((data[p + 1] as number) - g) +
              Math.abs((data[p + 2] as number) - b) <=
              6
          )
            return true;
        }
        return false;
      };
      const canvas = document.querySelector(".tk-holdings [role=table] > canvas") as HTMLCanvasElement;
      const origin = canvas.getBoundingClientRect();
      const ratio = canvas.width / origin.width;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      let seen = 0;
      let wrong = 0;
      for (const cell of document.querySelectorAll<HTMLElement>(".tk-holdings [data-cell=dayGL]")) {
        const sign = cell.dataset.sign ?? "";
        const box = cell.getBoundingClientRect();
        if (!(sign in colours) || box.top < origin.top || box.bottom > origin.bottom || box.bottom > 820)
          continue;
        const data = context.getImageData(
          Math.round((box.left - origin.left) * ratio),
          Math.round((box.top - origin.top) * ratio),
          Math.round(box.width * ratio),
          Math.round(box.height * ratio),
        ).data;
        seen++;
        const other = sign === "up" ? "down" : "up";
        if (
          !near(data, colours[sign] as [number, number, number]) ||
          near(data, colours[other] as [number, number, number])
        )
          wrong++;
      }
      return { seen, wrong };
    });

  it("after a sort, each row in view shows its own figures", async () => {
    await expect.poll(misdrawn).toEqual({ seen: expect.any(Number), wrong: 0 });
    await page().getByRole("button", { name: "Day's G/L" }).click();
    await expect.poll(async () => (await misdrawn()).wrong).toBe(0);
    const { seen } = await misdrawn();
    expect(seen).toBeGreaterThan(5);
  });
});
