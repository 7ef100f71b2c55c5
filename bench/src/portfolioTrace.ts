/**
 * Where the equity table's frames go (issue 20): runs the portfolio load page at `TICKS` ticks/s (default 5,000) for
 * `SECONDS` (default 5) under a Chrome trace and prints the renderer main thread's CPU time per frame by kind (script,
 * style, layout, paint, ...). On a shared machine fps says little; main-thread time per frame compares before/after.
 * `TRACE_OUT=file.json` keeps the trace (open it in DevTools' Performance panel). Run: `pnpm --filter @trade/bench run trace:portfolio`.
 */
import { writeFileSync } from "node:fs";
import { layerCount } from "./traceFrames.js";
import { openGalleryPage } from "./widgetsPerf.js";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: on a shared machine the wall time also counts waiting for a core. */
  tdur?: number;
  args?: { name?: string; data?: { frame?: string } };
}

const kinds: Record<string, string> = {
  FunctionCall: "script",
  EvaluateScript: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  "v8.callFunction": "script",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint",
  PaintImage: "paint",
  Layerize: "layerize",
  UpdateLayer: "layerize",
  "LocalFrameView::RunPostLifecycleSteps": "post-lifecycle",
  Commit: "commit",
  HitTest: "hit test",
  ParseHTML: "parse",
  "ProxyMain::BeginMainFrame::commit": "commit",
};

const ticks = Number(process.env.TICKS ?? 5000);
const seconds = Number(process.env.SECONDS ?? 5);
const { page, close } = await openGalleryPage("portfolio-perf.html");
try {
  // A function, not a string: a string predicate is evaluated again on every poll, which the page's CSP refuses.
  await page.waitForFunction(
    () => (window as unknown as { portfolioPerf?: { ready: () => boolean } }).portfolioPerf?.ready() === true,
    undefined,
    { timeout: 60_000 },
  );
  const browser = page.context().browser();
  if (browser === null) throw new Error("no browser");
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "cc", "v8"],
  });
  const figures = await page.evaluate(`window.portfolioPerf.run(${ticks}, ${seconds})`);
  const raw = await browser.stopTracing();
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, raw);
  const trace = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  if (main === undefined) throw new Error("no renderer main thread in the trace");
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur);
  const tasks = onMain.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
  const from = Math.min(...tasks.map((t) => t.ts));
  const to = Math.max(...tasks.map((t) => t.ts + (t.dur ?? 0)));
  const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
  const busy = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const busyCpu = tasks.reduce((sum, t) => sum + cpu(t), 0);
  // A frame the main thread rendered: one lifecycle update each.
  const frames = onMain.filter((e) => e.name === "WebFrameWidgetImpl::UpdateLifecycle").length || 1;
  // Outermost events of each kind only (a Layout inside a Layout counts once).
  const byKind = new Map<string, number>();
  const open: { kind: string; end: number }[] = [];
  for (const e of [...onMain].sort((a, b) => a.ts - b.ts)) {
    const kind = kinds[e.name];
    if (kind === undefined) continue;
    while (open.length > 0 && (open[open.length - 1] as { end: number }).end <= e.ts) open.pop();
    if (!open.some((o) => o.kind === kind)) byKind.set(kind, (byKind.get(kind) ?? 0) + cpu(e));
    open.push({ kind, end: e.ts + (e.dur ?? 0) });
  }
  const ms = (us: number) => (us / 1000).toFixed(2);
  console.log(`${ticks} ticks/s for ${seconds} s:`, figures);
  console.log(
    `main thread busy ${ms(busy)} ms of ${ms(to - from)} ms wall (${((100 * busy) / (to - from)).toFixed(0)}%), ` +
      `${ms(busyCpu)} ms CPU (${((100 * busyCpu) / (to - from)).toFixed(0)}% of a core); ${frames} main frames: ${ms(busyCpu / frames)} ms CPU a frame, by kind (CPU):`,
  );
  const { layers, canvases } = await layerCount(page);
  console.log(`  ${layers} compositor layers, ${canvases} canvases on the page`);
  for (const [kind, us] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.log(`  ${kind.padEnd(16)} ${ms(us).padStart(9)} ms  ${ms(us / frames)} ms a frame`);
} finally {
  await close();
}
