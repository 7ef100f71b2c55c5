import { useQuery } from "@tanstack/react-query";
import type { PreferenceDocument, PreferenceType, TradeClient } from "@trade/core";
import { queryKeys, useProfile, useSession, useTradeClient } from "@trade/react";

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

/** A change not answered yet. */
export interface Pending {
  patch: Record<string, unknown>;
}

/**
 * Per client and preference type: the document the server last answered, and the changes not answered yet (in the
 * order made). What the screen shows is the first with the second laid over it, so an answer to an earlier change
 * never hides a later one still on its way.
 */
export interface SaveState {
  confirmed: PreferenceDocument | undefined;
  pending: Pending[];
  queue: Promise<unknown>;
}
const states = new WeakMap<TradeClient, Map<PreferenceType, SaveState>>();

/** The save state of a client's preference type (made on first use). */
export function stateOf(client: TradeClient, type: PreferenceType): SaveState {
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
