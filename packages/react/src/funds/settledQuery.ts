import {
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * A payment or a block followed by its id (none asked while `id` is empty): its query asks again while it is
 * pending; once its `state` turns final, `refresh` reads again what it changed (the balance, the lists).
 */
export function useSettledQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  id: string | undefined,
  state: (data: T) => string,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...options, enabled: id !== undefined && id !== "" });
  const now = query.data === undefined ? undefined : state(query.data);
  useEffect(() => {
    if (now !== undefined && now !== "pending") void refresh(queryClient);
  }, [now, queryClient, refresh]);
  return query;
}
