import { useInfiniteQuery } from "@tanstack/react-query";
import type { NotificationMessage } from "@trade/core";
import { type NotificationTab, notificationTabs } from "@trade/core/notifications";
import { notificationQueries, useTradeClient } from "@trade/react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { basename } from "../routes/basename.js";
import { Loading } from "../shell/Loading.js";
import { ChoiceButtons } from "../ui/ChoiceButtons.js";
import { istDayTime } from "../ui/istTime.js";

const tabs = Object.keys(notificationTabs) as NotificationTab[];

/** The Notifications panel (spec 1 §2.2): its title, the tabs All, Orders, Alerts and Funds, and the chosen tab's list. */
export function NotificationsPanel({
  id,
  tab,
  onTab,
  onOpen,
}: {
  id: string;
  tab: NotificationTab;
  onTab: (tab: NotificationTab) => void;
  /** A notification was opened: the menu closes. */
  onOpen: () => void;
}) {
  return (
    <section id={id} className="dropdown notifications-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Notifications</h2>
      <ChoiceButtons
        kind="tab"
        label="Notification kinds"
        className="notifications-tabs"
        buttonClass="tab"
        options={tabs}
        value={tab}
        onChange={onTab}
      />
      <NotificationList tab={tab} onOpen={onOpen} />
    </section>
  );
}

function NotificationList({ tab, onOpen }: { tab: NotificationTab; onOpen: () => void }) {
  const client = useTradeClient();
  const navigate = useNavigate();
  const pages = useInfiniteQuery(notificationQueries.history(client, tab));

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

  if (pages.isPending) return <Loading className="skeleton notifications-skeleton" />;
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
              role="img"
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
              {istDayTime.format(message.received_at)}
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
