import { segmentedRadiosCss } from "../theme/controlsCss.js";
import { cssColors } from "../ui/cssColors.js";

/**
 * The options watchlist's look: a narrow pane's dense list, the tabs as chips with their remove buttons, figures
 * right-aligned and tabular, the money's row marked, B and S on hover. Colours from the theme's tokens; every rule
 * starts at `.tk-owl`.
 */
const r = "div.tk-owl";
const { muted, border, surface } = cssColors;
const accent = "var(--tk-color-accent,#1f5eff)";
export const optionWatchlistCss = `
${r}{font-size:12px;line-height:1.3;color:var(--tk-text,var(--tk-color-text,#1c2430));display:flex;flex-direction:column;gap:6px;min-height:0}
${r} .tk-owl-tabs{display:flex;gap:6px;align-items:center;flex-wrap:wrap}
${r} [role=group]{display:flex;gap:4px;flex-wrap:wrap}
${r} .tk-owl-tab{display:inline-flex;align-items:center;border:1px solid ${border};border-radius:12px;overflow:hidden}
${r} .tk-owl-tab button{cursor:pointer;font:inherit;background:none;border:0;padding:2px 8px;color:inherit}
${r} .tk-owl-tab [aria-pressed=true]{font-weight:700;box-shadow:inset 0 -2px 0 ${accent}}
${r} .tk-owl-tab .tk-owl-remove{padding:2px 6px;color:${muted}}
${r} button:focus-visible,${r} select:focus-visible{outline:2px solid var(--tk-focus,var(--tk-color-focus,#1f5eff));outline-offset:-2px}
${r} .tk-owl-note{color:${muted}}
${r} .tk-owl-bar{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
${r} label{display:inline-flex;gap:4px;align-items:center}
${r} .tk-owl-side legend{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
${r} .tk-owl-table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
${r} th,${r} td{padding:2px 6px;text-align:right;white-space:nowrap;border-bottom:1px solid ${border}}
${r} thead th{background:${surface};color:${muted};font-weight:600;position:sticky;top:0}
${r} thead button{cursor:pointer;font:inherit;color:inherit;background:none;border:0;padding:0}
${r} th[aria-sort=ascending] button::after{content:" ▲"}
${r} th[aria-sort=descending] button::after{content:" ▼"}
${r} tbody th{text-align:left;font-weight:600}
${r} tbody tr[data-atm] th{color:${accent}}
${r} tbody tr[data-atm]{background:${surface}}
${r} [data-sign="1"]{color:var(--tk-buy-text,#116329)}
${r} [data-sign="-1"]{color:var(--tk-sell-text,#a40e26)}
${r} .tk-owl-trade{display:flex;gap:2px;justify-content:flex-end}
${r} .tk-owl-trade button{cursor:pointer;font:inherit;font-weight:700;border:0;border-radius:3px;padding:0 6px;color:#fff}
${r} .tk-owl-trade [data-action=B]{background:#1f5fd1}
${r} .tk-owl-trade [data-action=S]{background:#c4202b}
${r} .tk-owl-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
${r} p{margin:6px 0;color:${muted}}
${segmentedRadiosCss(r)}`;
