import { type FakeHandler, fakeFetch, tokens } from "../../__tests__/fakeServer.js";
import { createTradeClient, type TradeClientOptions } from "../../client.js";
import type { Order, OrderStatus, Position } from "../../contract/orders.js";

export const makeClient = (handler: FakeHandler, options: Partial<TradeClientOptions> = {}) => {
  const server = fakeFetch(handler);
  const client = createTradeClient({
    baseUrl: "http://broker.test/api",
    platform: "node",
    tokens,
    fetch: server.fetch,
    ...options,
  });
  client.session.authenticated("DEMO01", "s1");
  return { client, requests: server.requests };
};

export const makeOrder = (overrides: Partial<Order> & { orderStatus?: OrderStatus } = {}): Order => {
  const orderStatus = overrides.orderStatus ?? "complete";
  return {
    orderId: "O1",
    guiOrderId: "g1",
    parentOrderId: "",
    leg: "MAIN",
    rejectionReason: "",
    text: "",
    errorCode: null,
    quantity: 1,
    filledShares: orderStatus === "complete" ? 1 : 0,
    cancelledShares: 0,
    averagePrice: 250_000,
    price: 0,
    triggerPrice: 0,
    disclosedQuantity: 0,
    transactionType: "S",
    productType: "MIS",
    orderType: "MARKET",
    exchange: "NSE",
    exchangeSegment: 1,
    symbolToken: 2885,
    tradingSymbol: "RELIANCE-EQ",
    lotSize: 1,
    orderTime: 1,
    updateTime: 1,
    expiryDate: null,
    instrumentType: "EQ",
    optionType: null,
    strikePrice: 0,
    isAMO: false,
    isStopLoss: false,
    isTakeProfit: false,
    squareOff: 0,
    stopLoss: 0,
    trailInfo: null,
    scheduledOrder: null,
    duration: "DAY",
    variety: "NORMAL",
    orderTag: "",
    ...overrides,
    orderStatus,
    status: orderStatus,
  };
};

export const makePosition = (overrides: Partial<Position> = {}): Position => ({
  symbolToken: 2885,
  symbolName: "RELIANCE",
  tradingSymbol: "RELIANCE-EQ",
  exchange: "NSE",
  exchangeSegment: 1,
  productType: "MIS",
  netQty: 10,
  buyQty: 10,
  sellQty: 0,
  buyAmount: 2_500_000,
  sellAmount: 0,
  buyAvgPrice: 250_000,
  sellAvgPrice: 0,
  totalBuyAvgPrice: 250_000,
  totalSellAvgPrice: 0,
  carryForwardQty: 0,
  carryForwardAvgPrice: 0,
  lotSize: 1,
  multiplier: 1,
  expiryDate: null,
  optionType: null,
  strikePrice: 0,
  instrumentType: "EQ",
  isin: "INE002A01018",
  realisedPnl: 0,
  ltp: 250_000,
  isAdvance: false,
  updatetime: 1,
  ...overrides,
});

export const placeResultOf = (guiOrderId: string, orderId = "O1") => ({
  orderId,
  guiOrderId,
  status: "success",
  orderStatus: "open",
  text: "",
  aoOrderId: null,
  nestOrderId: null,
});

/** A one-share delivery LIMIT buy of RELIANCE on NSE, without a price: the tests add theirs. */
export const limitBuy = {
  exchangeSegment: 1,
  symbolToken: 2885,
  transactionType: "B",
  productType: "CNC",
  orderType: "LIMIT",
  quantity: 1,
} as const;
