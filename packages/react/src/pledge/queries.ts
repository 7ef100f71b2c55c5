import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { mtfOf } from "@trade/core/mtf";
import { isPledgeOpen, type PledgeStockItem, pledgeOf } from "@trade/core/pledge";
import { queryKeys } from "../queries.js";
import { readQuery } from "../readQuery.js";
import { useRefreshingMutation } from "../refreshingMutation.js";
import { useTradeClient } from "../tradeClient.js";

/** How often open pledge requests are asked again (ours: the depository answers within a minute). */
export const pledgePollMs = 3000;

/** Query keys of pledging and MTF, under `queryKeys.all` next to the trading balance. */
export const pledgeKeys = {
  all: () => [...queryKeys.all, "pledge"] as const,
  pledgeable: () => [...pledgeKeys.all(), "pledgeable"] as const,
  pledged: () => [...pledgeKeys.all(), "pledged"] as const,
  requests: () => [...pledgeKeys.all(), "requests"] as const,
  mtfDashboard: () => [...pledgeKeys.all(), "mtf", "dashboard"] as const,
  mtfTransactions: () => [...pledgeKeys.all(), "mtf", "transactions"] as const,
  mtfPayments: () => [...pledgeKeys.all(), "mtf", "payments"] as const,
  historicPledges: () => [...pledgeKeys.all(), "mtf", "historic"] as const,
  mtfRecommendations: () => [...pledgeKeys.all(), "mtf", "recommendations"] as const,
};

/**
 * Query options of pledging and Pay Later (`pledgeOf(client)`, `mtfOf(client)`). The requests are asked again every
 * 3 s while one of them still moves (awaiting the OTP or the depository).
 *
 * @example
 * ```ts
 * const { data } = useQuery(pledgeQueries.pledgeable(client));
 * ```
 */
export const pledgeQueries = {
  pledgeable: (client: TradeClient) =>
    readQuery(pledgeKeys.pledgeable(), (o) => pledgeOf(client).pledgeable(o)),
  pledged: (client: TradeClient) => readQuery(pledgeKeys.pledged(), (o) => pledgeOf(client).pledged(o)),
  requests: (client: TradeClient) =>
    queryOptions({
      queryKey: pledgeKeys.requests(),
      queryFn: ({ signal }) => pledgeOf(client).requests({ signal }),
      refetchInterval: (query) =>
        (query.state.data ?? []).some((request) => isPledgeOpen(request.status)) ? pledgePollMs : false,
    }),
  mtfDashboard: (client: TradeClient) =>
    readQuery(pledgeKeys.mtfDashboard(), (o) => mtfOf(client).dashboard(o)),
  mtfTransactions: (client: TradeClient) =>
    readQuery(pledgeKeys.mtfTransactions(), (o) => mtfOf(client).transactions(o)),
  mtfPayments: (client: TradeClient) =>
    readQuery(pledgeKeys.mtfPayments(), (o) => mtfOf(client).paymentHistory(o)),
  historicPledges: (client: TradeClient) =>
    readQuery(pledgeKeys.historicPledges(), (o) => mtfOf(client).historicPledges(o)),
  /** All of them (spec 3 §7: MTF recommendations use limit=0). */
  mtfRecommendations: (client: TradeClient) =>
    readQuery(pledgeKeys.mtfRecommendations(), (o) => mtfOf(client).recommendations(0, o)),
};

export const usePledgeable = () => useQuery(pledgeQueries.pledgeable(useTradeClient()));
export const usePledged = () => useQuery(pledgeQueries.pledged(useTradeClient()));
/** The pledge and unpledge requests, asked again while one still moves. */
export const usePledgeRequests = () => useQuery(pledgeQueries.requests(useTradeClient()));
export const useMtfDashboard = () => useQuery(pledgeQueries.mtfDashboard(useTradeClient()));
export const useMtfTransactions = () => useQuery(pledgeQueries.mtfTransactions(useTradeClient()));
export const useMtfPayments = () => useQuery(pledgeQueries.mtfPayments(useTradeClient()));
/** Pledge and unpledge requests that no longer move (/mtf/historic-pledge). */
export const useHistoricPledges = () => useQuery(pledgeQueries.historicPledges(useTradeClient()));
export const useMtfRecommendations = () => useQuery(pledgeQueries.mtfRecommendations(useTradeClient()));

/** A mutation that refreshes pledging, MTF and the trading balance when it settles. */
function usePledgeMutation<TInput, TOutput>(run: (client: TradeClient, input: TInput) => Promise<TOutput>) {
  const client = useTradeClient();
  return useRefreshingMutation(
    (input: TInput) => run(client, input),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pledgeKeys.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rmsLimit() }),
      ]),
  );
}

/** Create a pledge (`mutate(stocks)`): it awaits the depository's OTP on its page (`cdsl_link`). */
export const useCreatePledge = () =>
  usePledgeMutation((client, stocks: PledgeStockItem[]) => pledgeOf(client).pledge(stocks));
/** Create an unpledge (`mutate(stocks)`). */
export const useCreateUnpledge = () =>
  usePledgeMutation((client, stocks: PledgeStockItem[]) => pledgeOf(client).unpledge(stocks));
/** Pay MTF dues now (`mutate(amount)` in paise; `mutate({ amount, reference })` to retry one payment safely). */
export const usePayMtfDues = () =>
  usePledgeMutation((client, input: number | { amount: number; reference: string }) =>
    typeof input === "number"
      ? mtfOf(client).payNow(input)
      : mtfOf(client).payNow(input.amount, { reference: input.reference }),
  );
