/**
 * The embeddable widgets' native controls, drawn once for all of them (docs/decisions.md, "Design system"): the
 * widgets keep the browser's `<select>` and radio inputs (Radix's select would add about 30 kB gzipped to each), so
 * these give them the design system's look instead of the browser's grey one.
 */

/**
 * A select: no native appearance, the panel surface, the 3:1 control line, a chevron drawn in the text colour (so it
 * follows the dark theme), the focus ring, and a disabled state. `widgetCss` appends it after every widget's own
 * rules, with a two-part selector, so a widget's older element rule (`.tk-x select{…}`) does not undo it; a widget
 * still sizes its selects (width, height, margins).
 */
export const widgetSelectCss = (root: string): string => `
${root} select:not([multiple]){appearance:none;padding:3px 28px 3px 8px;border:1px solid var(--tk-control-line,#7d8794);border-radius:var(--tk-radius-s,4px);background-color:var(--tk-panel,#ffffff);background-image:linear-gradient(45deg,transparent 50%,currentColor 50%),linear-gradient(135deg,currentColor 50%,transparent 50%);background-position:calc(100% - 14px) 55%,calc(100% - 9px) 55%;background-size:5px 5px;background-repeat:no-repeat;color:var(--tk-text,#1c2430);line-height:1.3;cursor:pointer}
${root} select:not([multiple]):focus-visible{outline:2px solid var(--tk-focus,#1f5eff);outline-offset:1px}
${root} select:not([multiple]):disabled{opacity:.55;cursor:not-allowed}`;

/**
 * A segmented control of radios (`.tk-segmented`, a fieldset or span of labels each holding a radio): the radios
 * visually hidden, the labels drawn as one track with the chosen one raised, as the ui `SegmentedControl` draws it.
 * The widgets that have such choices include it (the tables' `tableCss`, the order pad, the options watchlist), so
 * a widget without one (the watchlist) does not carry it.
 */
export const segmentedRadiosCss = (root: string): string => `
${root} .tk-segmented{display:inline-flex;flex-direction:row;flex-wrap:wrap;gap:2px;width:max-content;max-width:100%;margin:0;padding:2px;border:1px solid var(--tk-control-line,#7d8794);border-radius:var(--tk-radius-m,8px);background:var(--tk-surface,#f5f7fa);min-inline-size:0}
${root} .tk-segmented label{position:relative;display:inline-flex;align-items:center;min-height:24px;margin:0;padding:0 10px;border:0;border-radius:var(--tk-radius-s,4px);color:var(--tk-muted,#57606a);font-weight:600;cursor:pointer;white-space:nowrap}
${root} .tk-segmented label:hover{color:var(--tk-text,#1c2430)}
${root} .tk-segmented label:has(input:checked){background:var(--tk-panel,#ffffff);color:var(--tk-text,#1c2430);box-shadow:var(--tk-shadow-1,0 1px 2px rgba(16,24,40,.16))}
${root} .tk-segmented label:has(input:focus-visible){outline:2px solid var(--tk-focus,#1f5eff);outline-offset:0}
${root} .tk-segmented label:has(input:disabled){opacity:.5;cursor:not-allowed}
${root} .tk-segmented input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:inherit}`;
