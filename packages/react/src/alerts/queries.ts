import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { type AlertStatus, alertsOf } from "@trade/core/alerts";
import { readQuery } from "../readQuery.js";
import { alertKeys } from "./keys.js";

/**
 * Query options of the alerts (`alertsOf(client)` from `@trade/core/alerts`).
 *
 * @example
 * ```ts
 * const { data } = useQuery(alertQueries.list(client, "active"));
 * const schema = useQuery(alertQueries.schema(client));
 * ```
 */
export const alertQueries = {
  /** The user's alerts, newest first: all of them, or those in one status. */
  list: (client: TradeClient, status?: AlertStatus) =>
    readQuery(alertKeys.list(status), (o) => alertsOf(client).list(status, o)),
  /** What the alert pad offers (GET /v1/schema): indicators with parameters and lines, operators, timeframes. */
  schema: (client: TradeClient) =>
    queryOptions({
      queryKey: alertKeys.schema(),
      queryFn: ({ signal }) => alertsOf(client).schema(undefined, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
