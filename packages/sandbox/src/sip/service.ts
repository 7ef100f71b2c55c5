import type { Order } from "@trade/core/orders";
import {
  checkSip,
  nextSipDate,
  type SipCreateRequest,
  type SipStatus,
  type SipTransaction,
  type SipUpdateRequest,
  type StockSip,
  sipCancelledFinalMessage,
  sipNotFoundMessage,
  sipStatusChangeAllowed,
} from "@trade/core/sip";
import { type EngineAnswer, refused } from "../trading/answers.js";
import { type StandingDeps, StandingService } from "../trading/standingService.js";
import type { SipEngine, SipRunner } from "./runner.js";
import type { SipRow, SipStore, SipTransactionRow } from "./store.js";

export interface SipDeps extends StandingDeps {
  engine: () => SipEngine;
}

/** Create, change, list Stock SIPs and read their instalments; the runner (`watcher`) places them. */
export class SipService extends StandingService<SipStore, SipRunner, SipDeps> {
  create(clientCode: string, request: SipCreateRequest): EngineAnswer<StockSip> {
    const instrument = this.instrument(request.exchangeSegment, request.instrument_id);
    if ("ok" in instrument) return instrument;
    const problem = checkSip({
      sip: request,
      instrument,
      account: this.deps.account(clientCode),
      today: this.deps.today(),
    });
    if (problem) return refused(422, problem.code, problem.message);
    const terms = {
      frequency: request.frequency,
      start_date: request.start_date,
      end_date: request.end_date ?? null,
    };
    return this.#write(() =>
      this.store.insert(
        {
          client_code: clientCode,
          segment: instrument.segment,
          token: instrument.token,
          symbol: instrument.symbol,
          trade_symbol: instrument.tradeSymbol,
          name: instrument.name,
          exchange: instrument.exchange,
          order_type: request.order_type,
          order_value: request.order_value,
          status: "ACTIVE",
          ...terms,
          next_date: nextSipDate(terms, this.deps.today()),
          strategy_code: request.strategy_code ?? null,
        },
        this.deps.now(),
      ),
    );
  }

  /** Pause, resume, cancel or new terms (PUT /v1/sip/{sip_id}). */
  update(clientCode: string, sipId: string, request: SipUpdateRequest): EngineAnswer<StockSip> {
    const row = this.#find(clientCode, sipId);
    if (row === undefined) return refused(404, "SIP-NOT-FOUND", sipNotFoundMessage);
    const status: SipStatus = request.status ?? row.status;
    if (!sipStatusChangeAllowed(row.status, status))
      return refused(409, "SIP-CANCELLED", sipCancelledFinalMessage);
    const next = {
      order_type: request.order_type ?? row.order_type,
      order_value: request.order_value ?? row.order_value,
      frequency: request.frequency ?? row.frequency,
      start_date: request.start_date ?? row.start_date,
      end_date: request.end_date === undefined ? row.end_date : request.end_date,
      strategy_code: request.strategy_code ?? row.strategy_code,
    };
    const instrument = this.instrument(row.segment, row.token);
    if ("ok" in instrument) return instrument;
    const today = this.deps.today();
    if (status !== "CANCEL") {
      const problem = checkSip({
        sip: next,
        instrument,
        account: this.deps.account(clientCode),
        today,
        started: request.start_date === undefined,
      });
      if (problem) return refused(422, problem.code, problem.message);
    }
    return this.#write(() =>
      this.store.update(
        row.id,
        { ...next, status, next_date: status === "ACTIVE" ? nextSipDate(next, today) : null },
        this.deps.now(),
      ),
    );
  }

  list(clientCode: string, status?: SipStatus): StockSip[] {
    return this.store
      .list(clientCode)
      .filter((row) => status === undefined || row.status === status)
      .map(toStockSip);
  }

  /** A SIP's instalments, newest first, each with its order's fate now. */
  transactions(clientCode: string, sipId: string): EngineAnswer<SipTransaction[]> {
    const row = this.#find(clientCode, sipId);
    if (row === undefined) return refused(404, "SIP-NOT-FOUND", sipNotFoundMessage);
    const rows = this.store.transactions(row.id);
    const guis = rows.flatMap((t) =>
      t.status === "Placed" && t.gui_order_id !== null ? [t.gui_order_id] : [],
    );
    const orders = new Map(
      this.deps
        .engine()
        .ordersByGui(clientCode, guis)
        .map((o) => [o.guiOrderId, o]),
    );
    return { ok: true, value: rows.map((t) => toTransaction(t, orders.get(t.gui_order_id ?? ""))) };
  }

  #find(clientCode: string, sipId: string): SipRow | undefined {
    return /^\d{1,15}$/.test(sipId) ? this.store.get(clientCode, Number(sipId)) : undefined;
  }

  #write(work: () => SipRow): EngineAnswer<StockSip> {
    const row = this.store.db.transaction(work)();
    this.watcher.changed();
    return { ok: true, value: toStockSip(row) };
  }
}

function toStockSip(row: SipRow): StockSip {
  return {
    sip_id: String(row.id),
    instrument_symbol: row.symbol,
    instrument_id: row.token,
    instrument_name: row.name,
    instrument_trade_symbol: row.trade_symbol,
    exchange: row.exchange,
    exchangeSegment: row.segment,
    order_type: row.order_type,
    order_value: row.order_value,
    frequency: row.frequency,
    status: row.status,
    start_date: row.start_date,
    end_date: row.end_date,
    next_date: row.next_date,
    strategy_code: row.strategy_code,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** An instalment as the wire shows it: a placed order's fate read from the order now. */
function toTransaction(row: SipTransactionRow, order: Order | undefined): SipTransaction {
  const base = { sip_id: String(row.sip_id), date: row.date, at: row.at, order_id: row.order_id };
  if (row.status !== "Placed") {
    return { ...base, status: row.status, quantity: row.quantity, price: 0, reason: row.reason };
  }
  const status =
    order?.orderStatus === "complete"
      ? "Executed"
      : order?.orderStatus === "rejected"
        ? "Rejected"
        : order?.orderStatus === "cancelled"
          ? "Failed"
          : "Pending";
  return {
    ...base,
    status,
    quantity: row.quantity,
    price: order?.averagePrice ?? 0,
    reason: status === "Rejected" || status === "Failed" ? (order?.text ?? null) : null,
  };
}
