import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type IndexEntry, localKeys, type PreferenceDocument } from "@trade/core";
import { defaultIndices, pinLimit, pinnedIndices, togglePin } from "@trade/core/shell";
import { effectiveFontSize, type FontSize, marketQueries, useTradeClient } from "@trade/react";
import { useState } from "react";
import { useViewportWidth } from "../shell/useViewportWidth.js";

export const headerKeys = {
  /** The same key as the settings screen's layout preference query: one cached document, one version. */
  layout: ["trade", "preference", "layout"] as const,
};

/** The index master (spec 3 §7), or the default list when it cannot be fetched. */
function useIndexList(): { indices: readonly IndexEntry[]; fallback: boolean } {
  const client = useTradeClient();
  const master = useQuery(marketQueries.indexMaster(client));
  if (master.data && master.data.length > 0) return { indices: master.data, fallback: false };
  return { indices: defaultIndices, fallback: master.isError };
}

function fontSizeOf(stored: string | null): FontSize {
  return stored === "Small" || stored === "Large" ? stored : "Default";
}

export interface PinnedIndicesState {
  /** Every index the user may pin (hidden ones left out), in the master's order. */
  all: IndexEntry[];
  pinned: IndexEntry[];
  /** The index master could not be fetched: the default list is shown. */
  fallback: boolean;
  limit: number;
  /** Pin or unpin; a refusal answers its message. */
  toggle: (entry: IndexEntry) => { ok: true } | { ok: false; message: string };
}

/**
 * The header's pinned indices: the index master (default list on failure), the pinned names from the layout
 * preference `indices` (spec 1 §3), the pin limits for this window and font size (spec 1 §5). A pin is shown at once
 * and saved to the preference with its version; on a conflict the server's document is taken and the pin applied to it;
 * a failed save puts the pins back and reports the spec's failure toast. The layout query's key is the settings
 * screen's, so both share one document (and its version).
 */
export function usePinnedIndices(onSaveFailed: (title: string, message: string) => void): PinnedIndicesState {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  const width = useViewportWidth();
  const { indices, fallback } = useIndexList();
  const layout = useQuery({
    queryKey: headerKeys.layout,
    queryFn: ({ signal }) => client.preferences.get("layout", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [local, setLocal] = useState<string[] | undefined>();
  const fontSize = effectiveFontSize(
    layout.data?.preferences.fontSize?.type ?? fontSizeOf(client.storage.getItem(localKeys.fontSize)),
    typeof window === "undefined" ? 1 : window.devicePixelRatio,
  );
  const limit = pinLimit(width, fontSize);
  const saved = local ?? layout.data?.preferences.indices;
  const pinned = pinnedIndices(indices, saved, limit);

  const save = useMutation({
    mutationFn: async (names: string[]) => {
      const document = layout.data ?? (await client.preferences.get("layout"));
      let result = await client.preferences.save("layout", { indices: names }, document.version);
      if (!result.ok && result.conflict) {
        result = await client.preferences.save("layout", { indices: names }, result.preference.version);
      }
      return result;
    },
    onSuccess: (result) => {
      const stored = result.ok ? result.value : result.conflict ? result.preference : undefined;
      if (stored !== undefined) {
        queryClient.setQueryData<PreferenceDocument<"layout">>(headerKeys.layout, stored);
      } else if (!result.ok && !result.conflict) {
        onSaveFailed(result.title, result.message);
      }
      // The cached document now holds what was saved (or, after a failure, what the server still has).
      setLocal(undefined);
    },
    onError: (error) => {
      setLocal(undefined);
      onSaveFailed(error instanceof Error ? error.message : String(error), "");
    },
  });

  const toggle = (entry: IndexEntry) => {
    const outcome = togglePin(
      pinned.map((p) => p.name),
      entry.name,
      { width, fontSize },
    );
    if (!outcome.ok) return outcome;
    setLocal(outcome.pinned);
    save.mutate(outcome.pinned);
    return { ok: true as const };
  };

  return { all: indices.filter((entry) => !entry.hide), pinned, fallback, limit, toggle };
}
