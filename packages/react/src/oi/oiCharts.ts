import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { formatOi } from "./texts.js";

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

/** What one dataset stands for: a call side, a put side, a ratio (its own axis on the right), or one of several. */
export type OiTone = "call" | "put" | "ratio" | number;

/** One chart: bars per strike or lines through the day, each dataset in OI units (a ratio on its own axis). */
export interface OiChartSpec {
  type: "bar" | "line";
  labels: string[];
  datasets: { label: string; data: number[]; tone: OiTone }[];
}

/** A theme token's value on the element (the widget's light or dark palette), or the fallback. */
function token(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** Six colours a multi-strike chart tells its contracts apart by, readable on light and dark. */
const palette = ["#1f6feb", "#d4731a", "#8250df", "#1a7f7a", "#bf3989", "#7d8590"];

/** Draw an OI chart with chart.js on a canvas; answers the way to take it down. Loaded when a chart first shows. */
export function drawOiChart(canvas: HTMLCanvasElement, spec: OiChartSpec): () => void {
  const call = token(canvas, "--tk-sell-text", "#a40e26");
  const put = token(canvas, "--tk-buy-text", "#116329");
  const muted = token(canvas, "--tk-color-text-muted", "#57606a");
  const grid = token(canvas, "--tk-color-border", "#d9dee4");
  const colour = (tone: OiTone) =>
    tone === "call" ? call : tone === "put" ? put : tone === "ratio" ? muted : (palette[tone % 6] as string);
  const hasRatio = spec.datasets.some((d) => d.tone === "ratio");
  const chart = new Chart(canvas, {
    type: spec.type,
    data: {
      labels: spec.labels,
      datasets: spec.datasets.map((d) => ({
        label: d.label,
        data: d.data,
        borderColor: colour(d.tone),
        backgroundColor: spec.type === "bar" ? `${colour(d.tone)}cc` : colour(d.tone),
        borderWidth: spec.type === "bar" ? 0 : 1.5,
        pointRadius: 0,
        ...(d.tone === "ratio" ? { yAxisID: "ratio", borderDash: [4, 3] } : { yAxisID: "y" }),
      })),
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      interaction: { mode: "index", intersect: false },
      scales: {
        x: { ticks: { color: muted, maxTicksLimit: 12, autoSkip: true }, grid: { display: false } },
        y: { ticks: { color: muted, callback: (value) => formatOi(Number(value)) }, grid: { color: grid } },
        ...(hasRatio
          ? { ratio: { position: "right" as const, ticks: { color: muted }, grid: { display: false } } }
          : {}),
      },
      plugins: {
        legend: { labels: { color: muted, boxWidth: 10, boxHeight: 10 } },
        tooltip: {
          callbacks: {
            label: (item) => {
              const value = Number(item.parsed.y);
              const tone = spec.datasets[item.datasetIndex]?.tone;
              return `${item.dataset.label}: ${tone === "ratio" ? value.toFixed(2) : formatOi(value)}`;
            },
          },
        },
      },
    },
  });
  return () => chart.destroy();
}
