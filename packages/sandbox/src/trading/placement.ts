import { defaultMarketCalendar, formatRupees } from "@trade/core";
import { deliveryVerificationCode, needsDeliveryVerification } from "@trade/core/edis";
import { mtfProduct, mtfRefusalOf } from "@trade/core/mtf";
import { checkPlacement, isAmoTime, type OrderPlacement, type PlaceResult } from "@trade/core/orders";
import { dayOf } from "../edis/service.js";
import { spendDeliveryVerification, verifiedRemaining } from "../edis/store.js";
import type { Instrument } from "../market/types.js";
import {
  type EngineAnswer,
  engineCodes,
  engineTexts,
  marketStatus,
  refused,
  waitingForOpen,
} from "./answers.js";
import type { OrderRow } from "./book.js";
import { availableMargin, instrumentFacts, orderMargin } from "./margin.js";
import type { Matcher } from "./matching.js";
import { exitOf, heldQty } from "./positions.js";
import { scheduleProblem } from "./schedule.js";
import type { EngineState } from "./state.js";

/**
 * Placing a new order: the rules of core's rules/trading decide what is refused, with the spec's codes and words; a
 * refused order is stored as `rejected` (order history shows it) and answered 422 with the code. Funds: the margin
 * an order adds must fit the available margin, else RMS1011. Scheduled orders wait (`pending`), AMO orders wait for
 * the open, the rest go to the market at once.
 */
export function placeOrder(
  state: EngineState,
  matcher: Matcher,
  clientCode: string,
  payload: OrderPlacement,
): EngineAnswer<PlaceResult> {
  const instrument = state.deps.instruments().get(payload.exchangeSegment, payload.symbolToken);
  if (instrument === undefined || instrument.kind === "INDEX") {
    return refused(
      404,
      engineCodes.unknownScrip,
      instrument === undefined
        ? `No instrument ${payload.symbolToken} in segment ${payload.exchangeSegment}`
        : `${instrument.symbol} is an index: it cannot be traded`,
    );
  }
  if (payload.tradingSymbol !== undefined && payload.tradingSymbol !== instrument.tradeSymbol) {
    return refused(
      400,
      "VALIDATION",
      `tradingSymbol: token ${payload.symbolToken} is ${instrument.tradeSymbol}`,
    );
  }
  const now = state.now();
  const late =
    payload.scheduledOrder === undefined ? undefined : scheduleProblem(payload.scheduledOrder, now);
  if (late !== undefined) return refused(400, "VALIDATION", late);
  const quote = state.quote(instrument);
  const amo = payload.variety === "AMO";
  const row = newOrderRow(clientCode, payload, instrument, now);

  const exit = exitOf(state, clientCode, payload);
  const account = state.account(clientCode);
  // A POA client without DDPI sells from the demat only what the depository approved today (spec 3 §5).
  const isin = instrument.isin;
  const verifying = needsDeliveryVerification(account, payload) && exit.netQty === undefined && isin != null;
  const day = dayOf(now);
  const verified = verifying ? verifiedRemaining(state.book.db, clientCode, isin, day) : 0;
  const problem = checkPlacement({
    order: payload as Parameters<typeof checkPlacement>[0]["order"],
    instrument: instrumentFacts(instrument),
    quote: { ltp: quote.ltp, upperCircuit: quote.upperCircuit, lowerCircuit: quote.lowerCircuit },
    account: verifying ? { ...account, edisVerified: verified >= payload.quantity } : account,
    nowMs: now,
    heldQty: heldQty(state, clientCode, instrument),
    ...exit,
    mode: "server",
  });
  // Not placed, so not in the order book: the client opens the verification of what the refusal names and retries.
  if (problem?.code === deliveryVerificationCode && verifying) {
    return refused(422, problem.code, problem.message, { isin, quantity: payload.quantity, verified });
  }
  if (problem !== undefined) return reject(state, row, problem.code, problem.message);
  // Pay Later (MTF) is the Margin product: a new MTF buy needs an eligible account (mtf/service.ts).
  const mtfRefusal =
    payload.productType === mtfProduct && payload.transactionType === "B"
      ? mtfRefusalOf(state.deps.profile(clientCode))
      : undefined;
  if (mtfRefusal !== undefined) return reject(state, row, mtfRefusal.code, mtfRefusal.message);

  const scheduled = payload.scheduledOrder !== undefined;
  const outside = isAmoTime(instrument.segment, now, defaultMarketCalendar);
  if (!scheduled && !amo && outside)
    return reject(state, row, engineCodes.outsideHours, engineTexts.outsideHours);

  const need = orderMargin(state, row, instrument);
  const available = availableMargin(state, clientCode, row);
  if (need > available) {
    return reject(
      state,
      row,
      engineCodes.funds,
      `Insufficient funds: this order needs ${formatRupees(need)} of margin, ${formatRupees(Math.max(0, available))} is available`,
    );
  }

  if (scheduled) row.status = "pending";
  else if (amo) row.status = "after market order req received";
  else row.status = marketStatus(row.order_type);
  const stored = state.insert(row);
  if (verifying) spendDeliveryVerification(state.book.db, clientCode, isin, row.quantity, day);
  if (stored.status === "open" || stored.status === "trigger pending")
    matcher.tryMatch(stored, instrument, now);
  return placeAnswer(state.book.byId(stored.order_id) as OrderRow);
}

