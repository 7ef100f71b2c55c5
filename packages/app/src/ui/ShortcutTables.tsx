import { type ShortcutScope, shortcuts } from "@trade/core/shortcuts";
import { Fragment } from "react";

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

/**
 * The keyboard shortcuts of spec 1 §2.7, from the one shortcut table, one table per scope: the /account/shortcuts
 * screen and the Ctrl+? help modal both show this. `level` is the heading level of the scope titles.
 */
export function ShortcutTables({ level = 2 }: { level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (Object.keys(scopeTitles) as ShortcutScope[]).map((scope) => (
    <Fragment key={scope}>
      <Heading>{scopeTitles[scope]}</Heading>
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
  ));
}
