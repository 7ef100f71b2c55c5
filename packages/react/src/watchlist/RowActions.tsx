import type { FlagColour, Watchlist } from "@trade/core/watchlist";
import { useState } from "react";
import { NameForm } from "./NameForm.js";
import type { WatchlistController } from "./useWatchlistWidget.js";
import { filterCount, flagColours, flagLabel, type ScripRow, scripOf } from "./view.js";

/** The selected row's actions: buy, sell, depth, alert, flag, add a section, move, delete. */
export function RowActions({
  w,
  row,
  watchlist,
}: {
  w: WatchlistController;
  row: ScripRow;
  watchlist: Watchlist;
}) {
  const { onBuy, onSell, onDepth, onAlert } = w.options;
  const { actions, report, sort } = w;
  const at = { mktSegId: row.entry.mktSegID, token: row.entry.token };
  const onDelete = () => void w.removeCurrent();
  const onFlag = async (colour: FlagColour | undefined) => {
    report(
      colour === undefined
        ? await actions.removeFlag(watchlist.watchlistId, at)
        : await actions.setFlag(watchlist.watchlistId, at, colour, flagLabel(colour)),
    );
  };
  // Moving a row is in the list's own order: not while a sort or a filter applies.
  const onMove =
    sort === undefined && filterCount(w.filters) === 0
      ? (step: -1 | 1) => {
          void actions.move(watchlist.watchlistId, row.entry, step).then((result) => report(result));
        }
      : undefined;
  const onAddSection = async (name: string) =>
    report(
      await actions.addSection(watchlist.watchlistId, name, at, { sorted: sort !== undefined }),
      `Section ${name} added`,
    );
  const [sectionForm, setSectionForm] = useState(false);
  const scrip = scripOf(row);
  return (
    <div className="tk-wl-actions" role="group" aria-label={`${row.entry.tradeSymbol} actions`}>
      {onBuy ? (
        <button type="button" aria-keyshortcuts="F1" onClick={() => onBuy(scrip)}>
          Buy
        </button>
      ) : null}
      {onSell ? (
        <button type="button" aria-keyshortcuts="F2" onClick={() => onSell(scrip)}>
          Sell
        </button>
      ) : null}
      {onDepth ? (
        <button type="button" aria-keyshortcuts="F6" onClick={() => onDepth(scrip)}>
          Market depth
        </button>
      ) : null}
      {onAlert ? (
        <button type="button" onClick={() => onAlert(scrip)}>
          Add Alert
        </button>
      ) : null}
      <label>
        Flag{" "}
        <select
          aria-label="Flag"
          value={row.flag?.icon ?? ""}
          onChange={(event) => void onFlag((event.target.value || undefined) as FlagColour | undefined)}
        >
          <option value="">None</option>
          {flagColours.map((colour) => (
            <option key={colour} value={colour}>
              {flagLabel(colour)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => setSectionForm(true)}>
        Add section
      </button>
      {onMove ? (
        <>
          <button type="button" onClick={() => onMove(-1)}>
            Move up
          </button>
          <button type="button" onClick={() => onMove(1)}>
            Move down
          </button>
        </>
      ) : null}
      <button type="button" aria-keyshortcuts="Delete" onClick={onDelete}>
        Delete
      </button>
      {sectionForm ? (
        <NameForm
          label="Section name"
          submitLabel="Add section"
          onCancel={() => setSectionForm(false)}
          onSubmit={async (name) => {
            if (await onAddSection(name)) setSectionForm(false);
          }}
        />
      ) : null}
    </div>
  );
}
