import { useQueryClient } from "@tanstack/react-query";
import type { NotificationPush } from "@trade/core";
import { alertToasts } from "@trade/core/alerts";
import { notificationsOf } from "@trade/core/notifications";
import { useTradeClient } from "@trade/react";
import { alertKeys } from "@trade/react/alerts";
import { useEffect } from "react";
import { useToast } from "../ui/toasts.js";
import { showSystemNotification } from "./systemNotification.js";

/** The notification type of a triggered alert on the notifications feed (its tab in the panel: Alerts). */
const alertNotificationType = "alert";

/**
 * Triggered alerts on every page of the shell (spec 1 §4): the broker pushes 'Alert Triggered' with its message on
 * the notifications feed; it shows as a toast, or as a system notification while the tab is hidden (when the user
 * allowed them on creating an alert). The alert lists are read again, since a Once alert has completed.
 */
export function AlertToasts() {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    const feed = notificationsOf(client).feed;
    const onMessage = (push: NotificationPush) => {
      if (push.type !== "notification" || push.message.type !== alertNotificationType) return;
      void queryClient.invalidateQueries({ queryKey: alertKeys.lists() });
      const title = push.message.title || alertToasts.triggered.title;
      if (showSystemNotification(title, push.message.body)) return;
      toast({ kind: "info", title, message: push.message.body });
    };
    feed.on("message", onMessage);
    return () => {
      feed.off("message", onMessage);
    };
  }, [client, queryClient, toast]);
  return null;
}
