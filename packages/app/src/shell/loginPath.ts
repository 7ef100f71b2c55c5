import { basename } from "../routes/basename.js";

/** The login page with a redirect back to `location` (its full path under /trade, query included). */
export function loginPath(location: { pathname: string; search: string }): string {
  const redirectUrl = `${basename}${location.pathname}${location.search}`;
  return `/login?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** Where to go after login: a path inside this app from `redirectUrl`, else the watchlist. */
export function afterLoginPath(redirectUrl: string | null): string {
  if (redirectUrl === null || !redirectUrl.startsWith(`${basename}/`) || redirectUrl.startsWith("//")) {
    return "/watchlist";
  }
  const inside = redirectUrl.slice(basename.length);
  return inside.startsWith("/login") ? "/watchlist" : inside;
}
