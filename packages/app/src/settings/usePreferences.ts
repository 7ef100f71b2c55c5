import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  PreferenceDocument,
  PreferencesByType,
  PreferenceType,
  SavePreferenceResult,
  TradeClient,
} from "@trade/core";
import { queryKeys, useSession, useTradeClient } from "@trade/react";
import { useCallback } from "react";

/** The same key the order pad reads the order preference under, so a saved setting reaches it at once. */
export const preferenceKey = (type: PreferenceType) => [...queryKeys.all, "preference", type] as const;

/** A preference document, once the session is up (the client mirrors it to the local keys as it arrives). */
export function usePreference<TType extends PreferenceType>(type: TType) {
  const client = useTradeClient();
  const session = useSession();
  return useQuery({
    queryKey: preferenceKey(type),
    queryFn: ({ signal }) => client.preferences.get(type, { signal }),
    enabled: session.status !== "logged-out",
    staleTime: 60_000,
  });
}

export type SaveOutcome = SavePreferenceResult<PreferenceType>["status"];

/** Saves of one preference type run one after another: each sends the version the previous one left. */
const queues = new WeakMap<TradeClient, Map<PreferenceType, Promise<unknown>>>();

function enqueue<T>(client: TradeClient, type: PreferenceType, task: () => Promise<T>): Promise<T> {
  let byType = queues.get(client);
  if (byType === undefined) {
    byType = new Map();
    queues.set(client, byType);
  }
  const next = (byType.get(type) ?? Promise.resolve()).then(task, task);
  byType.set(
    type,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * Save a change to one preference (spec 1 §7): shown at once (the cache is updated before the call, so the theme,
 * font and keyboard react immediately), then sent with the version last read. Success stores the server's document;
 * a conflict applies the document the server holds (the other device's change wins); a failure puts back what was
 * there and reports 'Failed to Save Preferences!' / 'Please try again later.' through `onFailed`.
 */
export async function savePreference<TType extends PreferenceType>(
  client: TradeClient,
  queryClient: QueryClient,
  type: TType,
  patch: PreferencesByType[TType],
): Promise<SavePreferenceResult<TType>> {
  const key = preferenceKey(type);
  const before = queryClient.getQueryData<PreferenceDocument<TType>>(key);
  if (before !== undefined) {
    queryClient.setQueryData<PreferenceDocument<TType>>(key, {
      ...before,
      preferences: { ...before.preferences, ...patch },
    });
  }
  return enqueue(client, type, async () => {
    // The version of the document the server last answered (a save queued behind another sends the newer one).
    const current =
      queryClient.getQueryData<PreferenceDocument<TType>>(key) ?? (await client.preferences.get(type));
    await queryClient.cancelQueries({ queryKey: key });
    const result = await client.preferences.save(type, patch, current.version);
    if (result.status === "failed") {
      const now = queryClient.getQueryData<PreferenceDocument<TType>>(key);
      if (now !== undefined && before !== undefined) {
        // Put back only the fields this save changed.
        const restored = { ...now.preferences } as Record<string, unknown>;
        for (const field of Object.keys(patch)) {
          restored[field] = (before.preferences as Record<string, unknown>)[field];
        }
        queryClient.setQueryData<PreferenceDocument<TType>>(key, {
          ...now,
          preferences: restored as PreferencesByType[TType],
        });
      }
    } else {
      queryClient.setQueryData(key, result.preference);
    }
    return result;
  });
}

/** `savePreference` bound to the app's client and query cache. */
export function useSavePreference() {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  return useCallback(
    <TType extends PreferenceType>(type: TType, patch: PreferencesByType[TType]) =>
      savePreference(client, queryClient, type, patch),
    [client, queryClient],
  );
}
