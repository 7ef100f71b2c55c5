import { emptyListActions, type WatchlistMode } from "@trade/core";
import { type ReactNode, useRef, useState } from "react";
import { ColumnHeads } from "./ColumnHeads.js";
import { FilterPanel } from "./FilterPanel.js";
import { ManagePanel } from "./ManagePanel.js";
import { NameForm } from "./NameForm.js";
import { RowActions } from "./RowActions.js";
import { SearchBox } from "./SearchBox.js";
import { watchlistAddedText, watchlistEmptyTexts } from "./texts.js";
import { PageKeys, useWatchlistKeys } from "./useWatchlistKeys.js";
import { useWatchlistWidget } from "./useWatchlistWidget.js";
import { filterChoices, type WatchlistScrip } from "./view.js";
import { WatchlistRows } from "./WatchlistRows.js";
import { WatchlistTabBar } from "./WatchlistTabBar.js";
import { WatchlistToolbar } from "./WatchlistToolbar.js";
import { watchlistCss } from "./watchlistStyles.js";

export {
  scripDeletedText,
  sectionCollapseKey,
  watchlistAddedText,
  watchlistEmptyTexts,
  watchlistNoticeMs,
  watchlistViewLabels,
} from "./texts.js";

import { EmptyState, queryState } from "../ui/states.js";

export type { WatchlistScrip } from "./view.js";

export interface WatchlistProps {
  /** F1 (or +) on the selected row: open the buy order pad. */
  onBuy?: (scrip: WatchlistScrip) => void;
  /** F2 (or -) on the selected row: open the sell order pad. */
  onSell?: (scrip: WatchlistScrip) => void;
  /** F6 on the selected row: open market depth. */
  onDepth?: (scrip: WatchlistScrip) => void;
  /** The row's Add Alert (spec 2 §2: the row's more-menu offers alert): open the alert pad on the scrip. */
  onAlert?: (scrip: WatchlistScrip) => void;
  /** The row's Trade Tools (spec 2 §2: the more-menu offers trade tools): the app opens the trade tools sheet. */
  onTradeTools?: (scrip: WatchlistScrip) => void;
  /** Enter or a click on a row (the app opens the chart). */
  onOpen?: (scrip: WatchlistScrip) => void;
  /** The scrip limit from remote configuration (default 50). */
  maxScrips?: number;
  /**
   * The view, controlled (the layout preference's `watchlist.mode`). When absent the widget keeps it under the local
   * key `watchlistView`, as the app's settings do (default Collapsed View, the default layout).
   */
  view?: WatchlistMode;
  /** Called when the user switches views. */
  onViewChange?: (view: WatchlistMode) => void;
  /**
   * Collapsed sections, controlled: the layout preference's `sectionCollapseStates`, keyed `watchlistId:section name`
   * (true when collapsed). When absent the widget keeps them under the local key `sectionCollapseStates`.
   */
  sectionCollapseStates?: Readonly<Record<string, boolean>>;
  /** Called with the whole map when the user collapses or expands a section. */
  onSectionCollapseChange?: (states: Record<string, boolean>) => void;
}

/**
 * The watchlist (spec 3 §2-§9 Watchlist): tabs for the lists (Ctrl+1..9 selects, Ctrl+= adds one), live LTP,
 * change and change percent (green or red for 900 ms on each new price), sections, the five flag colours, standard
 * and expanded views, the sort options and the default → asc → desc → default cycle of the column headers, filters
 * (type, exchange, tags, flags), and search to add a scrip. Keys on the list: arrows move the selection, Enter opens,
 * Delete or Backspace removes the scrip, F1/F2 open the order pad and F6 market depth through the callbacks. No
 * shortcut fires while the user types in a field. Prices are written straight into fixed-size cells by the quote
 * feed, outside React.
 *
 * @example
 * ```tsx
 * <Watchlist onBuy={(s) => openPad(s, "B")} onSell={(s) => openPad(s, "S")} onDepth={openDepth} />
 * ```
 */
