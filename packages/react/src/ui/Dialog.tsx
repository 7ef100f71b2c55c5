import * as Primitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { focusRing, UiStyle } from "./styles.js";

/** A dialog's props. */
export interface DialogProps {
  title: string;
  /** A line under the title saying what the dialog is for. */
  description?: ReactNode;
  children: ReactNode;
  /** Width in rem (default 28). */
  widthRem?: number;
  /**
   * Escape and a press on the backdrop close it when given; a dialog without it (Session Expired) can only be left
   * by its own actions.
   */
  onClose?: () => void;
  /** Whether a press on the backdrop closes it (with `onClose`; default true). */
  closeOnOutsidePress?: boolean;
  className?: string;
}

const css = `
.tk-ui.tk-dialog-backdrop{position:fixed;inset:0;z-index:900;background:rgba(8,12,18,.5)}
.tk-ui.tk-dialog{position:fixed;z-index:901;top:50%;left:50%;transform:translate(-50%,-50%);box-sizing:border-box;max-width:calc(100vw - 32px);max-height:calc(100vh - 32px);overflow:auto;margin:0;padding:20px 24px;background:var(--tk-panel,#ffffff);color:var(--tk-text,#1c2430);border:1px solid var(--tk-border,#d9dee4);border-radius:var(--tk-radius-l,12px);box-shadow:var(--tk-shadow-3,0 24px 48px rgba(16,24,40,.28));font:inherit}
.tk-ui.tk-dialog:focus-visible{${focusRing}}
.tk-ui .tk-dialog-title{margin:0 0 12px;padding:0;font-size:1.25em;font-weight:650;line-height:1.3}
.tk-ui .tk-dialog-description{margin:-6px 0 12px;color:var(--tk-muted,#57606a)}
`;

/**
 * A modal dialog on Radix's: labelled by its title, focus kept inside (the first control focused), the page behind
 * inert to pointers and screen readers, focus returned to what opened it on close. Rendered in place (the theme's
 * root reaches it) and shown while mounted: its owner mounts it to open it.
 */
export function Dialog({
  title,
  description,
  children,
  widthRem = 28,
  onClose,
  closeOnOutsidePress = true,
  className,
}: DialogProps) {
  return (
    <Primitive.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
    >
      <UiStyle name="dialog" css={css} />
      <Primitive.Overlay className="tk-ui tk-dialog-backdrop" />
      <Primitive.Content
        className={`tk-ui tk-dialog${className ? ` ${className}` : ""}`}
        style={{ width: `${widthRem}rem` }}
        aria-describedby={undefined}
        aria-modal="true"
        onEscapeKeyDown={(event) => {
          if (!onClose) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (!onClose || !closeOnOutsidePress) event.preventDefault();
        }}
      >
        <Primitive.Title className="tk-dialog-title">{title}</Primitive.Title>
        {description ? (
          <Primitive.Description className="tk-dialog-description">{description}</Primitive.Description>
        ) : null}
        {children}
      </Primitive.Content>
    </Primitive.Root>
  );
}
