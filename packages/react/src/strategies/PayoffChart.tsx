import { fromMinor } from "@trade/core";
import type { PayoffPoint } from "@trade/core/options";
import { useEffect, useRef } from "react";

export interface PayoffChartProps {
  curve: readonly PayoffPoint[];
  /** The segment the prices and amounts are in (their divider). */
  segment: number;
  /** The underlying's price now, marked on the chart. */
  spot: number;
}

const colours = {
  expiry: "#2563eb",
  today: "#d97706",
  profit: "rgba(22,163,74,.16)",
  loss: "rgba(220,38,38,.14)",
};

/**
 * The payoff at expiry (filled green where it profits, red where it loses) and today (dashed), over the underlying's
 * price, drawn with chart.js (loaded when the chart first shows). The canvas is a picture: the figures and the payoff
 * table beside it say the same in words.
 */
export function PayoffChart({ curve, segment, spot }: PayoffChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = curve.map((p) => `${p.price}:${p.expiry}:${p.today}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the curve drawn.
  useEffect(() => {
    const element = canvas.current;
    if (element === null || curve.length === 0) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    const x = (price: number) => fromMinor(price, segment);
    const y = (value: number) => fromMinor(value, segment);
    void import("chart.js").then(
      ({ Chart, LineController, LineElement, PointElement, LinearScale, Filler, Tooltip }) => {
        if (cancelled) return;
        Chart.register(LineController, LineElement, PointElement, LinearScale, Filler, Tooltip);
        const styles = getComputedStyle(element);
        const text = styles.color || "#57606a";
        const grid = styles.getPropertyValue("--tk-color-border").trim() || "#d9dee4";
        chart = new Chart(element, {
          type: "line",
          data: {
            datasets: [
              {
                label: "At expiry",
                data: curve.map((p) => ({ x: x(p.price), y: y(p.expiry) })),
                borderColor: colours.expiry,
                borderWidth: 2,
                pointRadius: 0,
                fill: { target: "origin", above: colours.profit, below: colours.loss },
              },
              {
                label: "Today",
                data: curve.map((p) => ({ x: x(p.price), y: y(p.today) })),
                borderColor: colours.today,
                borderWidth: 1.5,
                borderDash: [5, 4],
                pointRadius: 0,
              },
              {
                label: "Spot",
                data: [
                  { x: x(spot), y: y(Math.min(...curve.map((p) => Math.min(p.expiry, p.today)))) },
                  { x: x(spot), y: y(Math.max(...curve.map((p) => Math.max(p.expiry, p.today)))) },
                ],
                borderColor: text,
                borderWidth: 1,
                borderDash: [2, 3],
                pointRadius: 0,
              },
            ],
          },
          options: {
            animation: false,
            responsive: true,
            maintainAspectRatio: false,
            interaction: { mode: "index", intersect: false },
            scales: {
              x: { type: "linear", ticks: { color: text, maxTicksLimit: 8 }, grid: { color: grid } },
              y: { ticks: { color: text, maxTicksLimit: 7 }, grid: { color: grid } },
            },
            plugins: { tooltip: { enabled: true } },
          },
        });
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [key, segment, spot]);
  return (
    <div className="tk-sb-chart">
      <canvas ref={canvas} aria-hidden="true" data-testid="payoff-chart" />
    </div>
  );
}
