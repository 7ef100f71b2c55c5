import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { type MultiStrikeContract, type OiInterval, oiOf } from "@trade/core/oi";
import { queryKeys } from "../queries.js";

/** How often an OI chart is read again while shown (the sandbox's points are 5 minutes apart at the finest). */
export const oiRefreshMs = 60_000;

/**
 * Query keys of the OI analysis, under `queryKeys.all`.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: oiKeys.all() });
 * ```
 */
export const oiKeys = {
  all: () => [...queryKeys.all, "oi"] as const,
  oiChange: (script: string, interval: OiInterval, expiry: string | undefined) =>
    [...oiKeys.all(), "change", script, interval, expiry ?? "nearest"] as const,
  openInterest: (script: string, expiry: string | undefined) =>
    [...oiKeys.all(), "open-interest", script, expiry ?? "nearest"] as const,
  pcr: (script: string, interval: OiInterval, expiry: string | undefined) =>
    [...oiKeys.all(), "pcr", script, interval, expiry ?? "nearest"] as const,
  multiStrike: (contracts: readonly MultiStrikeContract[], interval: OiInterval) =>
    [
      ...oiKeys.all(),
      "multi-strike",
      interval,
      contracts.map((c) => `${c.Symbol}.${c.ExpiryDate}.${c.StkPrice}.${c.OptionType}`).join(","),
    ] as const,
};

/**
 * Query options of the OI analysis (`oiOf(client)` from `@trade/core/oi`), read again every minute while shown.
 *
 * @example
 * ```ts
 * const pcr = useQuery(oiQueries.pcr(client, "NIFTY", "15m"));
 * ```
 */
export const oiQueries = {
  /** Per-strike OI change over the interval (the OI Change chart). */
  oiChange: (client: TradeClient, script: string, interval: OiInterval, expiry?: string) =>
    queryOptions({
      queryKey: oiKeys.oiChange(script, interval, expiry),
      queryFn: ({ signal }) =>
        oiOf(client).oiChange(script, interval, expiry === undefined ? {} : { expiry }, { signal }),
      refetchInterval: oiRefreshMs,
    }),
  /** Per-strike open interest with the change since the previous close (the Open Interest chart). */
  openInterest: (client: TradeClient, script: string, expiry?: string) =>
    queryOptions({
      queryKey: oiKeys.openInterest(script, expiry),
      queryFn: ({ signal }) =>
        oiOf(client).openInterest(script, expiry === undefined ? {} : { expiry }, { signal }),
      refetchInterval: oiRefreshMs,
    }),
  /** Total call and put OI and PCR through the day (the OI and PCR vs Time chart). */
  pcr: (client: TradeClient, script: string, interval: OiInterval, expiry?: string) =>
    queryOptions({
      queryKey: oiKeys.pcr(script, interval, expiry),
      queryFn: ({ signal }) => oiOf(client).pcrSeries(script, interval, expiry, { signal }),
      refetchInterval: oiRefreshMs,
    }),
  /** Chosen contracts' OI through the day (the Multi Strike OI chart). */
  multiStrike: (client: TradeClient, contracts: readonly MultiStrikeContract[], interval: OiInterval) =>
    queryOptions({
      queryKey: oiKeys.multiStrike(contracts, interval),
      queryFn: ({ signal }) => oiOf(client).multiStrike([...contracts], interval, { signal }),
      refetchInterval: oiRefreshMs,
    }),
};
