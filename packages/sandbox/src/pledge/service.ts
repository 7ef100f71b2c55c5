import { randomBytes, randomInt } from "node:crypto";
import type { Profile } from "@trade/core";
import { collateralOf, pledgeChargePaise } from "@trade/core/mtf";
import type { NotificationMessage } from "@trade/core/notifications";
import {
  pledgeStatusCodes as codes,
  isPledgeWindowOpen,
  type PledgeCreated,
  type PledgedStocks,
  type PledgeNotification,
  type PledgeRequest,
  type PledgeTransaction,
  pledgeAboveFreeMessage,
  pledgeAsbaBlockedMessage,
  pledgeLapsesAt,
  pledgeNotifications,
  pledgeQuantityMessage,
  pledgeRemarks,
  pledgeStatusText,
  pledgeUnknownStockMessage,
  pledgeWindowClosedMessage,
  unpledgeAbovePledgedMessage,
  unpledgeMarginInUseMessage,
} from "@trade/core/pledge";
import { refused, type ServiceAnswer } from "../http/answer.js";
import { epochSeconds } from "../http/epochSeconds.js";
import type { NewNotification } from "../store/notifications.js";
import { depositoryBase } from "./depository.js";
import { type PledgeStockView, pledgeableOf, reservedOf } from "./holdings.js";
import type { PledgeItemRow, PledgeRequestRow, PledgeStore } from "./store.js";

/** What the pledge service reads from the rest of the sandbox. */
export interface PledgeDeps {
  store: PledgeStore;
  /** The market clock, epoch ms. */
  now: () => number;
  profile: (clientCode: string) => Profile | undefined;
  /** The client's stocks: holdings and MTF lots, with prices (holdings.ts). */
  stocks: (clientCode: string) => PledgeStockView[];
  /** Available margin now (cash, collateral, less what the engine blocks), paise. */
  availableMargin: (clientCode: string) => number;
  notify: (clientCode: string, notification: NewNotification) => NotificationMessage;
  announce: (clientCode: string, message: NotificationMessage) => void;
  /** Every depository OTP is this one (automation), as with the login OTPs. */
  fixedOtp?: string;
  log: (line: string) => void;
}

const newReqId = () => `PLG${randomBytes(8).toString("hex").toUpperCase()}`;
const depositoryDelayMs = 30_000;
const refusal = (message: string, status = 422) => refused(status, "PLEDGE-REFUSED", message);

/**
 * Pledging, with the sandbox playing the depository (spec 3 §4 MTF and pledge): a pledge awaits the client's OTP on
 * the depository's page (201 Pledge Status Awaiting), is authorised (203 Pledge Pending, OTP Authorized) and confirmed
 * by the depository 30 s of market time later (204 Pledged, or 100 Partially Pledged when shares left meanwhile);
 * cancelled on the page or not authorised by 21:00 it is 205 Cancelled. An unpledge needs no OTP. Pledged collateral
 * shares give margin (value less the haircut); pledged MTF shares keep their position from the T+6 square-off. Each
 * transition is guarded by the status it leaves, in one transaction with the money it moves.
 */
export class PledgeService {
  readonly #deps: PledgeDeps;

  constructor(deps: PledgeDeps) {
    this.#deps = deps;
  }

  /** Move what the clock made due: lapsed awaiting requests, confirmations, pledges of shares since sold. */
  catchUp(clientCode: string): void {
    const { store } = this.#deps;
    const now = this.#deps.now();
    const told: [PledgeNotification, string][] = [];
    store.db.transaction(() => {
      for (const request of store.open(clientCode)) {
        if (
          (request.status === codes.awaiting || request.status === codes.awaitingAuthorised) &&
          lapsed(request, now)
        ) {
          if (store.move(request.req_id, request.status, codes.cancelled, pledgeRemarks.overdue, now))
            told.push([pledgeNotifications.pledgeOverdue, summary(store.items(request.req_id))]);
        } else if (
          request.status === codes.pending &&
          (request.authorised_at ?? now) + depositoryDelayMs <= now
        ) {
          const result = this.#confirm(request, now);
          if (result !== undefined) told.push(result);
        }
      }
      this.#followHoldings(clientCode, now);
    })();
    this.#tell(clientCode, told, now);
  }

