import { randomBytes } from "node:crypto";
import { istDateKey, istDay } from "@trade/core";
import {
  type DeliveryAuthorisations,
  type DeliveryVerification,
  type DeliveryVerificationRequest,
  deliveryVerificationLifetimeMs,
  deliveryVerificationOutcomes,
  deliveryVerificationWaitingMessage,
  remainingVerified,
  verificationNotFoundMessage,
  verifyMoreThanHeldMessage,
  verifyNotHeldMessage,
} from "@trade/core/edis";
import type { Db } from "../db/database.js";
import { refused, type ServiceAnswer } from "../http/answer.js";
import { epochSeconds } from "../http/epochSeconds.js";
import { authorisationsOf, type EdisRequestRow, type EdisStore, instructionsOf } from "./store.js";

/** The depository's pages (the sandbox plays CDSL): /sandbox-depository/:id, reached by the request's unguessable id. */
export const depositoryPagesBase = "/sandbox-depository";

/** What the verification reads from the rest of the sandbox. */
export interface EdisDeps {
  db: Db;
  /** The market clock, epoch ms (test controls drive it). */
  now: () => number;
  /** The client's settled demat holdings by ISIN. */
  holdings: (clientCode: string) => readonly { isin: string; quantity: number }[];
}

/** The IST day (YYYY-MM-DD) an instant falls on: a verification's approval holds for that day only. */
export const dayOf = (ms: number) => istDateKey(istDay(ms));

/**
 * The depository's side of delivery-instruction verification (spec 3 §5, §7): a request names ISINs and quantities
 * the demat holds; its page approves or rejects it, or it expires unanswered after `deliveryVerificationLifetimeMs`
 * of market time. An approval adds to what the client may sell (or transfer) of each ISIN that IST day.
 */
export class EdisService {
  readonly #store: EdisStore;
  readonly #deps: EdisDeps;

  constructor(store: EdisStore, deps: EdisDeps) {
    this.#store = store;
    this.#deps = deps;
  }

  start(clientCode: string, request: DeliveryVerificationRequest): ServiceAnswer<DeliveryVerification> {
    const isins = request.isins.map(({ isin, quantity }) => ({ isin, quantity }));
    if (new Set(isins.map((i) => i.isin)).size !== isins.length) {
      return refused(400, "VALIDATION", "isins: each ISIN once");
    }
    const held = new Map(this.#deps.holdings(clientCode).map((h) => [h.isin, h.quantity]));
    for (const { isin, quantity } of isins) {
      const have = held.get(isin) ?? 0;
      if (have <= 0) return refused(422, "EDIS-NOT-HELD", verifyNotHeldMessage(isin));
      if (quantity > have) return refused(422, "EDIS-QTY", verifyMoreThanHeldMessage(isin, have));
    }
    const now = this.#deps.now();
    const row: EdisRequestRow = {
      id: `EDIS${randomBytes(10).toString("hex").toUpperCase()}`,
      client_code: clientCode,
      flow_type: request.flowType,
      isins_json: JSON.stringify(isins),
      status: "pending",
      day: dayOf(now),
      created_at: now,
      expires_at: now + deliveryVerificationLifetimeMs,
      updated_at: now,
    };
    this.#store.insert(row);
    return { ok: true, value: this.#toVerification(row) };
  }

  /** A client's verification, expired first when its time is up. */
  verification(clientCode: string, id: string): ServiceAnswer<DeliveryVerification> {
    const row = this.page(id);
    if (row === undefined || row.client_code !== clientCode) {
      return refused(404, "EDIS-NOT-FOUND", verificationNotFoundMessage);
    }
    return { ok: true, value: this.#toVerification(row) };
  }

  /** The request behind a depository page (no session: the id is the key), expired first when its time is up. */
  page(id: string): EdisRequestRow | undefined {
    const row = this.#store.request(id);
    if (row?.status === "pending" && this.#deps.now() >= row.expires_at) {
      this.#store.finish(row, "expired", this.#deps.now());
      return this.#store.request(id);
    }
    return row;
  }

  /** The page's answer: approve or reject a pending request (an answered or expired one stays as it is). */
  decide(id: string, decision: "approve" | "reject"): EdisRequestRow | undefined {
    const row = this.page(id);
    if (row?.status === "pending") {
      this.#store.finish(row, decision === "approve" ? "verified" : "rejected", this.#deps.now());
    }
    return this.#store.request(id);
  }

  authorisations(clientCode: string): DeliveryAuthorisations {
    const day = dayOf(this.#deps.now());
    return {
      day,
      authorisations: authorisationsOf(this.#deps.db, clientCode, day).map((row) => ({
        isin: row.isin,
        approved: row.approved,
        used: row.used,
        remaining: remainingVerified(row.approved, row.used),
      })),
    };
  }

  #toVerification(row: EdisRequestRow): DeliveryVerification {
    return {
      request_id: row.id,
      status: row.status,
      flow_type: row.flow_type,
      isins: instructionsOf(row),
      page_url: row.status === "pending" ? `${depositoryPagesBase}/${row.id}` : null,
      created_at: epochSeconds(row.created_at),
      expires_at: epochSeconds(row.expires_at),
      message:
        row.status === "pending"
          ? deliveryVerificationWaitingMessage
          : deliveryVerificationOutcomes[row.status].message,
    };
  }
}
