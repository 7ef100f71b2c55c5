import type { Endpoint } from "@trade/core";
import { type Watchlist, watchlistEndpoints } from "@trade/core/watchlist";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import type { Db } from "../db/database.js";
import { type ServiceAnswer, unwrap } from "../http/answer.js";
import { type Answer, type Call, route } from "../http/route.js";
import type { SessionRow } from "../store/sessions.js";
import { Watchlists } from "../store/watchlists.js";

/**
 * Watchlists (spec 3 §7) on the non-trade token: the store decides with the core rules (limits, names, versions);
 * these routes translate. A stale version answers RB-104 (409), an unknown list RB-105 (404): the client reloads.
 */
export function watchlistRoutes(app: FastifyInstance, context: Context, db: Db): void {
  const store = new Watchlists(db, { instruments: () => context.instruments, now: context.now });

  route(app, context, watchlistEndpoints.watchlists, ({ query, session }) => ({
    watchlists: store.list(session.client_code, {
      withFlag: query.with_flag ?? false,
      withSection: query.with_section ?? false,
    }),
  }));
  route(app, context, watchlistEndpoints.changeScrips, ({ body, session }) => {
    const watchlist = unwrap(
      store.changeScrips(session.client_code, {
        watchlistId: body.watchlistId,
        version: body.version,
        add: body.scrips_to_add ?? [],
        remove: body.scrips_to_delete ?? [],
      }),
    );
    // The answer carries flags and sections as the payload's with_flag and with_section ask.
    if (body.with_flag === false) {
      delete watchlist.flagMap;
      for (const row of watchlist.scripDetails) delete row.flags;
    }
    if (body.with_section === false) {
      delete watchlist.sections;
      watchlist.scripDetails = watchlist.scripDetails
        .filter((row) => row.type === "scrip")
        .map((row, index) => ({ ...row, scripOrder: index + 1 }));
    }
    return { watchlist };
  });
  route(app, context, watchlistEndpoints.createWatchlist, ({ body, session }) => ({
    watchlist: unwrap(store.create(session.client_code, body.watchlistName)),
  }));
  route(app, context, watchlistEndpoints.renameWatchlist, ({ body, session }) => ({
    watchlist: unwrap(store.rename(session.client_code, body.watchlistId, body.version, body.watchlistName)),
  }));
  route(app, context, watchlistEndpoints.deleteWatchlist, ({ body, session }) => ({
    ...unwrap(store.delete(session.client_code, body.watchlistId, body.version)),
    deleted: true as const,
  }));
  /** A change of one list that answers the list as it is now. */
  const change = <TEndpoint extends Endpoint>(
    endpoint: TEndpoint,
    apply: (clientCode: string, body: Call<TEndpoint>["body"]) => ServiceAnswer<Watchlist>,
  ) =>
    route(
      app,
      context,
      endpoint,
      // Every watchlist call carries the non-trade token, so a session is there.
      ({ body, session }) => changed(apply((session as SessionRow).client_code, body)) as Answer<TEndpoint>,
    );

  change(watchlistEndpoints.setFlag, (client, body) => store.setFlag(client, body));
  change(watchlistEndpoints.removeFlag, (client, body) => store.removeFlag(client, body));
  change(watchlistEndpoints.addSection, (client, body) =>
    store.addSection(client, {
      ...listOf(body),
      name: body.section_name,
      mktSegId: body.mktSegId,
      token: body.token,
    }),
  );
  change(watchlistEndpoints.deleteSection, (client, body) =>
    store.deleteSection(client, { ...listOf(body), name: body.section_name }),
  );
  change(watchlistEndpoints.renameSection, (client, body) =>
    store.renameSection(client, {
      ...listOf(body),
      oldName: body.section_old_name,
      newName: body.section_new_name,
    }),
  );
  change(watchlistEndpoints.reorder, (client, body) => store.reorder(client, body));
}

/** The answer to a change of one list: the list as it is now. */
const changed = (answer: ServiceAnswer<Watchlist>) => ({ watchlist: unwrap(answer) });

/** The list a request changes, and the version the client last read. */
const listOf = (body: { watchlistId: number; version?: number | undefined }) => ({
  watchlistId: body.watchlistId,
  version: body.version,
});
