import type { TradeClient } from "../client.js";
import { feeds } from "../contract/endpoints.js";
import { ConnectionError, TimeoutError } from "../errors.js";
import { decodeFrame } from "../feed/decode.js";
import {
  marketDataTimeoutMs,
  maxInstrumentsPerConnection,
  packetType,
  subscriptionFlag,
} from "../feed/layout.js";
import { Quote } from "../feed/quote.js";
import { type Instrument, subscriptionText } from "../feed/subscription.js";
import { unauthorizedCloseCode, type WebSocketConstructor } from "../feeds/socket.js";
import { instrumentKey } from "../rules/instruments.js";
import { fromMinor } from "../rules/price.js";

/** One level of the order book: price in minor units and in rupees, quantity, and the number of orders. */
export interface DepthLevel {
  price: number;
  priceRupees: number;
  quantity: number;
  orders: number;
}

/**
 * A quote at one moment: every price in the segment's minor units (paise for equity and F&O) and, beside it, in
 * rupees (`ltp` 284530 and `ltpRupees` 2845.3). Five levels of depth a side.
 */
export interface QuoteSnapshot {
  segment: number;
  token: number;
  ltp: number;
  ltpRupees: number;
  open: number;
  openRupees: number;
  high: number;
  highRupees: number;
  low: number;
  lowRupees: number;
  /** The previous close. */
  close: number;
  closeRupees: number;
  /** Change from the previous close. */
  change: number;
  changeRupees: number;
  changePercent: number;
  /** Average traded price. */
  atp: number;
  atpRupees: number;
  volume: number;
  totalBuyQty: number;
  totalSellQty: number;
  oi: number;
  upperCircuit: number;
  lowerCircuit: number;
  /** Exchange time, seconds since the Unix epoch. */
  time: number;
  bids: DepthLevel[];
  asks: DepthLevel[];
}

/** Options of a quote snapshot: how long to wait, and a signal to abort it. */
export interface QuoteSnapshotOptions {
  /**
   * How long to wait for the socket and the first quotes (default: the client's time-out, 6000 ms). Once quotes
   * arrive, the rest get the market-data socket's 500 ms (spec 2 §7); what has not arrived by then is left out.
   */
  timeoutMs?: number;
  signal?: AbortSignal;
}

function snapshotOf(quote: Quote): QuoteSnapshot {
  const segment = quote.segment;
  const rupees = (minor: number) => fromMinor(minor, segment);
  const side = (price: Int32Array, quantity: Uint32Array, orders: Uint16Array): DepthLevel[] =>
    Array.from(price, (at, level) => ({
      price: at,
      priceRupees: rupees(at),
      quantity: quantity[level] as number,
      orders: orders[level] as number,
    }));
  return {
    segment,
    token: quote.token,
    ltp: quote.ltp,
    ltpRupees: rupees(quote.ltp),
    open: quote.open,
    openRupees: rupees(quote.open),
    high: quote.high,
    highRupees: rupees(quote.high),
    low: quote.low,
    lowRupees: rupees(quote.low),
    close: quote.close,
    closeRupees: rupees(quote.close),
    change: quote.change,
    changeRupees: rupees(quote.change),
    changePercent: quote.changePercent,
    atp: quote.atp,
    atpRupees: rupees(quote.atp),
    volume: quote.volume,
    totalBuyQty: quote.totalBuyQty,
    totalSellQty: quote.totalSellQty,
    oi: quote.oi,
    upperCircuit: quote.upperCircuit,
    lowerCircuit: quote.lowerCircuit,
    time: quote.time,
    bids: side(quote.bidPrice, quote.bidQty, quote.bidOrders),
    asks: side(quote.askPrice, quote.askQty, quote.askOrders),
  };
}

const failure = (code: string, message: string) => ({ status: 0, code, message, requestId: undefined });

/**
 * Quotes of a list of instruments at one moment, over the market-data socket (spec 2 §7: the second socket, for
 * one-off look-ups): open it, subscribe to full packets, take the snapshot the server sends at once, close. Answers in
 * the order asked; an instrument the broker does not list is left out (asking only for such waits out `timeoutMs`).
 */
