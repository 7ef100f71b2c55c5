import { useQueryClient } from "@tanstack/react-query";
import { tabReturnAction } from "@trade/core/shell";
import { queryKeys } from "@trade/react";
import { tradingKeys } from "@trade/react/trading";
import { useEffect } from "react";

/**
 * Spec 1 §4's tab visibility rules, on the return of a hidden tab (the durations are core's `tabReturnAction`):
 * hidden longer than the session limit, the page reloads; more than 10 s, the refresh flag has the session checked
 * again (the profile is read, so a session that ended meanwhile shows Session Expired at once); beyond the background
 * limit, positions and orders are read again.
 */
export function useTabVisibility(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let hiddenAt = document.visibilityState === "hidden" ? Date.now() : undefined;
    const onChange = () => {
      if (document.visibilityState === "hidden") {
        hiddenAt ??= Date.now();
        return;
      }
      if (hiddenAt === undefined) return;
      const action = tabReturnAction(Date.now() - hiddenAt);
      hiddenAt = undefined;
      if (action.reload) {
        window.location.reload();
        return;
      }
      if (action.refreshFlag) void queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
      if (action.refetchTrading) {
        void queryClient.invalidateQueries({ queryKey: [...tradingKeys.all(), "orders"] });
        void queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
      }
    };
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, [queryClient]);
}
