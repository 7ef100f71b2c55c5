import type { TradeClient } from "../client.js";
import type {
  AddSectionRequest,
  CreateWatchlistRequest,
  DeletedWatchlist,
  DeleteSectionRequest,
  DeleteWatchlistRequest,
  RemoveFlagRequest,
  RenameSectionRequest,
  RenameWatchlistRequest,
  ReorderRequest,
  ScripRef,
  ScripsChange,
  SetFlagRequest,
  Watchlist,
} from "../contract/watchlist.js";
import { watchlistEndpoints } from "../contract/watchlistEndpoints.js";
import { ApiError, NotLoggedInError, RateLimitError, SessionExpiredError } from "../errors.js";
import type { Outcome } from "../outcome.js";
import { accessorOf, Resource } from "../resource.js";
import { reloadsWatchlists, selectedWatchlist } from "../rules/watchlist.js";
import { localKeys } from "../session/localKeys.js";
import type { RequestOptions } from "../transport/http.js";

export interface WatchlistCallOptions extends RequestOptions {
  /** On RB-104 or RB-105, read the watchlists again and hand them back with the refusal (default true). */
  reload?: boolean;
}

/** What a refused watchlist change adds to its error (`error.code`: RB-104, RB-105, WATCHLIST-LIMIT, ...). */
export interface WatchlistChangeRefusal {
  /** RB-104 or RB-105: the lists changed or went away; show the message and reload (spec 3 §4, §8). */
  reload: boolean;
  /** The watchlists read again after an RB-104 or RB-105 (unless `reload: false`, or that read failed). */
  watchlists?: Watchlist[];
}

/** What a change answers: the changed data (`value`), or the refusal with the server's code and message. */
export type WatchlistOutcome<TData> = Outcome<TData, WatchlistChangeRefusal>;

/** The watchlist as a change needs it: its id, the version held, and (to count them) its rows. */
export type HeldWatchlist = Pick<Watchlist, "watchlistId" | "version"> & {
  scripDetails?: Watchlist["scripDetails"];
};

export interface ListOptions extends RequestOptions {
  /** Ask for flags (default true). */
  withFlag?: boolean;
  /** Ask for sections (default true). */
  withSection?: boolean;
}

/** Refusals a user can cause are outcomes; session, rate-limit and connection failures are thrown. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  !(error instanceof SessionExpiredError) &&
  !(error instanceof NotLoggedInError) &&
  !(error instanceof RateLimitError) &&
  error.status !== 0 &&
  error.status < 500;

/** A watchlist call that answers the changed watchlist. */
export type WatchlistChange<TRequest> = (
  request: TRequest,
  options?: WatchlistCallOptions,
) => Promise<WatchlistOutcome<Watchlist>>;

type ChangeEndpoint = (typeof watchlistEndpoints)[Exclude<
  keyof typeof watchlistEndpoints,
  "watchlists" | "deleteWatchlist"
>];

/**
 * Watchlists (spec 3 §2, §5, §7): read them with flags and sections, add and delete scrips with versions, create,
 * rename and delete lists, sections, flags, reorder; the selected list is kept locally under selWatchlist.
 */
