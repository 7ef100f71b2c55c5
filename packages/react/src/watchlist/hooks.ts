import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type Failure,
  InvalidInputError,
  localKeys,
  type Outcome,
  readJson,
  type Scrip,
  type TradeClient,
  writeJson,
} from "@trade/core";
import { addRecentSearch, recentSearchLength, searchTexts } from "@trade/core/shell";
import {
  addScripsRefusal,
  addSectionRefusal,
  cleanSearchInput,
  createWatchlistRefusal,
  type FlagColour,
  globalSearchReady,
  nameRefusal,
  renameSectionRefusal,
  renameWatchlistRefusal,
  type ScripRef,
  selectedWatchlist,
  type Watchlist,
  type WatchlistOutcome,
  watchlistLimits,
  watchlistsOf,
  watchlistTexts,
} from "@trade/core/watchlist";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { marketQueries } from "../areas/market.js";
import { useProfile } from "../hooks.js";
import { useTradeClient } from "../tradeClient.js";
import { watchlistKeys, watchlistsQuery } from "./queries.js";

/** A row of a watchlist for `reorder`: `scrip:1:2885`, or `section:1:2885` for the heading over that scrip. */
export const rowKey = (row: Pick<Watchlist["scripDetails"][number], "type" | "mktSegID" | "token">) =>
  `${row.type}:${row.mktSegID}:${row.token}`;

/** What a watchlist change answers the widget: done, or the refusal in the spec's words (and its code). */
/**
 * A watchlist action's outcome (core's `Outcome`): done, or refused with `error.code` and the spec's `error.message`
 * (an `InvalidInputError` when core's rules refused it before sending, the server's error otherwise).
 */
export type WatchlistActionResult<TValue = undefined> = Outcome<TValue>;

const noWatchlists: Watchlist[] = [];

/** Listeners of the selected watchlist per client, so that every hook sees a selection made by another. */
const selectionListeners = new WeakMap<TradeClient, Set<() => void>>();
function listenersOf(client: TradeClient): Set<() => void> {
  let set = selectionListeners.get(client);
  if (set === undefined) {
    set = new Set();
    selectionListeners.set(client, set);
  }
  return set;
}
const notifySelection = (client: TradeClient) => {
  for (const listener of listenersOf(client)) listener();
};

/**
 * The watchlists (GET /v4/watchlist with flags and sections) and the selected one: the id kept locally under
 * `selWatchlist` when that list still exists, else the default one (Isdefault), else the first (spec 3 §2).
 * `select` remembers a choice under `selWatchlist`.
 *
 * @example
 * ```tsx
 * const { watchlists, selected, select } = useWatchlists();
 * return watchlists.map((w) => (
 *   <button key={w.watchlistId} aria-pressed={w === selected} onClick={() => select(w.watchlistId)}>
 *     {w.watchlistName}
 *   </button>
 * ));
 * ```
 */
