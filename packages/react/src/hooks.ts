import { useQuery } from "@tanstack/react-query";
import type { SessionSnapshot } from "@trade/core";
import { useSyncExternalStore } from "react";
import { profileQuery, rmsLimitQuery, sessionsQuery } from "./queries.js";
import { useTradeClient } from "./tradeClient.js";

/**
 * The session's state, re-rendering when it changes (login, logout, renew-needed).
 *
 * @example
 * ```tsx
 * const { status, renewNeeded } = useSession();
 * if (renewNeeded) return <SessionExpired />;
 * ```
 */
export function useSession(): SessionSnapshot {
  const client = useTradeClient();
  return useSyncExternalStore(
    client.session.subscribe,
    client.session.getSnapshot,
    client.session.getSnapshot,
  );
}

/**
 * The logged-in user's profile.
 *
 * @example
 * ```tsx
 * const { data: profile } = useProfile();
 * return <span>{profile?.ClientCode}</span>;
 * ```
 */
export function useProfile(options: { enabled?: boolean } = {}) {
  const client = useTradeClient();
  return useQuery({ ...profileQuery(client), enabled: options.enabled ?? true });
}

/**
 * The trading balance from the risk system, in paise.
 *
 * @example
 * ```tsx
 * const { data } = useRmsLimit();
 * return <span>{data ? formatRupees(data.availableMargin) : "—"}</span>;
 * ```
 */
export function useRmsLimit(options: { enabled?: boolean } = {}) {
  const client = useTradeClient();
  return useQuery({ ...rmsLimitQuery(client), enabled: options.enabled ?? true });
}

/**
 * The client's live sessions on every device.
 *
 * @example
 * ```tsx
 * const { data } = useSessions();
 * ```
 */
export function useSessions(options: { enabled?: boolean } = {}) {
  const client = useTradeClient();
  return useQuery({ ...sessionsQuery(client), enabled: options.enabled ?? true });
}
