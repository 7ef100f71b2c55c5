import type { Watchlist as WatchlistData } from "@trade/core/watchlist";
import { useState } from "react";
import type { useWatchlistActions, WatchlistActionResult } from "./hooks.js";
import { NameForm } from "./NameForm.js";

/** Manage a watchlist: rename it, rename, collapse or delete its sections, delete it (after a confirmation). */
export function ManagePanel({
  watchlist,
  actions,
  report,
  onDeleted,
  isCollapsed,
  onToggleSection,
}: {
  watchlist: WatchlistData;
  actions: ReturnType<typeof useWatchlistActions>;
  report: (result: WatchlistActionResult<unknown>, success?: string) => boolean;
  onDeleted: () => void;
  isCollapsed: (section: string) => boolean;
  onToggleSection: (section: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const sections = watchlist.sections?.map((s) => s.name) ?? [];
  return (
    <div className="tk-wl-manage" role="group" aria-label="Manage watchlist">
      <NameForm
        key={`rename-${watchlist.watchlistId}`}
        label="Watchlist name"
        submitLabel="Rename"
        initial={watchlist.watchlistName}
        onSubmit={async (name) => {
          report(await actions.rename(watchlist.watchlistId, name), `Watchlist renamed to ${name}`);
        }}
      />
      {sections.map((name) => (
        <div key={name} className="tk-wl-manage-section">
          <NameForm
            label={`Section ${name}`}
            submitLabel="Rename section"
            initial={name}
            onSubmit={async (next) => {
              report(await actions.renameSection(watchlist.watchlistId, name, next));
            }}
          />
          <button type="button" aria-pressed={isCollapsed(name)} onClick={() => onToggleSection(name)}>
            {`Collapse section ${name}`}
          </button>
          <button
            type="button"
            onClick={async () => report(await actions.deleteSection(watchlist.watchlistId, name))}
          >
            {`Delete section ${name}`}
          </button>
        </div>
      ))}
      {confirming ? (
        <div role="alertdialog" aria-label="Delete watchlist">
          <p>{`Delete watchlist ${watchlist.watchlistName}?`}</p>
          <button
            type="button"
            onClick={async () => {
              setConfirming(false);
              if (
                report(
                  await actions.remove(watchlist.watchlistId),
                  `Watchlist ${watchlist.watchlistName} deleted`,
                )
              )
                onDeleted();
            }}
          >
            DELETE
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            KEEP
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)}>
          Delete watchlist
        </button>
      )}
    </div>
  );
}
