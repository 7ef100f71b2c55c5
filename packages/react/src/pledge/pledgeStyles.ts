import { fundsCss } from "../funds/fundsStyles.js";

/** The pledge and MTF widgets' look: the funds card and result panels, with a dense table of stocks. */
export const pledgeCss = (root: string): string =>
  `${fundsCss(root)}
${root} .tk-pledge-table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:.92em}
${root} .tk-pledge-table th,${root} .tk-pledge-table td{padding:6px 8px;border-bottom:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));text-align:right;white-space:nowrap}
${root} .tk-pledge-table th:first-child,${root} .tk-pledge-table td:first-child{text-align:left}
${root} .tk-pledge-table th{font-weight:600;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} .tk-pledge-table input{width:80px;text-align:right;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;padding:4px 6px;background:var(--tk-color-bg,#ffffff);color:inherit}
${root} .tk-pledge-table input[aria-invalid=true]{border-color:var(--tk-sell-text,#a40e26)}
${root} .tk-pledge-tabs{display:flex;gap:4px;border-bottom:1px solid var(--tk-border,var(--tk-color-border,#d9dee4))}
${root} .tk-pledge-tabs button{border:0;border-bottom:2px solid transparent;border-radius:0;background:transparent;padding:8px 12px;font-weight:600;color:inherit}
${root} .tk-pledge-tabs button[aria-selected=true]{border-bottom-color:var(--tk-accent,#1f5eff)}
${root} .tk-pledge-pager{display:flex;gap:8px;align-items:center;justify-content:flex-end}
${root} .tk-muted{color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} a{color:#1d4ed8;font-weight:600}
.tk-theme-dark ${root} a{color:#8ab4f8}
`;
