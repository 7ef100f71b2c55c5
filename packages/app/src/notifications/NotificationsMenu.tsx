import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationMessage } from "@trade/core";
import { type NotificationTab, notificationEndpoints, notificationTabs } from "@trade/core/notifications";
import { useSession, useTradeClient } from "@trade/react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { usePopover } from "../header/usePopover.js";
import { basename } from "../routes/basename.js";
import "./notifications.css";

/** Notification page size (spec 1 §9). */
const pageSize = 20;
const tabs = Object.keys(notificationTabs) as NotificationTab[];
const unreadKey = ["notifications", "unread"] as const;
const historyKey = (tab: NotificationTab) => ["notifications", "history", tab] as const;

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Asia/Kolkata",
});

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

  const unread = useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) =>
      client.call(notificationEndpoints.unreadCount, { query: { status: "unread" } }, { signal }),
    enabled,
  });

  // A pushed notification: the badge counts it and the lists show it (they are read again when next shown).
  useEffect(() => {
    const onMessage = (push: { type: string }) => {
      if (push.type !== "notification") return;
      void queryClient.invalidateQueries({ queryKey: ["notifications"] });
    };
    client.notifications.on("message", onMessage);
    return () => {
      client.notifications.off("message", onMessage);
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
    queryClient.setQueryData(unreadKey, { count: 0 });
    void client
      .call(notificationEndpoints.markRead, { body: { message_ids: [], update_all: true, status: "read" } })
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: ["notifications"] }));
  }, [menu.open, count, client, queryClient]);

  const label = count > 0 ? `Notifications, ${count} unread` : "Notifications";
  return (
    <div className="nav-dropdown" ref={menu.ref}>
      <button
        type="button"
        className="nav-item notifications-bell"
        aria-expanded={menu.open}
        aria-controls={panelId}
        aria-label={iconsOnly || count > 0 ? label : undefined}
        title={tooltips ? "Notifications" : undefined}
        onClick={menu.toggle}
      >
        <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
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
        <section id={panelId} className="dropdown notifications-panel" aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`}>Notifications</h2>
          <div role="tablist" aria-label="Notification kinds" className="notifications-tabs">
            {tabs.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                className={tab === name ? "tab active" : "tab"}
                onClick={() => setTab(name)}
              >
                {name}
              </button>
            ))}
          </div>
          <NotificationList tab={tab} onOpen={menu.close} />
        </section>
      ) : null}
    </div>
  );
}

function NotificationList({ tab, onOpen }: { tab: NotificationTab; onOpen: () => void }) {
  const client = useTradeClient();
  const navigate = useNavigate();
  const types = notificationTabs[tab];
  const pages = useInfiniteQuery({
    queryKey: historyKey(tab),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.call(
        notificationEndpoints.history,
        { body: { size: pageSize, skip: pageParam, ...(types === undefined ? {} : { types: [...types] }) } },
        { signal },
      ),
    getNextPageParam: (last) => (last.next_page ? last.skip : undefined),
  });

  // Infinite scroll: the next page loads when the end of the list comes into view.
  const end = useRef<HTMLLIElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const target = end.current;
    if (target === null || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (pages.isPending) return <div className="skeleton notifications-skeleton" aria-label="Loading" />;
  if (pages.isError) {
    return (
      <div className="notifications-empty" role="alert">
        <p>Notifications could not be loaded.</p>
        <button type="button" className="button" onClick={() => void pages.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const messages = pages.data.pages.flatMap((page) => page.history);
  if (messages.length === 0) {
    return (
      <div className="notifications-empty">
        <strong>No Notifications</strong>
        <p>We’ll notify you when something arrives.</p>
      </div>
    );
  }
  const open = (message: NotificationMessage) => {
    const url = message.action?.redirection_url;
    onOpen();
    if (url === undefined) return;
    if (url.startsWith(`${basename}/`)) navigate(url.slice(basename.length));
    else window.open(url, "_blank", "noopener");
  };
  return (
    <ul className="notifications-list" aria-label={`${tab} notifications`}>
      {messages.map((message) => (
        <li key={message.messageId} className={message.read ? "notification" : "notification unread"}>
          <button type="button" onClick={() => open(message)} disabled={message.action === undefined}>
            <span
              className={`notification-state state-${message.state ?? message.type}`}
              aria-label={message.state ?? message.type}
            />
            <span className="notification-text">
              <strong>{message.title}</strong>
              <span
                className={
                  message.body.startsWith("Sell") ? "sell" : message.body.startsWith("Buy") ? "buy" : ""
                }
              >
                {message.body}
              </span>
              {message.detail ? <small>{message.detail}</small> : null}
            </span>
            <time dateTime={new Date(message.received_at).toISOString()}>
              {timeFormat.format(message.received_at)}
            </time>
          </button>
        </li>
      ))}
      <li ref={end} className="notifications-end" aria-hidden={!isFetchingNextPage}>
        {isFetchingNextPage ? "Loading…" : null}
      </li>
    </ul>
  );
}
