import { tableCss } from "../trading/tableStyles.js";
import { widgetCss } from "../widget.js";

/**
 * The funds widgets' look, scoped under `root`, from the theme's tokens like the tables: a card with the amount big
 * and the method as a segmented control, result panels toned as the status groups (success, error, warning).
 */
export const fundsCss = (root: string): string =>
  widgetCss(
    root,
    `${tableCss(root)}
${root}{display:block}
${root} form,${root} .tk-funds-card{display:flex;flex-direction:column;gap:16px}
${root} .tk-funds-amount label,${root} .tk-funds-field label,${root} .tk-funds-label{font-size:.85em;font-weight:600;display:block;margin-bottom:6px}
${root} .tk-funds-amount-box{display:flex;align-items:center;gap:6px;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:8px;padding:8px 12px;background:var(--tk-color-bg,#ffffff)}
${root} .tk-funds-amount-box:focus-within{outline:2px solid var(--tk-focus,var(--tk-color-focus,#1f5eff));outline-offset:1px}
${root} .tk-funds-amount-box span{font-size:1.6em;font-weight:600;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} .tk-funds-amount-box input{border:0;outline:0;background:transparent;font-size:1.6em;font-weight:600;width:100%;font-variant-numeric:tabular-nums;color:inherit}
${root} .tk-funds-quick{border:0;margin:8px 0 0;padding:0;display:flex;gap:8px;flex-wrap:wrap}
${root} .tk-funds-quick button{border-radius:16px;padding:4px 12px;font-size:.9em}
${root} .tk-problem{color:var(--tk-sell-text,#a40e26);margin:6px 0 0;font-size:.9em}
${root} .tk-ok{color:var(--tk-buy-text,#116329);margin:6px 0 0;font-size:.9em}
${root} .tk-funds-methods{border:0;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
${root} .tk-funds-methods label{position:relative;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:8px;padding:10px;text-align:center;cursor:pointer;font-weight:600}
${root} .tk-funds-methods label:has(input:checked){border-color:var(--tk-accent,#1f5eff);background:var(--tk-selected,#edf3ff)}
${root} .tk-funds-methods label:has(input:focus-visible){outline:2px solid var(--tk-focus,var(--tk-color-focus,#1f5eff));outline-offset:1px}
${root} .tk-funds-methods input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
${root} .tk-funds-field .tk-funds-row{display:flex;gap:8px}
${root} .tk-funds-field input{flex:1;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;padding:8px 10px;background:var(--tk-color-bg,#ffffff)}
${root} .tk-funds-field input[aria-invalid=true]{border-color:var(--tk-sell-text,#a40e26)}
${root} .tk-funds-recent{display:flex;gap:6px;flex-wrap:wrap;margin-top:8px}
${root} .tk-funds-recent button{border-radius:14px;font-size:.85em}
${root} .tk-funds-bank{display:flex;justify-content:space-between;gap:12px;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:8px;padding:10px 12px}
${root} .tk-funds-banks{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
${root} .tk-funds-bank small{color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} .tk-btn-primary,${root} .tk-funds-submit{background:#1d4ed8;border-color:#1d4ed8;color:#fff;font-weight:600}
${root} .tk-funds-submit{padding:10px 16px;border-radius:8px;font-size:1em}
${root} .tk-funds-submit:hover{background:#1e40af}
${root} .tk-btn-danger{background:#b42318;border-color:#b42318;color:#fff}
${root} .tk-funds-result{border-radius:10px;padding:16px;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));display:flex;flex-direction:column;gap:8px}
${root} .tk-funds-result h3{margin:0;font-size:1.15em;font-weight:700}
${root} .tk-funds-result p{margin:0}
${root} .tk-funds-result[data-tone=success]{border-color:#1a7f37;background:#e9f7ee}
${root} .tk-funds-result[data-tone=error]{border-color:#b42318;background:#fdecec}
${root} .tk-funds-result[data-tone=warning]{border-color:#9a6700;background:#fff6e0}
.tk-theme-dark ${root} .tk-funds-result[data-tone=success]{border-color:#3fb950;background:#12261a}
.tk-theme-dark ${root} .tk-funds-result[data-tone=error]{border-color:#f85149;background:#2d1416}
.tk-theme-dark ${root} .tk-funds-result[data-tone=warning]{border-color:#d29922;background:#2b2110}
${root} .tk-funds-big{font-size:1.8em;font-weight:700;font-variant-numeric:tabular-nums}
${root} .tk-funds-qr{display:flex;gap:16px;align-items:center}
${root} .tk-funds-qr img{display:block;width:168px;height:168px;border-radius:8px;background:#fff;flex:none;image-rendering:pixelated}
${root} .tk-funds-actions{display:flex;gap:8px;flex-wrap:wrap;align-items:center}
${root} .tk-funds-actions button{padding:8px 14px;border-radius:8px}
${root} .tk-funds-actions a{color:var(--tk-accent,#1f5eff);font-weight:600}
.tk-theme-dark ${root} .tk-funds-actions a{color:#8ab4f8}
${root} .tk-funds-filter{display:flex;gap:8px;flex-wrap:wrap;align-items:flex-end;margin-bottom:8px}
${root} .tk-funds-filter label{display:flex;flex-direction:column;gap:4px;font-size:.85em;font-weight:600}
${root} .tk-funds-filter input{border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;padding:6px 8px;background:var(--tk-color-bg,#ffffff);color-scheme:inherit;font-weight:400}
${root} .tk-funds-list{list-style:none;margin:0;padding:0;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:8px}
${root} .tk-funds-list li{display:grid;grid-template-columns:1fr auto 80px;gap:12px;align-items:center;padding:8px 12px;border-bottom:1px solid var(--tk-border,var(--tk-color-border,#d9dee4))}
${root} .tk-funds-list li:last-child{border-bottom:0}
${root} .tk-table [role=row]{grid-template-columns:120px 120px minmax(120px,1fr) 100px 160px 80px}
${root} .tk-funds-facts{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}
${root} .tk-funds-facts dt{color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} .tk-funds-facts dd{margin:0;word-break:break-all}
${root} .tk-empty{padding:16px;margin:0;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
`,
  );
