import { tableCss } from "../trading/tableStyles.js";
import { widgetCss } from "../widget.js";

/**
 * The transfer widgets' look, scoped under `root`, from the theme's tokens like the tables: dense forms in a grid,
 * the steps of the flow as a numbered bar, the stocks as a table with right-aligned figures.
 */
export const transferCss = (root: string): string =>
  widgetCss(
    root,
    `${tableCss(root)}
${root}{display:block}
${root} .tk-steps{list-style:none;display:flex;gap:0;margin:0 0 16px;padding:0;counter-reset:step}
${root} .tk-steps li{flex:1;display:flex;align-items:center;gap:8px;padding:8px 10px;border-bottom:2px solid var(--tk-border,var(--tk-color-border,#d9dee4));color:var(--tk-muted,var(--tk-color-text-muted,#57606a));font-weight:600;counter-increment:step}
${root} .tk-steps li::before{content:counter(step);display:inline-grid;place-items:center;width:22px;height:22px;border-radius:50%;border:1px solid currentColor;font-size:.85em}
${root} .tk-steps li[aria-current=step]{color:var(--tk-text,var(--tk-color-text,#1c2430));border-color:var(--tk-accent,#1f5eff)}
${root} .tk-steps li[data-done=true]{color:var(--tk-buy-text,#116329);border-color:var(--tk-buy-text,#116329)}
${root} .tk-form{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px 16px;align-items:start}
${root} .tk-field{display:flex;flex-direction:column;gap:4px}
${root} .tk-field label{font-size:.85em;font-weight:600}
${root} .tk-field input,${root} .tk-qty{border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:4px;padding:6px 8px;background:var(--tk-color-bg,#ffffff);color:inherit;font:inherit}
${root} .tk-field [aria-invalid=true],${root} .tk-qty[aria-invalid=true]{border-color:var(--tk-sell-text,#a40e26)}
${root} .tk-form .tk-field input,${root} .tk-form .tk-field select{width:100%;box-sizing:border-box;height:32px}
${root} .tk-qty{width:80px;text-align:right;font-variant-numeric:tabular-nums;padding:3px 6px}
${root} .tk-problem{color:var(--tk-sell-text,#a40e26);margin:2px 0 0;font-size:.85em}
${root} .tk-empty{color:var(--tk-muted,var(--tk-color-text-muted,#57606a));padding:16px 12px;margin:0;text-align:center;border:1px dashed var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px}
${root} .tk-note{margin:0 0 12px;padding:8px 12px;border-radius:6px;background:var(--tk-surface,var(--tk-color-surface,#f5f7fa));color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} .tk-note a,${root} .tk-foot a{color:var(--tk-accent,#1f5eff)}
${root} .tk-pending{display:flex;align-items:center;gap:12px;justify-content:space-between;color:inherit;border-left:3px solid var(--tk-badge-pending,#7a4a00)}
${root} .tk-add{border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;padding:12px;margin:0 0 12px;background:var(--tk-surface,var(--tk-color-surface,#f5f7fa))}
${root} .tk-foot{display:flex;gap:8px;justify-content:flex-end;align-items:center;margin-top:12px}
${root} .tk-foot .tk-spacer{flex:1}
${root} .tk-btn-primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff;font-weight:600;padding:6px 16px}
${root} .tk-btn-primary:hover{background:#1e40af}
${root} .tk-summary{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 12px}
${root} .tk-summary dt{color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} .tk-summary dd{margin:0;font-weight:600}
${root} .tk-result{border:1px solid var(--tk-buy-text,#116329);border-radius:6px;padding:12px;margin:12px 0}
${root} .tk-check{display:flex;gap:8px;align-items:flex-start;margin:8px 0}
${root} h3{font-size:1em;font-weight:600;margin:16px 0 8px}
${root} .tk-bar h3{margin:0}
`,
  );
