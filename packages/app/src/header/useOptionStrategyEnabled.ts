import { useQuery } from "@tanstack/react-query";
import { useProfile, useTradeClient } from "@trade/react";

/** Whether option strategies are on for this client (spec 1 §2.3, §5: the optionStrategy group list, or 'all'). */
export function useOptionStrategyEnabled(): boolean {
  const client = useTradeClient();
  const { data: profile } = useProfile();
  // The same query the order pad's gate reads the configuration by.
  const { data: config } = useQuery({
    queryKey: ["trade", "runtimeConfig"],
    queryFn: () => client.config.load(),
    staleTime: client.config.current.refreshMinutes * 60_000,
  });
  return (
    config !== undefined &&
    profile !== undefined &&
    client.config.isFeatureEnabled("optionStrategy", profile.gmId)
  );
}
