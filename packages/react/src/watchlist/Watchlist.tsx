import { localKeys, readJson, type TradeClient, type WatchlistMode, writeJson } from "@trade/core";
import { isTypingTarget, matchShortcut, type ShortcutId, shortcuts } from "@trade/core/shortcuts";
import {
  type FlagColour,
  type Watchlist as WatchlistData,
  watchlistForShortcut,
  watchlistLimits,
} from "@trade/core/watchlist";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { KeyboardContext } from "../keyboard/KeyboardProvider.js";
import { useShortcut } from "../keyboard/useShortcut.js";
import { useTradeClient } from "../TradeProvider.js";
import { holdQuoteFeed, quoteFeedFor } from "../trading/live.js";
import { bindLiveRows } from "../trading/liveCells.js";
import {
  type SearchedScrip,
  searchMinLengthText,
  useRecentSearches,
  useScripSearch,
  useWatchlistActions,
  useWatchlists,
  type WatchlistActionResult,
} from "./hooks.js";
import {
  exchangeOf,
  filterChoices,
  filterCount,
  flagColours,
  nextSort,
  noFilters,
  type PriceOf,
  type ScripRow,
  type SortColumn,
  sortOptionOf,
  sortOptions,
  visibleRows,
  type WatchlistFilters,
  type WatchlistRow,
  type WatchlistSort,
} from "./view.js";

/** A watchlist row as the callbacks get it. */
export interface WatchlistScrip {
  segment: number;
  token: number;
  symbolName: string;
  tradeSymbol: string;
  exchange: string;
}

