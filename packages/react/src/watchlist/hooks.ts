import { useQuery } from "@tanstack/react-query";
import { localKeys, type TradeClient } from "@trade/core";
import { selectedWatchlist, type Watchlist, watchlistsOf } from "@trade/core/watchlist";
import { useCallback, useSyncExternalStore } from "react";
import { useTradeClient } from "../TradeProvider.js";
import { watchlistsQuery } from "./queries.js";

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
export const notifySelection = (client: TradeClient) => {
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
