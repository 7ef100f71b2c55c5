import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { readQuery } from "./readQuery.js";

/**
 * Query keys per resource, in one place. Invalidate a resource by its key; `queryKeys.all` covers everything.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: queryKeys.rmsLimit() });
 * ```
 */
export const queryKeys = {
  all: ["trade"] as const,
  profile: () => [...queryKeys.all, "profile"] as const,
  rmsLimit: () => [...queryKeys.all, "funds", "rmsLimit"] as const,
  sessions: () => [...queryKeys.all, "sessions"] as const,
};

/**
 * Query options for the profile (GET /v2/profile/get, a non-trade call).
 *
 * @example
 * ```ts
 * const profile = await queryClient.fetchQuery(profileQuery(client));
 * ```
 */
export const profileQuery = (client: TradeClient) =>
  queryOptions({ queryKey: queryKeys.profile(), queryFn: ({ signal }) => client.profile.get({ signal }) });

/**
 * Query options for the trading balance (the RMS limits, in paise; a trade call).
 *
 * @example
 * ```ts
 * const { data } = useQuery({ ...rmsLimitQuery(client), refetchInterval: 60_000 });
 * ```
 */
export const rmsLimitQuery = (client: TradeClient) =>
  readQuery(queryKeys.rmsLimit(), (o) => client.funds.rmsLimit({}, o));

/**
 * Query options for the client's live sessions on every device.
 *
 * @example
 * ```ts
 * const { sessions } = await queryClient.fetchQuery(sessionsQuery(client));
 * ```
 */
export const sessionsQuery = (client: TradeClient) =>
  readQuery(queryKeys.sessions(), (o) => client.auth.listSessions(o));
