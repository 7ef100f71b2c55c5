import type { TradeClient } from "@trade/core";
import { type PartnerCommand, readSsoLaunch, type SsoLaunch, type SsoPage } from "@trade/core/embed";
import { notificationsOf } from "@trade/core/notifications";
import type { Side } from "@trade/core/orders";
import { type SsoSession, startSsoSession } from "@trade/core/sso";
import { useSession, useTradeClient } from "@trade/react";
import { OrderPadListener, type PadPlacement, padInstrumentFor } from "@trade/react/trading";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { MemoryRouter, Navigate, Outlet, type RouteObject, useNavigate, useRoutes } from "react-router";
import { OrderToasts } from "../notifications/OrderToasts.js";
import { RouteHandleContext } from "../routes/handle.js";
import { ChartScreen } from "../screens/Chart.js";
import { OpenOrdersScreen, OrderHistoryScreen, PositionsScreen } from "../screens/Orders.js";
import { WatchlistChartScreen } from "../screens/WatchlistChart.js";
import { AppSettings } from "../settings/AppSettings.js";
import { Loading } from "../shell/Loading.js";
import { mountWith, webClient } from "../shell/mount.js";
import { type OpenPad, OpenPadPanel } from "../shell/OrderPadPanel.js";
import { TabLinks } from "../ui/TabLinks.js";
import { EmbedChannel } from "./channel.js";
import "./sso.css";

/** Where each page of a launch starts (the order pad opens over the open orders). */
const startPath = (launch: SsoLaunch): string => {
  switch (launch.page) {
    case "watchlist":
      return "/watchlist/chart";
    case "positions":
      return "/orders/positions";
    case "chart":
      return launch.token !== undefined && launch.segment !== undefined
        ? `/chart/fullscreen?token=${launch.token}&mktSegID=${launch.segment}`
        : "/chart/fullscreen";
    default:
      return "/orders/open";
  }
};
const pagePath: Record<Exclude<SsoPage, "orderpad">, string> = {
  watchlist: "/watchlist/chart",
  orders: "/orders/open",
  positions: "/orders/positions",
  chart: "/chart/fullscreen",
};

/** The screens of SSO mode (spec 1 §4: a reduced set), and the order pad over them. */
const tabs = [
  { path: "/watchlist/chart", label: "Watchlist" },
  { path: "/orders/open", label: "Orders" },
  { path: "/orders/positions", label: "Positions" },
] as const;

/**
 * One exchange per code, whatever React does: StrictMode runs effects twice, and a code is good once.
 */
const exchanges = new Map<string, Promise<SsoSession>>();
const exchangeOnce = (client: TradeClient, code: string) => {
  let pending = exchanges.get(code);
  if (pending === undefined) {
    pending = startSsoSession(client, code);
    exchanges.set(code, pending);
  }
  return pending;
};

type Opening =
  | { state: "opening" }
  | { state: "closed" }
  | { state: "open"; session: SsoSession; channel: EmbedChannel };

function SsoFrame({
  session,
  channel,
  launch,
}: {
  session: SsoSession;
  channel: EmbedChannel;
  launch: SsoLaunch;
}) {
  const client = useTradeClient();
  const navigate = useNavigate();
  const [pad, setPad] = useState<OpenPad | undefined>();
  const root = useRef<HTMLDivElement>(null);

  const openPad = useRef(async (segment: number, token: number, side: Side) => {
    try {
      const instrument = await padInstrumentFor(client, { segment, token });
      if (instrument === undefined) throw new Error(`no scrip ${segment}/${token} in the scrip master`);
      setPad({ instrument, side });
    } catch (error) {
      console.warn("SSO: the order pad could not open", (error as Error).message);
    }
  }).current;

  useEffect(() => {
    channel.post({ type: "ready", page: launch.page });
    if (launch.page === "orderpad" && launch.segment !== undefined && launch.token !== undefined)
      void openPad(launch.segment, launch.token, launch.side ?? "B");
  }, [channel, launch, openPad]);

  useEffect(
    () =>
      channel.listen((command: PartnerCommand) => {
        if (command.type === "open-order-pad") void openPad(command.segment, command.token, command.side);
        else navigate(pagePath[command.page]);
      }),
    [channel, navigate, openPad],
  );

  useEffect(() => (root.current === null ? undefined : channel.reportSize(root.current)), [channel]);

  const onPlaced = useMemo(
    () =>
      ({ outcome, order, instrument }: PadPlacement) => {
        if (!outcome.ok) return;
        channel.post({
          type: "order-placed",
          order: {
            orderId: outcome.value.orderId,
            tradingSymbol: instrument.tradeSymbol,
            transactionType: order.transactionType,
            quantity: order.quantity,
          },
        });
      },
    [channel],
  );

  return (
    <OrderPadListener.Provider value={onPlaced}>
      <div className="sso" ref={root}>
        <header className="sso-bar">
          <p className="sso-partner">
            Opened from <strong>{session.partner.name}</strong> for {session.clientCode}
          </p>
          <TabLinks label="Screens" tabs={tabs} />
          <button type="button" className="button" onClick={() => channel.post({ type: "close" })}>
            Back to {session.partner.name}
          </button>
        </header>
        <main className="main">
          <Outlet />
        </main>
        <OrderToasts />
        <OpenPadPanel pad={pad} className="watchlist-pad" onClose={() => setPad(undefined)} />
      </div>
    </OrderPadListener.Provider>
  );
}

