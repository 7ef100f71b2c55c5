import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";

/** Query keys per resource, in one place. */
export const queryKeys = {
  all: ["trade"] as const,
  profile: () => [...queryKeys.all, "profile"] as const,
  rmsLimit: () => [...queryKeys.all, "funds", "rmsLimit"] as const,
  sessions: () => [...queryKeys.all, "sessions"] as const,
};

/** Query options for the profile (GET /v2/profile/get). */
export const profileQuery = (client: TradeClient) =>
  queryOptions({ queryKey: queryKeys.profile(), queryFn: ({ signal }) => client.profile.get({ signal }) });

/** Query options for the trading balance (POST /funds/v2/getRMSLimit). */
export const rmsLimitQuery = (client: TradeClient) =>
  queryOptions({
    queryKey: queryKeys.rmsLimit(),
    queryFn: ({ signal }) => client.funds.rmsLimit({}, { signal }),
  });

/** Query options for the client's live sessions. */
export const sessionsQuery = (client: TradeClient) =>
  queryOptions({
    queryKey: queryKeys.sessions(),
    queryFn: ({ signal }) => client.auth.listSessions({ signal }),
  });
