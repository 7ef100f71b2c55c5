import type * as z from "zod/mini";
import { type Endpoint, endpoint } from "./endpoints.js";
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

const watchlistPost = <TBody extends z.ZodMiniType, TData extends z.ZodMiniType>(
  path: string,
  body: TBody,
  data: TData,
  idempotent = false,
) => endpoint({ method: "POST", path, token: "nontrade", body, query: undefined, data, idempotent });

/**
 * The watchlist calls (spec 3 §7), on the non-trade token. The spec names GET /v4/watchlist; every other path is
 * ours (docs/decisions.md, "Watchlists"). Setting or removing a flag, renaming and reordering give the same result
 * when repeated, so they are retried; adding, deleting and creating are not.
 */
export const watchlistEndpoints = {
  watchlists: endpoint({
    method: "GET",
    path: "/v4/watchlist",
    token: "nontrade",
    body: undefined,
    query: watchlistQuery,
    data: watchlistList,
  }),
  changeScrips: watchlistPost("/v4/watchlist/scrips", scripsChange, watchlistResult),
  createWatchlist: watchlistPost("/v4/watchlist/create", createWatchlistRequest, watchlistResult),
  renameWatchlist: watchlistPost("/v4/watchlist/rename", renameWatchlistRequest, watchlistResult, true),
  deleteWatchlist: watchlistPost("/v4/watchlist/delete", deleteWatchlistRequest, deletedWatchlist),
  setFlag: watchlistPost("/v4/watchlist/flag", setFlagRequest, watchlistResult, true),
  removeFlag: watchlistPost("/v4/watchlist/flag/remove", removeFlagRequest, watchlistResult, true),
  addSection: watchlistPost("/v4/watchlist/section", addSectionRequest, watchlistResult),
  deleteSection: watchlistPost("/v4/watchlist/section/delete", deleteSectionRequest, watchlistResult),
  renameSection: watchlistPost("/v4/watchlist/section/rename", renameSectionRequest, watchlistResult, true),
  reorder: watchlistPost("/v4/watchlist/reorder", reorderRequest, watchlistResult, true),
} satisfies Record<string, Endpoint>;
export type WatchlistEndpointId = keyof typeof watchlistEndpoints;
