import { randomBytes } from "node:crypto";
import type { Profile, RmsLimit } from "@trade/core";
import {
  type MtfDashboard,
  type MtfPaymentHistory,
  type MtfRecommendation,
  type MtfTransaction,
  mtfBuyingPower,
  mtfCycleOf,
  mtfFunded,
  mtfInterest,
  mtfLeverage,
  mtfRefusalOf,
  payNowPaiseProblem,
} from "@trade/core/mtf";
import { refused, type ServiceAnswer } from "../http/answer.js";
import { epochSeconds } from "../http/epochSeconds.js";
import type { InstrumentMaster } from "../market/instruments/index.js";
import type { MarketData } from "../market/marketData.js";
import { openQtyOf, type PledgeStore, unpledgedQtyOf } from "../pledge/store.js";
import { squareOffDateOf } from "./dayRoll.js";
import type { MtfPaymentRow, MtfStore } from "./store.js";

/** What the MTF service reads from the rest of the sandbox. */
export interface MtfDeps {
  store: MtfStore;
  pledges: PledgeStore;
  now: () => number;
  profile: (clientCode: string) => Profile | undefined;
  /** The trading balance with the margin the engine blocks (brings the engine up to the clock first). */
  limit: (clientCode: string) => RmsLimit;
  instruments: () => InstrumentMaster;
  market: () => MarketData;
}

/** Whether a client may use Pay Later: MTF enabled, not ASBA registered, stock transfers verified (core rules/mtf). */
export const mtfEligible = (profile: Profile | undefined): boolean => mtfRefusalOf(profile) === undefined;

/**
 * Pay Later (spec 3 §2, §9): the dashboard (4X the available margin, cash and pledged collateral together; what is
 * funded and due), the MTF buys with their pledge and square-off date, the interest charged at each day roll and the
 * payments of the dues, recommendations, and paying now (from settled cash, once per reference).
 */
export class MtfService {
  readonly #deps: MtfDeps;

  constructor(deps: MtfDeps) {
    this.#deps = deps;
  }

  eligible(clientCode: string): boolean {
    return mtfEligible(this.#deps.profile(clientCode));
  }

  dashboard(clientCode: string): MtfDashboard {
    const limit = this.#deps.limit(clientCode);
    const refusal = mtfRefusalOf(this.#deps.profile(clientCode));
    const eligible = refusal === undefined;
    const open = this.transactions(clientCode).filter(
      (t) => t.status === "Pledged" || t.status === "Awaiting pledge",
    );
    const funded = open.reduce((s, t) => s + t.funded, 0);
    const awaiting = open.filter((t) => t.qty > t.pledged_qty);
    return {
      eligible,
      message: refusal?.message ?? null,
      ...(refusal === undefined ? {} : { reason: refusal.code }),
      available_margin: limit.availableMargin,
      collateral: limit.collateral,
      buying_power: eligible ? mtfBuyingPower(limit.availableMargin) : 0,
      leverage: mtfLeverage,
      funded,
      dues: this.#deps.store.dues(clientCode),
      interest_per_day: mtfInterest(funded, 1),
      unpledged_qty: awaiting.reduce((s, t) => s + t.qty - t.pledged_qty, 0),
      next_square_off: awaiting.map((t) => t.square_off_after).sort()[0] ?? null,
    };
  }

  /** The MTF buys, newest first. */
  transactions(clientCode: string): MtfTransaction[] {
    this.#deps.limit(clientCode);
    const master = this.#deps.instruments();
    return this.#deps.pledges
      .lots(clientCode)
      .reverse()
      .map((lot) => {
        const open = openQtyOf(lot);
        const status =
          open === 0
            ? lot.squared_off_qty > 0
              ? "Squared off"
              : "Closed"
            : unpledgedQtyOf(lot) > 0
              ? "Awaiting pledge"
              : "Pledged";
        return {
          id: lot.id,
          isin: lot.isin,
          symbol: master.get(lot.segment, lot.token)?.symbol ?? lot.isin,
          segment: lot.segment,
          token: lot.token,
          trade_date: lot.trade_date,
          qty: open === 0 ? lot.qty : open,
          price: lot.price,
          funded: open === 0 ? 0 : mtfFunded(lot.price * open),
          pledged_qty: Math.min(lot.pledged_qty, open === 0 ? lot.qty : open),
          status,
          square_off_after: squareOffDateOf(lot.trade_date),
        };
      });
  }

  paymentHistory(clientCode: string): MtfPaymentHistory {
    return {
      payments: this.#deps.store.payments(clientCode).map(paymentView),
      interest: this.#deps.store.interest(clientCode).map((row) => ({
        date: row.date,
        days: row.days,
        funded: row.funded,
        interest: row.interest,
        cycle: mtfCycleOf(row.date),
      })),
      dues: this.#deps.store.dues(clientCode),
    };
  }

  /** Large NSE stocks, each MTF enabled; `limit` 0 is all (spec 3 §7). */
  recommendations(limit: number): MtfRecommendation[] {
    const market = this.#deps.market();
    const picks = this.#deps
      .instruments()
      .all.filter((i) => i.segment === 1 && i.kind === "EQ" && i.marketCap === "LARGE" && i.isin !== null)
      .slice(0, limit === 0 ? undefined : limit);
    return picks.map((i) => ({
      symbol: i.symbol,
      company: i.name,
      isin: i.isin as string,
      segment_id: i.segment,
      token: i.token,
      close_price: market.quote(i.segment, i.token)?.close ?? i.basePrice,
      mtf_enabled: true,
      leverage: mtfLeverage,
    }));
  }

  /** Pay the dues now from settled cash; a repeat of the reference answers the first payment. */
  payNow(
    clientCode: string,
    amount: number,
    reference: string,
  ): ServiceAnswer<{ payment: ReturnType<typeof paymentView>; dues: number }> {
    const { store } = this.#deps;
    const done = store.paymentByReference(clientCode, reference);
    if (done !== undefined)
      return { ok: true, value: { payment: paymentView(done), dues: store.dues(clientCode) } };
    const refusal = mtfRefusalOf(this.#deps.profile(clientCode));
    if (refusal !== undefined) return refused(403, refusal.code, refusal.message);
    const dues = store.dues(clientCode);
    const problem = payNowPaiseProblem(amount, dues, this.#deps.limit(clientCode).availableMargin);
    if (problem !== undefined) return refused(422, payNowCodeOf(amount, dues), problem);
    const row: MtfPaymentRow = {
      payment_id: `MTFP${randomBytes(8).toString("hex").toUpperCase()}`,
      client_code: clientCode,
      reference,
      amount,
      status: "successful",
      created_at: this.#deps.now(),
    };
    store.pay(row);
    return { ok: true, value: { payment: paymentView(row), dues: store.dues(clientCode) } };
  }
}

/** The broker's code of a pay-now refusal (the words are core's payNowPaiseProblem). */
const payNowCodeOf = (amount: number, dues: number) =>
  dues <= 0 ? "MTF-NO-DUES" : amount > dues ? "MTF-ABOVE-DUES" : "MTF-FUNDS";

const paymentView = (row: MtfPaymentRow) => ({
  payment_id: row.payment_id,
  amount: row.amount,
  status: row.status,
  created_at: epochSeconds(row.created_at),
});
