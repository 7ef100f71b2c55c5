import { tableCss } from "../trading/tableStyles.js";
import { widgetCss } from "../widget.js";

/** The alert pad's and list's scoped styles: the tables' look, then a dense two-line form. */
export const alertCss = widgetCss(
  ".tk-alerts",
  `${tableCss(".tk-alerts")}
.tk-alerts .tk-alert-form{display:flex;flex-direction:column;gap:6px}
.tk-alerts .tk-alert-title{font-size:1.05em;font-weight:600;margin:0}
.tk-alerts .tk-alert-sub{font-size:.8em;font-weight:600;text-transform:uppercase;letter-spacing:.03em;color:var(--tk-muted,var(--tk-color-text-muted,#57606a));margin:4px 0 0}
.tk-alerts .tk-alert-grid{display:grid;grid-template-columns:1fr 140px;gap:8px}
.tk-alerts .tk-alert-row{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:flex-end}
.tk-alerts .tk-value input{width:96px}
.tk-alerts .tk-alert-box{border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;margin:0;padding:2px 10px 8px}
.tk-alerts .tk-alert-box legend{font-weight:600;padding:0 4px;font-size:.9em}
.tk-alerts .tk-field{margin:2px 0;gap:2px}
.tk-alerts .tk-field>span{font-size:.85em;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
.tk-alerts .tk-field input{font:inherit;color:inherit;background:var(--tk-color-bg,#ffffff);border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:4px;padding:5px 6px;min-height:30px}
.tk-alerts .tk-alert-grid .tk-field input{width:100%}
.tk-alerts .tk-param input{width:64px}
.tk-alerts .tk-inline input{width:90px}
.tk-alerts .tk-inline input[type=datetime-local]{width:168px;padding:4px}
.tk-alerts .tk-alert-kind{align-self:flex-end;margin-bottom:2px}
.tk-alerts .tk-check{display:flex;gap:6px;align-items:center;margin:4px 0}
.tk-alerts .tk-alert-foot{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin-top:2px}
.tk-alerts .tk-alert-foot .tk-spacer{flex:1}
.tk-alerts .tk-alert-foot .tk-btn-primary{padding:7px 16px;font-weight:600}
.tk-alerts .tk-alert-problem{color:var(--tk-muted,var(--tk-color-text-muted,#57606a));font-size:.9em}
.tk-alerts .tk-alert-backtest{font-size:.85em;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
.tk-alerts .tk-alert-ok{color:var(--tk-buy-text,#116329);margin:0}
.tk-alerts .tk-alert-failure{color:var(--tk-sell-text,#a40e26);margin:0}
.tk-alerts .tk-alert-none,.tk-alerts .tk-alert-saved{padding:16px;text-align:center;display:flex;flex-direction:column;gap:8px;align-items:center}
.tk-alerts .tk-alert-none p,.tk-alerts .tk-alert-saved p{margin:0}
.tk-alerts .tk-alert-presets ul{list-style:none;margin:4px 0 0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(170px,1fr));gap:6px}
.tk-alerts .tk-alert-presets button{width:100%;height:100%;text-align:left;display:flex;flex-direction:column;gap:2px;padding:6px 8px}
.tk-alerts .tk-alert-presets button span{font-size:.85em}
.tk-alerts .tk-alert-presets button[aria-pressed=true]{border-color:var(--tk-accent,#1f5eff);background:var(--tk-selected,#edf3ff)}
.tk-alerts .tk-chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.tk-alerts .tk-chips li{display:flex;align-items:center;gap:2px;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:12px;padding:1px 4px 1px 10px}
.tk-alerts .tk-chips button{border:0;background:transparent;padding:0 6px}
.tk-alerts .tk-alert-stocks{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.tk-alerts .tk-alert-search{position:relative}
.tk-alerts .tk-alert-search input{font:inherit;color:inherit;background:var(--tk-color-bg,#ffffff);border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:4px;padding:4px 8px;width:220px}
.tk-alerts .tk-alert-results{position:absolute;z-index:20;left:0;top:100%;min-width:220px;list-style:none;margin:2px 0 0;padding:4px;background:var(--tk-color-bg,#ffffff);border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.18)}
.tk-alerts .tk-alert-results button{display:flex;width:100%;border:0;background:transparent;text-align:left;padding:4px 8px}
.tk-alerts .tk-badge[data-tone=paused]{color:#7a4a00;background:#fdf0d5}
.tk-theme-dark .tk-alerts .tk-badge[data-tone=paused]{color:#f5cf7a;background:#3d2e0c}
.tk-alerts.tk-alert-list [role=row]{grid-template-columns:minmax(140px,1.2fr) minmax(120px,.9fr) minmax(220px,2fr) 90px 70px 90px 130px 170px}
.tk-alerts.tk-alert-list .tk-cond{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
`,
);
