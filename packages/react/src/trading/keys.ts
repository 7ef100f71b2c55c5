import { queryKeys } from "../queries.js";
import type { OrderListFilter } from "./cache.js";

/**
 * Query keys of the trading area, under `queryKeys.all` so that invalidating everything covers them.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
 * ```
 */
export const tradingKeys = {
  all: () => [...queryKeys.all, "trading"] as const,
  orders: (filter: OrderListFilter = "all") => [...tradingKeys.all(), "orders", filter] as const,
  positions: () => [...tradingKeys.all(), "positions"] as const,
};
