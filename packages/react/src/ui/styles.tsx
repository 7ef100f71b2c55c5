/**
 * The components' shared look. Each component renders its own rules once per page (`<UiStyle>`: React 19 hoists a
 * `<style href precedence>` into the head and keeps one copy), so a partner page that imports one component pays for
 * its rules only. Every component root carries `tk-ui`, and every rule has two classes (`.tk-ui.tk-btn`,
 * `.tk-ui .tk-menu-item`): stronger than a widget's reset (`.tk-watchlist *`), the theme's (`.tk-root *`) and a host
 * page's element rules. Colours are the theme's custom properties with the light theme's values as fallbacks.
 */
export function UiStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={`tk-ui-${name}`} precedence="tk-ui">
      {css}
    </style>
  );
}

/** The focus ring every control shows when reached from the keyboard. */
export const focusRing = "outline:2px solid var(--tk-focus,#1f5eff);outline-offset:2px";

/** A floating surface's frame (menus, popovers, select lists): panel, line, radius, elevation. */
export const floatingSurface =
  "z-index:1000;min-width:160px;margin:0;padding:4px;background:var(--tk-panel,#ffffff);color:var(--tk-text,#1c2430);border:1px solid var(--tk-border,#d9dee4);border-radius:var(--tk-radius-m,8px);box-shadow:var(--tk-shadow-2,0 8px 24px rgba(16,24,40,.16));font:inherit";

/** A list entry of a floating surface (menu item, select option): highlighted on hover and keyboard focus. */
export const floatingItem = (selector: string) =>
  `${selector}{display:flex;align-items:center;gap:8px;width:100%;min-height:28px;margin:0;padding:4px 10px;border:0;border-radius:var(--tk-radius-s,4px);background:transparent;color:inherit;font:inherit;text-align:start;cursor:pointer;outline:none;user-select:none}
${selector}[data-highlighted],${selector}:focus-visible{background:var(--tk-selected,#edf3ff)}
${selector}[data-disabled]{opacity:.5;cursor:default}`;
