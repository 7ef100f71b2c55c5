import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { TradeClientContext, useTradeClient } from "./tradeClient.js";

export { useTradeClient };

export interface TradeProviderProps {
  /** The SDK client (`createTradeClient(...)`). Give the same one for the provider's whole life. */
  client: TradeClient;
  /** A TanStack Query client; when absent the provider makes one (no retries, no refetch on focus). */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Partner pages are not type-checked, and a second copy of @trade/core (ESM beside CJS) defeats `instanceof`, so the
 * client is checked by shape.
 */
function assertTradeClient(client: unknown): asserts client is TradeClient {
  const candidate = client as Partial<TradeClient> | null | undefined;
  const ok =
    typeof candidate === "object" &&
    candidate !== null &&
    typeof candidate.session?.getSnapshot === "function" &&
    typeof candidate.session?.subscribe === "function" &&
    typeof candidate.auth?.verifyOtp === "function" &&
    typeof candidate.profile?.get === "function";
  if (!ok) {
    throw new TypeError(
      `<TradeProvider>: \`client\` must be a client made with createTradeClient() from @trade/core; got ${
        client === null ? "null" : typeof client
      }.`,
    );
  }
}

/**
 * Makes a trade kit client and a query client available to the hooks and widgets below it.
 *
 * @example
 * ```tsx
 * const client = createTradeClient({ baseUrl: "/api", platform: "web", storage: browserStorage() });
 * createRoot(root).render(
 *   <TradeProvider client={client}>
 *     <App />
 *   </TradeProvider>,
 * );
 * ```
 */
export function TradeProvider({ client, queryClient, children }: TradeProviderProps) {
  assertTradeClient(client);
  const [fallbackQueryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const first = useRef(client);
  useEffect(() => {
    if (client !== first.current) {
      console.warn(
        "<TradeProvider>: the `client` prop changed after mount; hooks keep their cached data. Create the client once, outside the component.",
      );
      first.current = client;
    }
  }, [client]);
  return (
    <TradeClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? fallbackQueryClient}>{children}</QueryClientProvider>
    </TradeClientContext.Provider>
  );
}
