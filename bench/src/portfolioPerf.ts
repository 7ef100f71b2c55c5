/**
 * The portfolio in headless Chromium (issue 20): the equity holdings table with 500 holdings live at 5,000 ticks/s
 * (targets: at least 58 fps, p95 frame at most 17 ms), and the app's two exports of those 500 holdings and their 5
 * years of transactions timed as the user gets them, from the click to the file handed to the browser (target: under
 * 1 s), with how long the screen stopped answering meanwhile. Prints figures; gates nothing.
 */
import type { Page } from "playwright-core";
import { openGalleryPage } from "./widgetsPerf.js";

interface PortfolioPage {
  run: (ticksPerSecond: number, seconds: number) => Promise<Record<string, number>>;
  watchTasks: () => void;
  tasks: () => { count: number; longestMs: number; totalMs: number };
  ready: () => boolean;
}
const perf = () => (window as unknown as { portfolioPerf: PortfolioPage }).portfolioPerf;

/** Click an export's button and wait for its file: answers the milliseconds and the long tasks meanwhile. */
async function clickToFile(page: Page, button: string) {
  // Found before the clock starts: finding a button by role walks the 500 rows' accessibility tree, which is the
  // harness's work, not the user's (a few hundred milliseconds the first time).
  const target = await page.getByRole("button", { name: button }).elementHandle();
  await page.evaluate(`(${perf})().watchTasks()`);
  const started = performance.now();
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 120_000 }), target.click()]);
  const ms = performance.now() - started;
  const tasks = (await page.evaluate(`(${perf})().tasks()`)) as ReturnType<PortfolioPage["tasks"]>;
  await download.delete();
  return { ms, tasks };
}

export async function benchPortfolio(): Promise<void> {
  const { page, close } = await openGalleryPage("portfolio-perf.html");
  try {
    // A function, not a string: a string predicate is evaluated again on every poll, which the page's CSP refuses.
    await page.waitForFunction(
      () => (window as unknown as { portfolioPerf?: PortfolioPage }).portfolioPerf?.ready() === true,
      undefined,
      { timeout: 60_000 },
    );
    console.log("Portfolio equity table under load (500 holdings, headless Chromium)");
    for (const rate of [0, 5000]) {
      const result = (await page.evaluate(`(${perf})().run(${rate}, 5)`)) as Record<string, number>;
      console.log(
        `  ${rate.toLocaleString("en-IN")} ticks/s: ${result.fps?.toFixed(1)} fps, p95 frame ${result.p95FrameMs?.toFixed(1)} ms, ` +
          `${result.longTasks} long task(s) (longest ${result.longestTaskMs?.toFixed(0)} ms), ${result.staleRows} row(s) not showing the last price (texts caught up ${result.copyWaitMs?.toFixed(0)} ms after settling); ` +
          `per frame p95: notify + DOM writes ${result.flushP95Ms?.toFixed(2)} ms, decode ${result.ingestP95Ms?.toFixed(2)} ms`,
      );
    }
    console.log("  targets: 5,000/s at least 58 fps, p95 at most 17 ms");
    console.log(
      "Portfolio exports in headless Chromium, click to file (.xlsx written in a worker, started on the first export)",
    );
    for (const [what, button] of [
      ["holding details, 500 holdings", "Holding details"],
      ["transactions statement, 500 holdings × 5 years (30,000 rows)", "Transactions statement"],
    ] as const) {
      for (const round of ["first", "again"]) {
        const { ms, tasks } = await clickToFile(page, button);
        console.log(
          `  ${what}, ${round}: ${ms.toFixed(0)} ms; screen blocked by ${tasks.count} long task(s), longest ${tasks.longestMs.toFixed(0)} ms, ${tasks.totalMs.toFixed(0)} ms in all`,
        );
      }
    }
    console.log("  target: under 1,000 ms\n");
  } finally {
    await close();
  }
}
