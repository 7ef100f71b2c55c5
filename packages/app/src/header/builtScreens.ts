import { isRedirect, type RouteEntry, routeTable } from "../routes/routeTable.js";

/**
 * Whether the screen at `path` (under /trade, without a query) is built: a route of the table whose screen is not the
 * "not built yet" page, or a redirect to one. The header offers links only to built screens (spec 1 §2.2: entries
 * whose screens do not exist are absent, not dead links).
 */
export function isBuilt(path: string, table: readonly RouteEntry[] = routeTable, depth = 0): boolean {
  const relative = path.replace(/^\//, "").replace(/[?#].*$/, "");
  const entry = table.find((route) => route.path === relative);
  if (entry === undefined || depth > 5) return false;
  if (isRedirect(entry)) {
    return typeof entry.redirectTo === "string" && isBuilt(entry.redirectTo, table, depth + 1);
  }
  return entry.screen !== "notBuilt";
}
