import type { StorageAdapter } from "@trade/core";
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from "react-router";
import { CrashScreen } from "../shell/CrashScreen.js";
import { Shell } from "../shell/Shell.js";
import { basename } from "./basename.js";
import {
  isRedirect,
  type RedirectRoute,
  type RouteEntry,
  routeTable,
  type ScreenRoute,
} from "./routeTable.js";

export { basename } from "./basename.js";

function Redirect({ route, storage }: { route: RedirectRoute; storage: StorageAdapter }) {
  const location = useLocation();
  const target = typeof route.redirectTo === "function" ? route.redirectTo(storage) : route.redirectTo;
  return <Navigate replace to={{ pathname: target, search: location.search, hash: location.hash }} />;
}

const screenModules = {
  login: () => import("../screens/Login.js").then((m) => ({ Component: m.LoginScreen })),
  account: () => import("../screens/Account.js").then((m) => ({ Component: m.AccountScreen })),
  chart: () => import("../screens/Chart.js").then((m) => ({ Component: m.ChartScreen })),
  watchlistChart: () =>
    import("../screens/Watchlist.js").then((m) => ({ Component: m.WatchlistChartScreen })),
  watchlistOverview: () =>
    import("../screens/Watchlist.js").then((m) => ({ Component: m.WatchlistOverviewScreen })),
  settings: () => import("../screens/Settings.js").then((m) => ({ Component: m.SettingsScreen })),
  shortcuts: () => import("../screens/Shortcuts.js").then((m) => ({ Component: m.ShortcutsScreen })),
  notBuilt: () => import("../screens/NotBuilt.js").then((m) => ({ Component: m.NotBuiltScreen })),
  openOrders: () => import("../screens/Orders.js").then((m) => ({ Component: m.OpenOrdersScreen })),
  orderHistory: () => import("../screens/Orders.js").then((m) => ({ Component: m.OrderHistoryScreen })),
  positions: () => import("../screens/Orders.js").then((m) => ({ Component: m.PositionsScreen })),
};

function screenRoute(route: ScreenRoute): RouteObject {
  return {
    path: route.path,
    caseSensitive: true,
    handle: { title: route.title, arrivesWith: route.arrivesWith },
    lazy: screenModules[route.screen],
  };
}

/** Turn the route table into react-router routes: the login page alone, everything else inside the shell. */
export function toRouteObjects(table: readonly RouteEntry[], storage: StorageAdapter): RouteObject[] {
  const redirects: RouteObject[] = table.filter(isRedirect).map((route) => ({
    path: route.path,
    caseSensitive: true,
    element: <Redirect route={route} storage={storage} />,
  }));
  const screens = table.filter((route): route is ScreenRoute => !isRedirect(route));
  return [
    ...redirects,
    ...screens.filter((route) => route.public).map(screenRoute),
    {
      element: <Shell />,
      errorElement: <CrashScreen />,
      children: [
        ...screens.filter((route) => !route.public).map(screenRoute),
        {
          path: "*",
          handle: { title: "Page not found" },
          lazy: () => import("../screens/NotFound.js").then((m) => ({ Component: m.NotFoundScreen })),
        },
      ],
    },
  ];
}

export function createAppRouter(storage: StorageAdapter) {
  return createBrowserRouter(
    [
      {
        errorElement: <CrashScreen />,
        // Shown while the first page's lazy module loads.
        hydrateFallbackElement: <div className="boot" aria-busy="true" aria-label="Loading" />,
        children: toRouteObjects(routeTable, storage),
      },
    ],
    { basename },
  );
}
