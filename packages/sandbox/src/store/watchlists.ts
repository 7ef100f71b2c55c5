import {
  addScripsRefusal,
  addSectionRefusal,
  createWatchlistRefusal,
  type Flag,
  type FlagColour,
  flagKey,
  newScrips,
  notFoundRefusal,
  renameSectionRefusal,
  renameWatchlistRefusal,
  type ScripEntry,
  type ScripRef,
  type Section,
  versionRefusal,
  type Watchlist,
  type WatchlistRefusal,
  watchlistErrorCodes,
  watchlistLimits,
  watchlistRuleCodes,
  watchlistTexts,
} from "@trade/core/watchlist";
import type { Db } from "../db/database.js";
import { refused, type ServiceAnswer } from "../http/answer.js";
import type { InstrumentMaster } from "../market/instruments/index.js";
import { type ListRow, type WatchlistStatements, watchlistStatements } from "./watchlistStatements.js";

/** Which parts a read carries (GET /v4/watchlist with_flag and with_section). */
export interface WatchlistParts {
  withFlag: boolean;
  withSection: boolean;
}

/** An opening watchlist of a persona: NSE symbols, sections (name, the symbol they head) and flags. */
export interface OpeningWatchlist {
  name: string;
  symbols: readonly string[];
  sections?: readonly { name: string; at: string }[];
  flags?: readonly { symbol: string; label: string; icon: FlagColour }[];
}

/** Twenty liquid NSE stocks: every client's default list. */
const niftyStocks: OpeningWatchlist = {
  name: "NiftyStocks",
  symbols: [
    "RELIANCE",
    "HDFCBANK",
    "ICICIBANK",
    "INFY",
    "TCS",
    "ITC",
    "LT",
    "SBIN",
    "BHARTIARTL",
    "KOTAKBANK",
    "AXISBANK",
    "HINDUNILVR",
    "BAJFINANCE",
    "MARUTI",
    "ASIANPAINT",
    "SUNPHARMA",
    "TITAN",
    "ULTRACEMCO",
    "WIPRO",
    "NTPC",
  ],
};

const banks: OpeningWatchlist = {
  name: "Banks",
  symbols: ["HDFCBANK", "ICICIBANK", "KOTAKBANK", "AXISBANK", "INDUSINDBK", "SBIN", "BANKBARODA", "PNB"],
  sections: [
    { name: "Private", at: "HDFCBANK" },
    { name: "PSU", at: "SBIN" },
  ],
  flags: [
    { symbol: "HDFCBANK", label: "Core", icon: "cyan" },
    { symbol: "SBIN", label: "Watch", icon: "orange" },
  ],
};

/** The opening watchlists: the first is the default (Isdefault). DEMO01 also has a second list with sections and flags. */
export const openingWatchlists = (clientCode: string): readonly OpeningWatchlist[] =>
  clientCode === "DEMO01" ? [niftyStocks, banks] : [niftyStocks];

/** A row of the ordering: a scrip, or a section heading. */
type OrderedRow =
  | { kind: "scrip"; segment: number; token: number }
  | { kind: "section"; segment: number; token: number; name: string };

const refusedBy = (refusal: WatchlistRefusal): ServiceAnswer<never> =>
  refused(
    refusal.code === watchlistErrorCodes.notFound
      ? 404
      : refusal.code === watchlistErrorCodes.versionConflict
        ? 409
        : refusal.code === watchlistRuleCodes.sectionNotFound
          ? 404
          : 422,
    refusal.code,
    refusal.message,
  );

/**
 * Watchlists per client (spec 3 §3, §5, §7): every change checks the version sent (RB-104 when stale), the list's
 * existence (RB-105) and the spec's limits with the core rules, bumps the version, and answers the list as it is.
 * Rows (scrips and section headings) share one ordering; `scripOrder` numbers it from 1.
 */
export class Watchlists {
  readonly #db: Db;
  readonly #instruments: () => InstrumentMaster;
  readonly #now: () => number;
  readonly #sql: WatchlistStatements;
  readonly #maxScrips: number;

  constructor(db: Db, deps: { instruments: () => InstrumentMaster; now: () => number; maxScrips?: number }) {
    this.#db = db;
    this.#instruments = deps.instruments;
    this.#now = deps.now;
    this.#maxScrips = deps.maxScrips ?? watchlistLimits.maxScrips;
    this.#sql = watchlistStatements(db);
  }

  /** The client's watchlists, oldest first; the opening ones are made on the first read. */
  list(clientCode: string, parts: WatchlistParts): Watchlist[] {
    this.#seed(clientCode);
    return this.#sql.lists.all(clientCode).map((row) => this.#shape(row, parts));
  }

