import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { keepFocusInside } from "./orderPad/padFocus.js";

/**
 * A modal dialog over a table (cancel confirmation, conversion, exit-all review): labelled by its title, the first
 * field or the primary button focused as it opens, Tab kept inside, Escape closes (marked handled, so a page's layered
 * Escape does not close more), and focus goes back where it was on close.
 */
export function TableDialog({
  title,
  role = "dialog",
  onClose,
  children,
}: {
  title: string;
  role?: "dialog" | "alertdialog";
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first =
      box.current?.querySelector<HTMLElement>("[data-autofocus]") ??
      box.current?.querySelector<HTMLElement>("input,button");
    first?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === "Tab") keepFocusInside(box.current, event);
  };
  return (
    <div
      className="tk-dialog-backdrop"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        role={role}
        aria-modal="true"
        aria-labelledby={id}
        className="tk-dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** A dialog's foot with only its Close button (`label`, default "Close"). */
export function CloseFoot({ label = "Close", onClose }: { label?: string; onClose: () => void }) {
  return (
    <div className="tk-dialog-foot">
      <button type="button" onClick={onClose}>
        {label}
      </button>
    </div>
  );
}

/**
 * The words of a confirmation, as core writes them (`revokeBlockConfirm`, `sipConfirmTexts`): its title, the way
 * back, the action and what will happen.
 */
export interface ConfirmTexts {
  title: string;
  /** The way back (KEEP, BACK, Cancel). */
  keep: string;
  action: string;
  /** What will happen, the dialog's first paragraph; absent when the children say it. */
  message?: string;
}

/** A confirmation's props. */
export interface ConfirmProps {
  texts: ConfirmTexts;
  /** Marks an action that cannot be undone (default true). */
  danger?: boolean;
  /** The way back. */
  onClose: () => void;
  onConfirm: () => void;
  /** What the action applies to, after the message. */
  children?: ReactNode;
}

/**
 * What a confirmation shows: what will happen (its message, then the children), a way back and the action, which
 * has the focus.
 */
export function ConfirmStep({ texts, danger = true, onClose, onConfirm, children }: ConfirmProps) {
  return (
    <>
      {texts.message ? <p>{texts.message}</p> : null}
      {children}
      <div className="tk-dialog-foot">
        <button type="button" onClick={onClose}>
          {texts.keep}
        </button>
        <button
          type="button"
          className={danger ? "tk-btn-danger" : "tk-btn-primary"}
          data-autofocus
          onClick={onConfirm}
        >
          {texts.action}
        </button>
      </div>
    </>
  );
}

/**
 * A confirmation over a table (cancel an order, a GTT, a SIP; delete a basket): what will happen, a way back and the
 * action, which has the focus. `danger` (the default) marks an action that cannot be undone.
 */
export function ConfirmDialog(props: ConfirmProps) {
  return (
    <TableDialog title={props.texts.title} role="alertdialog" onClose={props.onClose}>
      <ConfirmStep {...props} />
    </TableDialog>
  );
}
