import { createContext, useContext } from "react";

/** What the route table says of the screen on show: its title, and for a screen not built yet, what builds it. */
export interface RouteHandle {
  title?: string | undefined;
  arrivesWith?: string | undefined;
}

export const RouteHandleContext = createContext<RouteHandle>({});

/** The route table's entry for the screen this component is part of. */
export const useRouteHandle = (): RouteHandle => useContext(RouteHandleContext);
