/** The row menu's look (`RowMenu`): the ⋯ button and its menu, a checked choice marked. `root` scopes every rule. */
export const menuCss = (root: string): string => `
${root} .tk-more{padding:3px 8px;border-color:transparent;background:transparent;font-weight:700;letter-spacing:1px}
${root} .tk-menu-anchor{position:relative}
${root} .tk-menu{position:absolute;right:0;top:calc(100% + 4px);z-index:30;min-width:180px;margin:0;padding:4px;list-style:none;background:var(--tk-color-bg,#ffffff);border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.18)}
${root} .tk-menu button{display:block;width:100%;text-align:left;border:0;background:transparent;padding:6px 10px}
${root} .tk-menu button:hover,${root} .tk-menu button:focus{background:var(--tk-surface,var(--tk-color-surface,#f5f7fa));outline:none}
${root} .tk-menu .tk-danger{color:var(--tk-sell-text,#a40e26)}
${root} .tk-menu-group{border-top:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-bottom:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));margin:2px 0;padding:2px 0}
${root} .tk-menu-group::before{content:attr(aria-label);display:block;padding:2px 10px;font-size:.8em;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
${root} .tk-menu [aria-checked=true]::after{content:" ✓"}
`;