/** What shows when the session cannot open or has ended: the failure itself is only logged (spec 1 §4). */
function SsoClosed() {
  return (
    <section className="page sso-closed">
      <h1>This window is not signed in</h1>
      <p>Close it and open it again from the site you came from.</p>
    </section>
  );
}

function SsoRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function SsoRoot({ launch }: { launch: SsoLaunch | string }) {
  const client = useTradeClient();
  const session = useSession();
  const [opening, setOpening] = useState<Opening>(() =>
    typeof launch === "string" ? { state: "closed" } : { state: "opening" },
  );

  useEffect(() => {
    if (typeof launch === "string") return;
    let live = true;
    exchangeOnce(client, launch.code).then(
      (started) => {
        if (!live) return;
        if (!started.partner.origins.includes(launch.parent)) {
          console.warn(
            `SSO: ${launch.parent} is not an origin of ${started.partner.name}; the session is closed`,
          );
          void client.auth.logout().catch(() => undefined);
          setOpening({ state: "closed" });
          return;
        }
        setOpening({
          state: "open",
          session: started,
          channel: new EmbedChannel(launch.parent, started.partner.origins),
        });
      },
      (error: unknown) => {
        if (!live) return;
        console.warn("SSO: the session could not open", (error as Error).message);
        setOpening({ state: "closed" });
      },
    );
    return () => {
      live = false;
    };
  }, [client, launch]);

  // The notifications feed carries "logged out on all devices" (and order news) to this session too.
  useEffect(() => {
    if (opening.state !== "open") return;
    notificationsOf(client).feed.connect();
    return () => notificationsOf(client).feed.disconnect();
  }, [client, opening.state]);

  const routes = useMemo((): RouteObject[] | undefined => {
    if (opening.state !== "open" || typeof launch === "string") return undefined;
    const titled = (title: string, element: ReactNode) => (
      <RouteHandleContext value={{ title }}>{element}</RouteHandleContext>
    );
    return [
      {
        element: <SsoFrame session={opening.session} channel={opening.channel} launch={launch} />,
        children: [
          { path: "/watchlist/chart", element: titled("Watchlist", <WatchlistChartScreen />) },
          { path: "/chart/fullscreen", element: titled("Chart", <ChartScreen />) },
          { path: "/orders/open", element: titled("Open Orders", <OpenOrdersScreen />) },
          { path: "/orders/history", element: titled("Order History", <OrderHistoryScreen />) },
          { path: "/orders/positions", element: titled("Positions", <PositionsScreen />) },
          // Anything else a screen links to is outside SSO mode.
          { path: "*", element: <Navigate replace to={startPath(launch)} /> },
        ],
      },
    ];
  }, [opening, launch]);

  // A session that ends (logout on all devices, a renewal that failed) cannot be renewed here: no login in a frame.
  if (opening.state === "open" && (session.status === "logged-out" || session.renewNeeded))
    return <SsoClosed />;
  if (opening.state === "closed") return <SsoClosed />;
  if (routes === undefined || typeof launch === "string") return <Loading />;
  return (
    <AppSettings>
      <MemoryRouter initialEntries={[startPath(launch)]}>
        <SsoRoutes routes={routes} />
      </MemoryRouter>
    </AppSettings>
  );
}

/**
 * Start the app in SSO mode (docs/sso.md) from the address it was opened at (`href`, read before the code left it):
 * its own client holding the session's tokens in memory (inside a partner's iframe the broker's cookies are
 * third-party cookies, which browsers block), and only the SSO screens. A launch that cannot be read is only logged.
 */
export function mountSso(container: HTMLElement, href: string): void {
  const launch = readSsoLaunch(href) ?? "SSO: the address names no page";
  if (typeof launch === "string") console.warn(launch);
  mountWith(container, webClient({ tokenDelivery: "body" }), <SsoRoot launch={launch} />);
}
