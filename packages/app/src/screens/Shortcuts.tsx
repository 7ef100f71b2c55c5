import { type ShortcutScope, shortcuts } from "@trade/core/shortcuts";
import { Fragment } from "react";
import { useLayout } from "../settings/AppSettings.js";

const scopeTitles: Record<ShortcutScope, string> = {
  global: "Anywhere",
  list: "In the watchlist, option chain and orders",
  orderPad: "In the order pad",
};

/** Long runs (Ctrl+1 … Ctrl+9) as a range; otherwise each combo, "or" between them as the spec writes them. */
export function keyRuns(keys: readonly string[]): string[][] {
  return keys.length > 3 ? [[keys[0] as string, keys.at(-1) as string]] : keys.map((key) => [key]);
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /trade/account/shortcuts: the keyboard shortcuts of spec 1 §2.7 from the one shortcut table. */
export function ShortcutsScreen() {
  const layout = useLayout();
  return (
    <section className="page shortcuts">
      <h1>Keyboard shortcuts</h1>
      {layout.tabAccessibility === true ? (
        <p role="status">Accessibility mode is on: these shortcuts are off, except Escape and Tab.</p>
      ) : null}
      {(Object.keys(scopeTitles) as ShortcutScope[]).map((scope) => (
        <Fragment key={scope}>
          <h2>{scopeTitles[scope]}</h2>
          <table className="shortcut-table">
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {shortcuts
                .filter((shortcut) => shortcut.scope === scope)
                .map((shortcut) => (
                  <tr key={shortcut.id}>
                    <td>
                      {keyRuns(shortcut.keys).map((run, index) => (
                        <Fragment key={run.join("-")}>
                          {index > 0 ? " or " : null}
                          <kbd>{run[0]}</kbd>
                          {run.length > 1 ? (
                            <>
                              {" to "}
                              <kbd>{run[1]}</kbd>
                            </>
                          ) : null}
                        </Fragment>
                      ))}
                    </td>
                    <td>{sentence(shortcut.description)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </Fragment>
      ))}
    </section>
  );
}
