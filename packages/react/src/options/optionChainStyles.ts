/**
 * The chain's look: dense rows of right-aligned tabular figures (Kite's and Upstox's density), in-the-money halves
 * shaded, the at-the-money strike marked, the spot line over the first strike above the price, the keyboard's cell
 * outlined, B and S buttons over the LTP cell on hover or on the keyboard's row. Colours from the theme's tokens.
 * Every rule starts at `.tk-oc` (two classes at least), above the theme sheet's `.tk-root *` reset.
 *
 * A cell's figure sits in a block of fixed height with size and layout containment, inside a block (not flex) cell:
 * a grid or flex item is never a layout root, so a figure written into the DOM would lay out the whole page again;
 * contained, it lays out alone. Only the LTP cells (which hold the B and S buttons) clip and position: a clip or
 * positioned box per cell costs the compositor a paint chunk each.
 *
 * The live figures are drawn on one canvas over the rows (live/listCanvas.ts). The grid is a stacking context of its
 * own (`isolation`), so the layers inside stay inside: cells and their backgrounds, then the canvas (`z-index: 1`),
 * then the B and S buttons (2), then the sticky heads (3, 4). Rows are therefore not `content-visibility: auto`: that
 * would make each row a stacking context of its own, and the canvas would cover the buttons. The sides' band is as
 * tall as the column head's sticky `top` (19px), so no row shows between the two heads in a scrolled grid.
 */
const r = "div.tk-oc";
export const optionChainCss = `
${r}{font-size:12px;line-height:1.3;color:var(--tk-text,var(--tk-color-text,#1c2430));display:flex;flex-direction:column;min-height:0;height:100%}
${r} .tk-oc-bar{display:flex;gap:14px;align-items:center;flex-wrap:wrap;padding:0 0 8px}
${r} .tk-oc-name{font-weight:600;font-size:1.15em}
${r} .tk-oc-spot-price{font-variant-numeric:tabular-nums;font-weight:600}
${r} .tk-oc-lot{color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${r} label{display:inline-flex;gap:6px;align-items:center}
${r} .tk-oc-grid{position:relative;isolation:isolate;overflow:auto;flex:1;min-height:160px;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;background:var(--tk-color-bg,#ffffff);outline:none}
${r} .tk-oc-grid:focus-visible{box-shadow:0 0 0 2px var(--tk-focus,var(--tk-color-focus,#1f5eff))}
${r} .tk-oc-grid [role=row],${r} .tk-oc-sides{display:grid;grid-template-columns:var(--tk-oc-cols);min-width:max-content}
${r} .tk-oc-grid [role=row]{min-height:24px;align-items:stretch;border-bottom:1px solid var(--tk-border,var(--tk-color-border,#d9dee4))}
${r} .tk-oc-grid [role=row]:last-child{border-bottom:0}
${r} .tk-oc-sides{font-weight:700;font-size:.8em;letter-spacing:.04em;text-transform:uppercase;color:var(--tk-muted,var(--tk-color-text-muted,#57606a));position:sticky;top:0;z-index:4;background:var(--tk-surface,var(--tk-color-surface,#f5f7fa));padding:4px 0 0;height:19px;box-sizing:border-box}
${r} .tk-oc-sides span{text-align:center}
${r} .tk-oc-head{position:sticky;top:19px;z-index:3;background:var(--tk-surface,var(--tk-color-surface,#f5f7fa));font-weight:600;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${r} .tk-oc-grid [role=columnheader],${r} .tk-oc-grid [role=gridcell],${r} .tk-oc-grid [role=rowheader]{padding:0 5px;white-space:nowrap;font-variant-numeric:tabular-nums;min-width:0}
${r} .tk-oc-grid [role=columnheader],${r} .tk-oc-grid [role=rowheader]{display:flex;align-items:center;justify-content:flex-end;position:relative;overflow:hidden}
${r} .tk-oc-grid [role=gridcell]{display:block;text-align:right}
${r} .tk-oc-grid [role=gridcell] > [data-col]{display:block;height:24px;line-height:24px;contain:size layout style}
${r} .tk-oc-grid .tk-oc-ltp{position:relative;overflow:hidden}
${r} .tk-oc-grid [role=columnheader]{font-size:.9em}
${r} .tk-oc-grid .tk-oc-strike{font-weight:600;justify-content:center;background:var(--tk-surface,var(--tk-color-surface,#f5f7fa))}
${r} .tk-oc-grid [data-call-itm] [data-half=CE],${r} .tk-oc-grid [data-put-itm] [data-half=PE]{background:#fdf5df}
.tk-theme-dark ${r} .tk-oc-grid [data-call-itm] [data-half=CE],.tk-theme-dark ${r} .tk-oc-grid [data-put-itm] [data-half=PE]{background:#2c2718}
${r} .tk-oc-grid [data-atm] .tk-oc-strike{background:#1d4ed8;color:#fff}
${r} .tk-oc-grid [data-spot-line]{box-shadow:inset 0 2px 0 var(--tk-color-accent,#1f5eff)}
${r} .tk-oc-grid [role=row]:not(.tk-oc-head):hover [role=gridcell]{background:var(--tk-selected,#edf3ff)}
${r} .tk-oc-grid:focus [aria-selected=true]{outline:2px solid var(--tk-focus,var(--tk-color-focus,#1f5eff));outline-offset:-2px}
${r} .tk-oc-grid [data-sign=up]{color:var(--tk-buy-text,#116329)}
${r} .tk-oc-grid [data-sign=down]{color:var(--tk-sell-text,#a40e26)}
${r} .tk-oc-grid .tk-oc-ltp{font-weight:600}
${r} .tk-oc-trade{position:absolute;z-index:2;top:3px;bottom:3px;display:flex;gap:2px;visibility:hidden}
${r} [data-half=CE] .tk-oc-trade{left:3px}
${r} [data-half=PE] .tk-oc-trade{right:3px}
${r} .tk-oc-grid [role=row]:hover .tk-oc-trade,${r} .tk-oc-grid:focus [data-active-row] .tk-oc-trade{visibility:visible}
${r} .tk-oc-trade button{cursor:pointer;font:inherit;font-size:.85em;font-weight:700;border:0;border-radius:3px;padding:0 6px;color:#fff;line-height:1;display:flex;align-items:center}
${r} .tk-oc-trade .tk-oc-buy{background:#1f5fd1}
${r} .tk-oc-trade .tk-oc-sell{background:#c4202b}
${r} .tk-oc-trade button:hover{filter:brightness(1.1)}
${r} p{margin:8px 0}
`;

/** Each column's least width in px: enough for its widest figure at 12 px (−1,187.55, 27.65L, 25,150). */
export const columnWidths: Readonly<Record<string, number>> = {
  oiChange: 58,
  oi: 56,
  volume: 54,
  iv: 46,
  vega: 46,
  theta: 50,
  gamma: 56,
  delta: 48,
  change: 66,
  ltp: 74,
  strike: 68,
};
