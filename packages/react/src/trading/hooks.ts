import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Quote, QuoteMode } from "@trade/core/feed";
import {
  type Order,
  type OrderNotification,
  type OrderUpdate,
  orderListFilters,
  orderNotification,
} from "@trade/core/orders";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { holdQuoteFeed, quoteFeedFor } from "../live/live.js";
import { queryKeys } from "../queries.js";
import { useTradeClient } from "../tradeClient.js";
import { applyOrderUpdates } from "./cache.js";
import { tradingKeys } from "./keys.js";
import { listenToOrderFeed } from "./orderFeed.js";

/** Funds (after any order update) and positions (after fills) are fetched again at most this often (spec 2 §9 debounce of 300 ms). */
export const refreshAfterFillMs = 300;

/** Query clients with a read-again after a feed (re)connect already queued. */
const resyncing = new WeakSet<object>();

/** Per query client: the read-again queued after order updates, and whether one of them was a fill. */
const refreshing = new WeakMap<QueryClient, { timer: ReturnType<typeof setTimeout>; filled: boolean }>();

/**
 * Read the funds again 300 ms after the last order update (every order placed, modified or cancelled blocks or frees
 * margin), and the positions too when one was a fill. One read per query client however many hooks heard the update.
 */
function refreshSoon(queryClient: QueryClient, fill: boolean): void {
  const queued = refreshing.get(queryClient);
  if (queued !== undefined) clearTimeout(queued.timer);
  const filled = fill || queued?.filled === true;
  const timer = setTimeout(() => {
    refreshing.delete(queryClient);
    if (filled) void queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.rmsLimit() });
  }, refreshAfterFillMs);
  refreshing.set(queryClient, { timer, filled });
}

/**
 * Keep the order lists, positions and funds of the query cache in step with the order-update feed while mounted:
 * order lists are patched in place (no refetch storm); the funds are fetched again once, 300 ms after the last update
 * (an order placed, modified or cancelled blocks or frees margin, so the header's trading balance follows it), and
 * positions too when a fill came. Each time the socket (re)connects, orders, positions and funds are read again, since what happened
 * while it was closed is not pushed. `useOrders` and `usePositions` call it; call it yourself where only the feed's effect is wanted.
 *
 * @example
 * ```tsx
 * function TradingScreen() {
 *   useOrderUpdates((update) => console.log(update.orderStatus));
 *   return <Orders />;
 * }
 * ```
 */
export function useOrderUpdates(onUpdate?: (update: OrderUpdate) => void): void {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  const listener = useRef(onUpdate);
  listener.current = onUpdate;
  useEffect(() => {
    const onFeedUpdate = (update: OrderUpdate) => {
      for (const filter of orderListFilters) {
        queryClient.setQueryData<Order[]>(tradingKeys.orders(filter), (list) =>
          applyOrderUpdates(list, [update], filter),
        );
      }
      refreshSoon(queryClient, update.filledShares > 0 || update.orderStatus === "complete");
      listener.current?.(update);
    };
    // What happened while the socket was not open (before its first connect, or during a reconnect) never comes as a
    // push: read the lists again once the socket is open. Every mounted hook hears the connect; one read is enough.
    const onFeedConnect = () => {
      if (resyncing.has(queryClient)) return;
      resyncing.add(queryClient);
      queueMicrotask(() => {
        resyncing.delete(queryClient);
        void queryClient.invalidateQueries({ queryKey: [...tradingKeys.all(), "orders"] });
        void queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.rmsLimit() });
      });
    };
    return listenToOrderFeed(client, onFeedUpdate, onFeedConnect);
  }, [client, queryClient]);
}

/**
 * The market's clock: the local clock corrected by the runtime configuration's `marketTime` (a sandbox's demo market
 * runs on its own clock; a real device's clock may be off). The local clock until the configuration arrives.
 *
 * @example
 * ```tsx
 * const now = useMarketClock();
 * const amo = isAmoTime(1, now());
 * ```
 */
export function useMarketClock(): () => number {
  const client = useTradeClient();
  const { data: offset } = useQuery({
    queryKey: [...queryKeys.all, "marketClockOffset"],
    queryFn: async () => {
      await client.config.load();
      return client.config.marketOffsetMs ?? 0;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const shift = offset ?? 0;
  return useCallback(() => Date.now() + shift, [shift]);
}

/**
 * Tell the user about their orders as the order-update feed reports them (spec 2 §4): executed, rejected or failed
 * (with the rejection text), cancelled; each order's status once. The app shows the toast and plays the sound.
 *
 * @example
 * ```tsx
 * useOrderNotifications((notice) => toast({ title: notice.title, message: notice.message, durationMs: notice.durationMs }));
 * ```
 */
export function useOrderNotifications(
  onNotify: (notice: OrderNotification, update: OrderUpdate) => void,
): void {
  const seen = useRef(new Map<string, string>());
  const notify = useRef(onNotify);
  notify.current = onNotify;
  useOrderUpdates((update) => {
    if (seen.current.get(update.orderId) === update.orderStatus) return;
    seen.current.set(update.orderId, update.orderStatus);
    const notice = orderNotification(update);
    if (notice !== undefined) notify.current(notice, update);
  });
}

const noQuote = { subscribe: () => () => {}, version: () => -1 };

/**
 * One instrument's live record from the quote feed: subscribes on mount, unsubscribes on unmount, and re-renders at
 * most once per animation frame (the feed coalesces ticks per frame in browsers). For lists of live cells write the
 * text straight into the DOM from `quoteFeedFor(client).subscribe(...)` instead: React per tick does not keep up.
 *
 * @example
 * ```tsx
 * const quote = useQuote({ segment: 1, token: 2885 }, "ltp");
 * return <span>{quote && quote.version > 0 ? formatPrice(quote.ltp, 1) : "—"}</span>;
 * ```
 */
export function useQuote(
  instrument: { segment: number; token: number } | undefined,
  mode: QuoteMode = "ltp",
): Quote | undefined {
  const client = useTradeClient();
  const segment = instrument?.segment;
  const token = instrument?.token;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (segment === undefined || token === undefined) return noQuote.subscribe();
      const release = holdQuoteFeed(client);
      const stop = quoteFeedFor(client).subscribe({ segment, token }, mode, onChange);
      return () => {
        stop();
        release();
      };
    },
    [client, segment, token, mode],
  );
  const version = useCallback(() => {
    if (segment === undefined || token === undefined) return noQuote.version();
    return quoteFeedFor(client).get(segment, token)?.version ?? -1;
  }, [client, segment, token]);
  useSyncExternalStore(subscribe, version, () => -1);
  return segment === undefined || token === undefined ? undefined : quoteFeedFor(client).get(segment, token);
}
