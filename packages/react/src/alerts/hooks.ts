import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Alert, type AlertCondition, type AlertStatus, alertsOf } from "@trade/core/alerts";
import { useTradeClient } from "../tradeClient.js";
import { alertKeys } from "./keys.js";
import { alertQueries } from "./queries.js";

/**
 * The user's alerts, newest first: all of them or those in one status. While another filter loads, the last list
 * stays.
 *
 * @example
 * ```tsx
 * const { data } = useAlerts("active");
 * return <ul>{data?.map((a) => <li key={a.alertId}>{a.name}</li>)}</ul>;
 * ```
 */
export function useAlerts(status?: AlertStatus) {
  const client = useTradeClient();
  return useQuery({ ...alertQueries.list(client, status), placeholderData: (previous) => previous });
}

/**
 * What the alert pad offers (GET /v1/schema), read once per session.
 *
 * @example
 * ```tsx
 * const { data } = useAlertSchema();
 * ```
 */
export function useAlertSchema() {
  return useQuery(alertQueries.schema(useTradeClient()));
}

/**
 * Put a changed alert in every cached list at once (in the lists of its status, out of the others; gone when
 * deleted), then read the lists again.
 */
function settle(queryClient: QueryClient, changed: readonly Alert[], deleted = false): void {
  for (const [key, list] of queryClient.getQueriesData<Alert[]>({ queryKey: alertKeys.lists() })) {
    if (list === undefined) continue;
    const status = key[key.length - 1];
    const fresh = deleted ? [] : changed.filter((alert) => status === "all" || alert.status === status);
    const byId = new Map(fresh.map((alert) => [alert.alertId, alert]));
    const gone = new Set(changed.map((alert) => alert.alertId));
    const kept = list.flatMap((alert) => {
      if (!gone.has(alert.alertId)) return [alert];
      const now = byId.get(alert.alertId);
      byId.delete(alert.alertId);
      return now === undefined ? [] : [now];
    });
    queryClient.setQueryData(key, [...byId.values(), ...kept]);
  }
  void queryClient.invalidateQueries({ queryKey: alertKeys.lists() });
}

/** A mutation on the alerts that puts its answer in the cached lists, then reads them again. */
function useAlertMutation<TInput>(call: (input: TInput) => Promise<Alert | Alert[]>, deleted = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => settle(queryClient, Array.isArray(answer) ? answer : [answer], deleted),
    onError: () => void queryClient.invalidateQueries({ queryKey: alertKeys.lists() }),
  });
}

/**
 * Create an alert (a batch when given several conditions: all of them or none); it starts active. Refusals reject
 * with the SDK's typed error, whose message the pad shows under 'Failed to create alert'.
 *
 * @example
 * ```tsx
 * const create = useCreateAlert();
 * await create.mutateAsync(condition);
 * ```
 */
export function useCreateAlert() {
  const client = useTradeClient();
  return useAlertMutation((conditions: AlertCondition | AlertCondition[]) =>
    Array.isArray(conditions)
      ? alertsOf(client).createBatch(conditions)
      : alertsOf(client).create(conditions),
  );
}

/**
 * Replace an active or paused alert's condition.
 *
 * @example
 * ```tsx
 * await useUpdateAlert().mutateAsync({ alertId: alert.alertId, condition });
 * ```
 */
export function useUpdateAlert() {
  const client = useTradeClient();
  return useAlertMutation(({ alertId, condition }: { alertId: string; condition: AlertCondition }) =>
    alertsOf(client).update(alertId, condition),
  );
}

/**
 * Pause an active alert.
 *
 * @example
 * ```tsx
 * await usePauseAlert().mutateAsync(alert.alertId);
 * ```
 */
export function usePauseAlert() {
  const client = useTradeClient();
  return useAlertMutation((alertId: string) => alertsOf(client).pause(alertId));
}

/**
 * Resume a paused alert.
 *
 * @example
 * ```tsx
 * await useResumeAlert().mutateAsync(alert.alertId);
 * ```
 */
export function useResumeAlert() {
  const client = useTradeClient();
  return useAlertMutation((alertId: string) => alertsOf(client).resume(alertId));
}

/**
 * Delete an alert in any status (the spec's cancel); it leaves every list.
 *
 * @example
 * ```tsx
 * await useCancelAlert().mutateAsync(alert.alertId);
 * ```
 */
export function useCancelAlert() {
  const client = useTradeClient();
  return useAlertMutation((alertId: string) => alertsOf(client).cancel(alertId), true);
}
