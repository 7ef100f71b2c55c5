import { queryOptions, useMutation, useQuery, type useQueryClient } from "@tanstack/react-query";
import { localKeys, readJson, type TradeClient, writeJson } from "@trade/core";
import {
  type FundsTransactionsQuery,
  fundsOf,
  type NetBankingPaymentRequest,
  type Payment,
  paymentPollMs,
  recentUpiIdsKept,
  rememberUpiId,
  type UpiPaymentRequest,
} from "@trade/core/funds";
import { useCallback, useState } from "react";
import { queryKeys } from "../queries.js";
import { readQuery } from "../readQuery.js";
import { useRefreshingMutation } from "../refreshingMutation.js";
import { useTradeClient } from "../tradeClient.js";
import { useSettledQuery } from "./settledQuery.js";

/** Query keys of funds, under `queryKeys.all` next to the trading balance; `fundsKeys.all()` covers them all. */
export const fundsKeys = {
  all: () => [...queryKeys.all, "funds"] as const,
  pageData: () => [...fundsKeys.all(), "pageData"] as const,
  payment: (transactionId: string) => [...fundsKeys.all(), "payment", transactionId] as const,
  withdrawBalance: () => [...fundsKeys.all(), "withdrawBalance"] as const,
  withdrawals: () => [...fundsKeys.all(), "withdrawals"] as const,
  transactions: (query: FundsTransactionsQuery) =>
    [
      ...fundsKeys.all(),
      "transactions",
      query.type ?? "all",
      query.inputStr ?? "",
      query.startDate ?? "",
      query.endDate ?? "",
    ] as const,
};

/**
 * Query options of funds (`fundsOf(client)` from `@trade/core/funds`). A pending payment's status is asked every 3 s
 * until it is final.
 *
 * @example
 * ```ts
 * const { data } = useQuery(fundsQueries.withdrawBalance(client));
 * ```
 */
export const fundsQueries = {
  pageData: (client: TradeClient) =>
    queryOptions({
      queryKey: fundsKeys.pageData(),
      queryFn: ({ signal }) => fundsOf(client).pageData({ signal }),
      staleTime: 5 * 60_000,
    }),
  payment: (client: TradeClient, transactionId: string) =>
    queryOptions({
      queryKey: fundsKeys.payment(transactionId),
      queryFn: ({ signal }) => fundsOf(client).payment(transactionId, { signal }),
      refetchInterval: (query) => (query.state.data?.status === "pending" ? paymentPollMs : false),
    }),
  withdrawBalance: (client: TradeClient) =>
    readQuery(fundsKeys.withdrawBalance(), (o) => fundsOf(client).withdrawBalance(o)),
  withdrawals: (client: TradeClient) =>
    readQuery(fundsKeys.withdrawals(), (o) => fundsOf(client).withdrawals(o)),
  transactions: (client: TradeClient, query: FundsTransactionsQuery) =>
    readQuery(fundsKeys.transactions(query), (o) => fundsOf(client).transactions(query, o)),
};

/** The linked bank accounts. */
export function usePaymentPageData() {
  return useQuery(fundsQueries.pageData(useTradeClient()));
}

/**
 * A payment's status, asked again every 3 s while it is pending; when it turns final the trading balance and the
 * funds lists are read again.
 */
export function usePayment(transactionId: string | undefined) {
  const options = fundsQueries.payment(useTradeClient(), transactionId ?? "");
  return useSettledQuery(options, transactionId, (payment) => payment.status, refreshFunds);
}

/** What may be withdrawn now, and where it goes. */
export function useWithdrawBalance() {
  return useQuery(fundsQueries.withdrawBalance(useTradeClient()));
}

/** The withdrawals, newest first. */
export function useWithdrawals() {
  return useQuery(fundsQueries.withdrawals(useTradeClient()));
}

/** Money added and withdrawn, newest first, through the funds filter. The last list stays while the next loads. */
export function useFundsTransactions(query: FundsTransactionsQuery) {
  return useQuery({
    ...fundsQueries.transactions(useTradeClient(), query),
    placeholderData: (previous) => previous,
  });
}

const refreshFunds = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: fundsKeys.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.rmsLimit() }),
  ]);

function useFundsMutation<TInput, TResult>(run: (client: TradeClient, input: TInput) => Promise<TResult>) {
  const client = useTradeClient();
  return useRefreshingMutation((input: TInput) => run(client, input), refreshFunds);
}

/** Verify a UPI ID (`mutate(vpa)`): answers whether it is verified, with the message to show. */
export function useVerifyUpi() {
  const client = useTradeClient();
  return useMutation({ mutationFn: (vpa: string) => fundsOf(client).verifyUpi(vpa) });
}

/** Start a UPI payment (collect request or QR). */
export function usePayByUpi() {
  return useFundsMutation((client, request: Omit<UpiPaymentRequest, "upstream_reference_number">) =>
    fundsOf(client).payByUpi(request),
  );
}

/** Start a net-banking payment; open its `payment_url` next. */
export function usePayByNetBanking() {
  return useFundsMutation(
    (client, request: Omit<NetBankingPaymentRequest, "upstream_reference_number">): Promise<Payment> =>
      fundsOf(client).payByNetBanking(request),
  );
}

/** Withdraw an amount in paise. */
export function useWithdraw() {
  return useFundsMutation((client, amount: number) => fundsOf(client).withdraw(amount));
}

/** Cancel a withdrawal not yet processed. */
export function useCancelWithdrawal() {
  return useFundsMutation((client, withdrawalId: string) => fundsOf(client).cancelWithdrawal(withdrawalId));
}

/** The recently used UPI ids (up to 4, newest first), kept in the client's storage, and a way to add one. */
export function useRecentUpiIds(): [string[], (vpa: string) => void] {
  const client = useTradeClient();
  const read = () => {
    const stored = readJson<unknown>(client.storage, localKeys.recentUpiIds);
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === "string").slice(0, recentUpiIdsKept)
      : [];
  };
  const [recent, setRecent] = useState<string[]>(read);
  const remember = useCallback(
    (vpa: string) => {
      setRecent((current) => {
        const next = rememberUpiId(current, vpa);
        writeJson(client.storage, localKeys.recentUpiIds, next);
        return next;
      });
    },
    [client],
  );
  return [recent, remember];
}
