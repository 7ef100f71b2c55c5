import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A mutation that reads again what it changed once it settled (succeeded or failed): `refresh` invalidates the
 * queries concerned, and the mutation's promise waits for it.
 */
export function useRefreshingMutation<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => refresh(queryClient) });
}
