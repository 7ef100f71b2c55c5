import { notifyManager, QueryClient } from "@tanstack/react-query";
import { createTradeClient, type TradeClient, type TradeClientOptions } from "@trade/core";
import { TradeProvider } from "@trade/react";
import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { deviceName } from "../deviceName.js";
import { ToastProvider } from "../ui/toasts.js";
import { CrashBoundary } from "./CrashScreen.js";

/** The SDK client of the page: the broker on this origin's /api, the session named after the browser. */
export function webClient(options: Partial<TradeClientOptions>): TradeClient {
  return createTradeClient({
    baseUrl: "/api",
    platform: "web",
    deviceName: deviceName(navigator.userAgent),
    ...options,
  });
}

/** Render `app` in `container` under what the app and SSO mode share: the crash screen, the client, react-query, toasts. */
export function mountWith(container: HTMLElement, client: TradeClient, app: ReactNode): void {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });

  // Cache changes reach the screens in a microtask, not the default next timer task: a switch or radio bound to the
  // cache (the settings) then shows its new value before anything else can run, instead of flicking back to the old
  // one for a task (React puts a controlled input back to its rendered value right after the click).
  notifyManager.setScheduler(queueMicrotask);

  createRoot(container).render(
    <StrictMode>
      <CrashBoundary>
        <TradeProvider client={client} queryClient={queryClient}>
          <ToastProvider>{app}</ToastProvider>
        </TradeProvider>
      </CrashBoundary>
    </StrictMode>,
  );
}
