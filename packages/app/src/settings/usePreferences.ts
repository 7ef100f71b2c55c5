import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  asTradeError,
  type PreferenceDocument,
  type PreferencesByType,
  type PreferenceType,
  type SavePreferenceResult,
  sessionTexts,
  type TradeClient,
} from "@trade/core";
import { queryKeys, useProfile, useSession, useTradeClient } from "@trade/react";
import { useCallback } from "react";

/** The same key the order pad reads the order preference under, so a saved setting reaches it at once. */
export const preferenceKey = (type: PreferenceType) => [...queryKeys.all, "preference", type] as const;

/**
 * A preference document, once the session is known to be up: logged in here, or the shell's profile read proved it
 * (so the login page asks for nothing). The client mirrors it to the local keys as it arrives.
 */
export function usePreference<TType extends PreferenceType>(type: TType) {
  const client = useTradeClient();
  const session = useSession();
  // Watches the shell's profile query without fetching it.
  const profile = useProfile({ enabled: false });
  return useQuery({
    queryKey: preferenceKey(type),
    queryFn: ({ signal }) => client.preferences.get(type, { signal }),
    // Changes not answered yet stay shown even when a read (this page's or another's) lands the older document.
    select: (document) => {
      const state = stateOf(client, type);
      if (state.pending.length === 0) return document;
      return {
        ...document,
        preferences: Object.assign({}, document.preferences, ...state.pending.map((p) => p.patch)),
      };
    },
    enabled: session.status === "authenticated" || (session.status !== "logged-out" && profile.isSuccess),
    staleTime: 60_000,
  });
}

interface Pending {
  patch: Record<string, unknown>;
}

/**
 * Per client and preference type: the document the server last answered, and the changes not answered yet (in the
 * order made). What the screen shows is the first with the second laid over it, so an answer to an earlier change
 * never hides a later one still on its way.
 */
interface SaveState {
  confirmed: PreferenceDocument | undefined;
  pending: Pending[];
  queue: Promise<unknown>;
}
const states = new WeakMap<TradeClient, Map<PreferenceType, SaveState>>();

function stateOf(client: TradeClient, type: PreferenceType): SaveState {
  let byType = states.get(client);
  if (byType === undefined) {
    byType = new Map();
    states.set(client, byType);
  }
  let state = byType.get(type);
  if (state === undefined) {
    state = { confirmed: undefined, pending: [], queue: Promise.resolve() };
    byType.set(type, state);
  }
  return state;
}

function view(state: SaveState): PreferenceDocument | undefined {
  if (state.confirmed === undefined) return undefined;
  const preferences = Object.assign({}, state.confirmed.preferences, ...state.pending.map((p) => p.patch));
  return { ...state.confirmed, preferences };
}

/**
 * Save a change to one preference (spec 1 §7): shown at once (the cache is updated before the call, so the theme,
 * font and keyboard react immediately), then sent with the version the server last answered; changes of one type
 * go one after another. Success stores the server's document; a conflict applies the document the server holds (the
 * other device's change wins over this one); a failure takes this change back and answers 'Failed to Save
 * Preferences!' / 'Please try again later.' for the caller to show.
 */
export function savePreference<TType extends PreferenceType>(
  client: TradeClient,
  queryClient: QueryClient,
  type: TType,
  patch: PreferencesByType[TType],
): Promise<SavePreferenceResult<TType>> {
  const key = preferenceKey(type);
  const state = stateOf(client, type);
  // With nothing on its way, the cache holds exactly what the server last said (a refetch may have renewed it).
  if (state.pending.length === 0) state.confirmed = queryClient.getQueryData<PreferenceDocument>(key);
  const entry: Pending = { patch: patch as Record<string, unknown> };
  state.pending.push(entry);
  const show = () => {
    const shown = view(state);
    if (shown !== undefined) queryClient.setQueryData(key, shown);
  };
  show();
  // A read already on its way (the page's own, or the header's) would land on top of the change and put the old
  // value back until the save answers: cancel it, and show the change again once it is gone.
  void queryClient.cancelQueries({ queryKey: key }).then(show);
  const task = async (): Promise<SavePreferenceResult<TType>> => {
    try {
      if (state.confirmed === undefined) {
        try {
          state.confirmed = await client.preferences.get(type);
        } catch (error) {
          return {
            ok: false,
            error: asTradeError(error),
            conflict: false,
            title: sessionTexts.preferenceSaveFailedTitle,
            message: sessionTexts.preferenceSaveFailedMessage,
          };
        }
      }
      await queryClient.cancelQueries({ queryKey: key });
      const result = await client.preferences.save(type, patch, state.confirmed.version);
      if (result.ok) state.confirmed = result.value;
      else if (result.conflict) state.confirmed = result.preference;
      return result;
    } finally {
      state.pending.splice(state.pending.indexOf(entry), 1);
      show();
    }
  };
  const next = state.queue.then(task, task);
  state.queue = next.catch(() => undefined);
  return next;
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
