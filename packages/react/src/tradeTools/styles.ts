import { cssColors } from "../ui/cssColors.js";

/**
 * The look of adjust mode and the trade tools sheet (Kite's and Upstox's density): a header line of the position's
 * figures, a compact strike ladder of aligned tabular figures with the money and the held contract marked, hover and
 * selection rows, the two orders of the adjustment as a small table. Colours from the theme's tokens; every rule
 * starts at the widget's root class (two classes at least), above the theme sheet's `.tk-root *` reset.
 */
const { muted, border } = cssColors;
const surface = "var(--tk-color-surface,#f5f7fa)";
const accent = "var(--tk-color-accent,#1f5eff)";
const up = "var(--tk-color-rise,#116329)";
const down = "var(--tk-color-fall,#a40e26)";
const onAccent = "var(--tk-on-accent,#ffffff)";
const selected = "var(--tk-selected,#edf3ff)";

const shared = (r: string) => `
${r}{font-size:12px;line-height:1.35;color:var(--tk-text,var(--tk-color-text,#1c2430));display:flex;flex-direction:column;gap:8px}
${r} h2{margin:0;font-size:1.15em;font-weight:600}
${r} .tk-tt-muted{color:${muted}}
${r} .tk-tt-num{font-variant-numeric:tabular-nums;text-align:right}
${r} .tk-tt-up{color:${up}}
${r} .tk-tt-down{color:${down}}
${r} input{font:inherit;color:inherit;background:var(--tk-color-bg,#ffffff);border:1px solid ${border};border-radius:4px;padding:3px 6px}
${r} input{width:84px;font-variant-numeric:tabular-nums;text-align:right}
${r} label{display:inline-flex;gap:6px;align-items:center}
${r} button{font:inherit;cursor:pointer;border:1px solid ${border};border-radius:4px;background:var(--tk-color-bg,#ffffff);color:inherit;padding:3px 10px}
${r} button:hover:not(:disabled){border-color:${accent}}
${r} button:disabled{cursor:default;opacity:.55}
${r} button:focus-visible,${r} input:focus-visible,${r} select:focus-visible,${r} [role=listbox]:focus-visible{outline:2px solid var(--tk-focus,var(--tk-color-focus,${accent}));outline-offset:1px}
${r} .tk-tt-primary{background:${accent};border-color:${accent};color:${onAccent};font-weight:600}
${r} .tk-tt-bar{display:flex;gap:14px;align-items:center;flex-wrap:wrap}
${r} .tk-tt-figs{display:flex;gap:16px;flex-wrap:wrap;margin:0}
${r} .tk-tt-figs div{display:flex;flex-direction:column;gap:1px}
${r} .tk-tt-figs dt{color:${muted};font-size:.92em}
${r} .tk-tt-figs dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
${r} [role=alert]{color:${down};margin:0}
${r} [role=status]{margin:0}
${r} .tk-tt-seg{display:inline-flex;align-self:flex-start;border:1px solid ${border};border-radius:4px;overflow:hidden}
${r} .tk-tt-seg button{border:0;border-radius:0;padding:3px 12px}
${r} .tk-tt-seg button[aria-pressed=true],${r} .tk-tt-seg [aria-selected=true]{background:${accent};color:${onAccent}}
`;

export const adjustCss = `${shared("div.tk-adj")}
div.tk-adj .tk-adj-prompt{font-weight:600;color:${accent}}
div.tk-adj .tk-adj-ladder{border:1px solid ${border};border-radius:6px;max-height:300px;overflow:auto}
div.tk-adj .tk-adj-head,div.tk-adj [role=option]{display:grid;grid-template-columns:1.2fr repeat(4,1fr) 64px;gap:8px;padding:3px 10px;align-items:center}
div.tk-adj .tk-adj-fut .tk-adj-head,div.tk-adj .tk-adj-fut [role=option]{grid-template-columns:2fr 1fr 1fr 64px}
div.tk-adj .tk-adj-head{position:sticky;top:0;background:${surface};color:${muted};font-size:.92em;border-bottom:1px solid ${border}}
div.tk-adj .tk-adj-head span:not(:first-child){text-align:right}
div.tk-adj [role=option]{cursor:pointer;border-bottom:1px solid ${border}}
div.tk-adj [role=option]:last-child{border-bottom:0}
div.tk-adj [role=option]:hover{background:${surface}}
div.tk-adj [role=option].tk-adj-cursor{box-shadow:inset 2px 0 0 ${accent}}
div.tk-adj [role=option][aria-selected=true]{background:${selected};font-weight:600}
div.tk-adj [role=option][aria-disabled=true]{cursor:default;color:${muted}}
div.tk-adj [role=option].tk-adj-atm{border-top:2px solid ${accent}}
div.tk-adj .tk-adj-tag{font-size:.85em;border:1px solid ${border};border-radius:3px;padding:0 4px;justify-self:end;color:${muted}}
div.tk-adj table{border-collapse:collapse;width:100%}
div.tk-adj th,div.tk-adj td{padding:3px 8px;border-bottom:1px solid ${border};text-align:left}
div.tk-adj th{color:${muted};font-weight:400;font-size:.92em}
div.tk-adj .tk-adj-actions{display:flex;gap:8px;justify-content:flex-end;align-items:center}
`;

export const tradeToolsCss = `${shared("div.tk-ttools")}
div.tk-ttools .tk-ttools-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:8px}
div.tk-ttools .tk-ttools-list button{width:100%;text-align:left;padding:8px 10px;display:flex;flex-direction:column;gap:2px}
div.tk-ttools .tk-ttools-list small{color:${muted}}
div.tk-ttools [role=tabpanel]{display:flex;flex-direction:column;gap:10px}
`;
