/**
 * `node --conditions=@trade/source --import tsx bench/src/traceOptionChain.ts [ticksPerSecond] [seconds]`: one run of
 * the option chain load page under a Chrome trace, and where the renderer main thread's time went, per frame. Not part
 * of `pnpm bench`; for comparing changes on a busy machine (fps there says little, main-thread time per frame more).
 */

import { layerCount, traceMainThread } from "./traceFrames.js";
import { openGalleryPage } from "./widgetsPerf.js";

const rate = Number(process.argv[2] ?? 20_000);
const seconds = Number(process.argv[3] ?? 4);
const { page, close } = await openGalleryPage("options-perf.html");
try {
  await page.waitForFunction(
    () => (window as unknown as { optionsPerf?: { ready: () => boolean } }).optionsPerf?.ready() === true,
  );
  type Run = { optionsPerf: { run: (t: number, s: number) => Promise<Record<string, number>> } };
  // A short warm-up (JIT, fonts, colour caches), untraced.
  await page.evaluate(() => (window as unknown as Run).optionsPerf.run(20_000, 1));
  let result: Record<string, number> = {};
  const { byKind, byName, wallMs, frame } = await traceMainThread(page, async () => {
    result = await page.evaluate(
      ([t, s]) => (window as unknown as Run).optionsPerf.run(t as number, s as number),
      [rate, seconds],
    );
  });
  const frames = Math.max(1, Math.round((result.fps ?? 0) * seconds));
  // The run's set-up (encoding the ticks) runs inside the evaluate call's message task: left out of the frame figure.
  const total = Object.entries(byKind)
    .filter(([kind]) => kind !== "tasks/ipc")
    .reduce((a, [, ms]) => a + ms, 0);
  console.log(
    `${rate} ticks/s for ${seconds} s: ${result.fps?.toFixed(1)} fps, p95 ${result.p95FrameMs?.toFixed(1)} ms, ` +
      `${result.longTasks} long tasks, ${result.staleCells} stale; traced ${wallMs} ms wall, ${frames} frames`,
  );
  const { layers, canvases } = await layerCount(page);
  console.log(`  ${layers} compositor layers, ${canvases} canvases on the page`);
  for (const [name, { median, p90, count }] of Object.entries(frame)) {
    console.log(
      `  ${name} CPU per frame: median ${median.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms (${count})`,
    );
  }
  console.log(
    `main thread CPU (tasks/ipc aside) ${total.toFixed(0)} ms; per frame ${(total / frames).toFixed(2)} ms:`,
  );
  for (const [kind, ms] of Object.entries(byKind).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kind.padEnd(10)} ${(ms / frames).toFixed(2)} ms/frame (${ms.toFixed(0)} ms)`);
  }
  console.log("top events (self CPU ms over the run, times, ms each):");
  for (const [name, ms, times] of byName) {
    console.log(
      `  ${name.padEnd(48)} ${ms.toFixed(0).padStart(5)} ${String(times).padStart(6)} ${(ms / times).toFixed(3)}`,
    );
  }
} finally {
  await close();
}
