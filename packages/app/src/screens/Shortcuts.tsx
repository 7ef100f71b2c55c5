import { useLayout } from "../settings/AppSettings.js";
import { ShortcutTables } from "../ui/ShortcutTables.js";

export { keyRuns } from "../ui/ShortcutTables.js";

/** The words shown while accessibility mode has the shortcuts off (ours). */
export const accessibilityNotice =
  "Accessibility mode is on: these shortcuts are off, except Escape and Tab.";

/** /trade/account/shortcuts: the keyboard shortcuts of spec 1 §2.7 from the one shortcut table. */
export function ShortcutsScreen() {
  const layout = useLayout();
  return (
    <section className="page shortcuts">
      <h1>Keyboard shortcuts</h1>
      {layout.tabAccessibility === true ? <p role="status">{accessibilityNotice}</p> : null}
      <ShortcutTables />
    </section>
  );
}
