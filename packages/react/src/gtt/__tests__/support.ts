import type { Profile, Scrip, TradeClient } from "@trade/core";
import type { GttRule } from "@trade/core/gtt";
import { encodePacket, packetSize, packetType, zeroQuote } from "@trade/core/protocol";
import { act } from "../../../../../tests/support/dom.js";
import { profileData } from "../../../../core/src/__tests__/fakeServer.js";
import { quoteFeedFor } from "../../live/live.js";
import type { PadInstrument } from "../../trading/orderPadState.js";

export { offlineClient } from "../../trading/__tests__/support.js";

/** ITC on the NSE cash segment, tick 5 paise. */
export const itc: PadInstrument = {
  segment: 1,
  token: 1660,
  tradeSymbol: "ITC-EQ",
  exchange: "NSE",
  kind: "EQ",
  symbol: "ITC",
  lotSize: 1,
  tick: 5,
  freezeQty: null,
  maxSingleTransactionQty: 100_000,
  t2t: false,
  surveillance: [],
};

export const itcScrip: Scrip = {
  token: 1660,
  mktSegID: 1,
  exchName: "NSE",
  symbolName: "ITC",
  tradeSymbol: "ITC-EQ",
  details: "ITC LTD",
  instName: "EQ",
  strkPrice: 0,
  optType: null,
  expirydate: null,
  lotSize: 1,
  minLot: 1,
  lotMult: 1,
  priceTck: 5,
  isinCode: null,
  astCls: "equity",
  precision: 2,
  isIndices: false,
  isCashWithFno: true,
  isCommodityWithOption: false,
  maxSingleTransactionQty: 100_000,
  series: "EQ",
  freezeQty: null,
  tickerSize: 0.05,
};

export const profileOf = (account: { poa: boolean; ddpi: boolean }): Profile => ({
  ...(profileData as Profile),
  ...account,
});

/** A pending OCO sell of 5 ITC set at 400.00: target 420.00, stop loss 380.00. */
export const ocoRule: GttRule = {
  id: "17",
  clientid: "DEMO01",
  exchange: "NSE",
  exchangeSegment: 1,
  symboltoken: 1660,
  tradingsymbol: "ITC-EQ",
  transactiontype: "S",
  producttype: "CNC",
  gttType: "OCO",
  orderType: "LIMIT",
  qty: 5,
  price: 42_000,
  triggerprice: 42_000,
  stoplossprice: 38_000,
  stoplosstriggerprice: 38_000,
  disclosedqty: 0,
  marketProtection: null,
  ltp_at_order_placement: 40_000,
  status: 1,
  orderId: null,
  triggeredLeg: null,
  rejectionReason: null,
  strategyCode: null,
  createdAt: Date.parse("2026-11-24T10:00:00+05:30"),
  updatedAt: Date.parse("2026-11-24T10:00:00+05:30"),
};

export const envelope = (
  data: unknown,
  status = true,
  errorCode: string | null = null,
  message = "SUCCESS",
) => ({
  status,
  message,
  errorCode,
  data,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A last price for an NSE cash token, as the quote feed would deliver it. */
export function tick(client: TradeClient, token: number, ltp: number): void {
  const view = new DataView(new ArrayBuffer(packetSize[packetType.quote]));
  encodePacket(view, 0, packetType.quote, { ...zeroQuote(1, token), ltp, close: ltp });
  const feed = quoteFeedFor(client);
  act(() => {
    feed.ingest(view.buffer);
    feed.flush();
  });
}
