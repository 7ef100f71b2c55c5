import { useQuery } from "@tanstack/react-query";
import { formatRupees } from "@trade/core";
import { portfolioSummaryOf, portfolioTexts } from "@trade/core/portfolio";
import { useRef } from "react";
import { useTradeClient } from "../tradeClient.js";
import { writeCell } from "../trading/liveTable.js";
import { queryStatus, widgetCss, widgetFrame } from "../widget.js";
import { GainAndPercent, signedPercent, signedRupees } from "./format.js";
import { latestLtp, useHoldingPrices } from "./livePrices.js";
import { portfolioQueries } from "./queries.js";

/**
 * The portfolio's totals (spec 3 §3 Portfolio summary), live over the quote feed: invested value (TotalInvValue),
 * current value (TotalHolding), overall G/L (TotalGL, TotalGLPer) and the day's G/L (TotalDayGL, TotalDayGLPer).
 *
 * @example
 * ```tsx
 * <PortfolioSummary />
 * ```
 */
export function PortfolioSummary() {
  const client = useTradeClient();
  const { data: holdings, isPending, error } = useQuery(portfolioQueries.holdings(client));
  const root = useRef<HTMLDListElement>(null);
  useHoldingPrices(client, holdings, (ltpOf) => {
    const el = root.current;
    if (el === null || holdings === undefined) return;
    const s = portfolioSummaryOf(holdings, ltpOf);
    writeCell(el, "TotalHolding", formatRupees(s.TotalHolding));
    writeCell(el, "TotalGL", signedRupees(s.TotalGL), s.TotalGL);
    writeCell(el, "TotalGLPer", signedPercent(s.TotalGLPer), s.TotalGLPer);
    writeCell(el, "TotalDayGL", signedRupees(s.TotalDayGL), s.TotalDayGL);
    writeCell(el, "TotalDayGLPer", signedPercent(s.TotalDayGLPer), s.TotalDayGLPer);
  });
  const frame = widgetFrame("tk-portfolio-summary", summaryCss);
  const status = queryStatus(error, isPending, "the portfolio");
  if (status) return frame(status);
  const list = holdings ?? [];
  const s = portfolioSummaryOf(list, (h) => latestLtp(client, h));
  const labels = portfolioTexts.summary;
  return frame(
    <dl ref={root}>
      <div>
        <dt>{labels.TotalInvValue}</dt>
        <dd data-cell="TotalInvValue">{formatRupees(s.TotalInvValue)}</dd>
      </div>
      <div>
        <dt>{labels.TotalHolding}</dt>
        <dd data-cell="TotalHolding">{formatRupees(s.TotalHolding)}</dd>
      </div>
      <div>
        <dt>{labels.TotalGL}</dt>
        <dd>
          <GainAndPercent name="TotalGL" amount={s.TotalGL} percent={s.TotalGLPer} />
        </dd>
      </div>
      <div>
        <dt>{labels.TotalDayGL}</dt>
        <dd>
          <GainAndPercent name="TotalDayGL" amount={s.TotalDayGL} percent={s.TotalDayGLPer} />
        </dd>
      </div>
    </dl>,
  );
}

const summaryCss = widgetCss(
  ".tk-portfolio-summary",
  `
.tk-portfolio-summary{display:block;margin:0 0 12px;font-size:var(--tk-font-size,13px);color:var(--tk-text,var(--tk-color-text,#1c2430))}
.tk-portfolio-summary dl{display:grid;grid-template-columns:repeat(4,minmax(150px,1fr));gap:1px;margin:0;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;overflow:hidden;background:var(--tk-border,var(--tk-color-border,#d9dee4))}
.tk-portfolio-summary dl>div{background:var(--tk-color-bg,#ffffff);padding:12px 16px;display:flex;flex-direction:column;gap:4px}
.tk-portfolio-summary dt{font-size:.85em;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
.tk-portfolio-summary dd{margin:0;font-size:1.35em;font-weight:600;font-variant-numeric:tabular-nums;display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
.tk-portfolio-summary .tk-pct{font-size:.68em;font-weight:500}
.tk-portfolio-summary [data-sign=up]{color:var(--tk-buy-text,#116329)}
.tk-portfolio-summary [data-sign=down]{color:var(--tk-sell-text,#a40e26)}
`,
);
