import type { ReactNode } from "react";
import { widgetSelectCss } from "./theme/controlsCss.js";

/**
 * A widget's scoped style sheet: `root`'s reset, then its own `rules`. The reset starts everything under the root from
 * the browser's defaults (a host page's element rules stop there) and makes text inherit the widget's font and
 * colour, so a hostile host stylesheet cannot restyle the widget; every rule of `rules` starts at `root` too. The
 * shared look of the native selects (`widgetSelectCss`) comes last.
 */
export const widgetCss = (root: string, rules: string): string =>
  `${root},${root} *{all:revert;box-sizing:border-box}
${root} *{font:inherit;color:inherit;letter-spacing:normal;text-transform:none;line-height:inherit}${rules}${widgetSelectCss(root)}`;

/** What a widget shows while its query loads (`Loading {what}…`) or after it failed; undefined once it has data. */
export function queryStatus(error: Error | null, isPending: boolean, what: string): ReactNode {
  if (error) return <p role="alert">{error.message}</p>;
  if (isPending) return <p aria-busy="true">{`Loading ${what}…`}</p>;
  return undefined;
}

/** A widget's root for its content: its class and its scoped style sheet. */
export const widgetFrame = (className: string, css: string) => (content: ReactNode) => (
  <div className={className}>
    <style>{css}</style>
    {content}
  </div>
);
