import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type GttCreateRequest,
  type GttModifyRequest,
  type GttRule,
  type GttStatusCode,
  gttOf,
} from "@trade/core/gtt";
import type { OrderUpdate } from "@trade/core/orders";
import { useEffect } from "react";
import { useTradeClient } from "../tradeClient.js";
import { listenToOrderFeed } from "../trading/orderFeed.js";
import { gttKeys, gttQueries } from "./queries.js";

/** Whether an order update is a GTT rule's order (the broker tags it `gtt-<id>-<leg>`, spec 2 §3). */
export const isGttOrderUpdate = (update: Pick<OrderUpdate, "guiOrdId" | "guiOrderId">): boolean =>
  update.guiOrdId.startsWith("gtt-") || update.guiOrderId.startsWith("gtt-");

/**
 * Keep the GTT lists fresh while mounted: a rule that fires places an order whose updates arrive on the order-update
 * feed (Triggered, then Triggered & Executed or Triggered & Rejected), so each such update reads the lists again; so
 * does each (re)connect of the feed, since what happened while it was closed is not pushed. `useGttRules` calls it.
 *
 * @example
 * ```tsx
 * function GttBadge() {
 *   useGttUpdates();
 *   const { data } = useQuery(gttQueries.list(client, [1, 4]));
 *   return <span>{data?.total ?? 0} pending</span>;
 * }
 * ```
 */
export function useGttUpdates(): void {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: gttKeys.all() });
    const onUpdate = (update: OrderUpdate) => {
      if (isGttOrderUpdate(update)) refresh();
    };
    return listenToOrderFeed(client, onUpdate, refresh);
  }, [client, queryClient]);
}

/**
 * A page of the client's GTT rules (200, spec 2 §9), newest first, kept fresh by the order-update feed: all of them,
 * or those with the given status codes; `page` counts from 1. While another page or filter loads, the last one stays.
 *
 * @example
 * ```tsx
 * const { data } = useGttRules([1, 4]);
 * return <ul>{data?.rules.map((r) => <li key={r.id}>{r.tradingsymbol}</li>)}</ul>;
 * ```
 */
export function useGttRules(
  status: readonly GttStatusCode[] = [],
  options: { enabled?: boolean; page?: number } = {},
) {
  const client = useTradeClient();
  useGttUpdates();
  return useQuery({
    ...gttQueries.list(client, status, options.page ?? 1),
    enabled: options.enabled ?? true,
    placeholderData: (previous) => previous,
  });
}

/** A mutation on the GTT rules that reads the lists again once it settled (succeeded or not). */
function useGttMutation<TInput>(call: (input: TInput) => Promise<GttRule>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gttKeys.all() }),
  });
}

/**
 * Create a GTT rule; the lists are read again after it. Refusals reject with the SDK's typed error (`gttErrorDialog`
 * says how to show them).
 *
 * @example
 * ```tsx
 * const create = useCreateGtt();
 * await create.mutateAsync({ exchangeSegment: 1, symboltoken: 1660, transactiontype: "S", producttype: "CNC",
 *   gttType: "SINGLE", qty: 1, triggerprice: 40_000, price: 40_000 });
 * ```
 */
export function useCreateGtt() {
  const client = useTradeClient();
  return useGttMutation((rule: GttCreateRequest) => gttOf(client).create(rule));
}

/**
 * Change a pending rule's terms (it becomes Pending, 4); the lists are read again after it.
 *
 * @example
 * ```tsx
 * await useModifyGtt().mutateAsync({ id: rule.id, qty: 2, triggerprice: 41_000, price: 41_000 });
 * ```
 */
export function useModifyGtt() {
  const client = useTradeClient();
  return useGttMutation((change: GttModifyRequest) => gttOf(client).modify(change));
}

/**
 * Cancel a pending rule (3); the lists are read again after it.
 *
 * @example
 * ```tsx
 * await useCancelGtt().mutateAsync(rule.id);
 * ```
 */
export function useCancelGtt() {
  const client = useTradeClient();
  return useGttMutation((id: string) => gttOf(client).cancel(id));
}
