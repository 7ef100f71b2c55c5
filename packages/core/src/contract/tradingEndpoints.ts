import type * as z from "zod/mini";
import { type Endpoint, endpoint } from "./endpoints.js";
import {
  batchRequest,
  batchResult,
  cancelRequest,
  cancelResult,
  cancelScheduleRequest,
  chargesRequest,
  chargesResult,
  conversionRequest,
  conversionResult,
  leverageRequest,
  leverageResult,
  marginRequest,
  marginResult,
  modifyResult,
  multiOpsRequest,
  multiOpsResult,
  orderList,
  orderListQuery,
  orderModification,
  orderPlacement,
  orderStatusQuery,
  partialPosition,
  placeResult,
  positionList,
  rangeCoverRequest,
  rangeCoverResult,
  scheduleBatchRequest,
  scheduledTimeConfig,
} from "./orders.js";

const tradePost = <TBody extends z.ZodMiniType, TData extends z.ZodMiniType>(
  path: string,
  body: TBody,
  data: TData,
  idempotent = false,
) => endpoint({ method: "POST", path, token: "trade", body, query: undefined, data, idempotent });

const tradeGet = <TQuery extends z.ZodMiniType | undefined, TData extends z.ZodMiniType>(
  path: string,
  query: TQuery,
  data: TData,
) => endpoint({ method: "GET", path, token: "trade", body: undefined, query, data });

/**
 * The trading calls (spec 2 §7). Placing is idempotent because the server de-duplicates by guiOrderId, so a
 * retried placement never makes a second order; modify and cancel are not retried.
 */
export const tradingEndpoints = {
  placeOrder: tradePost("/v5/order", orderPlacement, placeResult, true),
  modifyOrder: endpoint({
    method: "PATCH",
    path: "/v5/order",
    token: "trade",
    body: orderModification,
    query: undefined,
    data: modifyResult,
  }),
  cancelOrders: tradePost("/v5/order/cancel", cancelRequest, cancelResult),
  partialPosition: tradePost("/v5/order/partial-position", partialPosition, placeResult, true),
  rangeCover: tradePost("/v5/order/range-cover", rangeCoverRequest, rangeCoverResult, true),
  orderCharges: tradePost("/v5/order/charges", chargesRequest, chargesResult, true),
  scheduledTimeConfig: tradeGet("/v5/order/scheduled-time-config", undefined, scheduledTimeConfig),
  batchOrders: tradePost("/v5/batch-orders", batchRequest, batchResult, true),
  batchCancel: tradePost("/v5/batch-orders/cancel", cancelRequest, cancelResult),
  batchMultiOps: tradePost("/v5/batch-orders/multi-ops", multiOpsRequest, multiOpsResult),
  batchSchedule: tradePost("/v5/batch-orders/schedule", scheduleBatchRequest, batchResult, true),
  batchCancelSchedule: tradePost("/v5/batch-orders/cancel-schedule", cancelScheduleRequest, cancelResult),
  orders: tradeGet("/report/v5/orders", orderListQuery, orderList),
  orderStatus: tradeGet("/report/v5/orders/status", orderStatusQuery, orderList),
  positions: tradeGet("/report/v5/positions", undefined, positionList),
  positionsInterop: tradeGet("/report/v5/positions/interop", undefined, positionList),
  convertPosition: tradePost("/v5/position/convert", conversionRequest, conversionResult),
  batchMargin: tradePost("/batch/v3/margin", marginRequest, marginResult, true),
  leverage: tradePost("/margin/v1/leverage", leverageRequest, leverageResult, true),
} satisfies Record<string, Endpoint>;
export type TradingEndpointId = keyof typeof tradingEndpoints;
