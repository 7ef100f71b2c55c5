import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PreferenceDocument } from "@trade/core";
import { strategyTexts, withFavourite } from "@trade/core/options";
import { useState } from "react";
import { queryKeys } from "../queries.js";
import { useTradeClient } from "../tradeClient.js";

/** The strategy preference's query key (the app's preference screens read it under the same one). */
export const strategyPreferenceKey = [...queryKeys.all, "preference", "strategy"] as const;

/** Why the last favourite change did not save: 'Failed to Save Preference!' / 'Please try again later.'. */
export interface FavouriteFailure {
  title: string;
  message: string;
}

const failed: FavouriteFailure = {
  title: strategyTexts.saveFailedTitle,
  message: strategyTexts.saveFailedMessage,
};

/**
 * The favourite strategies (ids of the 14), kept in the strategy preference (spec 2 §3, §7) with its version. A change
 * shows at once; a save answered by a conflict applies the stored document and makes the change again on it; any
 * other refusal puts the list back and reports `failure` ('Failed to Save Preference!').
 *
 * @example
 * ```tsx
 * const { favourites, setFavourite } = useFavouriteStrategies();
 * setFavourite("bull-call-spread", !favourites.includes("bull-call-spread"));
 * ```
 */
export function useFavouriteStrategies(options: { enabled?: boolean } = {}) {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<FavouriteFailure | undefined>();
  const document = useQuery({
    queryKey: strategyPreferenceKey,
    queryFn: ({ signal }) => client.preferences.get("strategy", { signal }),
    staleTime: 60_000,
    enabled: options.enabled ?? true,
  });
  const save = useMutation({
    mutationFn: async ({ id, on }: { id: string; on: boolean }) => {
      const current =
        queryClient.getQueryData<PreferenceDocument<"strategy">>(strategyPreferenceKey) ??
        (await client.preferences.get("strategy"));
      const favStrategy = withFavourite(current.preferences.favStrategy ?? [], id, on);
      const result = await client.preferences.save("strategy", { favStrategy }, current.version);
      if (result.ok || !result.conflict) return result;
      queryClient.setQueryData(strategyPreferenceKey, result.preference);
      const again = withFavourite(result.preference.preferences.favStrategy ?? [], id, on);
      return client.preferences.save("strategy", { favStrategy: again }, result.preference.version);
    },
    onMutate: () => setFailure(undefined),
    onSuccess: (result) => {
      const stored = result.ok ? result.value : result.conflict ? result.preference : undefined;
      if (stored !== undefined) queryClient.setQueryData(strategyPreferenceKey, stored);
      if (!result.ok && !result.conflict) setFailure(failed);
    },
    onError: () => setFailure(failed),
  });
  const saved = document.data?.preferences.favStrategy ?? [];
  const pending = save.isPending ? save.variables : undefined;
  return {
    /** The favourites shown: the stored ones with a change on its way laid over. */
    favourites: pending ? withFavourite(saved, pending.id, pending.on) : saved,
    isPending: document.isPending,
    error: document.error,
    setFavourite: (id: string, on: boolean) => save.mutate({ id, on }),
    failure,
  };
}
