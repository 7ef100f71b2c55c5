/**
 * The chain's look: dense rows of right-aligned tabular figures (Kite's and Upstox's density), in-the-money halves
 * shaded, the at-the-money strike marked, the spot line over the first strike above the price, the keyboard's cell
 * outlined, B and S buttons over the LTP cell on hover or on the keyboard's row. Colours from the theme's tokens.
 */
export const optionChainCss = `
.tk-oc{font-size:12px;line-height:1.3;color:var(--tk-text,var(--tk-color-text,#1f2933));display:flex;flex-direction:column;min-height:0;height:100%}
.tk-oc-bar{display:flex;gap:12px;align-items:center;flex-wrap:wrap;padding:0 0 8px}
.tk-oc-name{font-weight:600;font-size:1.1em}
.tk-oc-spot-price{font-variant-numeric:tabular-nums;font-weight:600}
.tk-oc-lot{color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
.tk-oc select{font:inherit;color:inherit;background:var(--tk-color-bg,#fff);border:1px solid var(--tk-border,var(--tk-color-border,#d0d7de));border-radius:4px;padding:2px 6px}
.tk-oc label{display:inline-flex;gap:6px;align-items:center}
.tk-oc-sides{display:grid;font-weight:600;font-size:.85em;text-transform:uppercase;color:var(--tk-muted,var(--tk-color-text-muted,#57606a));padding:0 0 4px}
.tk-oc-sides span:first-child{text-align:center}
.tk-oc-sides span:last-child{text-align:center}
.tk-oc-grid{overflow:auto;flex:1;min-height:160px;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;background:var(--tk-color-bg,#fff);outline:none}
.tk-oc-grid:focus-visible{box-shadow:0 0 0 2px var(--tk-focus,var(--tk-color-focus,#2563eb))}
.tk-oc-grid [role=row]{display:grid;grid-template-columns:var(--tk-oc-cols);min-height:24px;align-items:stretch;border-bottom:1px solid var(--tk-border,var(--tk-color-border,#eef1f4))}
.tk-oc-grid [role=row]:last-child{border-bottom:0}
.tk-oc-head{position:sticky;top:0;z-index:2;background:var(--tk-surface,var(--tk-color-surface,#f5f7fa));font-weight:600;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
.tk-oc-grid [role=columnheader],.tk-oc-grid [role=gridcell],.tk-oc-grid [role=rowheader]{display:flex;align-items:center;justify-content:flex-end;padding:0 6px;white-space:nowrap;font-variant-numeric:tabular-nums;position:relative;min-width:0}
.tk-oc-grid [role=columnheader]{justify-content:flex-end;font-size:.9em}
.tk-oc-strike{font-weight:600;justify-content:center!important;background:var(--tk-surface,var(--tk-color-surface,#f5f7fa))}
.tk-oc-grid [data-call-itm] [data-half=CE],.tk-oc-grid [data-put-itm] [data-half=PE]{background:var(--tk-oc-itm,#fdf5df)}
.tk-theme-dark .tk-oc-grid [data-call-itm] [data-half=CE],.tk-theme-dark .tk-oc-grid [data-put-itm] [data-half=PE]{background:#2c2718}
.tk-oc-grid [data-atm] .tk-oc-strike{background:var(--tk-color-accent,#2563eb);color:#fff}
.tk-oc-grid [data-spot-line]{box-shadow:inset 0 2px 0 var(--tk-color-accent,#2563eb)}
.tk-oc-grid [role=row]:hover{background:var(--tk-surface,var(--tk-color-surface,#f5f7fa))}
.tk-oc-grid:focus [aria-selected=true],.tk-oc-grid:focus-within [aria-selected=true]{outline:2px solid var(--tk-focus,var(--tk-color-focus,#2563eb));outline-offset:-2px}
.tk-oc-grid [data-sign=up]{color:var(--tk-buy-text,#116329)}
.tk-oc-grid [data-sign=down]{color:var(--tk-sell-text,#a40e26)}
.tk-oc-ltp{font-weight:600}
.tk-oc-trade{position:absolute;top:2px;bottom:2px;display:flex;gap:2px;opacity:0;pointer-events:none}
[data-half=CE] .tk-oc-trade{left:2px}
[data-half=PE] .tk-oc-trade{right:2px}
.tk-oc-grid [role=row]:hover .tk-oc-trade,.tk-oc-grid:focus [data-active-row] .tk-oc-trade{opacity:1;pointer-events:auto}
.tk-oc-trade button{cursor:pointer;font:inherit;font-size:.85em;font-weight:700;border:0;border-radius:3px;padding:0 6px;color:#fff;line-height:1}
.tk-oc-buy{background:#1f6feb}
.tk-oc-sell{background:#c4202b}
.tk-oc-trade button:hover{filter:brightness(1.1)}
.tk-oc p{margin:8px 0}
`;
