import type { TradeClient } from "@trade/core";
import { createContext, useContext } from "react";

// The client's context apart from `<TradeProvider>`: a widget's entry loads the hook, not the provider.

export const TradeClientContext = createContext<TradeClient | null>(null);

/**
 * The client given to the nearest `<TradeProvider>`. Throws, naming itself, when there is none.
 *
 * @example
 * ```tsx
 * function LogoutButton() {
 *   const client = useTradeClient();
 *   return <button onClick={() => client.auth.logout({ scope: "device" })}>Logout</button>;
 * }
 * ```
 */
export function useTradeClient(): TradeClient {
  const client = useContext(TradeClientContext);
  if (client === null) {
    throw new Error(
      "useTradeClient() must be used inside <TradeProvider client={...}>; wrap your app (or widget) in one.",
    );
  }
  return client;
}
