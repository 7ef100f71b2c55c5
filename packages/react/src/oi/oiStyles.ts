import { cssColors } from "../ui/cssColors.js";

/**
 * The OI analysis' look: a dense bar of pickers, tabs, a summary line of figures, a chart of fixed height and a
 * compact table of right-aligned tabular figures with the build-ups coloured. Colours from the theme's tokens; every
 * rule starts at `.tk-oi` (two classes at least), above the theme sheet's `.tk-root *` reset.
 */
const r = "div.tk-oi";
const { muted, border, surface } = cssColors;
export const oiAnalysisCss = `
${r}{font-size:12px;line-height:1.35;color:var(--tk-text,var(--tk-color-text,#1c2430));display:flex;flex-direction:column;gap:8px;min-height:0}
${r} .tk-oi-bar{display:flex;gap:14px;align-items:center;flex-wrap:wrap}
${r} label{display:inline-flex;gap:6px;align-items:center}
${r} .tk-oi-tabs{display:flex;gap:2px;border-bottom:1px solid ${border}}
${r} .tk-oi-tabs button{cursor:pointer;font:inherit;font-weight:600;color:${muted};background:none;border:0;border-bottom:2px solid transparent;padding:6px 10px}
${r} .tk-oi-tabs button[aria-selected=true]{color:var(--tk-color-accent,#1f5eff);border-bottom-color:var(--tk-color-accent,#1f5eff)}
${r} .tk-oi-tabs button:focus-visible{outline:2px solid var(--tk-focus,var(--tk-color-focus,#1f5eff));outline-offset:-2px}
${r} .tk-oi-panel{display:flex;flex-direction:column;gap:8px;min-height:0}
${r} .tk-oi-summary{display:flex;gap:18px;flex-wrap:wrap;margin:0}
${r} .tk-oi-summary div{display:flex;gap:6px}
${r} .tk-oi-summary dt{color:${muted}}
${r} .tk-oi-summary dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
${r} .tk-oi-canvas{position:relative;height:260px}
${r} .tk-oi-table{overflow:auto;max-height:320px;border:1px solid ${border};border-radius:6px}
${r} .tk-oi-table:focus-visible{outline:2px solid var(--tk-focus,var(--tk-color-focus,#1f5eff))}
${r} table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
${r} caption{text-align:left;font-weight:600;padding:4px 6px;color:${muted}}
${r} th,${r} td{padding:2px 8px;text-align:right;white-space:nowrap;border-bottom:1px solid ${border}}
${r} thead th{position:sticky;top:0;background:${surface};color:${muted};font-weight:600}
${r} tbody th{text-align:center;font-weight:600;background:${surface}}
${r} tbody tr[data-atm] th{background:#1d4ed8;color:#fff}
${r} [data-sign="1"]{color:var(--tk-buy-text,#116329)}
${r} [data-sign="-1"]{color:var(--tk-sell-text,#a40e26)}
${r} td.tk-oi-buildup{text-align:left}
${r} [data-buildup="5"],${r} [data-buildup="4"]{color:var(--tk-buy-text,#116329)}
${r} [data-buildup="2"],${r} [data-buildup="1"]{color:var(--tk-sell-text,#a40e26)}
${r} [data-buildup="3"]{color:${muted}}
${r} .tk-oi-multi{display:grid;grid-template-columns:auto 1fr;gap:12px;align-items:start}
${r} .tk-oi-pick{border:1px solid ${border};border-radius:6px;padding:4px 8px;margin:0;display:flex;flex-direction:column;gap:2px}
${r} .tk-oi-pick legend{padding:0 4px;color:${muted};font-weight:600}
${r} .tk-oi-pick-row{display:flex;gap:10px;align-items:center;font-variant-numeric:tabular-nums}
${r} .tk-oi-pick-row > span{min-width:64px;text-align:right;font-weight:600}
${r} .tk-oi-pick-row[data-atm] > span{color:var(--tk-color-accent,#1f5eff)}
${r} .tk-oi-pick input{margin:0 3px 0 0}
${r} .tk-oi-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
${r} .tk-oi-empty,${r} p{margin:8px 0;color:${muted}}
`;
