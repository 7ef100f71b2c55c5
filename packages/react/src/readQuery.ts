import { type QueryKey, queryOptions } from "@tanstack/react-query";

/**
 * Query options of a plain read: its key, and the SDK call it makes with the query's abort signal.
 *
 * @example
 * ```ts
 * const pledged = (client: TradeClient) => readQuery(pledgeKeys.pledged(), (o) => pledgeOf(client).pledged(o));
 * ```
 */
export const readQuery = <T, K extends QueryKey>(
  queryKey: K,
  read: (options: { signal: AbortSignal }) => Promise<T>,
) => queryOptions({ queryKey, queryFn: ({ signal }) => read({ signal }) });
