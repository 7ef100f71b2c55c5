import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { type DisOtpType, type NewBeneficiary, type NewTransfer, transferOf } from "@trade/core/transfer";
import { queryKeys } from "../queries.js";
import { readQuery } from "../readQuery.js";
import { useRefreshingMutation } from "../refreshingMutation.js";
import { useTradeClient } from "../tradeClient.js";

/** A history range: two dates, YYYY-MM-DD, inclusive. */
export interface TransferRange {
  startdate: string;
  enddate: string;
}

/** Query keys of stock transfer, under `queryKeys.all`; `transferKeys.all()` covers them all. */
export const transferKeys = {
  all: () => [...queryKeys.all, "transfer"] as const,
  reasons: () => [...transferKeys.all(), "reasons"] as const,
  beneficiaries: () => [...transferKeys.all(), "beneficiaries"] as const,
  holdings: (boid: string) => [...transferKeys.all(), "holdings", boid] as const,
  history: (range: TransferRange) =>
    [...transferKeys.all(), "history", range.startdate, range.enddate] as const,
};

/**
 * Query options of stock transfer (`transferOf(client)` from `@trade/core/transfer`).
 *
 * @example
 * ```ts
 * const { data } = useQuery(transferQueries.beneficiaries(client));
 * ```
 */
export const transferQueries = {
  reasons: (client: TradeClient) =>
    queryOptions({
      queryKey: transferKeys.reasons(),
      queryFn: ({ signal }) => transferOf(client).reasons({ signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  beneficiaries: (client: TradeClient) =>
    readQuery(transferKeys.beneficiaries(), (o) => transferOf(client).beneficiaries(o)),
  holdings: (client: TradeClient, boid: string) =>
    readQuery(transferKeys.holdings(boid), (o) => transferOf(client).holdings(boid, "v2", o)),
  history: (client: TradeClient, range: TransferRange) =>
    readQuery(transferKeys.history(range), (o) => transferOf(client).history(range, o)),
};

/** The reasons a transfer can give. */
export function useTransferReasons() {
  return useQuery(transferQueries.reasons(useTradeClient()));
}

/** The client's BOID and beneficiaries. */
export function useBeneficiaries() {
  return useQuery(transferQueries.beneficiaries(useTradeClient()));
}

/** The stocks of the client's demat account that can be transferred (asked once the BOID is known). */
export function useTransferHoldings(boid: string | undefined) {
  return useQuery({ ...transferQueries.holdings(useTradeClient(), boid ?? ""), enabled: boid !== undefined });
}

/** The transfers between two dates, pending and completed. */
export function useTransferHistory(range: TransferRange) {
  return useQuery({
    ...transferQueries.history(useTradeClient(), range),
    placeholderData: (previous) => previous,
  });
}

/** Add a beneficiary (it then waits for its OTP). */
export function useAddBeneficiary() {
  const client = useTradeClient();
  return useMutation({ mutationFn: (input: NewBeneficiary) => transferOf(client).addBeneficiary(input) });
}

/** Send the OTP of a beneficiary or a transaction. */
export function useSendDisOtp() {
  const client = useTradeClient();
  return useMutation({
    mutationFn: ({ reqId, type }: { reqId: string; type: DisOtpType }) =>
      transferOf(client).sendOtp(reqId, type),
  });
}

/** Verify the OTP of a beneficiary or a transaction; the transfer lists are read again. */
export function useVerifyDisOtp() {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reqId, type, otp }: { reqId: string; type: DisOtpType; otp: string }) =>
      transferOf(client).verifyOtp(reqId, type, otp),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transferKeys.all() }),
  });
}

/** Create a transfer from the client's demat account. */
export function useAddTransaction() {
  const client = useTradeClient();
  return useRefreshingMutation(
    ({ fromboid, transfer }: { fromboid: string; transfer: NewTransfer }) =>
      transferOf(client).addTransaction(fromboid, transfer),
    (queryClient) => queryClient.invalidateQueries({ queryKey: transferKeys.all() }),
  );
}

/** The EDIS check of a transfer: when it passes the shares leave the holdings, so the portfolio is read again. */
export function useCheckEdis() {
  const client = useTradeClient();
  return useRefreshingMutation(
    (reqId: string) => transferOf(client).checkEdis(reqId),
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.all }),
  );
}
