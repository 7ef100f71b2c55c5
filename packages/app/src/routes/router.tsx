import type { StorageAdapter } from "@trade/core";
import { type ComponentType, lazy, Suspense, useMemo } from "react";
import { BrowserRouter, Navigate, type RouteObject, useLocation, useRoutes } from "react-router";
import { Loading } from "../shell/Loading.js";
import { Shell } from "../shell/Shell.js";
import { basename } from "./basename.js";
import { RouteHandleContext } from "./handle.js";
import {
  isRedirect,
  type RedirectRoute,
  type RouteEntry,
  routeTable,
  type ScreenKey,
  type ScreenRoute,
} from "./routeTable.js";

export { basename } from "./basename.js";

function Redirect({ route, storage }: { route: RedirectRoute; storage: StorageAdapter }) {
  const location = useLocation();
  const target = typeof route.redirectTo === "function" ? route.redirectTo(storage) : route.redirectTo;
  return <Navigate replace to={{ pathname: target, search: location.search, hash: location.hash }} />;
}

const screen = (load: () => Promise<ComponentType>) =>
  lazy(() => load().then((Component) => ({ default: Component })));

/** Modules holding several screens: one import each, which every screen of it shares. */
const orderScreens = () => import("../screens/Orders.js");
const sipScreens = () => import("../screens/StockSip.js");
const transferScreens = () => import("../screens/TransferStocks.js");
const fundsScreens = () => import("../screens/Funds.js");
const portfolioScreens = () => import("../screens/Portfolio.js");
const pledgeScreens = () => import("../screens/Pledge.js");

/**
 * Screen modules load on demand. A navigation renders in a transition and the Suspense boundaries sit above the
 * routes (here and around the shell's outlet), so the page shown stays until the next one's module has loaded.
 */
const screens: Record<ScreenKey | "notFound", ComponentType> = {
  login: screen(() => import("../screens/Login.js").then((m) => m.LoginScreen)),
  gallery: screen(() => import("../gallery/Gallery.js").then((m) => m.GalleryScreen)),
  account: screen(() => import("../screens/Account.js").then((m) => m.AccountScreen)),
  chart: screen(() => import("../screens/Chart.js").then((m) => m.ChartScreen)),
  watchlistChart: screen(() => import("../screens/WatchlistChart.js").then((m) => m.WatchlistChartScreen)),
  watchlistOverview: screen(() =>
    import("../screens/WatchlistOverview.js").then((m) => m.WatchlistOverviewScreen),
  ),
  optionChain: screen(() => import("../screens/OptionChain.js").then((m) => m.OptionChainScreen)),
  strategies: screen(() => import("../screens/Strategies.js").then((m) => m.StrategiesScreen)),
  oiAnalysis: screen(() => import("../screens/OiAnalysis.js").then((m) => m.OiAnalysisScreen)),
  settings: screen(() => import("../screens/Settings.js").then((m) => m.SettingsScreen)),
  shortcuts: screen(() => import("../screens/Shortcuts.js").then((m) => m.ShortcutsScreen)),
  notBuilt: screen(() => import("../screens/NotBuilt.js").then((m) => m.NotBuiltScreen)),
  openOrders: screen(() => orderScreens().then((m) => m.OpenOrdersScreen)),
  orderHistory: screen(() => orderScreens().then((m) => m.OrderHistoryScreen)),
  positions: screen(() => orderScreens().then((m) => m.PositionsScreen)),
  stockSip: screen(() => sipScreens().then((m) => m.StockSipScreen)),
  stockSipHistory: screen(() => sipScreens().then((m) => m.StockSipHistoryScreen)),
  gtt: screen(() => import("../screens/Gtt.js").then((m) => m.GttScreen)),
  basketOrder: screen(() => import("../screens/BasketOrder.js").then((m) => m.BasketOrderScreen)),
  transferStocks: screen(() => transferScreens().then((m) => m.TransferScreen)),
  manageBeneficiaries: screen(() => transferScreens().then((m) => m.ManageBeneficiariesScreen)),
  transferTransactions: screen(() => transferScreens().then((m) => m.TransferTransactionsScreen)),
  addFunds: screen(() => fundsScreens().then((m) => m.AddFundsScreen)),
  withdrawFunds: screen(() => fundsScreens().then((m) => m.WithdrawFundsScreen)),
  fundsAdded: screen(() => fundsScreens().then((m) => m.FundsAddedScreen)),
  fundsWithdrawn: screen(() => fundsScreens().then((m) => m.FundsWithdrawnScreen)),
  addFundsDetails: screen(() => fundsScreens().then((m) => m.AddFundsDetailsScreen)),
  withdrawDetails: screen(() => fundsScreens().then((m) => m.WithdrawDetailsScreen)),
  createBlock: screen(() => fundsScreens().then((m) => m.CreateBlockScreen)),
  revokeBlock: screen(() => fundsScreens().then((m) => m.RevokeBlockScreen)),
  blocksCreated: screen(() => fundsScreens().then((m) => m.BlocksCreatedScreen)),
  portfolioSummary: screen(() => portfolioScreens().then((m) => m.PortfolioSummaryScreen)),
  equityHoldings: screen(() => portfolioScreens().then((m) => m.EquityHoldingsScreen)),
  bonds: screen(() => portfolioScreens().then((m) => m.BondsScreen)),
  alerts: screen(() => import("../screens/Alerts.js").then((m) => m.AlertsScreen)),
  pledge: screen(() => pledgeScreens().then((m) => m.PledgeScreen)),
  unpledge: screen(() => pledgeScreens().then((m) => m.UnpledgeScreen)),
  pledgeStatus: screen(() => pledgeScreens().then((m) => m.PledgeStatusScreen)),
  webCallbacks: screen(() => pledgeScreens().then((m) => m.WebCallbacksScreen)),
  mtfDashboard: screen(() => pledgeScreens().then((m) => m.MtfDashboardScreen)),
  mtfTransaction: screen(() => pledgeScreens().then((m) => m.MtfTransactionScreen)),
  mtfPledged: screen(() => pledgeScreens().then((m) => m.MtfPledgedScreen)),
  mtfPaymentHistory: screen(() => pledgeScreens().then((m) => m.MtfPaymentHistoryScreen)),
  mtfHistoricPledge: screen(() => pledgeScreens().then((m) => m.MtfHistoricPledgeScreen)),
  mtfRecommendation: screen(() => pledgeScreens().then((m) => m.MtfRecommendationScreen)),
  mtfPayNow: screen(() => pledgeScreens().then((m) => m.MtfPayNowScreen)),
  notFound: screen(() => import("../screens/NotFound.js").then((m) => m.NotFoundScreen)),
};

