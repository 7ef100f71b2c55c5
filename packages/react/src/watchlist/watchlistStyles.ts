import { menuCss } from "../ui/menuStyles.js";
import { statesCss } from "../ui/states.js";
import { widgetCss } from "../widget.js";

/** Scoped styles: every rule starts at `.tk-watchlist`, so the widget changes nothing outside itself. */
export const watchlistCss = widgetCss(
  ".tk-watchlist",
  `
.tk-watchlist{display:block;width:440px;font:13px/1.4 system-ui,sans-serif;color:var(--tk-text,#1c2430);font-variant-numeric:tabular-nums}
.tk-watchlist button,.tk-watchlist select,.tk-watchlist input{font:12px/1.3 system-ui,sans-serif;margin:2px;padding:2px 6px;border:1px solid var(--tk-border,#d9dee4);border-radius:4px;background:var(--tk-surface,#f5f7fa);color:var(--tk-text,#1c2430);height:auto;width:auto}
.tk-watchlist .tk-wl-tabbar,.tk-watchlist .tk-wl-tabs{display:flex;flex-wrap:wrap;gap:2px;margin:0 0 4px;padding:0}
.tk-watchlist .tk-wl-tabs{margin:0}
.tk-watchlist .tk-wl-tabs [aria-selected=true]{background:var(--tk-selected,#edf3ff);font-weight:600}
.tk-watchlist .tk-wl-search{display:block;position:relative;margin:0;padding:0}
.tk-watchlist .tk-wl-search input{width:100%;margin:2px 0}
.tk-watchlist .tk-wl-results{position:absolute;left:0;right:0;top:100%;z-index:20;list-style:none;margin:2px 0 0;padding:4px 0;max-height:360px;overflow:auto;background:var(--tk-color-bg,#ffffff);border:1px solid var(--tk-border,#d9dee4);border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.18)}
.tk-watchlist p.tk-wl-results{padding:8px 10px;opacity:1;color:var(--tk-muted,#57606a)}
.tk-watchlist .tk-wl-search li{margin:0;padding:0}
.tk-watchlist .tk-wl-search li button{display:grid;grid-template-columns:auto auto 1fr auto 22px;align-items:baseline;column-gap:8px;width:100%;text-align:start;border:0;border-radius:0;margin:0;padding:6px 10px;background:transparent;cursor:pointer}
.tk-watchlist .tk-wl-search li button:hover,.tk-watchlist .tk-wl-search li button:focus-visible{background:var(--tk-surface,#f5f7fa);outline:none;box-shadow:inset 2px 0 0 var(--tk-focus,#1f5eff)}
.tk-watchlist .tk-wl-result-symbol{font-weight:600}
.tk-watchlist .tk-wl-result-exchange{font-size:10px;padding:0 4px;border:1px solid var(--tk-border,#d9dee4);border-radius:3px;color:var(--tk-muted,#57606a)}
.tk-watchlist .tk-wl-result-name{font-size:11px;color:var(--tk-muted,#57606a);overflow:hidden;white-space:nowrap;text-overflow:ellipsis;min-width:0}
.tk-watchlist .tk-wl-result-ltp{text-align:end}
.tk-watchlist .tk-wl-result-add{display:inline-grid;place-items:center;width:20px;height:20px;border-radius:50%;border:1px solid var(--tk-accent,#1f5eff);color:var(--tk-accent,#1f5eff);font-weight:700;line-height:1}
.tk-watchlist .tk-wl-hint,.tk-watchlist .tk-wl-empty{margin:4px 0;padding:0;opacity:.8}
.tk-watchlist .tk-wl-toolbar,.tk-watchlist .tk-wl-form{display:flex;flex-wrap:wrap;align-items:center;gap:2px;margin:2px 0;padding:0}
.tk-watchlist .tk-wl-filters,.tk-watchlist .tk-wl-manage{display:block;margin:2px 0;padding:4px;border:1px solid var(--tk-border,#d9dee4);border-radius:4px}
.tk-watchlist fieldset{display:inline-block;margin:2px;padding:2px 6px;border:1px solid var(--tk-border,#d9dee4)}
.tk-watchlist label{margin:0 4px 0 0;padding:0}
.tk-watchlist .tk-wl-head,.tk-watchlist [data-row]{display:grid;grid-template-columns:1.8fr 1fr 1fr 1fr;gap:6px;margin:0;padding:2px 6px}
.tk-watchlist[data-view=standard] .tk-wl-head,.tk-watchlist[data-view=standard] [data-row]{grid-template-columns:1.8fr 1fr 0 1fr}
.tk-watchlist[data-view=standard] [data-cell=change]{visibility:hidden}
.tk-watchlist .tk-wl-head{font-weight:600;opacity:.8;padding-bottom:0}
.tk-watchlist .tk-wl-head button{border:0;background:none;margin:0;padding:0;min-height:24px;text-align:end;font-weight:600}
.tk-watchlist .tk-wl-head button[data-column=symbol]{text-align:start}
.tk-watchlist .tk-wl-head button[data-column=percent]{grid-column:4}
.tk-watchlist .tk-wl-list{display:block;position:relative;margin:0;padding:0;max-height:calc(var(--tk-rows,17) * 24px);overflow:auto;outline:none}
.tk-watchlist .tk-wl-list:focus-visible{outline:2px solid var(--tk-focus,#1f5eff)}
.tk-watchlist [role=group]{display:block;margin:0;padding:0}
.tk-watchlist .tk-wl-section{cursor:pointer;margin:0;padding:2px 6px;font-weight:600;font-size:11px;text-transform:uppercase;opacity:.75;background:var(--tk-surface,#f5f7fa)}
.tk-watchlist .tk-wl-section::before{content:"▾ "}
.tk-watchlist .tk-wl-section[data-collapsed=true]::before{content:"▸ "}
.tk-watchlist [data-row]{height:24px;contain:strict;border-bottom:1px solid var(--tk-border,#d9dee4);cursor:pointer}
.tk-watchlist[data-view=expanded] [data-row]{height:32px}
.tk-watchlist [data-row][aria-selected=true]{background:var(--tk-selected,#edf3ff)}
.tk-watchlist [data-row] > span{overflow:hidden;white-space:nowrap;text-align:end;margin:0;padding:0}
.tk-watchlist [data-row] > .tk-wl-symbol{text-align:start;text-overflow:ellipsis}
.tk-watchlist .tk-wl-symbol small{font-size:11px;opacity:.7}
.tk-watchlist .tk-wl-flag{display:inline-block;width:8px;height:8px;border-radius:50%;margin:0 4px 1px 0;padding:0;vertical-align:middle}
.tk-watchlist [data-flag=cyan]{background:#00b8d9}
.tk-watchlist [data-flag=purple]{background:#8250df}
.tk-watchlist [data-flag=yellow]{background:#d4a72c}
.tk-watchlist [data-flag=orange]{background:#fb8500}
.tk-watchlist [data-flag=pink]{background:#e85aad}
.tk-watchlist [data-sign=up] [data-cell=change],.tk-watchlist [data-sign=up] [data-cell=percent]{color:var(--tk-buy-text,#116329)}
.tk-watchlist [data-sign=down] [data-cell=change],.tk-watchlist [data-sign=down] [data-cell=percent]{color:var(--tk-sell-text,#a40e26)}
.tk-watchlist [data-flash=up] [data-cell=ltp]{color:var(--tk-buy-text,#116329)}
.tk-watchlist [data-flash=down] [data-cell=ltp]{color:var(--tk-sell-text,#a40e26)}
.tk-watchlist .tk-wl-notice,.tk-watchlist .tk-wl-error{margin:4px 0;padding:4px 6px;border-radius:4px}
.tk-watchlist .tk-wl-notice{background:var(--tk-flash-up,#dafbe1)}
.tk-watchlist .tk-wl-error{background:var(--tk-flash-down,#ffebe9);color:var(--tk-sell-text,#a40e26)}
.tk-watchlist .tk-wl-body{position:relative}
.tk-watchlist .tk-wl-actions{position:absolute;right:0;height:24px;display:none;align-items:center;gap:3px;margin:0;padding:0 4px 0 10px;background:linear-gradient(to right,transparent,var(--tk-color-bg,#ffffff) 8px);z-index:2}
.tk-watchlist .tk-wl-body:hover .tk-wl-actions,.tk-watchlist:focus-within .tk-wl-actions{display:flex}
.tk-watchlist .tk-wl-actions > button{margin:0;padding:0;width:22px;height:20px;font-weight:700;font-size:11px;text-align:center}
.tk-watchlist .tk-vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.tk-watchlist .tk-wl-actions > [aria-keyshortcuts=F1]{background:var(--tk-buy,#1f6feb);border-color:transparent;color:var(--tk-on-solid,#ffffff)}
.tk-watchlist .tk-wl-actions > [aria-keyshortcuts=F2]{background:var(--tk-sell,#c4202b);border-color:transparent;color:var(--tk-on-solid,#ffffff)}
.tk-watchlist .tk-wl-actions .tk-more{margin:0;width:24px;height:20px;padding:0;background:var(--tk-surface,#f5f7fa);border-color:var(--tk-border,#d9dee4)}
${menuCss(".tk-watchlist")}${statesCss(".tk-watchlist")}
`,
);
