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

/**
 * A confirmation over a table (cancel an order, a GTT, a SIP; delete a basket): what will happen, a way back and the
 * action, which has the focus. `danger` (the default) marks an action that cannot be undone.
 */
export function ConfirmDialog({
  title,
  back,
  action,
  danger = true,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  /** The way back (KEEP, BACK, Cancel). */
  back: string;
  action: string;
  danger?: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <TableDialog title={title} role="alertdialog" onClose={onClose}>
      {children}
      <div className="tk-dialog-foot">
        <button type="button" onClick={onClose}>
          {back}
        </button>
        <button
          type="button"
          className={danger ? "tk-btn-danger" : "tk-btn-primary"}
          data-autofocus
          onClick={onConfirm}
        >
          {action}
        </button>
      </div>
    </TableDialog>
  );
}
