import { notifyManager, QueryClient } from "@tanstack/react-query";
import { browserStorage, createTradeClient } from "@trade/core";
import { TradeProvider } from "@trade/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { deviceName } from "./deviceName.js";
import { AppRouter } from "./routes/router.js";
import { AppSettings } from "./settings/AppSettings.js";
import { CrashBoundary } from "./shell/CrashScreen.js";
import { GlobalEvents } from "./shell/GlobalEvents.js";
import { ToastProvider } from "./ui/toasts.js";
import "./styles.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

// SSO mode (spec 1 §4): a page parameter in the URL (the SSO module reads the launch). The partner's one-time code
// leaves the address at once.
const href = window.location.href;
if (new URL(href).searchParams.has("page")) {
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  void import("./sso/SsoApp.js").then(({ mountSso }) => mountSso(root, href));
} else {
  mountApp(root);
}

function mountApp(root: HTMLElement): void {
  const client = createTradeClient({
    baseUrl: "/api",
    platform: "web",
    storage: browserStorage(),
    deviceName: deviceName(navigator.userAgent),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });

  // Cache changes reach the screens in a microtask, not the default next timer task: a switch or radio bound to the
  // cache (the settings) then shows its new value before anything else can run, instead of flicking back to the old
  // one for a task (React puts a controlled input back to its rendered value right after the click).
  notifyManager.setScheduler(queueMicrotask);

  createRoot(root).render(
    <StrictMode>
      <CrashBoundary>
        <TradeProvider client={client} queryClient={queryClient}>
          <ToastProvider>
            <GlobalEvents />
            <AppSettings>
              <AppRouter storage={client.storage} />
            </AppSettings>
          </ToastProvider>
        </TradeProvider>
      </CrashBoundary>
    </StrictMode>,
  );
}
