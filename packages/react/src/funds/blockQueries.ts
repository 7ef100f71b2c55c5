import { queryOptions, useQuery, type useQueryClient } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { blockLimits, blocksOf, type CreateBlockRequest } from "@trade/core/funds";
import { queryKeys } from "../queries.js";
import { useRefreshingMutation } from "../refreshingMutation.js";
import { useTradeClient } from "../tradeClient.js";
import { fundsKeys } from "./queries.js";
import { useSettledQuery } from "./settledQuery.js";

/** Query keys of ASBA blocks, under the funds keys. */
export const blockKeys = {
  all: () => [...fundsKeys.all(), "blocks"] as const,
  block: (blockId: string) => [...blockKeys.all(), blockId] as const,
};

/**
 * Query options of ASBA blocks (`blocksOf(client)` from `@trade/core/funds`). A block whose creation is pending is
 * asked again every 10 s until final (spec 3 §4).
 */
export const blockQueries = {
  list: (client: TradeClient) =>
    queryOptions({
      queryKey: blockKeys.all(),
      queryFn: ({ signal }) => blocksOf(client).list({ signal }),
      refetchInterval: (query) =>
        query.state.data?.some((block) => block.creation === "pending" || block.status.endsWith("_PROGRESS"))
          ? blockLimits.pollMs
          : false,
    }),
  block: (client: TradeClient, blockId: string) =>
    queryOptions({
      queryKey: blockKeys.block(blockId),
      queryFn: ({ signal }) => blocksOf(client).block(blockId, { signal }),
      refetchInterval: (query) => (query.state.data?.creation === "pending" ? blockLimits.pollMs : false),
    }),
};

const refreshBlocks = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: blockKeys.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.rmsLimit() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.profile() }),
  ]);

/** The blocks, newest first; asked again every 10 s while one is being activated or released. */
export function useBlocks() {
  return useQuery(blockQueries.list(useTradeClient()));
}

/**
 * A block, asked again every 10 s while its creation is pending; when it turns final the trading balance, the
 * profile (the account's ASBA state) and the list are read again.
 */
export function useBlock(blockId: string | undefined) {
  const options = blockQueries.block(useTradeClient(), blockId ?? "");
  return useSettledQuery(options, blockId, (block) => block.creation, refreshBlocks);
}

/** Create a block (amount in paise, the bank's name). */
export function useCreateBlock() {
  const client = useTradeClient();
  return useRefreshingMutation(
    (request: Omit<CreateBlockRequest, "upstream_reference_number">) => blocksOf(client).create(request),
    refreshBlocks,
  );
}

/** Revoke a block by its id: answers the revoke result (success, pending or failure) and the block. */
export function useRevokeBlock() {
  const client = useTradeClient();
  return useRefreshingMutation((blockId: string) => blocksOf(client).revoke(blockId), refreshBlocks);
}
