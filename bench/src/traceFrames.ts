/**
 * Where a load page's frames go: a Chrome trace of one run, the renderer main thread's time split by kind of work
 * (script, style, layout, paint, composite/commit, other), self time (a forced layout inside script counts as layout).
 * Machine load moves fps; main-thread time per frame moves much less, so this is the figure to compare changes by.
 */
import type { Page } from "playwright-core";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the thread itself spent, not counting time it waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const kinds: [RegExp, string][] = [
  [
    /^(FunctionCall|EvaluateScript|TimerFire|FireAnimationFrame|EventDispatch|v8|V8|RunMicrotasks|FireIdleCallback|MajorGC|MinorGC|BlinkGC|Canvas|BaseRenderingContext2D)/,
    "script",
  ],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|Document::UpdateStyle|StyleEngine)/, "style"],
  [
    /^(Layout|UpdateLayout|LocalFrameView::performLayout|InlineNode|LayoutNG|IntersectionObserver|ResizeObserver)/,
    "layout",
  ],
  [/^(PrePaint|Paint$|Blink\.PrePaint|Blink\.Paint|PaintImage|RasterTask|Decode|PaintController)/, "paint"],
  [
    /^(Layerize|PaintArtifactCompositor|UpdateLayer|LayerTreeHost|Blink\.CompositingInputs|CompositeLayers|Commit|ProxyMain|cc::|Blink\.Layerize)/,
    "composite",
  ],
  [/^(Receive mojo message|ThreadControllerImpl|RunTask|ThreadPool)/, "tasks/ipc"],
];
const kindOf = (name: string) => kinds.find(([re]) => re.test(name))?.[1] ?? "other";

/** Trace `run()` on `page`; answers the main thread's self time by kind, in ms, and the top event names. */
export async function traceMainThread(
  page: Page,
  run: () => Promise<unknown>,
): Promise<{
  byKind: Record<string, number>;
  byName: [string, number, number][];
  wallMs: number;
  frame: Record<"render" | "animationFrame", { median: number; p90: number; count: number }>;
}> {
  const browser = page.context().browser();
  if (browser === null) throw new Error("no browser to trace");
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "blink",
      "cc",
      "v8",
      "toplevel",
    ],
  });
  const t0 = Date.now();
  await run();
  const wallMs = Date.now() - t0;
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  // The busiest renderer main thread is the page's.
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  let best = main;
  let bestTotal = -1;
  for (const candidate of mains) {
    const total = events
      .filter((e) => e.pid === candidate.pid && e.tid === candidate.tid && e.ph === "X")
      .reduce((a, e) => a + (e.dur ?? 0), 0);
    if (total > bestTotal) {
      bestTotal = total;
      best = candidate;
    }
  }
  if (best === undefined) throw new Error("no renderer main thread in the trace");
  const mine = events
    .filter((e) => e.pid === best.pid && e.tid === best.tid && e.ph === "X" && (e.dur ?? 0) > 0)
    .map((e) => ({ ...e, cpu: e.tdur ?? e.dur ?? 0 }))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Self time: an event's duration less its children's.
  const self = new Map<TraceEvent, number>();
  const stack: (TraceEvent & { cpu: number })[] = [];
  for (const event of mine) {
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as TraceEvent & { cpu: number };
      if (event.ts >= top.ts + (top.dur ?? 0)) stack.pop();
      else break;
    }
    const parent = stack[stack.length - 1];
    self.set(event, event.cpu);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - event.cpu);
    stack.push(event);
  }
  // A frame's rendering (style, layout, paint, layerization, commit) runs inside one BeginMainFrame: its CPU time, the
  // median over the run, is the frame's rendering cost whatever the machine's load did to the frame rate.
  const inclusive = (name: string) => {
    const list = mine
      .filter((e) => e.name === name)
      .map((e) => e.cpu / 1000)
      .sort((a, b) => a - b);
    return {
      median: list[Math.floor(list.length / 2)] ?? 0,
      p90: list[Math.floor(list.length * 0.9)] ?? 0,
      count: list.length,
    };
  };
  const frame = {
    render: inclusive("ProxyMain::BeginMainFrame"),
    animationFrame: inclusive("FireAnimationFrame"),
  };
  const byKind: Record<string, number> = {};
  const names = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const [event, us] of self) {
    // RunTask and ThreadControllerImpl wrap everything: their self time is the scheduler's.
    const kind = kindOf(event.name);
    byKind[kind] = (byKind[kind] ?? 0) + us / 1000;
    names.set(event.name, (names.get(event.name) ?? 0) + us / 1000);
    counts.set(event.name, (counts.get(event.name) ?? 0) + 1);
  }
  const byName = [...names]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, ms]) => [name, ms, counts.get(name) ?? 0] as [string, number, number]);
  return { byKind, byName, wallMs, frame };
}

/**
 * How many compositor layers the page has now, and how many of them are canvases' (DevTools' Layers panel: every
 * layer is one the browser layerizes and commits each frame).
 */
export async function layerCount(page: Page): Promise<{ layers: number; canvases: number }> {
  const session = await page.context().newCDPSession(page);
  try {
    const tree = new Promise<{ layers?: { layerId: string; backendNodeId?: number }[] }>((resolve) => {
      session.on("LayerTree.layerTreeDidChange", (event) => {
        if (event.layers) resolve(event);
      });
    });
    await session.send("LayerTree.enable");
    // The tree comes with the next commit: repaint something small to have one.
    await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement("div"));
      probe.textContent = ".";
      requestAnimationFrame(() => requestAnimationFrame(() => probe.remove()));
    });
    const layers =
      (await Promise.race([tree, new Promise<undefined>((r) => setTimeout(r, 5_000))]))?.layers ?? [];
    const canvases = await page.evaluate(() => document.querySelectorAll("canvas").length);
    return { layers: layers.length, canvases };
  } finally {
    await session.detach();
  }
}
