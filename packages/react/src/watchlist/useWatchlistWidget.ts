import { localKeys, readJson, type WatchlistMode, writeJson } from "@trade/core";
import type { Watchlist as WatchlistData } from "@trade/core/watchlist";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { quoteFeedFor } from "../live/live.js";
import { useLiveRows } from "../live/liveRows.js";
import { useTradeClient } from "../tradeClient.js";
import { useWatchlistActions, useWatchlists, type WatchlistActionResult } from "./hooks.js";
import { scripDeletedText, sectionCollapseKey, watchlistNoticeMs } from "./texts.js";
import {
  groupRows,
  noFilters,
  type PriceOf,
  visibleRows,
  type WatchlistFilters,
  type WatchlistScrip,
  type WatchlistSort,
} from "./view.js";

/** What the widget's host gives it (see `WatchlistProps`). */
export interface WatchlistWidgetOptions {
  onBuy?: ((scrip: WatchlistScrip) => void) | undefined;
  onSell?: ((scrip: WatchlistScrip) => void) | undefined;
  onDepth?: ((scrip: WatchlistScrip) => void) | undefined;
  onAlert?: ((scrip: WatchlistScrip) => void) | undefined;
  onTradeTools?: ((scrip: WatchlistScrip) => void) | undefined;
  onOpen?: ((scrip: WatchlistScrip) => void) | undefined;
  maxScrips?: number | undefined;
  view?: WatchlistMode | undefined;
  onViewChange?: ((view: WatchlistMode) => void) | undefined;
  sectionCollapseStates?: Readonly<Record<string, boolean>> | undefined;
  onSectionCollapseChange?: ((states: Record<string, boolean>) => void) | undefined;
}

interface Notice {
  message: string;
  ok: boolean;
}

const readView = (stored: string | null): WatchlistMode =>
  stored === "Full View" ? "Full View" : "Collapsed View";

/**
 * The watchlist widget's controller: the lists and the selected one, its rows as shown (sort, filters, collapsed
 * sections, the view), the selected row, the open panels, the notice, and the live prices of the visible rows.
 */
export function useWatchlistWidget(options: WatchlistWidgetOptions) {
  const client = useTradeClient();
  const lists = useWatchlists();
  const { selected, select } = lists;
  const actions = useWatchlistActions(
    options.maxScrips === undefined ? {} : { maxScrips: options.maxScrips },
  );
  const [sort, setSort] = useState<WatchlistSort>(undefined);
  const [filters, setFilters] = useState<WatchlistFilters>(noFilters);
  const [showFilters, setShowFilters] = useState(false);
  const [showManage, setShowManage] = useState(false);
  const [creating, setCreating] = useState(false);
  const [storedView, setStoredView] = useState<WatchlistMode>(() =>
    readView(client.storage.getItem(localKeys.watchlistView)),
  );
  const mode = options.view ?? storedView;
  const view = mode === "Full View" ? "expanded" : "standard";
  const [storedCollapse, setStoredCollapse] = useState<Record<string, boolean>>(
    () => readJson<Record<string, boolean>>(client.storage, sectionCollapseKey) ?? {},
  );
  const collapseStates = options.sectionCollapseStates ?? storedCollapse;
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

  /** Show an action's refusal, or `success` when it went; answers whether it went. */
  const report = (result: WatchlistActionResult<unknown>, success?: string) => {
    if (result.ok) {
      if (success) setNotice({ message: success, ok: true });
    } else setNotice({ message: result.error.message, ok: false });
    return result.ok;
  };

  const setView = (next: WatchlistMode) => {
    if (options.view === undefined) {
      client.storage.setItem(localKeys.watchlistView, next);
      setStoredView(next);
    }
    options.onViewChange?.(next);
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
    if (options.sectionCollapseStates === undefined) {
      writeJson(client.storage, sectionCollapseKey, next);
      setStoredCollapse(next);
    }
    options.onSectionCollapseChange?.(next);
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
  useLiveRows(client, listRef, visibleKey);

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

  const currentKey = current?.key;
  useEffect(() => {
    if (currentKey === undefined) return;
    listRef.current?.querySelector(`[data-key="${currentKey}"]`)?.scrollIntoView?.({ block: "nearest" });
  }, [currentKey]);

  return {
    options,
    ids,
    listRef,
    ...lists,
    actions,
    sort,
    setSort,
    filters,
    setFilters,
    showFilters,
    setShowFilters,
    showManage,
    setShowManage,
    creating,
    setCreating,
    mode,
    view,
    setView,
    groups,
    isCollapsed,
    toggleSection,
    matchingCount,
    scripRows,
    current,
    setSelectedKey,
    notice,
    report,
    switchTo,
    removeCurrent,
  };
}

/** What the widget's parts read and call. */
export type WatchlistController = ReturnType<typeof useWatchlistWidget>;
