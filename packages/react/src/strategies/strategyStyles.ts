import { cssColors } from "../ui/cssColors.js";

/**
 * The strategy builder's look (Sensibull's and Kite's density): the strategies as compact chips by outlook, the legs as
 * a tight grid of aligned figures, the payoff chart beside the figures, profit green and loss red. The chart goes
 * under the legs when the widget is narrower than the legs' table and a 320 px chart side by side (a wrapping flex
 * row: it follows the widget's own width, not the window's, so a partner's narrow column stacks too). The legs' side
 * scrolls sideways where even it does not fit, with 3 px of room (taken back by its margin) for the focus outlines.
 * Colours from the theme's tokens; every rule starts at `.tk-sb` (two classes at least), above the theme sheet's
 * `.tk-root *` reset.
 */
const r = "div.tk-sb";
const { muted, border, surface } = cssColors;
export const strategyCss = `
${r}{font-size:12px;line-height:1.35;color:var(--tk-text,var(--tk-color-text,#1c2430));display:flex;flex-direction:column;gap:10px}
${r} h2,${r} h3{margin:0;font-weight:600}
${r} h2{font-size:1.15em}
${r} h3{font-size:1em}
${r} .tk-sb-bar{display:flex;gap:14px;align-items:center;flex-wrap:wrap}
${r} .tk-sb-muted{color:${muted}}
${r} input{font:inherit;color:inherit;background:var(--tk-color-bg,#ffffff);border:1px solid ${border};border-radius:4px;padding:2px 6px}
${r} input[type=number]{width:58px;text-align:right;font-variant-numeric:tabular-nums}
${r} label{display:inline-flex;gap:6px;align-items:center}
${r} button{font:inherit;cursor:pointer;border:1px solid ${border};border-radius:4px;background:var(--tk-color-bg,#ffffff);color:inherit;padding:2px 8px}
${r} button:disabled{cursor:default;opacity:.55}
${r} button:focus-visible,${r} input:focus-visible,${r} select:focus-visible{outline:2px solid var(--tk-focus,var(--tk-color-focus,#1f5eff));outline-offset:1px}
${r} .tk-sb-picker{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:8px}
${r} .tk-sb-group{border:1px solid ${border};border-radius:6px;padding:6px 8px;margin:0;min-width:0}
${r} .tk-sb-group legend{font-weight:600;padding:0 4px;color:${muted}}
${r} .tk-sb-group ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:2px}
${r} .tk-sb-group li{display:flex;align-items:center;gap:4px}
${r} .tk-sb-pick{flex:1;text-align:left;border-color:transparent;background:transparent}
${r} .tk-sb-pick[aria-pressed=true]{background:var(--tk-selected,#edf3ff);border-color:var(--tk-color-accent,#1f5eff);font-weight:600}
${r} .tk-sb-fav{border-color:transparent;background:transparent;padding:0 4px;color:${muted};font-size:1.1em;line-height:1}
${r} .tk-sb-fav[aria-pressed=true]{color:var(--tk-warn,#7a4a00)}
${r} .tk-sb-work{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
${r} .tk-sb-work > section:first-child{flex:1 1 auto;min-width:0;overflow-x:auto;padding:3px;margin:-3px}
${r} .tk-sb-work > section:last-child{flex:1 1 320px;min-width:300px}
${r} table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
${r} th,${r} td{padding:3px 6px;border-bottom:1px solid ${border};text-align:right;white-space:nowrap}
${r} th{font-weight:600;color:${muted};background:${surface}}
${r} th:first-child,${r} td:first-child{text-align:left}
${r} .tk-sb-side{min-width:30px;font-weight:700}
${r} .tk-sb-side[data-side=B]{color:var(--tk-buy-text,#116329);border-color:var(--tk-buy-text,#116329)}
${r} .tk-sb-side[data-side=S]{color:var(--tk-sell-text,#a40e26);border-color:var(--tk-sell-text,#a40e26)}
${r} [data-sign=up]{color:var(--tk-buy-text,#116329)}
${r} [data-sign=down]{color:var(--tk-sell-text,#a40e26)}
${r} .tk-sb-figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(120px,1fr));gap:6px 12px;margin:0}
${r} .tk-sb-figures div{display:flex;flex-direction:column;gap:1px}
${r} .tk-sb-figures dt{color:${muted};font-size:.9em}
${r} .tk-sb-figures dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
${r} .tk-sb-chart{position:relative;height:240px;border:1px solid ${border};border-radius:6px;padding:4px}
${r} .tk-sb-basket{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
${r} .tk-sb-primary{background:var(--tk-color-accent,#1f5eff);border-color:var(--tk-color-accent,#1f5eff);color:var(--tk-on-accent,#ffffff);font-weight:600}
${r} [role=alert]{color:var(--tk-sell-text,#a40e26);margin:0}
${r} [role=status]{margin:0}
`;
