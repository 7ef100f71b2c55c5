import {
  type DeepLinkPage,
  type DeepLinkResult,
  deepLinkParams,
  deepLinkTexts,
  readDeepLink,
} from "@trade/core/shell";
import { useTradeClient } from "@trade/react";
import type { PadInstrument } from "@trade/react/trading";
import { padInstrumentFor } from "@trade/react/trading";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useToast } from "../ui/toasts.js";
import { logDeepLinkIssue } from "./deepLinkIssue.js";
import { OrderPadPanel } from "./OrderPadPanel.js";
import "./shellExtras.css";

/** The pad's extra tab each pad link opens on (shell/padExtraTabs.ts); a link without one here is not built yet. */
const linkTabs: Partial<Record<DeepLinkPage, string>> = {
  gttOrderpad: "gtt",
  sipOrderPad: "sip",
};

/** The screens that draw a chartView link themselves (screens/Chart.tsx reads its token and mktSegID). */
const chartPaths = ["/watchlist/chart", "/chart/fullscreen", "/fullscreen"];

/**
 * The deep links of spec 1 §4 on any page (core's `readDeepLink`): `pid=buysell` opens the order pad on the link's
 * instrument and side, `gttOrderpad` and `sipOrderPad` the same pad on its GTT or SIP tab; `pid=chartView` opens the
 * chart (the chart screen reads the instrument); a pad link without its tab in `linkTabs` says its pad is not built
 * yet. A link that cannot be opened is logged as a deep-link issue and
 * says so in a toast; the page and its address are left as they are. A link that opens something loses its `pid` and
 * `orderType` from the address, so a reload or a back navigation does not open it again.
 */
export function DeepLinks() {
  const client = useTradeClient();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [pad, setPad] = useState<
    { instrument: PadInstrument; side: "B" | "S"; openTab?: string | undefined } | undefined
  >();
  // The link being opened: a later link (or leaving the shell) makes an earlier one's answer moot. Not the effect's
  // cleanup, which runs as soon as the link's own parameters leave the address.
  const current = useRef(0);
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const result: DeepLinkResult | undefined = readDeepLink(params);
    if (result === undefined) return;
    const href = `${location.pathname}${location.search}`;
    const chartPage = chartPaths.includes(location.pathname);
    if (result.ok && result.link.page === "chartView" && chartPage) return;

    const rest = new URLSearchParams(params);
    for (const name of deepLinkParams) rest.delete(name);
    const query = rest.toString();
    const issue = (text: string) => {
      logDeepLinkIssue(text, href);
      toast({ kind: "error", title: deepLinkTexts.issueTitle, message: text });
    };
    // A link that opens nothing is left in the address as it came (redirects keep the query): only said and logged.
    if (!result.ok) {
      issue(result.issue);
      return;
    }
    const { link } = result;
    if (link.page === "chartView") {
      navigate({ pathname: "/watchlist/chart", search: `?${params.toString()}` }, { replace: true });
      return;
    }
    navigate({ pathname: location.pathname, search: query }, { replace: true });
    const openTab = linkTabs[link.page];
    if (link.page !== "buysell" && openTab === undefined) {
      logDeepLinkIssue(deepLinkTexts.notBuilt(link.page), href);
      toast({ kind: "info", title: deepLinkTexts.notBuiltTitle, message: deepLinkTexts.notBuilt(link.page) });
      return;
    }
    current.current += 1;
    const id = current.current;
    const live = () => current.current === id;
    void (async () => {
      try {
        const instrument = await padInstrumentFor(client, link.instrument);
        if (instrument === undefined) throw new Error(deepLinkTexts.notFound(link.instrument));
        if (live()) setPad({ instrument, side: link.side, openTab });
      } catch (error) {
        if (live()) issue(error instanceof Error ? error.message : String(error));
      }
    })();
  }, [client, location.pathname, location.search, navigate, toast]);

  if (pad === undefined) return null;
  return (
    <OrderPadPanel
      className="deep-link-pad"
      instrument={pad.instrument}
      side={pad.side}
      onClose={() => setPad(undefined)}
      {...(pad.openTab ? { openTab: pad.openTab } : {})}
    />
  );
}
