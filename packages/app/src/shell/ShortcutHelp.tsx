import { useShortcut } from "@trade/react";
import { lazy, type ReactNode, Suspense, useState } from "react";

/** The modal and its tables load when first asked for. */
const ShortcutHelpModal = lazy(() =>
  import("./ShortcutHelpModal.js").then((m) => ({ default: m.ShortcutHelpModal })),
);

/**
 * Spec 1 §2.7's "Ctrl+? or Ctrl+/: shortcut help": a modal listing every shortcut (the /account/shortcuts screen's
 * tables). The shortcut is the table's `shortcutHelp`, so accessibility mode turns it off and it does not fire from a
 * field or under another modal layer. Returns whether it is open (the owner makes the page behind it inert) and the
 * modal to render.
 */
export function useShortcutHelp(): { open: boolean; modal: ReactNode } {
  const [open, setOpen] = useState(false);
  useShortcut("shortcutHelp", () => setOpen(true));
  return {
    open,
    modal: open ? (
      <Suspense fallback={null}>
        <ShortcutHelpModal onClose={() => setOpen(false)} />
      </Suspense>
    ) : null,
  };
}
