import type { AlertStatus } from "@trade/core/alerts";
import { queryKeys } from "../queries.js";

/**
 * Query keys of the alerts, under `queryKeys.all`; invalidate `alertKeys.all()` after an alert changed.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: alertKeys.lists() });
 * ```
 */
export const alertKeys = {
  all: () => [...queryKeys.all, "alerts"] as const,
  /** Every list (all statuses and each one). */
  lists: () => [...alertKeys.all(), "list"] as const,
  /** The list of one status, or of all when left out. */
  list: (status?: AlertStatus) => [...alertKeys.lists(), status ?? "all"] as const,
  schema: () => [...alertKeys.all(), "schema"] as const,
};
