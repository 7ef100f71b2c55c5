import { isIndexKind } from "@trade/core";
import {
  checkGttRule,
  type GttCheckInput,
  type GttCreateRequest,
  type GttListRequest,
  type GttModifyRequest,
  gttListPageSize,
  gttNotFoundMessage,
  gttNotPendingMessage,
  gttPendingLimitMessage,
  gttStatusCodes,
  isPendingGtt,
  marketProtectionRange,
  maxPendingGttRules,
} from "@trade/core/gtt";
import type { Instrument } from "../market/types.js";
import { type EngineAnswer, refused } from "../trading/answers.js";
import { instrumentFacts } from "../trading/margin.js";
import { type StandingDeps, StandingService } from "../trading/standingService.js";
import type { GttEvaluator } from "./evaluator.js";
import type { GttRow, GttStore, GttTerms } from "./store.js";

/** The codes the GTT calls refuse with besides the rule checks' GTT-* codes (docs/decisions.md, "GTT"). */
export const gttCodes = {
  notFound: "GTT-NOT-FOUND",
  /** The rule was already triggered or cancelled: the app shows the fixed "Couldn't update GTT" (spec 2 §8). */
  notPending: "AB9026",
  /** The instrument cannot carry a GTT (an index): the fixed "Couldn't create GTT". */
  notTradable: "AB9016",
  pendingLimit: "GTT-LIMIT",
} as const;

export interface GttDeps extends StandingDeps {
  /** The instrument's last traded price now (minor units). */
  ltp: (instrument: Instrument) => number;
}

/** Create, modify, cancel and list GTT rules; the evaluator (`watcher`) watches what is pending. */
export class GttService extends StandingService<GttStore, GttEvaluator, GttDeps> {
  create(clientCode: string, request: GttCreateRequest): EngineAnswer<GttRow> {
    const instrument = this.instrument(request.exchangeSegment, request.symboltoken);
    if ("ok" in instrument) return instrument;
    if (request.tradingsymbol !== undefined && request.tradingsymbol !== instrument.tradeSymbol) {
      return refused(
        400,
        "VALIDATION",
        `tradingsymbol: ${request.tradingsymbol} is not token ${instrument.token}`,
      );
    }
    if (isIndexKind(instrument.kind))
      return refused(422, gttCodes.notTradable, "An index cannot carry a GTT");
    const ltp = this.deps.ltp(instrument);
    const terms = this.#terms(request, ltp);
    const refusal = this.#check(clientCode, request, instrument, ltp);
    if (refusal) return refusal;
    return this.#write(() => {
      if (this.store.pendingCount(clientCode) >= maxPendingGttRules) {
        return refused(422, gttCodes.pendingLimit, gttPendingLimitMessage(maxPendingGttRules));
      }
      const row = this.store.insert(
        {
          ...terms,
          client_code: clientCode,
          segment: instrument.segment,
          token: instrument.token,
          trading_symbol: instrument.tradeSymbol,
          exchange: instrument.exchange,
          side: request.transactiontype,
          product: request.producttype,
          gtt_type: request.gttType,
          strategy_code: request.strategyCode ?? null,
        },
        this.deps.now(),
      );
      return { ok: true, value: row };
    });
  }

  modify(clientCode: string, request: GttModifyRequest): EngineAnswer<GttRow> {
    const found = this.#pending(clientCode, request.id);
    if (!found.ok) return found;
    const row = found.value;
    const instrument = this.instrument(row.segment, row.token);
    if ("ok" in instrument) return instrument;
    const ltp = this.deps.ltp(instrument);
    const rule = { ...request, transactiontype: row.side, producttype: row.product, gttType: row.gtt_type };
    const refusal = this.#check(clientCode, rule, instrument, ltp);
    if (refusal) return refusal;
    return this.#write(() => {
      const changed = this.store.modify(row.id, this.#terms(rule, ltp), this.deps.now());
      return changed === undefined
        ? refused(409, gttCodes.notPending, gttNotPendingMessage)
        : { ok: true, value: changed };
    });
  }

  cancel(clientCode: string, id: string): EngineAnswer<GttRow> {
    const found = this.#pending(clientCode, id);
    if (!found.ok) return found;
    const row = found.value;
    return this.#write(() => {
      const cancelled = this.store.cancel(row.id, this.deps.now());
      return cancelled === undefined
        ? refused(409, gttCodes.notPending, gttNotPendingMessage)
        : { ok: true, value: cancelled };
    });
  }

  list(clientCode: string, request: GttListRequest): { rows: GttRow[]; total: number; page: number } {
    const page = request.page ?? 1;
    const statuses = request.status ?? [...gttStatusCodes];
    const { rows, total } = this.store.page(clientCode, statuses, page, request.count ?? gttListPageSize);
    return { rows, total, page };
  }

  /** The core GTT checks on these terms, as a 422 refusal (with the dialog's title where the spec gives one). */
  #check(
    clientCode: string,
    rule: GttCheckInput["rule"],
    instrument: Instrument,
    ltp: number,
  ): EngineAnswer<never> | undefined {
    const problem = checkGttRule({
      rule,
      instrument: { ...instrumentFacts(instrument), expiry: instrument.expiry },
      account: this.deps.account(clientCode),
      ltp,
      today: this.deps.today(),
    });
    if (problem === undefined) return undefined;
    return refused(422, problem.code, problem.message, problem.title ? { title: problem.title } : null);
  }

  #pending(clientCode: string, id: string): EngineAnswer<GttRow> {
    const row = /^\d{1,15}$/.test(id) ? this.store.get(clientCode, Number(id)) : undefined;
    if (row === undefined) return refused(404, gttCodes.notFound, gttNotFoundMessage);
    if (!isPendingGtt(row.status)) return refused(409, gttCodes.notPending, gttNotPendingMessage);
    return { ok: true, value: row };
  }

  #terms(request: Omit<GttModifyRequest, "id"> & Pick<GttCreateRequest, "gttType">, ltp: number): GttTerms {
    const market = (request.orderType ?? "LIMIT") === "MARKET";
    const oco = request.gttType === "OCO";
    return {
      order_type: market ? "MARKET" : "LIMIT",
      qty: request.qty,
      price: market ? null : (request.price ?? null),
      trigger_price: request.triggerprice,
      stoploss_price: market || !oco ? null : (request.stoplossprice ?? null),
      stoploss_trigger_price: oco ? (request.stoplosstriggerprice ?? null) : null,
      disclosed_qty: request.disclosedqty ?? 0,
      market_protection: market ? (request.marketProtection ?? marketProtectionRange.default) : null,
      ltp_at_placement: ltp,
    };
  }

  /** One transaction; the evaluator learns of the rule once it is written. */
  #write(work: () => EngineAnswer<GttRow>): EngineAnswer<GttRow> {
    const answer = this.store.db.transaction(work)();
    if (answer.ok) this.watcher.watch(answer.value);
    return answer;
  }
}
