import type { QuoteFeed } from "@trade/core/feed";

/** What a load run measured: frames, long tasks, and the feed's per-frame work. */
export interface LoadFigures {
  sent: number;
  fps: number;
  p95FrameMs: number;
  longTasks: number;
  longestTaskMs: number;
  flushP95Ms: number;
  ingestP95Ms: number;
}

/**
 * Feed pre-encoded ticks (`ends[i]`: where tick i ends in `buffer`) into `feed` at `ticksPerSecond` for `seconds`,
 * as the socket would, while counting frames and long tasks; waits for the DOM texts to settle before answering.
 * Shared by the widgets' load pages (perf.tsx, optionsPerf.tsx).
 */
export async function measureLoad(
  feed: QuoteFeed,
  ticks: { buffer: ArrayBuffer; ends: Uint32Array },
  ticksPerSecond: number,
  seconds: number,
): Promise<LoadFigures> {
  const { buffer, ends } = ticks;
  const total = ends.length;
  const flushes: number[] = [];
  const ingests: number[] = [];
  const originalFlush = feed.flush.bind(feed);
  const originalIngest = feed.ingest.bind(feed);
  feed.flush = () => {
    const t = performance.now();
    originalFlush();
    flushes.push(performance.now() - t);
  };
  feed.ingest = (data) => {
    const t = performance.now();
    originalIngest(data);
    ingests.push(performance.now() - t);
  };
  // Encoding is the test's set-up (the network would deliver the bytes): let its task end before long tasks count.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const frames: number[] = [];
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  try {
    observer.observe({ type: "longtask", buffered: false });
  } catch {
    // Long tasks are not observable here; none are reported.
  }
  let sent = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  let previous = start;
  await new Promise<void>((resolve) => {
    const frame = (now: number) => {
      frames.push(now - previous);
      previous = now;
      if (now < end) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
    const pump = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - start) / 1000) * ticksPerSecond));
      if (due > sent && ticksPerSecond > 0) {
        const from = sent === 0 ? 0 : (ends[sent - 1] as number);
        feed.ingest(new DataView(buffer, from, (ends[due - 1] as number) - from));
        sent = due;
      }
      if (now < end) setTimeout(pump, 4);
    };
    pump();
  });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  observer.disconnect();
  feed.flush = originalFlush;
  feed.ingest = originalIngest;
  const p95 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length * 0.95)] ?? 0;
  const sorted = frames.slice(1).sort((a, b) => a - b);
  const time = frames.slice(1).reduce((a, b) => a + b, 0);
  return {
    sent,
    fps: (sorted.length * 1000) / time,
    p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    longTasks: longTasks.length,
    longestTaskMs: Math.max(0, ...longTasks),
    flushP95Ms: p95(flushes),
    ingestP95Ms: p95(ingests),
  };
}

/**
 * After a run: wait (up to 3 s) until `staleCount()` is 0. The rows' numbers are drawn on canvases and their DOM texts,
 * which the pages read, follow within a second (live/liveCanvas.ts, `TextMirror`). Answers what is still stale and
 * how long the texts took to catch up.
 */
export async function settleTexts(staleCount: () => number): Promise<{ stale: number; copyWaitMs: number }> {
  const start = performance.now();
  while (staleCount() > 0 && performance.now() - start < 3_000) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { stale: staleCount(), copyWaitMs: performance.now() - start };
}
