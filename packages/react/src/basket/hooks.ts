import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type Basket,
  type BasketCreateRequest,
  type BasketLine,
  type BasketLineChange,
  type BasketLineResult,
  type BasketSaveRequest,
  type BasketUpdateRequest,
  basketsOf,
} from "@trade/core/basket";
import { useEffect, useState } from "react";
import { useProfile } from "../hooks.js";
import { useTradeClient } from "../tradeClient.js";
import { tradingKeys } from "../trading/keys.js";
import { basketKeys, basketQueries } from "./queries.js";

/**
 * The client's baskets (loading, error and data as `useQuery` gives them).
 *
 * @example
 * ```tsx
 * const { data: baskets = [], isPending } = useBaskets();
 * ```
 */
export function useBaskets() {
  return useQuery(basketQueries.list(useTradeClient()));
}

/**
 * The basket writes: create, save, update and delete, each reading the list again when done.
 *
 * @example
 * ```tsx
 * const { create } = useBasketMutations();
 * const basket = await create.mutateAsync({});
 * ```
 */
export function useBasketMutations() {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: basketKeys.list() });
  const baskets = basketsOf(client);
  return {
    create: useMutation({ mutationFn: (request: BasketCreateRequest) => baskets.create(request), onSettled }),
    save: useMutation({ mutationFn: (request: BasketSaveRequest) => baskets.save(request), onSettled }),
    update: useMutation({ mutationFn: (request: BasketUpdateRequest) => baskets.update(request), onSettled }),
    remove: useMutation({ mutationFn: (basketId: string) => baskets.delete(basketId), onSettled }),
  };
}

/**
 * The margin the lines need together, read 500 ms after the last change; undefined while unknown.
 *
 * @example
 * ```tsx
 * const margin = useBasketMargin(selectedLines);
 * return <span>{margin ? formatRupees(margin.totalMargin) : "—"}</span>;
 * ```
 */
export function useBasketMargin(lines: readonly BasketLine[]) {
  const client = useTradeClient();
  const { data: profile } = useProfile();
  const [settled, setSettled] = useState(lines);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(lines), 500);
    return () => clearTimeout(timer);
  }, [lines]);
  const query = useQuery({
    ...basketQueries.margin(client, settled, profile?.ClientCode),
    enabled: settled.length > 0 && profile !== undefined,
  });
  return settled.length > 0 ? query.data : undefined;
}

/**
 * Placing a basket and resubmitting its rejected lines (`basketsOf(client).place` and `.resubmit`): the results of
 * the last submit, by line, and whether one is under way.
 *
 * @example
 * ```tsx
 * const { place, results, busy } = useBasketPlacement();
 * await place(basket, [0, 1]);
 * ```
 */
export function useBasketPlacement() {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  const [results, setResults] = useState<BasketLineResult[]>([]);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<BasketLineResult[]>, merge: boolean) => {
    setBusy(true);
    try {
      const fresh = await work();
      setResults((before) => {
        if (!merge) return fresh;
        const byIndex = new Map(fresh.map((r) => [r.index, r]));
        return before.map((r) => byIndex.get(r.index) ?? r);
      });
      // The orders and positions the basket made show in their tables.
      void queryClient.invalidateQueries({ queryKey: tradingKeys.all() });
      return fresh;
    } finally {
      setBusy(false);
    }
  };
  return {
    results,
    busy,
    place: (basket: Pick<Basket, "basketId" | "orders">, selection: readonly number[]) =>
      run(() => basketsOf(client).place(basket, selection), false),
    resubmit: (basket: Pick<Basket, "basketId">, changes: readonly BasketLineChange[]) =>
      run(() => basketsOf(client).resubmit(basket, changes), true),
    reset: () => setResults([]),
  };
}
