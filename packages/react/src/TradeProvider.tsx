import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TradeClient } from "@trade/core";
import { createContext, type ReactNode, useContext, useState } from "react";

const TradeClientContext = createContext<TradeClient | null>(null);

export interface TradeProviderProps {
  /** The SDK client (`createTradeClient(...)`). */
  client: TradeClient;
  /** A TanStack Query client; one is made when absent. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Makes a trade kit client and a query client available to the hooks and widgets below it.
 *
 * @example
 * ```tsx
 * const client = createTradeClient({ baseUrl: "/api", storage: browserStorage() });
 * root.render(<TradeProvider client={client}><App /></TradeProvider>);
 * ```
 */
export function TradeProvider({ client, queryClient, children }: TradeProviderProps) {
  if (!(client instanceof TradeClient)) {
    throw new TypeError("<TradeProvider>: `client` must be a TradeClient made with createTradeClient()");
  }
  const [fallbackQueryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <TradeClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? fallbackQueryClient}>{children}</QueryClientProvider>
    </TradeClientContext.Provider>
  );
}

/**
 * The client given to the nearest `<TradeProvider>`.
 *
 * @example
 * ```tsx
 * const client = useTradeClient();
 * await client.auth.logout();
 * ```
 */
export function useTradeClient(): TradeClient {
  const client = useContext(TradeClientContext);
  if (client === null) {
    throw new Error(
      "useTradeClient() must be used inside <TradeProvider client={...}>; wrap your app in one.",
    );
  }
  return client;
}