function newOrderRow(
  clientCode: string,
  p: OrderPlacement,
  instrument: Instrument,
  now: number,
): Omit<OrderRow, "seq" | "order_id"> {
  const exits =
    p.stopLossTriggerPrice !== undefined || p.targetPrice !== undefined
      ? JSON.stringify({
          stopLossTriggerPrice: p.stopLossTriggerPrice ?? 0,
          stopLossPrice: p.stopLossPrice ?? 0,
          targetTriggerPrice: p.targetTriggerPrice ?? 0,
          targetPrice: p.targetPrice ?? 0,
        })
      : null;
  return {
    client_code: clientCode,
    gui_order_id: p.guiOrderId,
    parent_order_id: "",
    leg: "MAIN",
    segment: instrument.segment,
    token: instrument.token,
    side: p.transactionType,
    product: p.productType,
    order_type: p.orderType,
    variety: p.variety ?? "NORMAL",
    duration: p.duration ?? "DAY",
    quantity: Math.trunc(p.quantity),
    filled: 0,
    fill_value: 0,
    cancelled: 0,
    price: p.orderType === "MARKET" || p.orderType === "SL-M" ? 0 : Math.trunc(p.price ?? 0),
    trigger_price: Math.trunc(p.triggerPrice ?? 0),
    disclosed: Math.trunc(p.disclosedQuantity ?? 0),
    square_off: Math.trunc(p.squareOff ?? 0),
    stop_loss: Math.trunc(p.stopLoss ?? 0),
    trailing: Math.trunc(p.trailingStopLoss ?? 0),
    status: "open pending",
    error_code: null,
    rejection_reason: "",
    text: "",
    is_amo: p.variety === "AMO" ? 1 : 0,
    schedule_json: p.scheduledOrder === undefined ? null : JSON.stringify(p.scheduledOrder),
    exits_json: exits,
    ao_order_id: null,
    tag: p.orderTag ?? "",
    created_at: now,
    updated_at: now,
  };
}

function reject(
  state: EngineState,
  row: Omit<OrderRow, "seq" | "order_id">,
  code: string,
  message: string,
): EngineAnswer<PlaceResult> {
  const stored = state.insert({
    ...row,
    status: "rejected",
    error_code: code,
    rejection_reason: message,
    text: message,
    cancelled: row.quantity,
  });
  return placeAnswer(stored);
}

/** The answer to a placement (also to a repeated one: the idempotency key finds the stored order). */
export function placeAnswer(row: OrderRow): EngineAnswer<PlaceResult> {
  const result: PlaceResult = {
    orderId: row.order_id,
    guiOrderId: row.gui_order_id,
    status:
      row.status === "rejected"
        ? "rejected"
        : row.status === "failed"
          ? "failed"
          : row.status === "pending" || waitingForOpen.includes(row.status)
            ? "pending"
            : "success",
    orderStatus: row.status,
    text: row.text,
    aoOrderId: row.ao_order_id,
    nestOrderId: null,
  };
  if (row.status === "rejected") {
    return refused(422, row.error_code ?? "REJECTED", row.rejection_reason, result);
  }
  return { ok: true, value: result };
}