export async function quoteSnapshot(
  client: TradeClient,
  instruments: readonly Instrument[],
  options: QuoteSnapshotOptions = {},
): Promise<QuoteSnapshot[]> {
  const records = new Map<number, Quote>();
  for (const { segment, token } of instruments) {
    if (!Number.isSafeInteger(segment) || !Number.isSafeInteger(token) || segment <= 0 || token <= 0) {
      throw new TypeError(`quotes: an instrument is a positive { segment, token }, got ${segment}/${token}`);
    }
    records.set(instrumentKey(segment, token), new Quote(segment, token));
  }
  if (records.size > maxInstrumentsPerConnection) {
    throw new RangeError(
      `quotes: at most ${maxInstrumentsPerConnection} instruments at once, got ${records.size}`,
    );
  }
  if (records.size === 0) return [];
  const WebSocketImpl =
    client.options.WebSocket ?? (globalThis.WebSocket as WebSocketConstructor | undefined);
  if (WebSocketImpl === undefined) {
    throw new TypeError(
      "quotes: no WebSocket available; pass one (in Node 20, `ws`) as the WebSocket option of createTradeClient",
    );
  }
  const lookup = { get: (segment: number, token: number) => records.get(instrumentKey(segment, token)) };
  let closed = await listen(client, WebSocketImpl, records, lookup, options);
  if (closed === unauthorizedCloseCode && (await client.refreshNonTradeToken())) {
    closed = await listen(client, WebSocketImpl, records, lookup, options);
  }
  if (closed === unauthorizedCloseCode) {
    throw new ConnectionError(failure("UNAUTHORIZED", "quotes: the market-data socket refused the session"));
  }
  const snapshots: QuoteSnapshot[] = [];
  for (const quote of records.values()) if (quote.version > 0) snapshots.push(snapshotOf(quote));
  return snapshots;
}

/** One connection: resolves when every record was written, or the wait ran out; 4401 when the token was refused. */
function listen(
  client: TradeClient,
  WebSocketImpl: WebSocketConstructor,
  records: Map<number, Quote>,
  lookup: { get: (segment: number, token: number) => Quote | undefined },
  options: QuoteSnapshotOptions,
): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocketImpl(client.feedUrl(feeds.marketData));
    socket.binaryType = "arraybuffer";
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    let answered = false;
    const finish = (error?: Error, code?: number) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      socket.removeEventListener("open", onOpen);
      socket.removeEventListener("message", onMessage);
      socket.removeEventListener("close", onClose);
      if (socket.readyState <= 1) socket.close(1000, "snapshot taken");
      if (error) reject(error);
      else resolve(code);
    };
    const onAbort = () => finish(new ConnectionError(failure("ABORTED", "quotes: the look-up was aborted")));
    const onOpen = () => {
      opened = true;
      const text = subscriptionText({
        packetId: packetType.full,
        bucketId: 0,
        instruments: [...records.values()],
        flag: subscriptionFlag.subscribe,
      });
      socket.send(JSON.stringify({ type: "SEND_MESSAGE", text }));
    };
    const onMessage = (event: MessageEvent) => {
      if (typeof event.data === "string") {
        const message = parseError(event.data);
        if (message) finish(new ConnectionError(failure("SUBSCRIPTION", `quotes: ${message}`)));
        return;
      }
      if (!(event.data instanceof ArrayBuffer)) return;
      decodeFrame(new DataView(event.data), lookup);
      for (const quote of records.values()) {
        if (quote.version > 0) continue;
        if (!answered) {
          answered = true;
          clearTimeout(timer);
          timer = setTimeout(() => finish(), marketDataTimeoutMs);
        }
        return;
      }
      finish();
    };
    const onClose = (event: CloseEvent) =>
      event.code === unauthorizedCloseCode
        ? finish(undefined, event.code)
        : finish(
            new ConnectionError(
              failure("CONNECTION", `quotes: the market-data socket closed (${event.code} ${event.reason})`),
            ),
          );
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener("abort", onAbort);
    socket.addEventListener("open", onOpen);
    socket.addEventListener("message", onMessage);
    socket.addEventListener("close", onClose);
    // The socket and the first quotes get the call time-out (a sandbox builds its market on first use). An
    // instrument the broker does not list never comes, so once quotes arrive the rest get the market-data socket's
    // 500 ms.
    timer = setTimeout(
      () =>
        opened
          ? finish()
          : finish(
              new TimeoutError(failure("TIMEOUT", "quotes: the market-data socket did not open in time")),
            ),
      options.timeoutMs ?? client.options.timeoutMs ?? 6000,
    );
  });
}

function parseError(text: string): string | undefined {
  try {
    const message = JSON.parse(text) as { type?: unknown; message?: unknown };
    return message.type === "ERROR" && typeof message.message === "string" ? message.message : undefined;
  } catch {
    return undefined;
  }
}