export function Watchlist(props: WatchlistProps) {
  const w = useWatchlistWidget(props);
  const keys = useWatchlistKeys(w);
  const { selected, actions, report, notice } = w;
  const [hovered, setHovered] = useState<string | undefined>();
  const [sectionForm, setSectionForm] = useState(false);
  const active = w.scripRows.find((row) => row.key === hovered) ?? w.current;

  const root = useRef<HTMLDivElement>(null);
  const frame = (content: ReactNode) => (
    <div ref={root} className="tk-watchlist" data-view={w.view} onKeyDown={keys.onKeyDown}>
      <style>{watchlistCss}</style>
      {keys.pageKeys ? <PageKeys run={keys.run} /> : null}
      {content}
      {w.creating ? (
        <NameForm
          label="New watchlist name"
          submitLabel="Create"
          onCancel={() => w.setCreating(false)}
          onSubmit={async (name) => {
            const result = await actions.create(name);
            if (report(result, watchlistAddedText(name))) {
              w.setCreating(false);
              if (result.ok && result.value.watchlistId !== undefined) w.select(result.value.watchlistId);
            }
          }}
        />
      ) : null}
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className={notice.ok ? "tk-wl-notice" : "tk-wl-error"}>
          {notice.message}
        </p>
      ) : null}
    </div>
  );

  const status = queryState(w, "watchlists", 8);
  if (status) return frame(status);
  if (!selected) {
    return frame(
      <EmptyState
        className="tk-wl-empty"
        message={watchlistEmptyTexts.noWatchlists}
        action={{ label: emptyListActions.newWatchlist, onClick: () => w.setCreating(true) }}
      />,
    );
  }

  const scripCount = selected.scripDetails.filter((r) => r.type === "scrip").length;
  return frame(
    <>
      <WatchlistTabBar w={w} />
      <SearchBox
        onAdd={async (scrip) => {
          const result = await actions.addScrips(selected.watchlistId, [
            { mktSegId: scrip.mktSegID, token: scrip.token },
          ]);
          return report(result, `${scrip.tradeSymbol} added to ${selected.watchlistName}`);
        }}
      />
      <WatchlistToolbar w={w} />
      {w.showFilters ? (
        <FilterPanel choices={filterChoices(selected)} filters={w.filters} onChange={w.setFilters} />
      ) : null}
      {w.showManage ? (
        <ManagePanel
          watchlist={selected}
          actions={actions}
          report={report}
          onDeleted={() => w.setShowManage(false)}
          isCollapsed={w.isCollapsed}
          onToggleSection={w.toggleSection}
        />
      ) : null}
      <ColumnHeads w={w} />
      {scripCount === 0 ? (
        <EmptyState
          className="tk-wl-empty"
          message={watchlistEmptyTexts.emptyWatchlist}
          action={{
            label: emptyListActions.searchToAdd,
            onClick: () => root.current?.querySelector<HTMLInputElement>(".tk-wl-search input")?.focus(),
          }}
        />
      ) : w.matchingCount === 0 ? (
        <p className="tk-wl-empty">{watchlistEmptyTexts.noMatches}</p>
      ) : (
        <div
          className="tk-wl-body"
          onMouseOver={(event) => {
            const key = (event.target as Element).closest<HTMLElement>("[data-row]")?.dataset.key;
            if (key !== undefined && key !== hovered) setHovered(key);
          }}
          onMouseLeave={() => setHovered(undefined)}
        >
          <WatchlistRows w={w} watchlist={selected} />
          {active ? (
            <RowActions w={w} row={active} watchlist={selected} onSectionForm={() => setSectionForm(true)} />
          ) : null}
        </div>
      )}
      {sectionForm && w.current ? (
        <NameForm
          label="Section name"
          submitLabel="Add section"
          onCancel={() => setSectionForm(false)}
          onSubmit={async (name) => {
            const at = { mktSegId: w.current?.entry.mktSegID ?? 0, token: w.current?.entry.token ?? 0 };
            const added = report(
              await actions.addSection(selected.watchlistId, name, at, { sorted: w.sort !== undefined }),
              `Section ${name} added`,
            );
            if (added) setSectionForm(false);
          }}
        />
      ) : null}
    </>,
  );
}
