/**
 * The look of a row of radio choices drawn as one segmented control (`.tk-segmented` around labelled radios): the
 * checked choice filled, the radios invisible over their labels, keyboard focus ringed. `root` scopes every rule.
 */
export const segmentedCss = (root: string): string => `
${root} .tk-segmented{display:inline-flex;border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;overflow:hidden;margin:0;padding:0}
${root} .tk-segmented label{position:relative;padding:4px 12px;cursor:pointer;display:flex;gap:6px;align-items:center}
${root} .tk-segmented label:has(input:checked){background:var(--tk-selected,#edf3ff);font-weight:600}
${root} .tk-segmented label+label{border-left:1px solid var(--tk-border,var(--tk-color-border,#d9dee4))}
${root} .tk-segmented input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
${root} .tk-segmented label:has(input:focus-visible){outline:2px solid var(--tk-accent,#1f5eff);outline-offset:-2px}`;
