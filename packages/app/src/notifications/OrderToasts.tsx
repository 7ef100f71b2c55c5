import { useOrderNotifications } from "@trade/react/trading";
import { useToast } from "../ui/toasts.js";
import { showSystemNotification } from "./systemNotification.js";

/**
 * Order notifications on every page of the shell (spec 2 §4): executed, rejected or failed (with the rejection text)
 * and cancelled, as the order-update feed reports them, whichever device placed the order. A toast while the tab is
 * shown; a system notification while it is hidden, when the browser has been allowed to show them (the permission
 * guide of spec 1 is not built: the app asks only when the user creates an alert).
 */
export function OrderToasts() {
  const toast = useToast();
  useOrderNotifications((notice) => {
    if (showSystemNotification(notice.title, notice.message)) return;
    toast({
      kind: notice.kind === "executed" ? "success" : notice.kind === "cancelled" ? "info" : "error",
      title: notice.title,
      message: notice.message,
      durationMs: notice.durationMs,
    });
  });
  return null;
}
