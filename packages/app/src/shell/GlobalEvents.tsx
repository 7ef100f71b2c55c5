import { networkTexts } from "@trade/core";
import { useTradeClient } from "@trade/react";
import { useEffect } from "react";
import { listenAll } from "../ui/listenAll.js";
import { useToast } from "../ui/toasts.js";

/**
 * Toasts every page shows, the login page included: the network change (spec 1 §4, §8; our words, in core's
 * `networkTexts`) and the generic server error ('Something went wrong' / 'Please try again later.', 3 s).
 */
export function GlobalEvents() {
  const client = useTradeClient();
  const toast = useToast();

  useEffect(() => {
    const onGenericError = ({ title, message }: { title: string; message: string }) =>
      toast({ kind: "error", title, message });
    client.session.on("generic-error", onGenericError);
    return () => {
      client.session.off("generic-error", onGenericError);
    };
  }, [client, toast]);

  useEffect(() => {
    const offline = () =>
      toast({ kind: "error", title: networkTexts.offlineTitle, message: networkTexts.offlineMessage });
    const online = () =>
      toast({ kind: "success", title: networkTexts.onlineTitle, message: networkTexts.onlineMessage });
    return listenAll(window, { offline, online });
  }, [toast]);

  return null;
}
