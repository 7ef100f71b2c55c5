import { useQuery } from "@tanstack/react-query";
import { formatRupees } from "@trade/core";
import {
  type AllocationSlice,
  allocationOf,
  allocationTopSectors,
  holdingFigures,
  marketCapLabels,
  portfolioTexts,
} from "@trade/core/portfolio";
import { useEffect, useId, useRef } from "react";
import { useTradeClient } from "../tradeClient.js";
import { queryStatus, widgetCss, widgetFrame } from "../widget.js";
import { latestLtp } from "./livePrices.js";
import { portfolioQueries } from "./queries.js";

/** The slices' colours, in order (the same in both themes; each slice is also named in the legend). */
export const allocationColours = ["#2563eb", "#16a34a", "#f59e0b", "#db2777", "#7c3aed", "#64748b"] as const;

export interface AllocationChartProps {
  /** By sector (the top 5 and Others, spec 3 §2) or by market cap. */
  by: "sector" | "marketCap";
}

/**
 * An allocation view of the holdings (spec 3 §2): their market value by sector (the top 5 sectors and Others) or by
 * market cap, as a doughnut (chart.js, loaded when the chart first shows) with a legend that names every slice, its
 * share and its value, which is also what a screen reader reads.
 *
 * @example
 * ```tsx
 * <AllocationChart by="sector" />
 * ```
 */
export function AllocationChart({ by }: AllocationChartProps) {
  const client = useTradeClient();
  const { data: holdings, isPending, error } = useQuery(portfolioQueries.holdings(client));
  const canvas = useRef<HTMLCanvasElement>(null);
  const headingId = useId();
  const slices: AllocationSlice[] =
    holdings === undefined
      ? []
      : allocationOf(
          holdings,
          (h) => (by === "sector" ? h.sectorName : marketCapLabels[h.mktCap]),
          (h) => holdingFigures(h, latestLtp(client, h)).mktValue,
          by === "sector" ? allocationTopSectors : undefined,
        );
  const key = slices.map((s) => `${s.label}:${s.value}`).join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the slices drawn.
  useEffect(() => {
    const el = canvas.current;
    if (el === null || slices.length === 0) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import("chart.js").then(({ Chart, DoughnutController, ArcElement, Tooltip }) => {
      if (cancelled) return;
      Chart.register(DoughnutController, ArcElement, Tooltip);
      chart = new Chart(el, {
        type: "doughnut",
        data: {
          labels: slices.map((s) => s.label),
          datasets: [
            {
              data: slices.map((s) => s.value / 100),
              backgroundColor: slices.map(
                (_, i) => allocationColours[i % allocationColours.length] as string,
              ),
              borderWidth: 0,
            },
          ],
        },
        options: {
          cutout: "62%",
          animation: false,
          responsive: false,
          plugins: { tooltip: { enabled: true } },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [key]);

  const title = by === "sector" ? portfolioTexts.allocationBySector : portfolioTexts.allocationByMarketCap;
  const frame = widgetFrame("tk-allocation", allocationCss);
  const status = queryStatus(error, isPending, "the allocation");
  return frame(
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {status ??
        (slices.length === 0 ? (
          <p className="tk-muted">{portfolioTexts.noHoldings}</p>
        ) : (
          <div className="tk-allocation-body">
            <canvas ref={canvas} width={140} height={140} aria-hidden="true" />
            <ul aria-label={title}>
              {slices.map((slice, i) => (
                <li key={slice.label}>
                  <span
                    className="tk-swatch"
                    style={{ background: allocationColours[i % allocationColours.length] }}
                  />
                  <span className="tk-label">{slice.label}</span>
                  <span className="tk-share">{slice.percent.toFixed(2)}%</span>
                  <span className="tk-value">{formatRupees(slice.value)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>,
  );
}

const allocationCss = widgetCss(
  ".tk-allocation",
  `
.tk-allocation{font-size:var(--tk-font-size,13px);color:var(--tk-text,var(--tk-color-text,#1c2430))}
.tk-allocation section{border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;padding:12px 16px;background:var(--tk-color-bg,#ffffff);height:100%}
.tk-allocation h3{margin:0 0 10px;font-size:1em;font-weight:600}
.tk-allocation .tk-allocation-body{display:flex;gap:20px;align-items:center}
.tk-allocation canvas{flex:none;width:140px;height:140px}
.tk-allocation ul{list-style:none;margin:0;padding:0;flex:1;display:flex;flex-direction:column;gap:6px;min-width:0}
.tk-allocation li{display:grid;grid-template-columns:10px minmax(0,1fr) 60px 110px;gap:8px;align-items:center}
.tk-allocation .tk-swatch{width:10px;height:10px;border-radius:2px}
.tk-allocation .tk-label{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tk-allocation .tk-share,.tk-allocation .tk-value{text-align:right;font-variant-numeric:tabular-nums}
.tk-allocation .tk-value,.tk-allocation .tk-muted{color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
`,
);
