import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal dialog: labelled by its title, focus kept inside, the first button focused. The page behind it should be
 * made `inert` by its owner.
 */
export function Modal({
  title,
  children,
  widthRem,
  onClose,
}: {
  title: string;
  children: ReactNode;
  widthRem: number;
  /** Escape closes it when given; a modal without it (Session Expired) can only be left by its actions. */
  onClose?: () => void;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = dialog.current;
    node?.querySelector<HTMLElement>("button, [href], input")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && onClose) onClose();
      if (event.key !== "Tab" || node === null) return;
      const focusable = Array.from(
        node.querySelectorAll<HTMLElement>("button, [href], input, select, textarea"),
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (first === undefined || last === undefined) return;
      // Focus left the dialog (a click on the backdrop): bring it back.
      if (!node.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ width: `${widthRem}rem` }}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
