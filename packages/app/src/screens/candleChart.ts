import { type Candles, formatPrice } from "@trade/core";
import type { ChartRange } from "@trade/core/shell";
import { istDayTime } from "../ui/istTime.js";
import type { ChartOverlay } from "./chartOverlayNames.js";
import type { OverlayLine, overlayLines } from "./chartOverlays.js";
import { niceTicks } from "./chartScale.js";

/**
 * The candle chart drawn on a canvas by hand, in an on-demand chunk of its own (about 2 kB gzip): a chart library
 * was 51 kB of the landing route's 209 (issue 13: at most 180 kB with everything the first screen draws), and the
 * chart needs only candles, two axes and a tooltip.
 */

/** What the drawing uses of a candle of the contract (minor units, time in epoch seconds). */
export type Candle = Pick<Candles["candles"][number], "time" | "open" | "high" | "low" | "close">;

const dailyLabel = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  year: "2-digit",
  timeZone: "Asia/Kolkata",
});
const tickLabel = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 4 });

/** At most this many labels on each axis, as the chart had. */
const maxTicks = 8;
/** The share of a candle's band its body and its wick take. */
const bodyShare = 0.7;
const wickShare = 0.12;
const fontPx = 12;
const gap = 6;

function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === "" ? fallback : value;
}

export interface CandleChart {
  /** The last candle follows a live price (minor units): close, and high or low where it passes them. */
  follow(ltp: number): void;
  /** Draw these indicators over the candles (none: candles only). */
  showOverlays(chosen: readonly ChartOverlay[]): void;
  destroy(): void;
}

/**
 * The overlays' engine (the indicators) loads the first time a chart has an overlay to draw: most charts show candles
 * only, and the engine is most of what the chart would otherwise load.
 */
let overlayEngine: typeof overlayLines | undefined;
let overlayEngineLoad: Promise<typeof overlayLines> | undefined;
function loadOverlayEngine(): Promise<typeof overlayLines> {
  overlayEngineLoad ??= import("./chartOverlays.js").then((m) => {
    overlayEngine = m.overlayLines;
    return m.overlayLines;
  });
  return overlayEngineLoad;
}

/**
 * Draw `candles` (minor units) on `canvas`, sized to its parent: wicks from low to high and bodies from open to
 * close, green up and red down; prices on the right, daily labels for ranges past a month, OHLC in a tooltip.
 */
