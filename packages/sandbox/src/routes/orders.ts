import { asbaFunds } from "@trade/core/funds";
import {
  type BatchOutcome,
  coverTriggerRange,
  estimateCharges,
  leverageOf,
  type OrderPlacement,
  requiredMargin,
  sumCharges,
  tradingEndpoints,
} from "@trade/core/orders";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { unwrap } from "../http/answer.js";
import { HttpError, sandboxCodes } from "../http/reply.js";
import { route } from "../http/route.js";
import type { Instrument } from "../market/types.js";
import { scheduledTimes, scheduleProblem } from "../trading/schedule.js";

const cancelScheduleCode = "NOT-SCHEDULED";

/** Orders, positions, batches, margins and charges (spec 2 §7); the matching engine decides, these routes translate. */
export function orderRoutes(app: FastifyInstance, context: Context): void {
  const engine = () => context.trading;
  const instrumentOf = (segment: number, token: number): Instrument => {
    const instrument = context.instruments.get(segment, token);
    if (instrument === undefined) {
      throw new HttpError(404, "SCRIP-NOT-FOUND", `No instrument ${token} in segment ${segment}`);
    }
    return instrument;
  };
  const marginFacts = (instrument: Instrument) => ({
    segment: instrument.segment,
    kind: instrument.kind,
    multiplier: context.instruments.multiplier(instrument),
    strike: instrument.strike,
  });
  const placeOne = (clientCode: string, order: OrderPlacement): BatchOutcome => {
    const answer = engine().place(clientCode, order);
    if (answer.ok) {
      return {
        guiOrderId: order.guiOrderId,
        orderId: answer.value.orderId,
        status: answer.value.status,
        errorCode: null,
        message: answer.value.text,
      };
    }
    const data = answer.data as { orderId?: string } | null;
    return {
      guiOrderId: order.guiOrderId,
      orderId: data?.orderId ?? null,
      status: answer.status >= 500 ? "failed" : "rejected",
      errorCode: answer.code,
      message: answer.message,
    };
  };

  route(app, context, tradingEndpoints.placeOrder, ({ body, session }) =>
    unwrap(engine().place(session.client_code, body)),
  );
  route(app, context, tradingEndpoints.modifyOrder, ({ body, session }) =>
    unwrap(engine().modify(session.client_code, body)),
  );
  route(app, context, tradingEndpoints.cancelOrders, ({ body, session }) => ({
    results: engine().cancel(session.client_code, body.orderIds),
  }));
  route(app, context, tradingEndpoints.partialPosition, ({ body, session }) => {
    const position = engine()
      .positions(session.client_code)
      .find(
        (p) =>
          p.exchangeSegment === body.exchangeSegment &&
          p.symbolToken === body.symbolToken &&
          p.productType === body.productType &&
          p.netQty !== 0,
      );
    if (position === undefined)
      throw new HttpError(404, "POSITION-NOT-FOUND", "There is no open position to exit");
    if (body.quantity > Math.abs(position.netQty)) {
      throw new HttpError(422, "QTY-EXCEEDS", `Quantity cannot be greater than ${Math.abs(position.netQty)}`);
    }
    return unwrap(
      engine().place(session.client_code, {
        guiOrderId: body.guiOrderId,
        exchangeSegment: body.exchangeSegment,
        symbolToken: body.symbolToken,
        transactionType: position.netQty > 0 ? "S" : "B",
        productType: body.productType,
        orderType: "MARKET",
        quantity: body.quantity,
      }),
    );
  });
  route(app, context, tradingEndpoints.rangeCover, ({ body }) => {
    const instrument = instrumentOf(body.exchangeSegment, body.symbolToken);
    return coverTriggerRange(body.price, body.transactionType, instrument.tick);
  });
  route(app, context, tradingEndpoints.orderCharges, ({ body }) => {
    const orders = body.orders.map((order) => {
      const instrument = instrumentOf(order.exchangeSegment, order.symbolToken);
      return estimateCharges(
        {
          product: order.productType,
          side: order.transactionType,
          quantity: order.quantity,
          price: order.price,
        },
        marginFacts(instrument),
      );
    });
    return { orders, total: sumCharges(orders) };
  });
  route(app, context, tradingEndpoints.scheduledTimeConfig, () => ({
    PREMARKET: { sendAt: scheduledTimes.PREMARKET },
    MARKET: { sendAt: scheduledTimes.MARKET },
    CUSTOM: { from: scheduledTimes.CUSTOM[0], to: scheduledTimes.CUSTOM[1] },
  }));
  route(app, context, tradingEndpoints.batchOrders, ({ body, session }) => ({
    batchId: body.id ?? `BATCH-${context.now()}`,
    results: body.orders.map((order) => placeOne(session.client_code, order)),
  }));
  route(app, context, tradingEndpoints.batchCancel, ({ body, session }) => ({
    results: engine().cancel(session.client_code, body.orderIds),
  }));
  route(app, context, tradingEndpoints.batchMultiOps, ({ body, session }) => ({
    results: body.operations.map((operation) => {
      if (operation.op === "place") {
        const outcome = placeOne(session.client_code, operation.order);
        return {
          op: "place" as const,
          orderId: outcome.orderId,
          ok: outcome.errorCode === null,
          errorCode: outcome.errorCode,
          message: outcome.message,
        };
      }
      if (operation.op === "modify") {
        const answer = engine().modify(session.client_code, operation.order);
        return answer.ok
          ? {
              op: "modify" as const,
              orderId: answer.value.orderId,
              ok: true,
              errorCode: null,
              message: answer.value.text,
            }
          : {
              op: "modify" as const,
              orderId: operation.order.orderId,
              ok: false,
              errorCode: answer.code,
              message: answer.message,
            };
      }
      const [result] = engine().cancel(session.client_code, [operation.orderId]);
      return {
        op: "cancel" as const,
        orderId: operation.orderId,
        ok: result?.cancelled ?? false,
        errorCode: result?.errorCode ?? null,
        message: result?.message ?? "",
      };
    }),
  }));
  route(app, context, tradingEndpoints.batchSchedule, ({ body, session }) => {
    const problem = scheduleProblem(body.schedule, engine().now());
    if (problem !== undefined) throw new HttpError(400, sandboxCodes.validation, problem);
    return {
      batchId: `SCHEDULE-${context.now()}`,
      results: body.orders.map((order) =>
        placeOne(session.client_code, { ...order, scheduledOrder: body.schedule }),
      ),
    };
  });
  route(app, context, tradingEndpoints.batchCancelSchedule, ({ body, session }) => {
    const orders = engine().orders(session.client_code, "open");
    return {
      results: body.orderIds.map((orderId) => {
        const order = orders.find((o) => o.orderId === orderId);
        if (order !== undefined && order.scheduledOrder === null) {
          return {
            orderId,
            cancelled: false,
            message: "Not a scheduled order: cancel it with /v5/order/cancel",
            errorCode: cancelScheduleCode,
          };
        }
        const [result] = engine().cancel(session.client_code, [orderId]);
        return (
          result ?? {
            orderId,
            cancelled: false,
            message: `No order ${orderId}`,
            errorCode: "ORDER-NOT-FOUND",
          }
        );
      }),
    };
  });
  route(app, context, tradingEndpoints.orders, ({ query, session }) => ({
    orders: engine().orders(session.client_code, query.status ?? "all"),
  }));
  route(app, context, tradingEndpoints.orderStatus, ({ query, session }) => ({
    orders: engine().ordersByGui(
      session.client_code,
      query.guiOrderIds
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id !== ""),
    ),
  }));
  route(app, context, tradingEndpoints.positions, ({ session }) => ({
    positions: engine().positions(session.client_code),
  }));
  route(app, context, tradingEndpoints.positionsInterop, ({ session }) => ({
    positions: engine().positions(session.client_code),
  }));
  route(app, context, tradingEndpoints.convertPosition, ({ body, session }) =>
    unwrap(engine().convert(session.client_code, body)),
  );
  route(app, context, tradingEndpoints.batchMargin, ({ body, session }) => {
    if (body.party_code.toUpperCase() !== session.client_code) {
      throw new HttpError(403, "PARTY-MISMATCH", "party_code is not the logged-in client");
    }
    const orders = body.orders.map((order) => {
      const segment = order.mktSegID ?? segmentOf(order.segment_id, order.exchange);
      const instrument = instrumentOf(segment, order.token);
      const quote = context.market.quote(segment, order.token);
      const price = order.price > 0 ? order.price : (quote?.ltp ?? 0);
      return {
        token: order.token,
        margin: requiredMargin(
          { product: order.product_type, side: order.transaction_type, quantity: order.quantity, price },
          marginFacts(instrument),
        ),
      };
    });
    const totalMargin = orders.reduce((sum, order) => sum + order.margin, 0);
    // Block money funds cash delivery only (spec 3 §5): a list with anything else is measured as that order sees it.
    const funded = body.orders.map((order) => ({
      product: order.product_type,
      segment: order.mktSegID ?? segmentOf(order.segment_id, order.exchange),
    }));
    const other = funded.find((o) => !asbaFunds({ productType: o.product, exchangeSegment: o.segment }));
    const availableMargin = engine().availableMargin(session.client_code, other);
    return { totalMargin, availableMargin, shortfall: Math.max(0, totalMargin - availableMargin), orders };
  });
  route(app, context, tradingEndpoints.leverage, ({ body, session }) => {
    if (body.partyCode.toUpperCase() !== session.client_code) {
      throw new HttpError(403, "PARTY-MISMATCH", "partyCode is not the logged-in client");
    }
    const segment = segmentOf(body.exchange.includes("FO") ? "FO" : "CM", body.exchange);
    const instrument = instrumentOf(segment, body.scriptoken);
    const leverage = leverageOf(body.productType, instrument.kind, body.buyOrSell);
    return { leverageFields: { leverage, marginPercent: Math.round((100 / leverage) * 100) / 100 } };
  });
}

/** The market segment of a margin request's segment id (CM or FO) and exchange (NSE, BSE, MCX, CDS, NCO). */
export function segmentOf(segmentId: "CM" | "FO", exchange: string): number {
  const upper = exchange.toUpperCase();
  if (upper.startsWith("BSE")) return segmentId === "CM" ? 3 : 4;
  if (upper.startsWith("MCX")) return 5;
  if (upper.startsWith("CDS")) return 13;
  if (upper.startsWith("NCO")) return 21;
  return segmentId === "CM" ? 1 : 2;
}
