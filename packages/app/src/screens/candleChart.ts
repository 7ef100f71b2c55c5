import { type Candles, formatPrice } from "@trade/core";
import type { ChartRange } from "@trade/core/shell";
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { istDayTime } from "../ui/istTime.js";

/**
 * The candle chart drawn with chart.js, in the on-demand chunk with chart.js itself (about 50 kB gzip): the chart
 * screen loads it beside the candles, so the watchlist beside the chart shows and answers first.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** What the drawing uses of a candle of the contract (minor units, time in epoch seconds). */
export type Candle = Pick<Candles["candles"][number], "time" | "open" | "high" | "low" | "close">;

const dailyLabel = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  year: "2-digit",
  timeZone: "Asia/Kolkata",
});

function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === "" ? fallback : value;
}

/** Wicks (low to high) and bodies (open to close) as floating bars, coloured by direction. */
function datasetsOf(candles: readonly Candle[], divider: number) {
  const gain = cssColour("--gain", "#0a7d3b");
  const loss = cssColour("--loss", "#c62828");
  const colours = candles.map((c) => (c.close >= c.open ? gain : loss));
  return [
    {
      label: "Range",
      data: candles.map((c) => [c.low / divider, c.high / divider] as [number, number]),
      backgroundColor: colours,
      barPercentage: 0.12,
      categoryPercentage: 1,
      grouped: false,
    },
    {
      label: "Candle",
      data: candles.map(
        (c) => [Math.min(c.open, c.close) / divider, Math.max(c.open, c.close) / divider] as [number, number],
      ),
      backgroundColor: colours,
      barPercentage: 0.7,
      categoryPercentage: 1,
      grouped: false,
      minBarLength: 1,
    },
  ];
}

export interface CandleChart {
  /** The last candle follows a live price (minor units): close, and high or low where it passes them. */
  follow(ltp: number): void;
  destroy(): void;
}

/** Draw `candles` (minor units) on `canvas`: daily labels for ranges past a month, OHLC in the tooltip. */
export function drawCandles(
  canvas: HTMLCanvasElement,
  candles: readonly Candle[],
  { range, segment, divider }: { range: ChartRange; segment: number; divider: number },
): CandleChart {
  const series = candles.map((c) => ({ ...c }));
  const daily = !["1d", "5d", "1m"].includes(range);
  const labels = series.map((c) => (daily ? dailyLabel : istDayTime).format(c.time * 1000));
  const chart = new Chart<"bar", [number, number][], string>(canvas, {
    type: "bar",
    data: { labels, datasets: datasetsOf(series, divider) },
    options: {
      animation: false,
      maintainAspectRatio: false,
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (item) => {
              const c = series[item.dataIndex];
              if (c === undefined || item.datasetIndex !== 1) return "";
              const price = (value: number) => formatPrice(value, segment);
              return `O ${price(c.open)}  H ${price(c.high)}  L ${price(c.low)}  C ${price(c.close)}`;
            },
          },
          filter: (item) => item.datasetIndex === 1,
        },
      },
      scales: {
        x: { ticks: { maxTicksLimit: 8, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
        y: { position: "right", beginAtZero: false, grace: "5%", ticks: { maxTicksLimit: 8 } },
      },
    },
  });
  return {
    follow(ltp) {
      const last = series.at(-1);
      if (last === undefined) return;
      last.close = ltp;
      last.high = Math.max(last.high, ltp);
      last.low = Math.min(last.low, ltp);
      const [wicks, bodies] = datasetsOf([last], divider);
      const index = series.length - 1;
      const datasets = chart.data.datasets;
      if (datasets[0] && wicks) {
        datasets[0].data[index] = wicks.data[0] as [number, number];
        (datasets[0].backgroundColor as string[])[index] = wicks.backgroundColor[0] as string;
      }
      if (datasets[1] && bodies) {
        datasets[1].data[index] = bodies.data[0] as [number, number];
        (datasets[1].backgroundColor as string[])[index] = bodies.backgroundColor[0] as string;
      }
      chart.update("none");
    },
    destroy: () => chart.destroy(),
  };
}