export interface WatchlistProps {
  /** F1 (or +) on the selected row: open the buy order pad. */
  onBuy?: (scrip: WatchlistScrip) => void;
  /** F2 (or -) on the selected row: open the sell order pad. */
  onSell?: (scrip: WatchlistScrip) => void;
  /** F6 on the selected row: open market depth. */
  onDepth?: (scrip: WatchlistScrip) => void;
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

/** The local key of the collapsed sections when the host does not control them. */
export const sectionCollapseKey = "sectionCollapseStates";

/** Notices stay this long (spec 3 §8: the watchlist added toast lasts 3 s; spec 1 §9 toasts 3000 ms). */
export const watchlistNoticeMs = watchlistLimits.addedToastMs;
/** The deleted confirmation (spec 3 §4; words ours). */
export const scripDeletedText = (symbol: string, watchlistName: string) =>
  `${symbol} deleted from ${watchlistName}`;
/** The watchlist added toast (spec 3 §8; words ours). */
export const watchlistAddedText = (name: string) => `Watchlist ${name} added`;
/** Empty states (ours, but the filtered one, which is spec 3 §8's words). */
export const watchlistEmptyTexts = {
  noWatchlists: "You have no watchlists. Press Ctrl+= to add one.",
  emptyWatchlist: "This watchlist is empty. Search to add scrips.",
  noMatches: "No Results Found. Try different filter.",
} as const;
/** The views' names (spec 1 §2.5: Full View shown as Expanded View, Collapsed View shown as Standard View). */
export const watchlistViewLabels: Readonly<Record<WatchlistMode, string>> = {
  "Full View": "Expanded View",
  "Collapsed View": "Standard View",
};
const readView = (stored: string | null): WatchlistMode =>
  stored === "Full View" ? "Full View" : "Collapsed View";

const scripOf = (row: ScripRow): WatchlistScrip => ({
  segment: row.entry.mktSegID,
  token: row.entry.token,
  symbolName: row.entry.symbolName,
  tradeSymbol: row.entry.tradeSymbol,
  exchange: exchangeOf(row.entry.mktSegID),
});

const flagLabel = (colour: FlagColour) => colour[0]?.toUpperCase() + colour.slice(1);

interface Notice {
  message: string;
  ok: boolean;
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
export function Watchlist({
  onBuy,
  onSell,
  onDepth,
  onOpen,
  maxScrips,
  view: controlledView,
  onViewChange,
  sectionCollapseStates: controlledCollapse,
  onSectionCollapseChange,
}: WatchlistProps) {
  const client = useTradeClient();
  const keyboard = useContext(KeyboardContext);
  const { watchlists, selected, select, isPending, error } = useWatchlists();
  const actions = useWatchlistActions(maxScrips === undefined ? {} : { maxScrips });
  const [sort, setSort] = useState<WatchlistSort>(undefined);
  const [filters, setFilters] = useState<WatchlistFilters>(noFilters);
  const [showFilters, setShowFilters] = useState(false);
  const [showManage, setShowManage] = useState(false);
  const [creating, setCreating] = useState(false);
  const [storedView, setStoredView] = useState<WatchlistMode>(() =>
    readView(client.storage.getItem(localKeys.watchlistView)),
  );
  const mode = controlledView ?? storedView;
  const view = mode === "Full View" ? "expanded" : "standard";
  const [storedCollapse, setStoredCollapse] = useState<Record<string, boolean>>(
    () => readJson<Record<string, boolean>>(client.storage, sectionCollapseKey) ?? {},
  );
  const collapseStates = controlledCollapse ?? storedCollapse;
  const [selectedKey, setSelectedKey] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | undefined>();
  const [resortTick, setResortTick] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), watchlistNoticeMs);
    return () => clearTimeout(timer);
  }, [notice]);

  const report = (result: WatchlistActionResult, success?: string) => {
    if (result.ok) {
      if (success) setNotice({ message: success, ok: true });
    } else setNotice({ message: result.message, ok: false });
    return result.ok;
  };

  const setView = (next: WatchlistMode) => {
    if (controlledView === undefined) {
      client.storage.setItem(localKeys.watchlistView, next);
      setStoredView(next);
    }
    onViewChange?.(next);
  };

  // A price sort follows the prices: re-sorted once a second (not per tick).
  const priceSort = sort !== undefined && sort.column !== "symbol";
  useEffect(() => {
    if (!priceSort) return;
    const timer = setInterval(() => setResortTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [priceSort]);

  const priceOf: PriceOf = (segment, token) => quoteFeedFor(client).get(segment, token);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `resortTick` re-reads the prices of a price sort.
  const rows = useMemo(
    () => (selected ? visibleRows(selected, { sort, filters, priceOf }) : []),
    [selected, sort, filters, resortTick],
  );
  const groups = groupRows(rows);
  // A collapsed section's rows are not shown, not selectable and not live.
  const collapseKey = (section: string) => `${selected?.watchlistId ?? ""}:${section}`;
  const isCollapsed = (section: string | undefined) =>
    section !== undefined && collapseStates[collapseKey(section)] === true;
  const toggleSection = (section: string) => {
    const next = { ...collapseStates };
    if (isCollapsed(section)) delete next[collapseKey(section)];
    else next[collapseKey(section)] = true;
    if (controlledCollapse === undefined) {
      writeJson(client.storage, sectionCollapseKey, next);
      setStoredCollapse(next);
    }
    onSectionCollapseChange?.(next);
  };
  const matchingCount = rows.filter((row) => row.kind === "scrip").length;
  const scripRows = groups.flatMap((group) => (isCollapsed(group.section) ? [] : group.rows));
  const current = scripRows.find((row) => row.key === selectedKey) ?? scripRows[0];
  // The rows' DOM nodes: kept by React while they only change order within their parent, made anew when they move
  // into or out of a section (or appear). The live cells are bound again when this changes.
  const visibleKey = groups
    .map(
      (g) =>
        `${g.section ?? ""}:${
          isCollapsed(g.section)
            ? "collapsed"
            : g.rows
                .map((row) => row.key)
                .sort()
                .join(",")
        }`,
    )
    .join("|");

  useLivePrices(client, listRef, visibleKey);

  const switchTo = (watchlist: WatchlistData | undefined) => {
    if (!watchlist) return;
    select(watchlist.watchlistId);
    setSelectedKey(undefined);
    setFilters(noFilters);
  };

  // One removal at a time: a key held down must not send a second change at the version the first one used.
  const removing = useRef(false);
  const removeCurrent = async () => {
    if (!selected || !current || removing.current) return;
    removing.current = true;
    const index = scripRows.indexOf(current);
    const next = scripRows[index + 1] ?? scripRows[index - 1];
    try {
      const result = await actions.deleteScrips(selected.watchlistId, [
        { mktSegId: current.entry.mktSegID, token: current.entry.token },
      ]);
      if (report(result, scripDeletedText(current.entry.tradeSymbol, selected.watchlistName))) {
        setSelectedKey(next?.key);
      }
    } finally {
      removing.current = false;
    }
  };

  const run = (id: ShortcutId | string, value: number | string | undefined): boolean => {
    switch (id) {
      case "selectWatchlist":
        switchTo(watchlistForShortcut(watchlists, Number(value)));
        return true;
      case "addWatchlist":
        setCreating(true);
        return true;
      default:
        return false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const typing = isTypingTarget(event.target as HTMLElement);
    const match = matchShortcut(event, shortcuts, {
      accessibilityMode: keyboard?.accessibilityMode ?? false,
      inField: typing,
    });
    if (match === undefined) return;
    const id = match.shortcut.id;
    if (run(id, match.value)) {
      event.preventDefault();
      return;
    }
    // The row keys act on the selected row, never while typing. Arrows, Enter and Delete only on the list itself
    // (on a button Enter is the button's; on the tabs Delete removes nothing); F1, F2 and F6 anywhere in the widget.
    if (typing || !current) return;
    // A section heading is a button inside the list: its Enter and Space are its own.
    const onList =
      (listRef.current?.contains(event.target as Node) ?? false) &&
      (event.target as Element).closest?.("button") == null;
    const scrip = scripOf(current);
    const index = scripRows.indexOf(current);
    if (id === "moveSelection" && onList && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      const next = scripRows[event.key === "ArrowDown" ? index + 1 : index - 1];
      if (next) setSelectedKey(next.key);
    } else if (id === "confirm" && onList) onOpen?.(scrip);
    else if (id === "cancelOrRemove" && onList) void removeCurrent();
    else if (id === "buy" && onBuy) onBuy(scrip);
    else if (id === "sell" && onSell) onSell(scrip);
    else if (id === "marketDepth" && onDepth) onDepth(scrip);
    else return;
    event.preventDefault();
  };

  const currentKey = current?.key;
  useEffect(() => {
    if (currentKey === undefined) return;
    listRef.current?.querySelector(`[data-key="${currentKey}"]`)?.scrollIntoView?.({ block: "nearest" });
  }, [currentKey]);

  const frame = (content: ReactNode) => (
    <div className="tk-watchlist" data-view={view} onKeyDown={onKeyDown}>
      <style>{watchlistCss}</style>
      {keyboard ? <PageKeys run={run} /> : null}
      {content}
      {creating ? (
        <NameForm
          label="New watchlist name"
          submitLabel="Create"
          onCancel={() => setCreating(false)}
          onSubmit={async (name) => {
            const result = await actions.create(name);
            if (report(result, watchlistAddedText(name))) {
              setCreating(false);
              if (result.ok && "watchlistId" in result && result.watchlistId !== undefined)
                select(result.watchlistId);
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

  if (error) return frame(<p role="alert">{error.message}</p>);
  if (isPending) return frame(<p aria-busy="true">Loading watchlists…</p>);
  if (!selected) {
    return frame(
      <>
        <p className="tk-wl-empty">{watchlistEmptyTexts.noWatchlists}</p>
        <button type="button" onClick={() => setCreating(true)}>
          New watchlist
        </button>
      </>,
    );
  }

  const choices = filterChoices(selected);
  const scripCount = selected.scripDetails.filter((r) => r.type === "scrip").length;

  return frame(
    <>
      <div className="tk-wl-tabbar">
        <div role="tablist" aria-label="Watchlists" className="tk-wl-tabs">
          {watchlists.map((w, index) => (
            <button
              key={w.watchlistId}
              type="button"
              role="tab"
              aria-selected={w.watchlistId === selected.watchlistId}
              aria-keyshortcuts={
                index < watchlistLimits.shortcutWatchlists ? `Control+${index + 1}` : undefined
              }
              onClick={() => switchTo(w)}
            >
              {w.watchlistName}
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label="New watchlist"
          aria-keyshortcuts="Control+="
          onClick={() => setCreating(true)}
        >
          +
        </button>
      </div>
      <SearchBox
        onAdd={async (scrip) => {
          const result = await actions.addScrips(selected.watchlistId, [
            { mktSegId: scrip.mktSegID, token: scrip.token },
          ]);
          return report(result, `${scrip.tradeSymbol} added to ${selected.watchlistName}`);
        }}
      />
      <div className="tk-wl-toolbar">
        <label>
          Sort{" "}
          <select
            aria-label="Sort"
            value={sortOptionOf(sort)?.id ?? (sort ? "column" : "default")}
            onChange={(event) =>
              setSort(sortOptions.find((o) => o.id === event.target.value)?.sort ?? undefined)
            }
          >
            <option value="default">Default</option>
            {sortOptions.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
            {sort && !sortOptionOf(sort) ? (
              <option value="column">{`${columnTitles[sort.column]} ${sort.direction}`}</option>
            ) : null}
          </select>
        </label>
        <button type="button" aria-expanded={showFilters} onClick={() => setShowFilters((s) => !s)}>
          {filterCount(filters) > 0 ? `Filter (${filterCount(filters)})` : "Filter"}
        </button>
        <button
          type="button"
          aria-pressed={view === "expanded"}
          onClick={() => setView(mode === "Full View" ? "Collapsed View" : "Full View")}
        >
          {watchlistViewLabels[mode === "Full View" ? "Collapsed View" : "Full View"]}
        </button>
        <button type="button" aria-expanded={showManage} onClick={() => setShowManage((s) => !s)}>
          Manage
        </button>
      </div>
      {showFilters ? <FilterPanel choices={choices} filters={filters} onChange={setFilters} /> : null}
      {showManage ? (
        <ManagePanel
          watchlist={selected}
          actions={actions}
          report={report}
          onDeleted={() => setShowManage(false)}
          isCollapsed={isCollapsed}
          onToggleSection={toggleSection}
        />
      ) : null}
      <div className="tk-wl-head" role="presentation">
        {(["symbol", "ltp", "percent"] as const).map((column) => (
          <button
            key={column}
            type="button"
            data-column={column}
            aria-label={`Sort by ${columnTitles[column]}`}
            aria-pressed={sort?.column === column}
            data-sort={sort?.column === column ? sort.direction : "default"}
            onClick={() => setSort((s) => nextSort(s, column))}
          >
            {columnTitles[column]}
            {sort?.column === column ? (sort.direction === "asc" ? " ▲" : " ▼") : ""}
          </button>
        ))}
      </div>
      {scripCount === 0 ? (
        <p className="tk-wl-empty">{watchlistEmptyTexts.emptyWatchlist}</p>
      ) : matchingCount === 0 ? (
        <p className="tk-wl-empty">{watchlistEmptyTexts.noMatches}</p>
      ) : (
        <div
          ref={listRef}
          className="tk-wl-list"
          role="listbox"
          aria-label={selected.watchlistName}
          tabIndex={0}
          aria-activedescendant={current ? `${ids}-${current.key}` : undefined}
        >
          {groups.map((group) =>
            group.section === undefined ? (
              group.rows.map((row) => rowView(row))
            ) : (
              <div role="group" key={group.section} aria-labelledby={`${ids}-sec-${group.section}`}>
                {/* A listbox holds options only, so the heading is no button: a click toggles it, and the Manage
                    panel's Collapse/Expand section is the same for the keyboard and assistive technology. */}
                <div
                  className="tk-wl-section"
                  id={`${ids}-sec-${group.section}`}
                  data-collapsed={isCollapsed(group.section)}
                  onClick={() => toggleSection(group.section as string)}
                >
                  {group.section}
                  {isCollapsed(group.section) ? ` (${group.rows.length})` : ""}
                </div>
                {isCollapsed(group.section) ? null : group.rows.map((row) => rowView(row))}
              </div>
            ),
          )}
        </div>
      )}
      {current ? (
        <RowActions
          row={current}
          onBuy={onBuy}
          onSell={onSell}
          onDepth={onDepth}
          onDelete={() => void removeCurrent()}
          onFlag={async (colour) => {
            const scrip = { mktSegId: current.entry.mktSegID, token: current.entry.token };
            report(
              colour === undefined
                ? await actions.removeFlag(selected.watchlistId, scrip)
                : await actions.setFlag(selected.watchlistId, scrip, colour, flagLabel(colour)),
            );
          }}
          onMove={
            sort === undefined && filterCount(filters) === 0
              ? (step) => {
                  void actions
                    .move(selected.watchlistId, current.entry, step)
                    .then((result) => report(result));
                }
              : undefined
          }
          onAddSection={async (name) =>
            report(
              await actions.addSection(
                selected.watchlistId,
                name,
                { mktSegId: current.entry.mktSegID, token: current.entry.token },
                { sorted: sort !== undefined },
              ),
              `Section ${name} added`,
            )
          }
        />
      ) : null}
    </>,
  );

  function rowView(row: ScripRow) {
    const isCurrent = row === current;
    return (
      <div
        key={row.key}
        id={`${ids}-${row.key}`}
        data-key={row.key}
        data-seg={row.entry.mktSegID}
        data-token={row.entry.token}
        data-row=""
        role="option"
        aria-selected={isCurrent}
        tabIndex={-1}
        onClick={() => {
          setSelectedKey(row.key);
          listRef.current?.focus();
        }}
        onDoubleClick={() => onOpen?.(scripOf(row))}
      >
        <span className="tk-wl-symbol">
          {row.flag ? (
            <span
              className="tk-wl-flag"
              data-flag={row.flag.icon}
              title={row.flag.label}
              role="img"
              aria-label={`${row.flag.label} flag`}
            />
          ) : null}
          <span className="tk-wl-name">{row.entry.tradeSymbol}</span>
          {view === "expanded" ? (
            <small>
              {" "}
              {exchangeOf(row.entry.mktSegID)}
              {row.flag ? ` · ${row.flag.label}` : ""}
            </small>
          ) : null}
        </span>
        <span data-cell="ltp">—</span>
        <span data-cell="change">—</span>
        <span data-cell="percent">—</span>
      </div>
    );
  }
}

const columnTitles: Record<SortColumn, string> = { symbol: "Symbol", ltp: "LTP", percent: "Chg %" };

function groupRows(rows: readonly WatchlistRow[]): { section: string | undefined; rows: ScripRow[] }[] {
  const groups: { section: string | undefined; rows: ScripRow[] }[] = [];
  let group: { section: string | undefined; rows: ScripRow[] } | undefined;
  for (const row of rows) {
    if (row.kind === "section") {
      group = { section: row.name, rows: [] };
      groups.push(group);
    } else {
      if (!group) {
        group = { section: undefined, rows: [] };
        groups.push(group);
      }
      group.rows.push(row);
    }
  }
  return groups.filter((g) => g.rows.length > 0 || g.section !== undefined);
}

/** Ctrl+1..9 and Ctrl+= anywhere on the page, when the page has a KeyboardProvider. */
function PageKeys({ run }: { run: (id: string, value: number | string | undefined) => boolean }) {
  useShortcut("selectWatchlist", (_event, match) => {
    run("selectWatchlist", match.value);
  });
  useShortcut("addWatchlist", () => {
    run("addWatchlist", undefined);
  });
  return null;
}

/**
 * Bind the visible rows' cells to the quote feed: the feed writes the LTP, change and percent texts, the day's sign
 * and a 900 ms flash (green up, red down, spec 1 §4 and §9) straight into the DOM. React is not in the tick path.
 */
function useLivePrices(client: TradeClient, listRef: { current: HTMLDivElement | null }, key: string) {
  // The socket stays held while the widget is mounted; re-binding rows (a sort, a filter) does not drop it.
  useEffect(() => holdQuoteFeed(client), [client]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the visible rows' identities.
  useEffect(() => {
    const element = listRef.current;
    if (element === null || key === "") return;
    return bindLiveRows(
      quoteFeedFor(client),
      [...element.querySelectorAll<HTMLElement>("[data-row]")].map((row) => ({
        element: row,
        segment: Number(row.dataset.seg),
        token: Number(row.dataset.token),
      })),
    );
  }, [client, key]);
}

function SearchBox({ onAdd }: { onAdd: (scrip: SearchedScrip) => Promise<boolean> }) {
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const { recent, remember } = useRecentSearches();
  const { keyword, tooShort, results, isFetching } = useScripSearch(text);
  const listId = useId();
  const showRecent = keyword === "" && focused && recent.length > 0;
  const showResults = results !== undefined && results.length > 0;
  const choose = async (scrip: SearchedScrip) => {
    remember(keyword);
    if (await onAdd(scrip)) {
      setText("");
      // Done: no recent searches opening in the results' place (the rows would jump under the next click). They show
      // again when the field is next focused.
      setFocused(false);
    }
  };
  /** Keep the focus in the field: a browser that does not focus buttons on click would close the list. */
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    <div
      className="tk-wl-search"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        // Leaving the search (not for one of its own results) closes the recent searches.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <input
        type="search"
        aria-label="Search and add scrips"
        placeholder="Search & add"
        value={text}
        aria-controls={showRecent || showResults ? listId : undefined}
        onChange={(event) => setText(event.target.value.replace(/[^A-Za-z0-9 ]/g, ""))}
        onKeyDown={(event) => {
          if (event.key === "Escape" && text !== "") {
            event.preventDefault();
            setText("");
          }
        }}
      />
      {tooShort ? <p className="tk-wl-hint">{searchMinLengthText}</p> : null}
      {showRecent ? (
        <ul id={listId} aria-label="Recent searches">
          {recent.map((word) => (
            <li key={word}>
              <button type="button" onMouseDown={keepFocus} onClick={() => setText(word)}>
                {word}
              </button>
            </li>
          ))}
        </ul>
      ) : showResults ? (
        <ul id={listId} aria-label="Search results">
          {results.slice(0, 20).map((scrip) => (
            <li key={`${scrip.mktSegID}:${scrip.token}`}>
              <button type="button" onMouseDown={keepFocus} onClick={() => void choose(scrip)}>
                {scrip.tradeSymbol} <small>{scrip.exchName}</small>
              </button>
            </li>
          ))}
        </ul>
      ) : keyword !== "" && !tooShort && results && results.length === 0 && !isFetching ? (
        <p className="tk-wl-hint">No Results Found</p>
      ) : null}
    </div>
  );
}

function FilterPanel({
  choices,
  filters,
  onChange,
}: {
  choices: ReturnType<typeof filterChoices>;
  filters: WatchlistFilters;
  onChange: (filters: WatchlistFilters) => void;
}) {
  const toggle = <K extends keyof WatchlistFilters>(group: K, value: WatchlistFilters[K][number]) => {
    const values = filters[group] as readonly string[];
    onChange({
      ...filters,
      [group]: values.includes(value as string)
        ? values.filter((v) => v !== value)
        : [...values, value as string],
    });
  };
  const groups = [
    ["types", "Type", choices.types],
    ["exchanges", "Exchange", choices.exchanges],
    ["tags", "Tags", choices.tags],
    ["flags", "Flags", choices.flags],
  ] as const;
  return (
    <div className="tk-wl-filters" role="group" aria-label="Filters">
      {groups.map(([group, title, values]) => (
        <fieldset key={group}>
          <legend>{title}</legend>
          {values.length === 0 ? <small>None</small> : null}
          {values.map((value) => (
            <label key={value}>
              <input
                type="checkbox"
                checked={(filters[group] as readonly string[]).includes(value)}
                onChange={() => toggle(group, value as never)}
              />
              {group === "flags" ? flagLabel(value as FlagColour) : value}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="button" onClick={() => onChange(noFilters)}>
        Clear all
      </button>
    </div>
  );
}

function RowActions({
  row,
  onBuy,
  onSell,
  onDepth,
  onDelete,
  onFlag,
  onAddSection,
  onMove,
}: {
  row: ScripRow;
  onBuy: WatchlistProps["onBuy"];
  onSell: WatchlistProps["onSell"];
  onDepth: WatchlistProps["onDepth"];
  onDelete: () => void;
  onFlag: (colour: FlagColour | undefined) => Promise<void>;
  onAddSection: (name: string) => Promise<boolean>;
  /** Move the row one place up or down in the list's own order; absent while a sort or a filter applies. */
  onMove: ((step: -1 | 1) => void) | undefined;
}) {
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

function ManagePanel({
  watchlist,
  actions,
  report,
  onDeleted,
  isCollapsed,
  onToggleSection,
}: {
  watchlist: WatchlistData;
  actions: ReturnType<typeof useWatchlistActions>;
  report: (result: WatchlistActionResult, success?: string) => boolean;
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

/** A one-field form for a name (letters and digits: the rules answer the spec's message). Escape cancels. */
function NameForm({
  label,
  submitLabel,
  initial = "",
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit(name.trim());
  };
  return (
    <form className="tk-wl-form" onSubmit={submit}>
      <input
        aria-label={label}
        value={name}
        maxLength={40}
        autoFocus={onCancel !== undefined}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && onCancel) {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <button type="submit">{submitLabel}</button>
      {onCancel ? (
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </form>
  );
}

const watchlistCss = `
.tk-watchlist,.tk-watchlist *{all:revert;box-sizing:border-box}
.tk-watchlist *{font:inherit;color:inherit;letter-spacing:normal;text-transform:none;line-height:inherit}
.tk-watchlist{display:block;width:440px;font:13px/1.4 system-ui,sans-serif;color:var(--tk-text,#1f2328);font-variant-numeric:tabular-nums}
.tk-watchlist button,.tk-watchlist select,.tk-watchlist input{font:12px/1.3 system-ui,sans-serif;margin:2px;padding:2px 6px;border:1px solid var(--tk-border,#d0d7de);border-radius:4px;background:var(--tk-surface,#f6f8fa);color:var(--tk-text,#1f2328);height:auto;width:auto}
.tk-watchlist .tk-wl-tabbar,.tk-watchlist .tk-wl-tabs{display:flex;flex-wrap:wrap;gap:2px;margin:0 0 4px;padding:0}
.tk-watchlist .tk-wl-tabs{margin:0}
.tk-watchlist .tk-wl-tabs [aria-selected=true]{background:var(--tk-selected,#ddf4ff);font-weight:600}
.tk-watchlist .tk-wl-search{display:block;margin:0;padding:0}
.tk-watchlist .tk-wl-search input{width:100%;margin:2px 0}
.tk-watchlist .tk-wl-search ul{list-style:none;margin:0;padding:0;max-height:200px;overflow:auto;border:1px solid var(--tk-border,#d0d7de)}
.tk-watchlist .tk-wl-search li{margin:0;padding:0}
.tk-watchlist .tk-wl-search li button{width:100%;text-align:start;border:0;border-radius:0;margin:0}
.tk-watchlist .tk-wl-hint,.tk-watchlist .tk-wl-empty{margin:4px 0;padding:0;opacity:.8}
.tk-watchlist .tk-wl-toolbar,.tk-watchlist .tk-wl-actions,.tk-watchlist .tk-wl-form{display:flex;flex-wrap:wrap;align-items:center;gap:2px;margin:2px 0;padding:0}
.tk-watchlist .tk-wl-filters,.tk-watchlist .tk-wl-manage{display:block;margin:2px 0;padding:4px;border:1px solid var(--tk-border,#d0d7de);border-radius:4px}
.tk-watchlist fieldset{display:inline-block;margin:2px;padding:2px 6px;border:1px solid var(--tk-border,#d0d7de)}
.tk-watchlist label{margin:0 4px 0 0;padding:0}
.tk-watchlist .tk-wl-head,.tk-watchlist [data-row]{display:grid;grid-template-columns:1.8fr 1fr 1fr 1fr;gap:6px;margin:0;padding:2px 6px}
.tk-watchlist[data-view=standard] .tk-wl-head,.tk-watchlist[data-view=standard] [data-row]{grid-template-columns:1.8fr 1fr 0 1fr}
.tk-watchlist[data-view=standard] [data-cell=change]{visibility:hidden}
.tk-watchlist .tk-wl-head{font-weight:600;opacity:.8;padding-bottom:0}
.tk-watchlist .tk-wl-head button{border:0;background:none;margin:0;padding:0;min-height:24px;text-align:end;font-weight:600}
.tk-watchlist .tk-wl-head button[data-column=symbol]{text-align:start}
.tk-watchlist .tk-wl-head button[data-column=percent]{grid-column:4}
.tk-watchlist .tk-wl-list{display:block;margin:0;padding:0;max-height:calc(var(--tk-rows,17) * 24px);overflow:auto;outline:none}
.tk-watchlist .tk-wl-list:focus-visible{outline:2px solid var(--tk-focus,#0969da)}
.tk-watchlist [role=group]{display:block;margin:0;padding:0}
.tk-watchlist .tk-wl-section{cursor:pointer;margin:0;padding:2px 6px;font-weight:600;font-size:11px;text-transform:uppercase;opacity:.75;background:var(--tk-surface,#f6f8fa)}
.tk-watchlist .tk-wl-section::before{content:"▾ "}
.tk-watchlist .tk-wl-section[data-collapsed=true]::before{content:"▸ "}
.tk-watchlist [data-row]{height:24px;contain:strict;border-bottom:1px solid var(--tk-border,#eaeef2);cursor:pointer}
.tk-watchlist[data-view=expanded] [data-row]{height:32px}
.tk-watchlist [data-row][aria-selected=true]{background:var(--tk-selected,#ddf4ff)}
.tk-watchlist [data-row] > span{overflow:hidden;white-space:nowrap;text-align:end;margin:0;padding:0}
.tk-watchlist [data-row] > .tk-wl-symbol{text-align:start;text-overflow:ellipsis}
.tk-watchlist .tk-wl-symbol small{font-size:11px;opacity:.7}
.tk-watchlist .tk-wl-flag{display:inline-block;width:8px;height:8px;border-radius:50%;margin:0 4px 1px 0;padding:0;vertical-align:middle}
.tk-watchlist [data-flag=cyan]{background:#00b8d9}
.tk-watchlist [data-flag=purple]{background:#8250df}
.tk-watchlist [data-flag=yellow]{background:#d4a72c}
.tk-watchlist [data-flag=orange]{background:#fb8500}
.tk-watchlist [data-flag=pink]{background:#e85aad}
.tk-watchlist [data-sign=up] [data-cell=change],.tk-watchlist [data-sign=up] [data-cell=percent]{color:var(--tk-buy-text,#116329)}
.tk-watchlist [data-sign=down] [data-cell=change],.tk-watchlist [data-sign=down] [data-cell=percent]{color:var(--tk-sell-text,#a40e26)}
.tk-watchlist [data-flash=up] [data-cell=ltp]{color:var(--tk-buy-text,#116329);background:var(--tk-flash-up,#dafbe1)}
.tk-watchlist [data-flash=down] [data-cell=ltp]{color:var(--tk-sell-text,#a40e26);background:var(--tk-flash-down,#ffebe9)}
.tk-watchlist .tk-wl-notice,.tk-watchlist .tk-wl-error{margin:4px 0;padding:4px 6px;border-radius:4px}
.tk-watchlist .tk-wl-notice{background:var(--tk-flash-up,#dafbe1)}
.tk-watchlist .tk-wl-error{background:var(--tk-flash-down,#ffebe9);color:var(--tk-sell-text,#a40e26)}
`;
