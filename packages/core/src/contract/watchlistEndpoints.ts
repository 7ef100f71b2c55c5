import { type Endpoint, getEndpoint, postEndpoint } from "./endpoint.js";
import {
  addSectionRequest,
  createWatchlistRequest,
  deletedWatchlist,
  deleteSectionRequest,
  deleteWatchlistRequest,
  removeFlagRequest,
  renameSectionRequest,
  renameWatchlistRequest,
  reorderRequest,
  scripsChange,
  setFlagRequest,
  watchlistList,
  watchlistQuery,
  watchlistResult,
} from "./watchlist.js";

/**
 * The watchlist calls (spec 3 §7), on the non-trade token. The spec names GET /v4/watchlist; every other path is
 * ours (docs/decisions.md, "Watchlists"). Setting or removing a flag, renaming and reordering give the same result
 * when repeated, so they are retried; adding, deleting and creating are not.
 */
export const watchlistEndpoints = {
  watchlists: getEndpoint("nontrade", "/v4/watchlist", watchlistQuery, watchlistList),
  changeScrips: postEndpoint("nontrade", "/v4/watchlist/scrips", scripsChange, watchlistResult),
  createWatchlist: postEndpoint("nontrade", "/v4/watchlist/create", createWatchlistRequest, watchlistResult),
  renameWatchlist: postEndpoint(
    "nontrade",
    "/v4/watchlist/rename",
    renameWatchlistRequest,
    watchlistResult,
    true,
  ),
  deleteWatchlist: postEndpoint("nontrade", "/v4/watchlist/delete", deleteWatchlistRequest, deletedWatchlist),
  setFlag: postEndpoint("nontrade", "/v4/watchlist/flag", setFlagRequest, watchlistResult, true),
  removeFlag: postEndpoint("nontrade", "/v4/watchlist/flag/remove", removeFlagRequest, watchlistResult, true),
  addSection: postEndpoint("nontrade", "/v4/watchlist/section", addSectionRequest, watchlistResult),
  deleteSection: postEndpoint(
    "nontrade",
    "/v4/watchlist/section/delete",
    deleteSectionRequest,
    watchlistResult,
  ),
  renameSection: postEndpoint(
    "nontrade",
    "/v4/watchlist/section/rename",
    renameSectionRequest,
    watchlistResult,
    true,
  ),
  reorder: postEndpoint("nontrade", "/v4/watchlist/reorder", reorderRequest, watchlistResult, true),
} satisfies Record<string, Endpoint>;
export type WatchlistEndpointId = keyof typeof watchlistEndpoints;
