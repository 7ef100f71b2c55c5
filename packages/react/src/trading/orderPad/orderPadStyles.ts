import { segmentedRadiosCss } from "../../theme/controlsCss.js";
import { widgetCss } from "../../widget.js";

/** Scoped styles: every rule starts at `.tk-order-pad`, so the pad changes nothing outside itself. */
export const orderPadCss = widgetCss(
  ".tk-order-pad",
  `
.tk-order-pad{display:block;box-sizing:border-box;font:14px/1.4 system-ui,sans-serif;color:var(--tk-text,#1c2430);background:var(--tk-surface,#f5f7fa);border:1px solid var(--tk-border,#d9dee4);border-radius:8px;width:360px;padding:12px}

.tk-order-pad .tk-op-head{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:-12px -12px 10px;padding:8px 12px;border-radius:7px 7px 0 0;color:var(--tk-on-solid,#ffffff)}
.tk-order-pad.tk-op-buy .tk-op-head{background:var(--tk-buy,#1f6feb)}
.tk-order-pad.tk-op-sell .tk-op-head{background:var(--tk-sell,#c4202b)}
.tk-order-pad .tk-op-head button{border-color:rgb(255 255 255 / 55%);color:inherit}
.tk-order-pad .tk-op-head button:focus-visible{outline:2px solid var(--tk-on-solid,#ffffff);outline-offset:1px}
.tk-order-pad .tk-op-head .tk-op-note{color:inherit;margin:0}
.tk-order-pad .tk-op-ltp-label{font-size:11px;margin-left:auto}
.tk-order-pad .tk-op-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.tk-order-pad .tk-op-ltp{font-weight:600;font-variant-numeric:tabular-nums}
.tk-order-pad .tk-op-side{display:inline-flex;padding:2px;border-radius:12px;gap:2px}
.tk-order-pad .tk-op-side span{min-width:20px;text-align:center;border-radius:10px;font-weight:700;font-size:12px;padding:1px 4px}
.tk-order-pad .tk-op-side span[data-on=true]{background:var(--tk-on-solid,#ffffff);color:var(--tk-text,#1c2430)}
.tk-order-pad .tk-op-close{border:0;font-size:18px;line-height:1;padding:0 4px}
.tk-order-pad .tk-op-actions{display:flex;gap:8px}
.tk-order-pad .tk-op-actions .tk-op-submit{flex:1}
.tk-order-pad .tk-op-cancel{padding:8px 14px}
.tk-order-pad .tk-op-tabs{display:flex;flex-wrap:wrap;gap:4px;margin-bottom:8px}
.tk-order-pad .tk-op-tabs button{white-space:nowrap;padding:4px 7px}
.tk-order-pad button{cursor:pointer;border:1px solid var(--tk-border,#d9dee4);background:transparent;border-radius:4px;padding:4px 8px}
.tk-order-pad [aria-selected=true]{font-weight:600;border-color:currentColor}
.tk-order-pad fieldset{border:0;margin:0 0 8px;padding:0;display:flex;gap:12px}
.tk-order-pad .tk-op-products,.tk-order-pad .tk-op-types{flex-direction:column;gap:2px}
.tk-order-pad legend{font-size:12px;opacity:.7;margin-bottom:2px}
.tk-order-pad .tk-op-field{display:flex;flex-direction:column;margin-bottom:8px}
.tk-order-pad input:not([type]),.tk-order-pad input[inputmode]{border:1px solid var(--tk-border,#d9dee4);border-radius:4px;padding:6px;width:100%}
.tk-order-pad [aria-invalid=true]{border-color:var(--tk-sell,#c4202b)}
.tk-order-pad .tk-op-problem{color:var(--tk-sell-text,#a40e26);margin:4px 0}
.tk-order-pad .tk-op-submit{width:100%;padding:8px;font-weight:600;color:var(--tk-on-solid,#ffffff);border:0}
.tk-order-pad.tk-op-buy .tk-op-submit{background:var(--tk-buy,#1f6feb)}
.tk-order-pad.tk-op-sell .tk-op-submit{background:var(--tk-sell,#c4202b)}
.tk-order-pad.tk-op-quick{width:auto;max-width:100%}
.tk-order-pad.tk-op-quick form{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:flex-end}
.tk-order-pad.tk-op-quick fieldset{margin:0;flex-direction:column;gap:2px}
.tk-order-pad.tk-op-quick .tk-op-field{margin:0;width:110px}
.tk-order-pad.tk-op-quick .tk-op-margin,.tk-order-pad.tk-op-quick .tk-op-problem{flex-basis:100%;margin:0}
.tk-order-pad.tk-op-quick .tk-op-submit{width:auto;min-width:96px}
.tk-order-pad .tk-op-confirm{font-weight:600;color:var(--tk-on-solid,#ffffff);border:0;margin-right:8px}
.tk-order-pad.tk-op-buy .tk-op-confirm{background:var(--tk-buy,#1f6feb)}
.tk-order-pad.tk-op-sell .tk-op-confirm{background:var(--tk-sell,#c4202b)}
.tk-order-pad .tk-op-sheet{margin-top:8px;padding:8px;border:1px solid var(--tk-border,#d9dee4);border-radius:6px}
.tk-order-pad .tk-op-warn{border-color:var(--tk-warn-line,#b26a00);background:var(--tk-warn-bg,#fff6e5)}
.tk-order-pad .tk-op-note{margin:6px 0 0;color:var(--tk-muted,#57606a)}
.tk-order-pad .tk-op-exchanges{display:inline-flex;gap:2px}
.tk-order-pad .tk-op-exchanges button[aria-checked="true"]{font-weight:600;text-decoration:underline}
.tk-order-pad .tk-op-bad{border-color:var(--tk-sell,#c4202b)}
${segmentedRadiosCss(".tk-order-pad")}`,
);
