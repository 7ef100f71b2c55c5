import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type NotificationTab, notificationsOf } from "@trade/core/notifications";
import { notificationKeys, notificationQueries, useSession, useTradeClient } from "@trade/react";
import { Icon } from "@trade/react/ui";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { usePopover } from "../header/usePopover.js";
import { Loading } from "../shell/Loading.js";
import "./notifications.css";

/** The panel loads when the bell is first opened. */
const NotificationsPanel = lazy(() =>
  import("./NotificationsPanel.js").then((m) => ({ default: m.NotificationsPanel })),
);

/**
 * The Notifications dropdown (spec 1 §2.2): a bell with the unread count; the panel titled Notifications with the
 * tabs All, Orders, Alerts and Funds, pages of 20 loaded as the list scrolls, and the spec's empty state. Opening it
 * marks every unread notification read and resets the badge. New notifications arrive on the notifications feed.
 */
export function NotificationsMenu({ iconsOnly, tooltips }: { iconsOnly: boolean; tooltips: boolean }) {
  const client = useTradeClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const menu = usePopover<HTMLDivElement>();
  const panelId = useId();
  const [tab, setTab] = useState<NotificationTab>("All");
  const enabled = session.status === "authenticated";

  const unread = useQuery({ ...notificationQueries.unread(client), enabled });

  // A pushed notification: the badge counts it and the lists show it (they are read again when next shown).
  useEffect(() => {
    const onMessage = (push: { type: string }) => {
      if (push.type !== "notification") return;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all() });
    };
    notificationsOf(client).feed.on("message", onMessage);
    return () => {
      notificationsOf(client).feed.off("message", onMessage);
    };
  }, [client, queryClient]);

  // Opening marks all read (spec 1 §2.2) once per opening, after the badge's count is known; each opening starts
  // on the All tab.
  const count = unread.data?.count ?? 0;
  const marked = useRef(false);
  useEffect(() => {
    if (!menu.open) {
      marked.current = false;
      setTab("All");
      return;
    }
    if (marked.current || count === 0) return;
    marked.current = true;
    queryClient.setQueryData(notificationKeys.unread(), { count: 0 });
    void notificationsOf(client)
      .markRead()
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all() }));
  }, [menu.open, count, client, queryClient]);

  const label = count > 0 ? `Notifications, ${count} unread` : "Notifications";
  return (
    <div className="nav-dropdown" ref={menu.ref}>
      <button
        type="button"
        className="nav-item notifications-bell"
        {...menu.buttonProps(panelId)}
        aria-label={iconsOnly || count > 0 ? label : undefined}
        title={tooltips ? "Notifications" : undefined}
      >
        <Icon name="bell" size={18} />
        {iconsOnly ? null : <span>Notifications</span>}
        {/* A space between the word and the count: the label ("Notifications, 3 unread") then holds the visible text. */}
        {count > 0 ? (
          <>
            {iconsOnly ? null : " "}
            <span className="notifications-badge" data-testid="notifications-badge" aria-hidden="true">
              {count > 99 ? "99+" : count}
            </span>
          </>
        ) : null}
      </button>
      {menu.open ? (
        <Suspense fallback={<Loading id={panelId} className="dropdown notifications-panel skeleton" />}>
          <NotificationsPanel id={panelId} tab={tab} onTab={setTab} onOpen={menu.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
