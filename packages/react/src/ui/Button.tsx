import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from "react";
import { focusRing, UiStyle } from "./styles.js";

/** What a button does, which sets its colour: the main action, a buy or a sell, a quiet action, a destructive one. */
export type ButtonVariant = "primary" | "buy" | "sell" | "ghost" | "danger";
/** `sm` for table rows and toolbars, `md` (the default) for forms and dialogs. */
export type ButtonSize = "sm" | "md";

/** A design-system button's own props; every native button attribute passes through. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Default `ghost`. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label (an icon-only button needs an `aria-label`). */
  icon?: ReactNode;
}

const css = `
.tk-ui.tk-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;box-sizing:border-box;height:32px;margin:0;padding:0 14px;border:1px solid transparent;border-radius:var(--tk-radius-m,8px);font:inherit;font-weight:600;line-height:1;white-space:nowrap;cursor:pointer;text-decoration:none;transition:background-color var(--tk-motion-fast,120ms) ease,box-shadow var(--tk-motion-fast,120ms) ease}
.tk-ui.tk-btn-sm{height:26px;padding:0 10px;font-size:.92em;border-radius:var(--tk-radius-s,4px)}
.tk-ui.tk-btn:focus-visible{${focusRing}}
.tk-ui.tk-btn:disabled{opacity:.5;cursor:not-allowed}
.tk-ui.tk-btn-primary{background:var(--tk-primary,#2563eb);color:var(--tk-on-solid,#ffffff)}
.tk-ui.tk-btn-buy{background:var(--tk-buy,#1f6feb);color:var(--tk-on-solid,#ffffff)}
.tk-ui.tk-btn-sell{background:var(--tk-sell,#c4202b);color:var(--tk-on-solid,#ffffff)}
.tk-ui.tk-btn-danger{background:var(--tk-danger,#b42318);color:var(--tk-on-solid,#ffffff)}
.tk-ui.tk-btn-ghost{background:transparent;color:var(--tk-text,#1c2430);border-color:var(--tk-control-line,#7d8794)}
.tk-ui.tk-btn:not(.tk-btn-ghost):hover:not(:disabled){box-shadow:inset 0 0 0 100px rgba(0,0,0,.12)}
.tk-ui.tk-btn-ghost:hover:not(:disabled){background:var(--tk-surface,#f5f7fa)}
.tk-ui.tk-btn svg{flex:none}
`;

/**
 * The design system's button: `primary` for a screen's main action, `buy` and `sell` in the trading colours,
 * `ghost` for quiet actions, `danger` for destructive ones. A native `<button type="button">`, so it needs no
 * primitive; the ref reaches the element (menus and popovers anchor on it).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "ghost", size = "md", icon, className, children, type = "button", ...rest },
  ref,
) {
  const classes = `tk-ui tk-btn tk-btn-${variant}${size === "sm" ? " tk-btn-sm" : ""}${className ? ` ${className}` : ""}`;
  return (
    <button ref={ref} type={type} className={classes} {...rest}>
      <UiStyle name="button" css={css} />
      {icon}
      {children}
    </button>
  );
});