export function useWatchlists(options: { enabled?: boolean } = {}) {
  const client = useTradeClient();
  const query = useQuery({ ...watchlistsQuery(client), enabled: options.enabled ?? true });
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listenersOf(client);
      set.add(listener);
      return () => set.delete(listener);
    },
    [client],
  );
  const stored = useSyncExternalStore(
    subscribe,
    () => client.storage.getItem(localKeys.selectedWatchlist),
    () => null,
  );
  const watchlists = query.data ?? noWatchlists;
  const selected = selectedWatchlist(watchlists, stored);
  const select = useCallback(
    (watchlistId: number) => {
      watchlistsOf(client).select(watchlistId);
      notifySelection(client);
    },
    [client],
  );
  return {
    watchlists,
    selected,
    select,
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Options of `useWatchlistActions`. */
export interface WatchlistActionOptions {
  /** The scrip limit; remote configuration may set it (spec 3 §5). Default 50. */
  maxScrips?: number;
}

/**
 * Every change to the watchlists, checked first with core's rules (50 scrips, 10 sections, names of letters and
 * digits, duplicates: the spec's messages), then sent with the version held. The answer replaces that watchlist in
 * the query cache (no refetch); on RB-104 or RB-105 the lists read again by the SDK replace the cache (spec 3 §8).
 *
 * @example
 * ```tsx
 * const actions = useWatchlistActions();
 * const result = await actions.addScrips(watchlist.watchlistId, [{ mktSegId: 1, token: 2885 }]);
 * if (!result.ok) alert(result.error.message);
 * ```
 */
export function useWatchlistActions(options: WatchlistActionOptions = {}) {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  const maxScrips = options.maxScrips ?? watchlistLimits.maxScrips;

  return useMemo(() => {
    const resource = watchlistsOf(client);
    const lists = () => queryClient.getQueryData<Watchlist[]>(watchlistKeys.lists()) ?? [];
    const held = (watchlistId: number) => lists().find((w) => w.watchlistId === watchlistId);
    const put = (watchlist: Watchlist) =>
      queryClient.setQueryData<Watchlist[]>(watchlistKeys.lists(), (old = []) =>
        old.some((w) => w.watchlistId === watchlist.watchlistId)
          ? old.map((w) => (w.watchlistId === watchlist.watchlistId ? watchlist : w))
          : [...old, watchlist],
      );
    const refused = (code: string | undefined, message: string): Failure => ({
      ok: false,
      error: new InvalidInputError({ status: 0, code: code ?? "VALIDATION", message, requestId: undefined }),
    });
    const missing = () => refused("RB-105", watchlistTexts.notFound);
    async function settle<T>(
      outcome: WatchlistOutcome<T>,
      onOk: (data: T) => void,
    ): Promise<WatchlistActionResult> {
      if (outcome.ok) {
        onOk(outcome.value);
        return { ok: true, value: undefined };
      }
      if (outcome.watchlists) queryClient.setQueryData(watchlistKeys.lists(), outcome.watchlists);
      else if (outcome.reload) await queryClient.invalidateQueries({ queryKey: watchlistKeys.lists() });
      return { ok: false, error: outcome.error };
    }
    /** A change of a held list: refused by the rules (nothing sent), or sent at the list's version and settled. */
    async function change(
      watchlistId: number,
      send: (
        at: { watchlistId: number; version: number },
        watchlist: Watchlist,
      ) => Promise<WatchlistOutcome<Watchlist>>,
      refusal?: (watchlist: Watchlist) => { code: string | undefined; message: string } | undefined,
    ): Promise<WatchlistActionResult> {
      const watchlist = held(watchlistId);
      if (!watchlist) return missing();
      const refusedBy = refusal?.(watchlist);
      if (refusedBy) return refused(refusedBy.code, refusedBy.message);
      return settle(await send({ watchlistId, version: watchlist.version }, watchlist), put);
    }
    const scripKeys = (watchlist: Watchlist) =>
      watchlist.scripDetails
        .filter((row) => row.type === "scrip")
        .map((row) => ({ mktSegId: row.mktSegID, token: row.token }));
    const sectionNames = (watchlist: Watchlist) =>
      watchlist.sections?.map((s) => s.name) ??
      watchlist.scripDetails.filter((row) => row.type === "section").map((row) => row.symbolName);

    const changes = {
      /** Add scrips (held ones are left as they are); past the limit: the spec's message, nothing sent. */
      async addScrips(watchlistId: number, scrips: readonly ScripRef[]): Promise<WatchlistActionResult> {
        return change(
          watchlistId,
          (_, watchlist) => resource.addScrips(watchlist, scrips),
          (watchlist) => addScripsRefusal({ held: scripKeys(watchlist), adding: scrips, maxScrips }),
        );
      },
      async deleteScrips(watchlistId: number, scrips: readonly ScripRef[]): Promise<WatchlistActionResult> {
        return change(watchlistId, (_, watchlist) => resource.deleteScrips(watchlist, scrips));
      },
      /** Create a list: a name of letters and digits, at most ten lists, no duplicate name (RB-104). */
      async create(
        watchlistName: string,
      ): Promise<WatchlistActionResult<{ watchlistId: number | undefined }>> {
        const refusal = createWatchlistRefusal({
          name: watchlistName,
          existingNames: lists().map((w) => w.watchlistName),
        });
        if (refusal) return refused(refusal.code, refusal.message);
        let watchlistId: number | undefined;
        const result = await settle(await resource.create({ watchlistName }), (watchlist) => {
          watchlistId = watchlist.watchlistId;
          put(watchlist);
        });
        return result.ok ? { ok: true, value: { watchlistId } } : result;
      },
      async rename(watchlistId: number, watchlistName: string): Promise<WatchlistActionResult> {
        return change(
          watchlistId,
          (at) => resource.rename({ ...at, watchlistName }),
          () =>
            renameWatchlistRefusal({
              name: watchlistName,
              otherNames: lists()
                .filter((w) => w.watchlistId !== watchlistId)
                .map((w) => w.watchlistName),
            }),
        );
      },
      /** Delete a list; when it was the selected one the default is selected next. */
      async remove(watchlistId: number): Promise<WatchlistActionResult> {
        const watchlist = held(watchlistId);
        if (!watchlist) return missing();
        const result = await settle(
          await resource.delete({ watchlistId, version: watchlist.version }),
          () => {
            // The server may make another list the default: read the lists once.
            void queryClient.invalidateQueries({ queryKey: watchlistKeys.lists() });
            queryClient.setQueryData<Watchlist[]>(watchlistKeys.lists(), (old = []) =>
              old.filter((w) => w.watchlistId !== watchlistId),
            );
          },
        );
        notifySelection(client);
        return result;
      },
      /** Add a section heading the scrip `at`: not while sorted, not on an empty list, at most ten, a new name. */
      async addSection(
        watchlistId: number,
        name: string,
        at: ScripRef,
        state: { sorted?: boolean } = {},
      ): Promise<WatchlistActionResult> {
        return change(
          watchlistId,
          (list) =>
            resource.addSection({ ...list, section_name: name, mktSegId: at.mktSegId, token: at.token }),
          (watchlist) =>
            addSectionRefusal({
              name,
              sectionNames: sectionNames(watchlist),
              scripCount: scripKeys(watchlist).length,
              sorted: state.sorted ?? false,
            }),
        );
      },
      async renameSection(watchlistId: number, oldName: string, newName: string) {
        return change(
          watchlistId,
          (list) => resource.renameSection({ ...list, section_old_name: oldName, section_new_name: newName }),
          (watchlist) => renameSectionRefusal({ oldName, newName, sectionNames: sectionNames(watchlist) }),
        );
      },
      async deleteSection(watchlistId: number, name: string): Promise<WatchlistActionResult> {
        return change(watchlistId, (list) => resource.deleteSection({ ...list, section_name: name }));
      },
      /** Flag a scrip with one of the five colours (another flag of the scrip is replaced). */
      async setFlag(
        watchlistId: number,
        scrip: ScripRef,
        icon: FlagColour,
        label: string,
      ): Promise<WatchlistActionResult> {
        return change(watchlistId, (list) => resource.setFlag({ ...list, ...scrip, icon, label }));
      },
      async removeFlag(watchlistId: number, scrip: ScripRef): Promise<WatchlistActionResult> {
        return change(watchlistId, (list) => resource.removeFlag({ ...list, ...scrip }));
      },
      /** Reorder: the rows (scrips and section headings, as `rowKey` gives them) in their new order. */
      async reorder(watchlistId: number, order: readonly string[]): Promise<WatchlistActionResult> {
        const rank = new Map(order.map((key, index) => [key, index]));
        return change(watchlistId, (at, watchlist) =>
          resource.reorder({
            ...at,
            scripDetails: [...watchlist.scripDetails]
              .sort(
                (a, b) =>
                  (rank.get(rowKey(a)) ?? a.scripOrder + order.length) -
                  (rank.get(rowKey(b)) ?? b.scripOrder + order.length),
              )
              .map((row, index) => ({
                token: row.token,
                mktSegID: row.mktSegID,
                type: row.type,
                scripOrder: index + 1,
              })),
          }),
        );
      },
      /** Move a row one place up (-1) or down (1) in the list's own order, as the list is when the move runs. */
      async move(
        watchlistId: number,
        row: Pick<Watchlist["scripDetails"][number], "type" | "mktSegID" | "token">,
        step: -1 | 1,
      ): Promise<WatchlistActionResult> {
        const watchlist = held(watchlistId);
        if (!watchlist) return missing();
        const order = [...watchlist.scripDetails].sort((a, b) => a.scripOrder - b.scripOrder).map(rowKey);
        const from = order.indexOf(rowKey(row));
        const to = from + step;
        if (from < 0 || to < 0 || to >= order.length) return { ok: true, value: undefined };
        [order[from], order[to]] = [order[to] as string, order[from] as string];
        return changes.reorder(watchlistId, order);
      },
    };
    // Changes run one after another: each reads the version the previous one left in the cache (two quick clicks
    // would otherwise send the same version twice, and the second would be refused with RB-104).
    let queue: Promise<unknown> = Promise.resolve();
    const queued = Object.entries(changes).map(
      ([name, change]: [string, (...args: never[]) => Promise<unknown>]) => {
        const inTurn = (...args: never[]) => {
          const run = queue.then(
            () => change(...args),
            () => change(...args),
          );
          queue = run.catch(() => undefined);
          return run;
        };
        return [name, inTurn];
      },
    );
    return {
      ...(Object.fromEntries(queued) as typeof changes),
      /** Check a watchlist or section name without sending (letters and digits). */
      nameRefusal,
    };
  }, [client, queryClient, maxScrips]);
}

/** A found scrip, as the search list shows it. */
export type SearchedScrip = Pick<Scrip, "token" | "mktSegID" | "symbolName" | "tradeSymbol" | "exchName">;

/**
 * Where recent searches are kept: the key of the app's top search bar (ours, the spec names none), so the product has
 * one list of recent keywords.
 */
export const recentSearchesKey = "recentSearches";
/** The debounce of search typing (spec 1 §9: default debounce 300 ms). */
export const searchDebounceMs = 300;
/** Shown below two characters (core's words for spec 1 §5: at least 2 characters). */
export const searchMinLengthText = searchTexts.tooShort;

/**
 * Scrip search (GET /v5/search) for a keyword: letters, digits and spaces only (others are dropped), at least two
 * characters, sent 300 ms after the last key.
 *
 * @example
 * ```tsx
 * const { results, tooShort } = useScripSearch(text);
 * ```
 */
export function useScripSearch(text: string) {
  const client = useTradeClient();
  const { data: profile } = useProfile();
  const keyword = cleanSearchInput(text).trim();
  const [debounced, setDebounced] = useState(keyword);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(keyword), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [keyword]);
  const ready = globalSearchReady(debounced) && profile !== undefined;
  const query = useQuery({ ...marketQueries.search(client, debounced), enabled: ready });
  return {
    keyword,
    /** Typed something, but fewer than two characters. */
    tooShort: keyword.length > 0 && !globalSearchReady(keyword),
    results: ready && debounced === keyword ? query.data : undefined,
    isFetching: query.isFetching,
    error: query.error,
  };
}

function readRecent(client: TradeClient): string[] {
  const stored = readJson<unknown>(client.storage, recentSearchesKey);
  return Array.isArray(stored)
    ? stored.filter((x): x is string => typeof x === "string").slice(0, recentSearchLength)
    : [];
}

/**
 * The recent search keywords, newest first, at most 15 (spec 1 §5, spec 3 §9), kept locally under the same key as
 * the app's top search bar; a keyword is remembered when one of its results is chosen.
 *
 * @example
 * ```tsx
 * const { recent, remember } = useRecentSearches();
 * remember("RELIANCE");
 * ```
 */
export function useRecentSearches() {
  const client = useTradeClient();
  const [recent, setRecent] = useState(() => readRecent(client));
  const remember = useCallback(
    (keyword: string) => {
      const next = addRecentSearch(readRecent(client), keyword);
      writeJson(client.storage, recentSearchesKey, next);
      setRecent(next);
    },
    [client],
  );
  return { recent, remember };
}
