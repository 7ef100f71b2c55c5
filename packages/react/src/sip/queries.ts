import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import {
  type SipCreateRequest,
  type SipResource,
  type SipStatus,
  type SipTransaction,
  type SipUpdateRequest,
  type StockSip,
  sipOf,
} from "@trade/core/sip";
import { queryKeys } from "../queries.js";
import { useRefreshingMutation } from "../refreshingMutation.js";
import { useTradeClient } from "../tradeClient.js";

/** Query keys of Stock SIP, under `queryKeys.all`; `sipKeys.all()` covers the lists and the instalments. */
export const sipKeys = {
  all: () => [...queryKeys.all, "sip"] as const,
  list: (status?: SipStatus) => [...sipKeys.all(), "list", status ?? "ALL"] as const,
  transactions: (sipId: string) => [...sipKeys.all(), "transactions", sipId] as const,
};

/** How long a read SIP list or instalment list is fresh: instalments run once a day, at the session open. */
const sipStaleMs = 30_000;

/**
 * Query options of Stock SIP (`sipOf(client)` from `@trade/core/sip`).
 *
 * @example
 * ```ts
 * const { data: sips = [] } = useQuery(sipQueries.list(client));
 * const { data: instalments = [] } = useQuery(sipQueries.transactions(client, sips[0].sip_id));
 * ```
 */
export const sipQueries = {
  /** The client's SIPs, newest first: all, or those of one status. */
  list: (client: TradeClient, status?: SipStatus) =>
    queryOptions({
      queryKey: sipKeys.list(status),
      queryFn: ({ signal }) => sipOf(client).list(status, { signal }),
      staleTime: sipStaleMs,
    }),
  /** One SIP's instalments, newest first, each with its order's fate. */
  transactions: (client: TradeClient, sipId: string) =>
    queryOptions({
      queryKey: sipKeys.transactions(sipId),
      queryFn: ({ signal }) => sipOf(client).transactions(sipId, { signal }),
      staleTime: sipStaleMs,
    }),
};

/** The client's SIPs (all statuses; the widgets filter by tab). */
export function useSips() {
  const client = useTradeClient();
  return useQuery(sipQueries.list(client));
}

/** The instalments of each of `sips`, in their order; undefined for one not read yet. */
export function useSipTransactions(sips: readonly StockSip[]) {
  const client = useTradeClient();
  return useQueries({
    queries: sips.map((sip) => sipQueries.transactions(client, sip.sip_id)),
    combine: (results) => ({
      transactions: results.map((result) => result.data as SipTransaction[] | undefined),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}

function useSipMutation<Variables>(run: (sip: SipResource, variables: Variables) => Promise<StockSip>) {
  const client = useTradeClient();
  return useRefreshingMutation(
    (variables: Variables) => run(sipOf(client), variables),
    (queryClient) => queryClient.invalidateQueries({ queryKey: sipKeys.all() }),
  );
}

/**
 * Set up a Stock SIP; the SIP lists are read again after it.
 *
 * @example
 * ```tsx
 * const create = useCreateSip();
 * create.mutate({ exchangeSegment: 1, instrument_id: 11536, order_type: "QTY", order_value: 2,
 *   frequency: "WEEKLY", start_date: "2026-12-07" });
 * ```
 */
export const useCreateSip = () => useSipMutation((sip, request: SipCreateRequest) => sip.create(request));

/** New terms or a status for a SIP (PUT /v1/sip/{sip_id}); the SIP lists are read again after it. */
export const useUpdateSip = () =>
  useSipMutation((sip, { sipId, change }: { sipId: string; change: SipUpdateRequest }) =>
    sip.update(sipId, change),
  );

/** Pause a SIP by id; the SIP lists are read again after it. */
export const usePauseSip = () => useSipMutation((sip, sipId: string) => sip.pause(sipId));

/** Resume a paused SIP by id; the SIP lists are read again after it. */
export const useResumeSip = () => useSipMutation((sip, sipId: string) => sip.resume(sipId));

/** Cancel a SIP by id, for good; the SIP lists are read again after it. */
export const useCancelSip = () => useSipMutation((sip, sipId: string) => sip.cancel(sipId));
