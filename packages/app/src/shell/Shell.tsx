import { useQueryClient } from "@tanstack/react-query";
import { networkTexts } from "@trade/core";
import { useProfile, useSession, useTradeClient } from "@trade/react";
import { useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useToast } from "../ui/toasts.js";
import { Header } from "./Header.js";
import { loginPath } from "./loginPath.js";
import { SessionExpired } from "./SessionExpired.js";

/** Every page but login: the header and navigation, the session guard, and the global overlays. */
export function Shell() {
  const client = useTradeClient();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const loggedOutByUser = useRef(false);
  // Asking for the profile proves the session (cookies are invisible to scripts); a missing token logs out.
  const profile = useProfile({ enabled: session.status !== "logged-out" });

  useEffect(() => {
    const onLogout = ({ reason }: { reason: string }) => {
      loggedOutByUser.current = reason === "user";
      queryClient.clear();
    };
    const onGenericError = ({ title, message }: { title: string; message: string }) =>
      toast({ kind: "error", title, message });
    client.session.on("logout", onLogout);
    client.session.on("generic-error", onGenericError);
    return () => {
      client.session.off("logout", onLogout);
      client.session.off("generic-error", onGenericError);
    };
  }, [client, queryClient, toast]);

  useEffect(() => {
    if (session.status !== "logged-out") return;
    navigate(loggedOutByUser.current ? "/login" : loginPath(location), { replace: true });
  }, [session.status, navigate, location]);

  useEffect(() => {
    if (session.status !== "authenticated") return;
    client.notifications.connect();
    return () => client.notifications.disconnect();
  }, [client, session.status]);

  useEffect(() => {
    const offline = () =>
      toast({ kind: "error", title: networkTexts.offlineTitle, message: networkTexts.offlineMessage });
    const online = () =>
      toast({ kind: "success", title: networkTexts.onlineTitle, message: networkTexts.onlineMessage });
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [toast]);

  const ready = session.status === "authenticated" || profile.isSuccess;
  return (
    <div className="shell">
      <Header />
      <main className="main" aria-busy={!ready}>
        {ready ? <Outlet /> : <div className="skeleton" aria-label="Loading" />}
      </main>
      {session.renewNeeded ? <SessionExpired /> : null}
    </div>
  );
}
