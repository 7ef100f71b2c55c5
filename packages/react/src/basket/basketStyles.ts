import { tableCss } from "../trading/tableStyles.js";

/** The basket panel's look: the tables' tokens, dense aligned line rows, inline errors under the line at fault. */
export const basketCss = `${tableCss(".tk-basket")}
.tk-basket{display:flex;flex-direction:column;gap:8px}
.tk-basket h2{font-size:1.05em;margin:0;font-weight:600}
.tk-basket .tk-basket-list [role=row]{grid-template-columns:minmax(160px,1fr) 70px 150px 70px}
.tk-basket .tk-basket-lines [role=row]{grid-template-columns:22px minmax(120px,1fr) 52px 78px 92px 84px 84px 72px 28px}
.tk-basket .tk-basket-results [role=row]{grid-template-columns:minmax(120px,1fr) 40px 60px 84px 96px minmax(160px,2fr)}
.tk-basket select{min-width:0;width:100%}
.tk-basket input[type=text],.tk-basket input[type=search]{font:inherit;color:inherit;background:var(--tk-color-bg,#ffffff);border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:4px;padding:2px 6px;min-width:0;width:100%;box-sizing:border-box}
.tk-basket input[inputmode]{text-align:right;font-variant-numeric:tabular-nums}
.tk-basket input[aria-invalid=true]{border-color:var(--tk-sell-text,#a40e26)}
.tk-basket input:disabled{opacity:.55}
.tk-basket .tk-line-error{grid-column:2 / -1;color:var(--tk-sell-text,#a40e26);font-size:.85em;padding:0 0 4px}
.tk-basket .tk-basket-foot{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.tk-basket .tk-basket-foot .tk-spacer{flex:1}
.tk-basket .tk-problem{color:var(--tk-sell-text,#a40e26)}
.tk-basket .tk-basket-search{position:relative;max-width:360px}
.tk-basket .tk-basket-search ul{position:absolute;z-index:20;left:0;right:0;top:calc(100% + 2px);margin:0;padding:4px;list-style:none;background:var(--tk-color-bg,#ffffff);border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.18);max-height:260px;overflow:auto}
.tk-basket .tk-basket-search li button{display:flex;width:100%;justify-content:space-between;border:0;background:transparent;text-align:left}
.tk-basket .tk-basket-search li button:hover,.tk-basket .tk-basket-search li button:focus{background:var(--tk-surface,var(--tk-color-surface,#f5f7fa))}
.tk-basket .tk-side{min-width:40px;font-weight:600;padding:2px 6px}
.tk-basket .tk-side[data-side=B]{color:var(--tk-buy-text,#116329)}
.tk-basket .tk-side[data-side=S]{color:var(--tk-sell-text,#a40e26)}
.tk-basket .tk-name-form{display:flex;gap:8px;align-items:end}
.tk-basket .tk-name-form label{display:flex;flex-direction:column;gap:4px}
.tk-basket .tk-name-form input{width:240px}
.tk-basket .tk-open{border:0;background:transparent;padding:0;text-align:left;font-weight:600;color:inherit}
`;
