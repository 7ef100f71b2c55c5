import { segmentedRadiosCss, widgetSelectCss } from "../theme/controlsCss.js";
import { statesCss } from "../ui/states.js";

/**
 * The look the orders and positions tables share, from the theme's tokens (`--tk-color-*`, and the widgets' `--tk-*`
 * that the dark theme sets): compact rows, right-aligned tabular figures, row actions that show on hover or keyboard
 * focus, status badges, the dialogs, and the widgets' shared selects and segmented radios (`widgetSelectCss`,
 * `segmentedRadiosCss`: the basket and the backtest have no `widgetCss`). `root` scopes every rule (the widget's root
 * class). The row menu's look (`menuCss`) is added by the tables that have a row menu (orders, positions, holdings,
 * SIPs), so the others do not carry it. Filled buttons keep one colour in both themes, since they carry white text
 * (the themes' lighter dark-mode hues would not); badges have solid backgrounds per theme, so their text keeps AA
 * contrast on any row (hovered, selected).
 */
export const tableCss = (root: string): string => `
${root}{font-size:var(--tk-font-size,13px);line-height:1.35;color:var(--tk-text,var(--tk-color-text,#1c2430))}
${root} .tk-bar{display:flex;gap:8px;align-items:center;margin:0 0 8px;flex-wrap:wrap}
${root} .tk-bar .tk-spacer{flex:1}
${root} .tk-table{outline:none;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;background:var(--tk-color-bg,#ffffff)}
${root} .tk-table:focus-visible{box-shadow:0 0 0 2px var(--tk-focus,var(--tk-color-focus,#1f5eff))}
${root} [role=row]{display:grid;align-items:center;column-gap:12px;min-height:36px;padding:0 12px;border-bottom:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));position:relative}
${root} [role=row]:last-child{border-bottom:0}
${root} .tk-head{min-height:32px;font-size:.85em;font-weight:600;color:var(--tk-muted,var(--tk-color-text-muted,#57606a));text-transform:uppercase;letter-spacing:.02em;background:var(--tk-surface,var(--tk-color-surface,#f5f7fa));border-radius:6px 6px 0 0}
${root} .tk-body-row:hover,${root} .tk-body-row:focus-within{background:var(--tk-surface,var(--tk-color-surface,#f5f7fa))}
${root} [aria-selected=true]{background:var(--tk-selected,#edf3ff)}
${root} .tk-total{font-weight:600;background:var(--tk-surface,var(--tk-color-surface,#f5f7fa));border-radius:0 0 6px 6px}
${root} .tk-num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
${root} .tk-sym{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${root} .tk-sub{font-size:.8em;color:var(--tk-muted,var(--tk-color-text-muted,#57606a));margin-left:6px;font-weight:400}
${root} .tk-muted{color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} [data-sign=up],${root} .tk-side-buy{color:var(--tk-buy-text,#116329)}
${root} [data-sign=down],${root} .tk-side-sell{color:var(--tk-sell-text,#a40e26)}
${root} .tk-side-buy,${root} .tk-side-sell{font-weight:600;font-size:.85em}
${root} .tk-badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:.85em;font-weight:600;white-space:nowrap}
${root} .tk-badge[data-tone=open]{color:var(--tk-badge-open,#1d4ed8);background:var(--tk-badge-open-bg,#dbeafe)}
${root} .tk-badge[data-tone=pending]{color:var(--tk-badge-pending,#7a4a00);background:var(--tk-badge-pending-bg,#fdf0d5)}
${root} .tk-badge[data-tone=complete]{color:var(--tk-badge-complete,#116329);background:var(--tk-badge-complete-bg,#dcf5e3)}
${root} .tk-badge[data-tone=rejected]{color:var(--tk-badge-rejected,#a40e26);background:var(--tk-badge-rejected-bg,#fde2e4)}
${root} .tk-badge[data-tone=cancelled]{color:var(--tk-badge-cancelled,#4b5563);background:var(--tk-badge-cancelled-bg,#eceff3)}
${root} .tk-actions{display:flex;gap:4px;justify-content:flex-end;align-items:center;white-space:nowrap}
${root} .tk-actions button{padding:2px 8px;font-size:.92em}
${root} .tk-hover{display:flex;gap:4px;opacity:0}
${root} .tk-body-row:hover .tk-hover,${root} .tk-body-row:focus-within .tk-hover,${root} .tk-hover:focus-within{opacity:1}
${root} button{cursor:pointer;font:inherit;border-radius:4px;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));background:var(--tk-color-bg,#ffffff);color:inherit;padding:3px 10px;line-height:1.3}
${root} button:hover{background:var(--tk-surface,var(--tk-color-surface,#f5f7fa))}
${root} button:focus-visible,${root} input:focus-visible,${root} select:focus-visible{outline:2px solid var(--tk-focus,var(--tk-color-focus,#1f5eff));outline-offset:1px}
${root} button:disabled,${root} button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
${root} .tk-btn-buy{background:var(--tk-buy,#1f6feb);border-color:transparent;color:var(--tk-on-solid,#ffffff)}
${root} .tk-btn-sell{background:var(--tk-sell,#c4202b);border-color:transparent;color:var(--tk-on-solid,#ffffff)}
${root} .tk-btn-buy:hover{background:var(--tk-buy,#1f6feb);filter:brightness(1.08)}
${root} .tk-btn-sell:hover{background:var(--tk-sell,#c4202b);filter:brightness(1.08)}
${root} .tk-btn-primary{background:var(--tk-primary,#2563eb);border-color:transparent;color:var(--tk-on-solid,#ffffff)}
${root} .tk-btn-primary:hover{background:var(--tk-primary,#2563eb);filter:brightness(1.08)}
${root} .tk-btn-danger{background:var(--tk-danger,#b42318);border-color:transparent;color:var(--tk-on-solid,#ffffff)}
${root} .tk-btn-danger:hover{background:var(--tk-danger,#b42318);filter:brightness(1.08)}
${root} .tk-btn-danger-outline{color:var(--tk-sell-text,#a40e26);border-color:currentColor}
${root} .tk-dialog-backdrop{position:fixed;inset:0;z-index:40;background:rgba(0,0,0,.35);display:flex;align-items:flex-start;justify-content:center;padding-top:12vh}
${root} .tk-dialog{min-width:340px;max-width:560px;max-height:70vh;overflow:auto;background:var(--tk-color-bg,#ffffff);color:var(--tk-text,var(--tk-color-text,#1c2430));border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:8px;box-shadow:0 16px 40px rgba(0,0,0,.3);padding:16px}
${root} .tk-dialog h2{font-size:1.1em;margin:0 0 8px;font-weight:600}
${root} .tk-dialog p{margin:0 0 8px}
${root} .tk-dialog .tk-dialog-foot{display:flex;gap:8px;justify-content:flex-end;margin-top:12px}
${root} .tk-dialog .tk-problem{color:var(--tk-sell-text,#a40e26)}
${root} .tk-field{display:flex;flex-direction:column;gap:4px;margin:8px 0}
${root} .tk-field input{font:inherit;color:inherit;background:var(--tk-color-bg,#ffffff);border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:4px;padding:6px 8px;width:120px;font-variant-numeric:tabular-nums}
${widgetSelectCss(root)}${segmentedRadiosCss(root)}
${root} .tk-details{display:grid;grid-template-columns:1fr 1fr;gap:4px 16px;margin:0}
${root} .tk-details div{display:flex;justify-content:space-between;gap:8px;border-bottom:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));padding:3px 0}
${root} .tk-details dt{color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} .tk-details dd{margin:0;font-variant-numeric:tabular-nums;text-align:right}
${root} .tk-review{list-style:none;margin:0;padding:0;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px}
${root} .tk-review li{border-bottom:1px solid var(--tk-border,var(--tk-color-border,#d9dee4))}
${root} .tk-review li:last-child{border-bottom:0}
${root} .tk-review label{display:grid;grid-template-columns:20px minmax(120px,1fr) 90px 40px 50px 110px;gap:8px;align-items:center;padding:6px 10px;cursor:pointer}
${root} .tk-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
${root} .tk-empty{padding:24px;text-align:center;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${statesCss(root)}`;