  /** The stocks that may be pledged, and the MTF pledge state. */
  pledgeable(clientCode: string) {
    this.catchUp(clientCode);
    return pledgeableOf(this.#deps.stocks(clientCode), this.#deps.store.open(clientCode), this.#deps.store, {
      windowOpen: isPledgeWindowOpen(this.#deps.now()),
    });
  }

  /** The pledged stocks: collateral shares (less what open unpledges release) and MTF shares. */
  pledged(clientCode: string): PledgedStocks {
    this.catchUp(clientCode);
    const { store } = this.#deps;
    const releasing = reservedOf(store.open(clientCode), store, "UNPLEDGE");
    const stocks = this.#deps.stocks(clientCode).flatMap((stock) => {
      const pledge = store.pledge(clientCode, stock.isin);
      if (pledge === undefined || pledge.qty + pledge.mtf_qty === 0) return [];
      const qty = pledge.qty + pledge.mtf_qty;
      return [
        {
          isin: stock.isin,
          symbol: stock.symbol,
          company: stock.company,
          segment: stock.segment,
          token: stock.token,
          pledged_qty: qty,
          mtf_qty: pledge.mtf_qty,
          max_unpledgeable_qty: Math.max(0, pledge.qty - (releasing.get(stock.isin)?.qty ?? 0)),
          ltp: stock.ltpPaise,
          net_amt: stock.ltpPaise * qty,
          collateral: pledge.collateral,
        },
      ];
    });
    return { stocks, collateral: stocks.reduce((s, stock) => s + stock.collateral, 0) };
  }

  /** The requests, newest first. */
  transactions(clientCode: string): PledgeTransaction[] {
    this.catchUp(clientCode);
    const symbols = this.#symbols(clientCode);
    return this.#deps.store.requests(clientCode).map((row) => this.view(row, symbols));
  }

  /** Create a pledge: it awaits the OTP on the depository's page (answered as `cdsl_link`). */
  createPledge(clientCode: string, request: PledgeRequest): ServiceAnswer<PledgeCreated> {
    const checked = this.#check(clientCode, request);
    if (!checked.ok) return checked;
    const { store } = this.#deps;
    const now = this.#deps.now();
    const stocks = new Map(this.pledgeable(clientCode).stocks.map((s) => [s.isin, s]));
    const items: PledgeItemRow[] = [];
    const reqId = newReqId();
    for (const { isin, qty } of request.stock_list) {
      const stock = stocks.get(isin);
      if (stock === undefined) return refusal(pledgeUnknownStockMessage(isin));
      if (qty > stock.max_pledgeable_qty)
        return refusal(pledgeAboveFreeMessage(stock.symbol, stock.max_pledgeable_qty));
      const mtfQty = Math.min(qty, stock.buy_qty);
      items.push({
        req_id: reqId,
        isin,
        segment: stock.segment,
        token: stock.token,
        qty,
        mtf_qty: mtfQty,
        done_qty: 0,
        status: codes.awaiting,
      });
    }
    const otp = this.#deps.fixedOtp ?? String(randomInt(0, 1_000_000)).padStart(6, "0");
    const row: PledgeRequestRow = {
      req_id: reqId,
      client_code: clientCode,
      kind: "PLEDGE",
      status: codes.awaiting,
      remark: pledgeRemarks.authorizationPending,
      source: request.source,
      otp,
      created_at: now,
      authorised_at: null,
      lapses_at: pledgeLapsesAt(now),
      updated_at: now,
    };
    store.db.transaction(() => store.insertRequest(row, items))();
    const link = `${depositoryBase}/pledge/${reqId}`;
    this.#deps.log(`Depository OTP for pledge ${reqId} of ${clientCode}: ${otp} (authorise at ${link})`);
    const profile = this.#deps.profile(clientCode);
    return {
      ok: true,
      value: {
        transaction: this.view(row),
        pledgedData: {
          DPID: (profile?.dpNumber ?? "").slice(0, 8),
          ReturnUrl: `/trade/web-callbacks?req_id=${reqId}`,
          Boid: profile?.dpNumber ?? "",
          ReqId: reqId,
          pledgedtls: Buffer.from(JSON.stringify(request.stock_list)).toString("base64"),
          version: "1.0",
        },
        cdsl_link: link,
      },
    };
  }

  /** Create an unpledge of collateral shares: no OTP; the depository releases them 30 s later. */
  createUnpledge(clientCode: string, request: PledgeRequest): ServiceAnswer<PledgeCreated> {
    const checked = this.#check(clientCode, request);
    if (!checked.ok) return checked;
    this.catchUp(clientCode);
    const { store } = this.#deps;
    const now = this.#deps.now();
    const reqId = newReqId();
    const reserved = reservedOf(store.open(clientCode), store, "UNPLEDGE");
    const items: PledgeItemRow[] = [];
    let released = 0;
    for (const { isin, qty } of request.stock_list) {
      const pledge = store.pledge(clientCode, isin);
      const symbol = this.#deps.stocks(clientCode).find((s) => s.isin === isin)?.symbol ?? isin;
      if (pledge === undefined) return refusal(pledgeUnknownStockMessage(isin));
      const free = pledge.qty - (reserved.get(isin)?.qty ?? 0);
      if (qty > free) return refusal(unpledgeAbovePledgedMessage(symbol, Math.max(0, free)));
      released += Math.floor((pledge.collateral * qty) / pledge.qty);
      items.push({
        req_id: reqId,
        isin,
        segment: pledge.segment,
        token: pledge.token,
        qty,
        mtf_qty: 0,
        done_qty: 0,
        status: codes.pending,
      });
    }
    if (released > this.#deps.availableMargin(clientCode)) return refusal(unpledgeMarginInUseMessage);
    const row: PledgeRequestRow = {
      req_id: reqId,
      client_code: clientCode,
      kind: "UNPLEDGE",
      status: codes.pending,
      remark: pledgeNotifications.unpledgePending.title,
      source: request.source,
      otp: "",
      created_at: now,
      authorised_at: now,
      lapses_at: null,
      updated_at: now,
    };
    store.db.transaction(() => store.insertRequest(row, items))();
    this.#tell(clientCode, [[pledgeNotifications.unpledgePending, summary(items)]], now);
    return { ok: true, value: { transaction: this.view(row), pledgedData: null, cdsl_link: null } };
  }

  /** A request by id, for the depository's page (no session: the id is unguessable). */
  pageRequest(reqId: string): PledgeRequestRow | undefined {
    const row = this.#deps.store.request(reqId);
    if (row !== undefined) this.catchUp(row.client_code);
    return this.#deps.store.request(reqId);
  }

  /** The depository's page: the OTP authorises the pledge; "wrong" when it is not the request's OTP. */
  authorise(reqId: string, otp: string): "authorised" | "wrong" | "closed" {
    const { store } = this.#deps;
    const row = this.pageRequest(reqId);
    if (row === undefined || row.kind !== "PLEDGE" || row.status !== codes.awaiting) return "closed";
    if (otp.trim() !== row.otp) return "wrong";
    const now = this.#deps.now();
    if (!store.move(reqId, codes.awaiting, codes.pending, pledgeRemarks.otpAuthorized, now)) return "closed";
    this.#tell(row.client_code, [[pledgeNotifications.otpAuthenticated, summary(store.items(reqId))]], now);
    return "authorised";
  }

  /** The depository's page: the client declines the pledge. */
  decline(reqId: string): void {
    const row = this.pageRequest(reqId);
    if (row === undefined || row.kind !== "PLEDGE" || row.status !== codes.awaiting) return;
    const now = this.#deps.now();
    if (
      this.#deps.store.move(
        reqId,
        codes.awaiting,
        codes.cancelled,
        pledgeStatusText("PLEDGE", codes.cancelled),
        now,
      )
    )
      this.#tell(
        row.client_code,
        [[pledgeNotifications.pledgeCancelled, summary(this.#deps.store.items(reqId))]],
        now,
      );
  }

  /** A request as the status call answers it. */
  view(row: PledgeRequestRow, symbols = this.#symbols(row.client_code)): PledgeTransaction {
    const awaiting = row.status === codes.awaiting;
    return {
      req_id: row.req_id,
      kind: row.kind,
      status: row.status,
      status_text: pledgeStatusText(row.kind, row.status),
      remark: row.remark,
      source: row.source,
      created_at: epochSeconds(row.created_at),
      updated_at: epochSeconds(row.updated_at),
      lapses_at: awaiting && row.lapses_at !== null ? epochSeconds(row.lapses_at) : null,
      items: this.#deps.store.items(row.req_id).map((item) => ({
        isin: item.isin,
        symbol: symbols.get(item.isin) ?? item.isin,
        qty: item.qty,
        done_qty: item.done_qty,
        mtf_qty: item.mtf_qty,
        status: item.status,
        status_text: pledgeStatusText(row.kind, item.status),
      })),
      authorise_url: awaiting ? `${depositoryBase}/pledge/${row.req_id}` : null,
    };
  }

  #symbols(clientCode: string): Map<string, string> {
    return new Map(this.#deps.stocks(clientCode).map((s) => [s.isin, s.symbol]));
  }

  #check(clientCode: string, request: PledgeRequest): ServiceAnswer<null> {
    if (!isPledgeWindowOpen(this.#deps.now())) return refusal(pledgeWindowClosedMessage);
    if (this.#deps.profile(clientCode)?.asba === true) return refusal(pledgeAsbaBlockedMessage, 403);
    if (request.stock_list.some((item) => item.qty <= 0)) return refusal(pledgeQuantityMessage, 400);
    if (new Set(request.stock_list.map((item) => item.isin)).size !== request.stock_list.length)
      return refusal("Each stock may appear once in a request", 400);
    return { ok: true, value: null };
  }

  /** The depository confirms an authorised request: what is still there is pledged (or released). */
  #confirm(request: PledgeRequestRow, now: number): [PledgeNotification, string] | undefined {
    const { store } = this.#deps;
    const stocks = new Map(this.#deps.stocks(request.client_code).map((s) => [s.isin, s]));
    const items = store.items(request.req_id);
    let done = 0;
    for (const item of items) {
      const stock = stocks.get(item.isin);
      const moved =
        stock === undefined
          ? 0
          : request.kind === "PLEDGE"
            ? this.#pledgeItem(request, item, stock, now)
            : this.#unpledgeItem(request, item, stock, now);
      store.itemDone(
        item,
        moved,
        moved === item.qty ? codes.pledged : moved > 0 ? codes.partiallyPledged : codes.cancelled,
      );
      if (moved > 0) done += 1;
    }
    const all = items.every(
      (item) => (store.items(request.req_id).find((i) => i.isin === item.isin)?.done_qty ?? 0) === item.qty,
    );
    const status = done === 0 ? codes.cancelled : all ? codes.pledged : codes.partiallyPledged;
    const remark =
      status === codes.cancelled
        ? "Something went wrong!!"
        : request.kind === "UNPLEDGE"
          ? pledgeStatusText("UNPLEDGE", status)
          : all
            ? pledgeRemarks.successful
            : pledgeRemarks.partiallySuccessful;
    if (!store.move(request.req_id, codes.pending, status, remark, now)) return undefined;
    if (status === codes.cancelled)
      return [
        request.kind === "PLEDGE"
          ? pledgeNotifications.pledgeCancelled
          : pledgeNotifications.unpledgeCancelled,
        summary(items),
      ];
    return [pledgeNotifications.marginUpdated, summary(items)];
  }

  #pledgeItem(request: PledgeRequestRow, item: PledgeItemRow, stock: PledgeStockView, now: number): number {
    const { store } = this.#deps;
    const mtf = Math.min(item.mtf_qty, stock.mtfUnpledged);
    const held = Math.min(item.qty - item.mtf_qty, stock.freeQty);
    if (mtf + held === 0) return 0;
    const pledge = store.pledge(request.client_code, item.isin) ?? {
      client_code: request.client_code,
      isin: item.isin,
      segment: item.segment,
      token: item.token,
      qty: 0,
      mtf_qty: 0,
      collateral: 0,
    };
    const collateral = collateralOf(stock.ltpPaise * held);
    store.savePledge({
      ...pledge,
      qty: pledge.qty + held,
      mtf_qty: pledge.mtf_qty + mtf,
      collateral: pledge.collateral + collateral,
    });
    store.ledger(request.client_code, "collateral", collateral, now);
    store.ledger(request.client_code, "settled", -pledgeChargePaise, now);
    let left = mtf;
    for (const lot of store.lots(request.client_code)) {
      if (left === 0) break;
      if (lot.isin !== item.isin) continue;
      const room = Math.max(0, lot.qty - lot.closed_qty - lot.squared_off_qty - lot.pledged_qty);
      const take = Math.min(room, left);
      if (take > 0) store.saveLot({ ...lot, pledged_qty: lot.pledged_qty + take });
      left -= take;
    }
    return mtf + held;
  }

  #unpledgeItem(
    request: PledgeRequestRow,
    item: PledgeItemRow,
    _stock: PledgeStockView,
    now: number,
  ): number {
    const { store } = this.#deps;
    const pledge = store.pledge(request.client_code, item.isin);
    if (pledge === undefined) return 0;
    const qty = Math.min(item.qty, pledge.qty);
    if (qty === 0) return 0;
    const released = Math.floor((pledge.collateral * qty) / pledge.qty);
    store.savePledge({ ...pledge, qty: pledge.qty - qty, collateral: pledge.collateral - released });
    store.ledger(request.client_code, "collateral", -released, now);
    return qty;
  }

  /** Collateral shares since sold leave the pledge, with their share of the collateral. */
  #followHoldings(clientCode: string, now: number): void {
    const { store } = this.#deps;
    const held = new Map(this.#deps.stocks(clientCode).map((s) => [s.isin, s.heldQty]));
    for (const pledge of store.pledges(clientCode)) {
      const qty = held.get(pledge.isin) ?? 0;
      if (pledge.qty <= qty) continue;
      const kept = pledge.qty === 0 ? 0 : Math.floor((pledge.collateral * qty) / pledge.qty);
      store.savePledge({ ...pledge, qty, collateral: kept });
      store.ledger(clientCode, "collateral", kept - pledge.collateral, now);
    }
  }

  #tell(clientCode: string, told: readonly [PledgeNotification, string][], now: number): void {
    if (told.length === 0) return;
    // The bodies name stocks by ISIN (summary); the notification shows their symbols.
    const symbols = this.#symbols(clientCode);
    const named = (body: string) =>
      body.replace(/\b[A-Z]{2}[A-Z0-9]{9}\d\b/g, (isin) => symbols.get(isin) ?? isin);
    const messages = this.#deps.store.db.transaction(() =>
      told.map(([notification, body]) =>
        this.#deps.notify(clientCode, {
          type: "pledge",
          title: notification.title,
          body: named(body),
          state: notification.tone,
          detail: String(notification.code),
          redirectionUrl: "/stock/status",
          receivedAt: now,
        }),
      ),
    )();
    for (const message of messages) this.#deps.announce(clientCode, message);
  }
}

const lapsed = (request: PledgeRequestRow, now: number) =>
  request.lapses_at !== null && now >= request.lapses_at;

const summary = (items: readonly PledgeItemRow[]) =>
  items.map((item) => `${item.isin} × ${item.qty}`).join(", ");
