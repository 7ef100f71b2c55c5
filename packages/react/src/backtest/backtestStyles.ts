import { tableCss } from "../trading/tableStyles.js";

/** The backtest modal's look: the tables' tokens, a wider dialog, the metrics grid, the tabs and the graph's box. */
export const backtestCss = `${tableCss(".tk-backtest")}
.tk-backtest .tk-dialog{width:min(760px,94vw);max-width:760px;max-height:86vh}
.tk-backtest .tk-backtest-form{display:flex;flex-wrap:wrap;gap:8px 12px;align-items:end;margin:0 0 8px}
.tk-backtest .tk-backtest-form .tk-field{margin:0}
.tk-backtest .tk-backtest-form .tk-field input{width:72px;text-align:right}
.tk-backtest .tk-backtest-form .tk-problem{flex-basis:100%;margin:0}
.tk-backtest .tk-backtest-failed{border:1px solid var(--tk-sell-text,#a40e26);border-radius:6px;padding:8px 12px;margin:8px 0}
.tk-backtest .tk-backtest-failed strong{color:var(--tk-sell-text,#a40e26)}
.tk-backtest .tk-backtest-failed p{margin:4px 0 0}
.tk-backtest .tk-backtest-tabs{display:flex;gap:4px;border-bottom:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));margin:8px 0}
.tk-backtest .tk-backtest-tabs [role=tab]{border:0;border-bottom:2px solid transparent;border-radius:0;background:transparent;padding:6px 12px}
.tk-backtest .tk-backtest-tabs [role=tab][aria-selected=true]{border-bottom-color:var(--tk-accent,#0969da);font-weight:600}
.tk-backtest .tk-backtest-metrics{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:0}
.tk-backtest .tk-backtest-metrics div{border:1px solid var(--tk-border,var(--tk-color-border,#eaeef2));border-radius:6px;padding:6px 10px}
.tk-backtest .tk-backtest-metrics dt{font-size:.85em;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
.tk-backtest .tk-backtest-metrics dd{margin:2px 0 0;font-weight:600;font-variant-numeric:tabular-nums}
.tk-backtest [role=table] [role=row]{grid-template-columns:28px minmax(110px,1fr) 80px minmax(110px,1fr) 80px 90px 48px 96px}
.tk-backtest .tk-pager{justify-content:space-between;margin-top:8px}
.tk-backtest .tk-backtest-graph{position:relative;height:260px}
`;
