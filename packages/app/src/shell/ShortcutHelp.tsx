import { useLayer, useShortcut } from "@trade/react";
import { type ReactNode, useState } from "react";
import { Modal } from "../ui/Modal.js";
import { ShortcutTables } from "../ui/ShortcutTables.js";
import "./shellExtras.css";

/** The help modal's own layer: Escape closes it through the layer stack, above the order pad and panels. */
function ShortcutHelpModal({ onClose }: { onClose: () => void }) {
  useLayer({ priority: "modal", onEscape: onClose });
  return (
    <Modal title="Keyboard shortcuts" widthRem={44}>
      {/* Close sits inside the scrolled list, first: focused on opening, its arrow keys scroll the list. */}
      <div className="shortcut-help">
        <div className="modal-actions shortcut-help-actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
        <ShortcutTables level={3} />
      </div>
    </Modal>
  );
}

/**
 * Spec 1 §2.7's "Ctrl+? or Ctrl+/: shortcut help": a modal listing every shortcut (the /account/shortcuts screen's
 * tables). The shortcut is the table's `shortcutHelp`, so accessibility mode turns it off and it does not fire from a
 * field or under another modal layer. Returns whether it is open (the owner makes the page behind it inert) and the
 * modal to render.
 */
export function useShortcutHelp(): { open: boolean; modal: ReactNode } {
  const [open, setOpen] = useState(false);
  useShortcut("shortcutHelp", () => setOpen(true));
  return { open, modal: open ? <ShortcutHelpModal onClose={() => setOpen(false)} /> : null };
}
