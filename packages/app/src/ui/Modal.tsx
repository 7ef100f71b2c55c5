import { Dialog } from "@trade/react/ui";
import type { ReactNode } from "react";

/**
 * The app's modal: the design system's `Dialog` (labelled by its title, focus kept inside, the first control
 * focused), carrying the `modal` class the app's checks look for.
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
  return (
    <Dialog title={title} widthRem={widthRem} onClose={onClose} closeOnOutsidePress={false} className="modal">
      {children}
    </Dialog>
  );
}