function screenRoute(route: ScreenRoute): RouteObject {
  const Screen = screens[route.screen];
  return {
    path: route.path,
    caseSensitive: true,
    element: (
      <RouteHandleContext value={{ title: route.title, arrivesWith: route.arrivesWith }}>
        <Screen />
      </RouteHandleContext>
    ),
  };
}

/** Turn the route table into routes: the login page alone, everything else inside the shell. */
export function toRouteObjects(table: readonly RouteEntry[], storage: StorageAdapter): RouteObject[] {
  const redirects: RouteObject[] = table.filter(isRedirect).map((route) => ({
    path: route.path,
    caseSensitive: true,
    element: <Redirect route={route} storage={storage} />,
  }));
  const screenRoutes = table.filter((route): route is ScreenRoute => !isRedirect(route));
  const NotFound = screens.notFound;
  return [
    ...redirects,
    ...screenRoutes.filter((route) => route.public).map(screenRoute),
    {
      element: <Shell />,
      children: [
        ...screenRoutes.filter((route) => !route.public).map(screenRoute),
        {
          path: "*",
          element: (
            <RouteHandleContext value={{ title: "Page not found" }}>
              <NotFound />
            </RouteHandleContext>
          ),
        },
      ],
    },
  ];
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The app's routes under /trade (spec 1 §2.1). Declarative routing: the screens load their data through queries, not
 * the router, and react-router's data router would add about 15 kB gzip to the first route for nothing.
 */
export function AppRouter({ storage }: { storage: StorageAdapter }) {
  const routes = useMemo(() => toRouteObjects(routeTable, storage), [storage]);
  return (
    <BrowserRouter basename={basename}>
      {/* Shown while the first page's module loads. */}
      <Suspense fallback={<Loading className="boot" />}>
        <AppRoutes routes={routes} />
      </Suspense>
    </BrowserRouter>
  );
}