export class WatchlistResource extends Resource {
  /** The add-or-delete call as the spec's payload. */
  readonly changeScrips: WatchlistChange<ScripsChange> = this.#changer(watchlistEndpoints.changeScrips);
  /** Create a watchlist. */
  readonly create: WatchlistChange<CreateWatchlistRequest> = this.#changer(
    watchlistEndpoints.createWatchlist,
  );
  /** Rename a watchlist. */
  readonly rename: WatchlistChange<RenameWatchlistRequest> = this.#changer(
    watchlistEndpoints.renameWatchlist,
  );
  /** Flag a scrip. */
  readonly setFlag: WatchlistChange<SetFlagRequest> = this.#changer(watchlistEndpoints.setFlag);
  /** Remove a scrip's flag. */
  readonly removeFlag: WatchlistChange<RemoveFlagRequest> = this.#changer(watchlistEndpoints.removeFlag);
  /** Add a section heading the scrip named by `mktSegId` and `token`. */
  readonly addSection: WatchlistChange<AddSectionRequest> = this.#changer(watchlistEndpoints.addSection);
  /** Delete a section. */
  readonly deleteSection: WatchlistChange<DeleteSectionRequest> = this.#changer(
    watchlistEndpoints.deleteSection,
  );
  /** Rename a section. */
  readonly renameSection: WatchlistChange<RenameSectionRequest> = this.#changer(
    watchlistEndpoints.renameSection,
  );
  /** Reorder: every row of the watchlist (scrips and sections) with its new scripOrder. */
  readonly reorder: WatchlistChange<ReorderRequest> = this.#changer(watchlistEndpoints.reorder);

  /** GET /v4/watchlist, with flags and sections unless told otherwise. */
  async list(options: ListOptions = {}): Promise<Watchlist[]> {
    const { withFlag = true, withSection = true, ...request } = options;
    const answer = await this.call(
      watchlistEndpoints.watchlists,
      { query: { with_flag: String(withFlag), with_section: String(withSection) } },
      request,
    );
    return answer.watchlists;
  }

  /** The selected watchlist: the one stored under selWatchlist, else the default (Isdefault), else the first. */
  selected(watchlists: readonly Watchlist[]): Watchlist | undefined {
    return selectedWatchlist(watchlists, this.client.storage.getItem(localKeys.selectedWatchlist));
  }

  /** Remember the selected watchlist under selWatchlist. */
  select(watchlistId: number): void {
    this.client.storage.setItem(localKeys.selectedWatchlist, String(watchlistId));
  }

  /** Add scrips to a watchlist at the version held; scrips already in it are left as they are. */
  addScrips(
    watchlist: HeldWatchlist,
    scrips: readonly ScripRef[],
    options?: WatchlistCallOptions,
  ): Promise<WatchlistOutcome<Watchlist>> {
    return this.changeScrips({ ...changeOf(watchlist), scrips_to_add: [...scrips] }, options);
  }

  /** Delete scrips from a watchlist at the version held. */
  deleteScrips(
    watchlist: HeldWatchlist,
    scrips: readonly ScripRef[],
    options?: WatchlistCallOptions,
  ): Promise<WatchlistOutcome<Watchlist>> {
    return this.changeScrips({ ...changeOf(watchlist), scrips_to_delete: [...scrips] }, options);
  }

  /** Delete a watchlist; when it was the selected one, selWatchlist is cleared (the default is chosen next). */
  async delete(
    request: DeleteWatchlistRequest,
    options?: WatchlistCallOptions,
  ): Promise<WatchlistOutcome<DeletedWatchlist>> {
    const outcome = await this.#call(
      watchlistEndpoints.deleteWatchlist,
      request,
      (data) => data as DeletedWatchlist,
      options,
    );
    const storage = this.client.storage;
    if (outcome.ok && storage.getItem(localKeys.selectedWatchlist) === String(request.watchlistId)) {
      storage.removeItem(localKeys.selectedWatchlist);
    }
    return outcome;
  }

  /** A call that answers the changed watchlist. */
  #changer<TRequest>(endpoint: ChangeEndpoint): WatchlistChange<TRequest> {
    return (request, options) =>
      this.#call(endpoint, request, (data) => (data as { watchlist: Watchlist }).watchlist, options);
  }

  async #call<TData>(
    endpoint: (typeof watchlistEndpoints)[keyof typeof watchlistEndpoints],
    body: unknown,
    pick: (data: unknown) => TData,
    options: WatchlistCallOptions = {},
  ): Promise<WatchlistOutcome<TData>> {
    const { reload = true, ...request } = options;
    try {
      return { ok: true, value: pick(await this.call(endpoint, { body }, request)) };
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const reloads = reloadsWatchlists(error.code);
      const outcome: WatchlistOutcome<TData> & { ok: false } = { ok: false, error, reload: reloads };
      if (reloads && reload) {
        try {
          outcome.watchlists = await this.list(request);
        } catch {
          // The refusal is the answer; a failed reload leaves the caller to reload later.
        }
      }
      return outcome;
    }
  }
}

function changeOf(watchlist: HeldWatchlist) {
  const scrips = watchlist.scripDetails?.filter((row) => row.type === "scrip").length;
  return {
    watchlistId: watchlist.watchlistId,
    version: watchlist.version,
    max_version: watchlist.version,
    ...(scrips === undefined ? {} : { total_scrip: scrips }),
    with_flag: true,
    with_section: true,
  };
}

/** The client's watchlists (one resource per client, made on first use): `watchlistsOf(client).list()`. */
export const watchlistsOf: (client: TradeClient) => WatchlistResource = accessorOf(
  (client) => new WatchlistResource(client),
);
