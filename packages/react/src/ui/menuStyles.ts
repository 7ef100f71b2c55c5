/**
 * Where a widget places its row menu. The menu's own look travels with `Menu` (the design system's rules); a widget
 * adds only what belongs to its layout, here nothing beyond the anchor's stacking.
 */
export const menuCss = (root: string): string => `
${root} .tk-menu-trigger{position:relative}
`;