export function drawCandles(
  canvas: HTMLCanvasElement,
  candles: readonly Candle[],
  {
    range,
    segment,
    divider,
    overlays = [],
  }: { range: ChartRange; segment: number; divider: number; overlays?: readonly ChartOverlay[] },
): CandleChart {
  const series = candles.map((c) => ({ ...c }));
  const daily = !["1d", "5d", "1m"].includes(range);
  const labels = series.map((c) => (daily ? dailyLabel : istDayTime).format(c.time * 1000));
  const context = canvas.getContext("2d");
  const parent = canvas.parentElement;
  let hovered: number | undefined;
  /** Where the last drawing put the candles, for the pointer. */
  let layout = { left: 0, band: 1 };
  let chosen = overlays;
  /** The overlays' lines, computed again when the candles or the choice change (the live candle too). */
  let lines: OverlayLine[] = [];
  let destroyed = false;
  /** The lines of the overlays chosen now; drawn at once when the engine is loaded, once it has loaded otherwise. */
  function computeLines(): void {
    if (chosen.length === 0) lines = [];
    else if (overlayEngine !== undefined) lines = overlayEngine(series, chosen);
    else {
      void loadOverlayEngine().then((engine) => {
        if (destroyed) return;
        lines = chosen.length === 0 ? [] : engine(series, chosen);
        draw();
      });
    }
  }

  function draw(): void {
    if (context === null || parent === null) return;
    const ratio = window.devicePixelRatio || 1;
    const width = parent.clientWidth;
    const height = parent.clientHeight;
    // Sized only when the box or the pixel ratio changed: setting a canvas's size clears and reallocates it.
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.style.display = "block";
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    if (series.length === 0) return;

    const text = cssColour("--muted", "#666");
    const grid = cssColour("--border", "rgba(0, 0, 0, 0.1)");
    const gain = cssColour("--gain", "#0a7d3b");
    const loss = cssColour("--loss", "#c62828");
    context.font = `${fontPx}px ${getComputedStyle(canvas).fontFamily || "sans-serif"}`;
    context.textBaseline = "middle";

    const shownValues = lines.flatMap((line) => Array.from(line.values).filter(Number.isFinite));
    const low = Math.min(...series.map((c) => c.low), ...shownValues) / divider;
    const high = Math.max(...series.map((c) => c.high), ...shownValues) / divider;
    const grace = (high - low || Math.abs(high) || 1) * 0.05;
    const ticks = niceTicks(low - grace, high + grace, maxTicks);
    const yMin = Math.min(low - grace, ticks[0] ?? low);
    const yMax = Math.max(high + grace, ticks.at(-1) ?? high);
    const axisWidth =
      Math.max(...ticks.map((tick) => context.measureText(tickLabel.format(tick)).width)) + 2 * gap;
    const plot = { left: gap, top: gap, right: width - axisWidth, bottom: height - fontPx - 2 * gap };
    const y = (price: number) => plot.bottom - ((price - yMin) / (yMax - yMin)) * (plot.bottom - plot.top);
    const band = (plot.right - plot.left) / series.length;
    const x = (index: number) => plot.left + (index + 0.5) * band;
    layout = { left: plot.left, band };

    // Grid and price axis.
    context.fillStyle = text;
    context.strokeStyle = grid;
    context.lineWidth = 1;
    context.textAlign = "left";
    for (const tick of ticks) {
      const at = Math.round(y(tick)) + 0.5;
      context.beginPath();
      context.moveTo(plot.left, at);
      context.lineTo(plot.right, at);
      context.stroke();
      context.fillText(tickLabel.format(tick), plot.right + gap, at);
    }

    // Time axis: at most `maxTicks` labels, evenly skipped.
    context.textAlign = "center";
    const every = Math.max(1, Math.ceil(series.length / maxTicks));
    for (let index = 0; index < series.length; index += every) {
      context.fillText(labels[index] ?? "", x(index), plot.bottom + gap + fontPx / 2);
    }

    // Candles: a wick from low to high, a body from open to close (at least a pixel).
    series.forEach((c, index) => {
      context.fillStyle = c.close >= c.open ? gain : loss;
      const wick = Math.max(1, band * wickShare);
      context.fillRect(
        x(index) - wick / 2,
        y(c.high / divider),
        wick,
        y(c.low / divider) - y(c.high / divider),
      );
      const body = Math.max(1, band * bodyShare);
      const top = y(Math.max(c.open, c.close) / divider);
      context.fillRect(
        x(index) - body / 2,
        top,
        body,
        Math.max(1, y(Math.min(c.open, c.close) / divider) - top),
      );
    });

    // Overlays: a line through each candle's value, broken where the indicator has none (its warm-up).
    context.lineWidth = 1.5;
    for (const line of lines) {
      context.strokeStyle = line.colour;
      context.beginPath();
      let drawing = false;
      line.values.forEach((value, index) => {
        if (!Number.isFinite(value)) {
          drawing = false;
          return;
        }
        if (drawing) context.lineTo(x(index), y(value / divider));
        else context.moveTo(x(index), y(value / divider));
        drawing = true;
      });
      context.stroke();
    }

    // Drawn: which lines, for the screenshots and tests to wait for.
    canvas.dataset.lines = lines.map((line) => line.label).join(",");

    const c = hovered === undefined ? undefined : series[hovered];
    if (c !== undefined && hovered !== undefined) drawTooltip(context, hovered, c, { x: x(hovered), width });
  }

  function drawTooltip(
    ctx: CanvasRenderingContext2D,
    index: number,
    c: Candle,
    at: { x: number; width: number },
  ) {
    const price = (value: number) => formatPrice(value, segment);
    const rows = [
      labels[index] ?? "",
      `O ${price(c.open)}  H ${price(c.high)}  L ${price(c.low)}  C ${price(c.close)}`,
      ...lines.flatMap((line) => {
        const value = line.values[index];
        return value === undefined || !Number.isFinite(value)
          ? []
          : [`${line.label} ${price(Math.round(value))}`];
      }),
    ];
    const boxWidth = Math.max(...rows.map((row) => ctx.measureText(row).width)) + 2 * gap;
    const boxHeight = rows.length * (fontPx + gap) + gap;
    const left = Math.min(Math.max(0, at.x + gap), at.width - boxWidth);
    ctx.fillStyle = "rgba(0, 0, 0, 0.8)";
    ctx.fillRect(left, gap, boxWidth, boxHeight);
    ctx.fillStyle = "#fff";
    ctx.textAlign = "left";
    rows.forEach((row, at) => {
      ctx.fillText(row, left + gap, gap + gap + fontPx / 2 + at * (fontPx + gap));
    });
  }

  const onMove = (event: MouseEvent) => {
    const index = Math.floor(
      (event.clientX - canvas.getBoundingClientRect().left - layout.left) / layout.band,
    );
    const next = index >= 0 && index < series.length ? index : undefined;
    if (next !== hovered) {
      hovered = next;
      draw();
    }
  };
  const onLeave = () => {
    hovered = undefined;
    draw();
  };
  canvas.addEventListener("mousemove", onMove);
  canvas.addEventListener("mouseleave", onLeave);
  const resized = new ResizeObserver(() => draw());
  if (parent !== null) resized.observe(parent);
  computeLines();
  draw();

  return {
    follow(ltp) {
      const last = series.at(-1);
      if (last === undefined) return;
      last.close = ltp;
      last.high = Math.max(last.high, ltp);
      last.low = Math.min(last.low, ltp);
      if (chosen.length > 0) computeLines();
      draw();
    },
    showOverlays(next) {
      chosen = next;
      computeLines();
      draw();
    },
    destroy() {
      destroyed = true;
      resized.disconnect();
      canvas.removeEventListener("mousemove", onMove);
      canvas.removeEventListener("mouseleave", onLeave);
      context?.clearRect(0, 0, canvas.width, canvas.height);
    },
  };
}
