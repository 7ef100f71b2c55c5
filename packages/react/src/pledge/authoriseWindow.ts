import { useCallback, useEffect, useRef, useState } from "react";

/** The message the app's /web-callbacks page posts to the window that opened it. */
export const pledgeCallbackMessage = "trade-pledge-callback";

/** Where the depository sends the window back to: the app's /web-callbacks page. */
const isReturnUrl = (href: string) => new URL(href).pathname.endsWith("/web-callbacks");

/**
 * The depository's authorisation window (spec 3 §4): opened in a new window, polled until it reaches its return
 * URL (the app's /web-callbacks), or ended by the message that page posts; `blocked` when the browser refused to
 * open it. `done` is called once with the request id.
 */
export function useAuthoriseWindow(done: (reqId: string) => void, pollMs = 500) {
  const [blocked, setBlocked] = useState(false);
  const [open, setOpen] = useState(false);
  const current = useRef<{ win: Window; reqId: string; timer: ReturnType<typeof setInterval> } | undefined>(
    undefined,
  );
  const finish = useCallback(
    (reqId: string) => {
      const held = current.current;
      if (held === undefined || held.reqId !== reqId) return;
      clearInterval(held.timer);
      current.current = undefined;
      setOpen(false);
      if (!held.win.closed) held.win.close();
      done(reqId);
    },
    [done],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; reqId?: unknown } | null;
      if (event.origin !== window.location.origin || data?.type !== pledgeCallbackMessage) return;
      if (typeof data.reqId === "string") finish(data.reqId);
    };
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      if (current.current !== undefined) clearInterval(current.current.timer);
    };
  }, [finish]);

  const start = useCallback(
    (url: string, reqId: string) => {
      const win = window.open(url, "trade-pledge-authorisation", "popup,width=480,height=720");
      setBlocked(win === null);
      if (win === null) return;
      setOpen(true);
      const timer = setInterval(() => {
        if (win.closed) return finish(reqId);
        try {
          if (isReturnUrl(win.location.href)) finish(reqId);
        } catch {
          // Another origin's page (a real depository) cannot be read: keep polling.
        }
      }, pollMs);
      current.current = { win, reqId, timer };
    },
    [finish, pollMs],
  );
  return { start, blocked, open };
}
