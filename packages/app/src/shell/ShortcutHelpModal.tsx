import { useLayer } from "@trade/react";
import { Modal } from "../ui/Modal.js";
import { ShortcutTables } from "../ui/ShortcutTables.js";
import "./shellExtras.css";

/** The help modal's own layer: Escape closes it through the layer stack, above the order pad and panels. */
export function ShortcutHelpModal({ onClose }: { onClose: () => void }) {
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
