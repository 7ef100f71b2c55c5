import { useQueryClient } from "@tanstack/react-query";
import { notificationsOf } from "@trade/core/notifications";
import { useProfile, useSession, useTradeClient } from "@trade/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { AlertToasts } from "../notifications/AlertToasts.js";
import { OrderToasts } from "../notifications/OrderToasts.js";
import { Header } from "./Header.js";
import { Loading } from "./Loading.js";
import { loginPath } from "./loginPath.js";
import { Nudges } from "./nudges/Nudges.js";
import { PledgeNudgeGate } from "./PledgeNudgeGate.js";
import { useShortcutHelp } from "./ShortcutHelp.js";
import { useNavigationShortcuts } from "./useNavigationShortcuts.js";
import { useNothingSelected } from "./useNothingSelected.js";
import { useOptionChainShortcuts } from "./useOptionChainShortcuts.js";
import { useTabVisibility } from "./useTabVisibility.js";

/** Shown when the session can no longer be renewed: its module loads then. */
const SessionExpired = lazy(() => import("./SessionExpired.js").then((m) => ({ default: m.SessionExpired })));
/** The deep-link handling loads with the first link that carries a `pid` (spec 1 §4); most visits have none. */
const DeepLinks = lazy(() => import("./DeepLinks.js").then((m) => ({ default: m.DeepLinks })));
/** The pledge nudge (spec 3 §4) loads for clients with Pay Later only. */

/** Every page but login: the header and navigation, the session guard, and the session overlays. */
export function Shell() {
  const client = useTradeClient();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const loggedOutByUser = useRef(false);
  // Logged out from another device (the server's logout push): say so with Session Expired, not a silent redirect.
  const [loggedOutRemotely, setLoggedOutRemotely] = useState(false);
  // Asking for the profile proves the session (cookies are invisible to scripts); a missing token logs out.
  const profile = useProfile({ enabled: session.status !== "logged-out" });
  useNothingSelected(!session.renewNeeded);
  useNavigationShortcuts(!session.renewNeeded);
  useOptionChainShortcuts(!session.renewNeeded);
  useTabVisibility();
  const shortcutHelp = useShortcutHelp();
  // Once a deep link has come, the handler stays: the pad it opened outlives the link's parameters.
  const [deepLinked, setDeepLinked] = useState(false);
  if (!deepLinked && new URLSearchParams(location.search).has("pid")) setDeepLinked(true);

  useEffect(() => {
    const onLogout = ({ reason }: { reason: string }) => {
      loggedOutByUser.current = reason === "user";
      if (reason === "remote") setLoggedOutRemotely(true);
      queryClient.clear();
    };
    client.session.on("logout", onLogout);
    return () => {
      client.session.off("logout", onLogout);
    };
  }, [client, queryClient]);

  useEffect(() => {
    if (session.status !== "logged-out" || loggedOutRemotely) return;
    navigate(loggedOutByUser.current ? "/login" : loginPath(location), { replace: true });
  }, [session.status, loggedOutRemotely, navigate, location]);

  useEffect(() => {
    if (session.status !== "authenticated") return;
    notificationsOf(client).feed.connect();
    return () => notificationsOf(client).feed.disconnect();
  }, [client, session.status]);

  const ready = session.status === "authenticated" || profile.isSuccess;
  // A failure that is not about the session (network, server) must not leave the page loading for ever.
  const failed = !ready && profile.isError && session.status !== "logged-out";
  return (
    <div className="shell">
      <div className="shell-page" inert={session.renewNeeded || loggedOutRemotely || shortcutHelp.open}>
        <Header />
        {ready ? <Nudges /> : null}
        <main className="main" aria-busy={!ready && !failed}>
          {ready ? (
            // A screen's module loads on demand; a navigation keeps the page shown until the next one's has loaded.
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          ) : failed ? (
            <section className="page">
              <h1>Your account could not be loaded</h1>
              <p role="alert">{profile.error.message}</p>
              <button type="button" className="button primary" onClick={() => void profile.refetch()}>
                Try again
              </button>
            </section>
          ) : (
            <Loading />
          )}
        </main>
      </div>
      {session.renewNeeded || loggedOutRemotely ? (
        <Suspense fallback={null}>
          <SessionExpired />
        </Suspense>
      ) : null}
      {session.status === "authenticated" ? (
        <>
          <OrderToasts />
          <AlertToasts />
        </>
      ) : null}
      {ready && profile.data?.mtfEnabled === true && !session.renewNeeded ? <PledgeNudgeGate /> : null}
      {ready && deepLinked ? (
        <Suspense fallback={null}>
          <DeepLinks />
        </Suspense>
      ) : null}
      {shortcutHelp.modal}
    </div>
  );
}
