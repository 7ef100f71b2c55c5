import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { optionsOf } from "@trade/core/options";
import { optionsKeys } from "../options/queries.js";

/** Query options of a root symbol's futures in a segment, nearest expiry first (the contracts a future rolls into). */
export const futuresQuery = (client: TradeClient, symbol: string, segment: number) =>
  queryOptions({
    queryKey: [...optionsKeys.all(), "futures", segment, symbol] as const,
    queryFn: ({ signal }) => optionsOf(client).futures(symbol, segment, { signal }),
    staleTime: 5 * 60_000,
  });