  create(clientCode: string, name: string): ServiceAnswer<Watchlist> {
    return this.#write(() => {
      this.#seed(clientCode);
      const lists = this.#sql.lists.all(clientCode);
      const refusal = createWatchlistRefusal({ name, existingNames: lists.map((row) => row.name) });
      if (refusal) return refusedBy(refusal);
      const isDefault = lists.some((row) => row.is_default === 1) ? 0 : 1;
      const now = this.#now();
      const id = Number(this.#sql.insertList.run(clientCode, name, isDefault, now, now).lastInsertRowid);
      return this.#answer(clientCode, id);
    });
  }

  rename(
    clientCode: string,
    id: number,
    version: number | undefined,
    name: string,
  ): ServiceAnswer<Watchlist> {
    return this.#change(clientCode, { watchlistId: id, version }, (row) => {
      const otherNames = this.#sql.lists
        .all(clientCode)
        .filter((other) => other.id !== row.id)
        .map((other) => other.name);
      const refusal = renameWatchlistRefusal({ name, otherNames });
      if (refusal) return refusedBy(refusal);
      this.#sql.rename.run(name, row.id);
    });
  }

  /** Delete a list; when it was the default, the oldest remaining one becomes the default. */
  delete(
    clientCode: string,
    id: number,
    version: number | undefined,
  ): ServiceAnswer<{ watchlistId: number }> {
    return this.#checked(clientCode, id, version, (row) => {
      this.#sql.deleteList.run(id);
      const next = this.#sql.lists.all(clientCode)[0];
      if (row.is_default === 1 && next !== undefined) this.#sql.makeDefault.run(next.id);
      return { ok: true, value: { watchlistId: id } };
    });
  }

  /** Add and delete scrips (spec 3 §7): new scrips go to the end; scrips already held are left where they are. */
  changeScrips(
    clientCode: string,
    change: { watchlistId: number; version: number; add: readonly ScripRef[]; remove: readonly ScripRef[] },
  ): ServiceAnswer<Watchlist> {
    return this.#change(clientCode, change, (row) => {
      const master = this.#instruments();
      for (const scrip of change.add) {
        if (master.get(scrip.mktSegId, scrip.token) === undefined) {
          return refused(404, "SCRIP-NOT-FOUND", `No instrument ${scrip.token} in segment ${scrip.mktSegId}`);
        }
      }
      const removing = new Set(change.remove.map((s) => flagKey(s.token, s.mktSegId)));
      const held = this.#sql.items
        .all(row.id)
        .map((item) => ({ mktSegId: item.segment, token: item.token }))
        .filter((item) => !removing.has(flagKey(item.token, item.mktSegId)));
      const refusal = addScripsRefusal({ held, adding: change.add, maxScrips: this.#maxScrips });
      if (refusal) return refusedBy(refusal);
      for (const scrip of change.remove) {
        this.#sql.deleteItem.run(row.id, scrip.mktSegId, scrip.token);
        this.#sql.deleteFlag.run(row.id, scrip.mktSegId, scrip.token);
      }
      const order = this.#ordered(row.id);
      for (const scrip of newScrips(held, change.add)) {
        this.#sql.insertItem.run(row.id, scrip.mktSegId, scrip.token, order.length + 1);
        order.push({ kind: "scrip", segment: scrip.mktSegId, token: scrip.token });
      }
      this.#renumber(row.id, order);
    });
  }

  setFlag(
    clientCode: string,
    request: ListChange<{ mktSegId: number; token: number } & Flag>,
  ): ServiceAnswer<Watchlist> {
    return this.#change(clientCode, request, (row) => {
      if (!this.#holds(row.id, request.mktSegId, request.token)) return notInList();
      this.#sql.setFlag.run(row.id, request.mktSegId, request.token, request.label, request.icon);
    });
  }

  removeFlag(
    clientCode: string,
    request: ListChange<{ mktSegId: number; token: number }>,
  ): ServiceAnswer<Watchlist> {
    return this.#change(
      clientCode,
      request,
      (row) => void this.#sql.deleteFlag.run(row.id, request.mktSegId, request.token),
    );
  }

  /** Add a section heading the scrip named by segment and token (spec 3 §5 limits and messages). */
  addSection(
    clientCode: string,
    request: ListChange & {
      name: string;
      mktSegId: number;
      token: number;
    },
  ): ServiceAnswer<Watchlist> {
    return this.#change(clientCode, request, (row) => {
      const sections = this.#sql.sections.all(row.id);
      const refusal = addSectionRefusal({
        name: request.name,
        sectionNames: sections.map((section) => section.name),
        scripCount: this.#sql.items.all(row.id).length,
      });
      if (refusal) return refusedBy(refusal);
      if (!this.#holds(row.id, request.mktSegId, request.token)) return notInList();
      if (sections.some((s) => s.segment === request.mktSegId && s.token === request.token)) {
        return refused(422, "SECTION-AT-SCRIP", "A section already heads this scrip");
      }
      const order = this.#ordered(row.id);
      const at = order.findIndex(
        (r) => r.kind === "scrip" && r.segment === request.mktSegId && r.token === request.token,
      );
      const heading: OrderedRow = {
        kind: "section",
        segment: request.mktSegId,
        token: request.token,
        name: request.name,
      };
      order.splice(at, 0, heading);
      this.#sql.insertSection.run(row.id, request.name, request.mktSegId, request.token, at + 1);
      this.#renumber(row.id, order);
    });
  }

  deleteSection(clientCode: string, request: ListChange<{ name: string }>): ServiceAnswer<Watchlist> {
    return this.#change(clientCode, request, (row) => {
      if (this.#sql.deleteSection.run(row.id, request.name).changes === 0) {
        return refusedBy({
          code: watchlistRuleCodes.sectionNotFound,
          message: watchlistTexts.sectionNotFound,
        });
      }
      this.#renumber(row.id, this.#ordered(row.id));
    });
  }

  renameSection(
    clientCode: string,
    request: ListChange<{ oldName: string; newName: string }>,
  ): ServiceAnswer<Watchlist> {
    return this.#change(clientCode, request, (row) => {
      const refusal = renameSectionRefusal({
        oldName: request.oldName,
        newName: request.newName,
        sectionNames: this.#sql.sections.all(row.id).map((section) => section.name),
      });
      if (refusal) return refusedBy(refusal);
      this.#sql.renameSection.run(request.newName, row.id, request.oldName);
    });
  }

  /** Reorder: the request lists every row (scrips and sections) once, each with its new scripOrder. */
  reorder(
    clientCode: string,
    request: ListChange & {
      scripDetails: readonly {
        token: number;
        mktSegID: number;
        scripOrder: number;
        type: "scrip" | "section";
      }[];
    },
  ): ServiceAnswer<Watchlist> {
    return this.#change(clientCode, request, (row) => {
      const current = this.#ordered(row.id);
      const keyOf = (kind: string, segment: number, token: number) => `${kind}:${segment}:${token}`;
      const byKey = new Map(current.map((r) => [keyOf(r.kind, r.segment, r.token), r]));
      const sent = new Set(request.scripDetails.map((r) => keyOf(r.type, r.mktSegID, r.token)));
      if (
        sent.size !== request.scripDetails.length ||
        sent.size !== byKey.size ||
        [...sent].some((k) => !byKey.has(k))
      ) {
        return refused(
          400,
          "VALIDATION",
          "scripDetails must list every row of the watchlist (scrips and sections) exactly once",
        );
      }
      const order = [...request.scripDetails]
        .sort((a, b) => a.scripOrder - b.scripOrder)
        .map((r) => byKey.get(keyOf(r.type, r.mktSegID, r.token)) as OrderedRow);
      this.#renumber(row.id, order);
    });
  }

  /** Check the list and the version, then `work` in a transaction (rolled back when it refuses). */
  #checked<T>(
    clientCode: string,
    id: number,
    version: number | undefined,
    work: (row: ListRow) => ServiceAnswer<T>,
  ): ServiceAnswer<T> {
    return this.#write(() => {
      this.#seed(clientCode);
      const row = this.#sql.list.get(id, clientCode);
      if (row === undefined) return refusedBy(notFoundRefusal());
      const stale = versionRefusal(row.version, version);
      if (stale) return refusedBy(stale);
      return work(row);
    });
  }

  /** Check the list and the version, make the change, bump the version, answer the list with flags and sections. */
  #change(
    clientCode: string,
    request: ListChange,
    /** Returns a refusal, or nothing when the change is made. */
    apply: (row: ListRow) => ServiceAnswer<never> | undefined,
  ): ServiceAnswer<Watchlist> {
    return this.#checked(clientCode, request.watchlistId, request.version, (row) => {
      const refusal = apply(row);
      if (refusal) return refusal;
      this.#sql.bump.run(this.#now(), row.id);
      return this.#answer(clientCode, row.id);
    });
  }

  /** A transaction that rolls back when the change is refused. */
  #write<T>(work: () => ServiceAnswer<T>): ServiceAnswer<T> {
    let answer: ServiceAnswer<T> | undefined;
    try {
      this.#db.transaction(() => {
        answer = work();
        if (!answer.ok) throw refusedMarker;
      })();
    } catch (error) {
      if (error !== refusedMarker) throw error;
    }
    return answer as ServiceAnswer<T>;
  }

  #answer(clientCode: string, id: number): ServiceAnswer<Watchlist> {
    const row = this.#sql.list.get(id, clientCode) as ListRow;
    return { ok: true, value: this.#shape(row, { withFlag: true, withSection: true }) };
  }

  #holds(id: number, segment: number, token: number): boolean {
    return this.#sql.items.all(id).some((item) => item.segment === segment && item.token === token);
  }

  /** The rows in their order: scrips and section headings by position. */
  #ordered(id: number): OrderedRow[] {
    const rows: (OrderedRow & { position: number })[] = [
      ...this.#sql.items.all(id).map((item) => ({ kind: "scrip" as const, ...item })),
      ...this.#sql.sections.all(id).map((section) => ({ kind: "section" as const, ...section })),
    ];
    // A heading goes before the scrip it shares a position with.
    rows.sort(
      (a, b) => a.position - b.position || Number(b.kind === "section") - Number(a.kind === "section"),
    );
    return rows;
  }

  #renumber(id: number, order: readonly OrderedRow[]): void {
    order.forEach((row, index) => {
      (row.kind === "scrip" ? this.#sql.moveItem : this.#sql.moveSection).run(
        index + 1,
        id,
        row.segment,
        row.token,
      );
    });
  }

  #shape(row: ListRow, parts: WatchlistParts): Watchlist {
    const master = this.#instruments();
    const flags = new Map<string, Flag>(
      this.#sql.flags
        .all(row.id)
        .map((flag) => [flagKey(flag.token, flag.segment), { label: flag.label, icon: flag.icon }]),
    );
    const rows = this.#ordered(row.id).filter((r) => parts.withSection || r.kind === "scrip");
    const scripDetails = rows.map((r, index): ScripEntry => {
      const order = index + 1;
      if (r.kind === "section") {
        return {
          token: r.token,
          mktSegID: r.segment,
          symbolName: r.name,
          tradeSymbol: "",
          scripOrder: order,
          type: "section",
        };
      }
      const instrument = master.get(r.segment, r.token);
      const flag = flags.get(flagKey(r.token, r.segment));
      return {
        token: r.token,
        mktSegID: r.segment,
        symbolName: instrument?.symbol ?? String(r.token),
        tradeSymbol: instrument?.tradeSymbol ?? String(r.token),
        scripOrder: order,
        type: "scrip",
        ...(parts.withFlag ? { flags: flag === undefined ? [] : [flag] } : {}),
      };
    });
    const watchlist: Watchlist = {
      watchlistId: row.id,
      watchlistName: row.name,
      version: row.version,
      Isdefault: row.is_default === 1,
      scripDetails,
    };
    if (parts.withFlag) watchlist.flagMap = Object.fromEntries(flags);
    if (parts.withSection) {
      watchlist.sections = rows
        .filter((r) => r.kind === "section")
        .map(
          (r): Section => ({
            type: "SEC",
            name: (r as { name: string }).name,
            mktSegId: r.segment,
            token: r.token,
          }),
        );
    }
    return watchlist;
  }

  /** The opening watchlists, once per client, with tokens resolved through the instrument master (NSE cash). */
  #seed(clientCode: string): void {
    if (this.#sql.seeded.get(clientCode) !== undefined) return;
    const master = this.#instruments();
    this.#db.transaction(() => {
      this.#sql.markSeeded.run(clientCode);
      const now = this.#now();
      openingWatchlists(clientCode).forEach((opening, index) => {
        const id = Number(
          this.#sql.insertList.run(clientCode, opening.name, index === 0 ? 1 : 0, now, now).lastInsertRowid,
        );
        const nse = (symbol: string) => master.listings(symbol).find((i) => i.segment === 1);
        const order: OrderedRow[] = [];
        for (const symbol of opening.symbols) {
          const instrument = nse(symbol);
          if (instrument === undefined) continue;
          const heading = opening.sections?.find((s) => s.at === symbol);
          if (heading)
            order.push({ kind: "section", segment: 1, token: instrument.token, name: heading.name });
          order.push({ kind: "scrip", segment: 1, token: instrument.token });
        }
        order.forEach((r, position) => {
          if (r.kind === "scrip") this.#sql.insertItem.run(id, r.segment, r.token, position + 1);
          else this.#sql.insertSection.run(id, r.name, r.segment, r.token, position + 1);
        });
        for (const flag of opening.flags ?? []) {
          const instrument = nse(flag.symbol);
          if (instrument) this.#sql.setFlag.run(id, 1, instrument.token, flag.label, flag.icon);
        }
      });
    })();
  }
}

/** A request that changes one list, at the version the client last read (none: the latest). */
type ListChange<T = unknown> = { watchlistId: number; version?: number | undefined } & T;

const refusedMarker = new Error("watchlist change refused");

const notInList = (): ServiceAnswer<never> =>
  refused(404, "SCRIP-NOT-IN-WATCHLIST", "The scrip is not in this watchlist");
