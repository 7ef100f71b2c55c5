/**
 * The widgets under load (issue 5's measurement): a 50-row live watchlist, market depth and an orders table, fed
 * synthetic quote frames at a chosen rate straight into the quote feed (no network: what is measured is decoding,
 * notifying and writing the DOM). `window.perf.run(ticksPerSecond, seconds)` answers frame and long-task figures and
 * whether every row shows the last price sent. The bench drives it in headless Chromium (bench/src/widgetsPerf.ts);
 * `window.perf.tick(token, ltp)` sends one quote (tests/e2e/live-canvas.test.ts).
 */
import { formatPrice } from "@trade/core";
import { encodePacket, packetSize, packetType, type QuoteFields, sampleQuote } from "@trade/core/protocol";
import { LiveQuotes, MarketDepth, OrdersTable, quoteFeedFor } from "@trade/react/trading";
import { loadClient, mountLoad, watchlistRows as rows, runLoad } from "./loadPage.js";
import { settleTexts } from "./measure.js";

const order = (i: number) => ({
  orderId: `26112400000${String(i).padStart(2, "0")}`,
  guiOrderId: `g${i}`,
  parentOrderId: "",
  leg: "MAIN",
  orderStatus: i % 3 === 0 ? "complete" : "open",
  status: i % 3 === 0 ? "complete" : "open",
  rejectionReason: "",
  text: "",
  errorCode: null,
  quantity: 10,
  filledShares: i % 3 === 0 ? 10 : 0,
  cancelledShares: 0,
  averagePrice: 0,
  price: 100_000 + i * 5,
  triggerPrice: 0,
  disclosedQuantity: 0,
  transactionType: i % 2 ? "B" : "S",
  productType: "MIS",
  orderType: "LIMIT",
  exchange: "NSE",
  exchangeSegment: 1,
  symbolToken: i + 1,
  tradingSymbol: `STOCK${i + 1}-EQ`,
  lotSize: 1,
  orderTime: 1_795_494_600_000 + i * 1000,
  updateTime: 1_795_494_600_000 + i * 1000,
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
});

const client = loadClient(() => ({ orders: Array.from({ length: 20 }, (_, i) => order(i)) }));
mountLoad(
  client,
  <>
    <div style={{ display: "flex", gap: 16 }}>
      <LiveQuotes rows={rows} />
      <MarketDepth instrument={{ segment: 1, token: 1, tradeSymbol: "STOCK1-EQ" }} />
    </div>
    <OrdersTable view="history" />
  </>,
);

const lastSent = new Map<number, number>();
function fields(token: number, ltp: number): QuoteFields {
  // The previous close stays put, so the change and percent follow the ticks.
  return { ...sampleQuote(1, token, ltp), close: 100_000 };
}

/**
 * Encode the run's ticks before it starts (as the network would deliver them already encoded): `count` packets, one in
 * fifty a full packet for the depth's instrument, the rest quote packets for the 50 rows.
 */
function encodeTicks(count: number): { buffer: ArrayBuffer; ends: Uint32Array } {
  const quoteSize = packetSize[packetType.quote];
  const fullSize = packetSize[packetType.full];
  const fulls = Math.ceil(count / 50);
  const view = new DataView(new ArrayBuffer((count - fulls) * quoteSize + fulls * fullSize));
  const ends = new Uint32Array(count);
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const full = i % 50 === 0;
    const token = full ? 1 : (i % 50) + 1;
    const ltp = 100_000 + ((i * 7) % 2000) - 1000;
    if (!full || token === 1) lastSent.set(token, ltp);
    offset = encodePacket(view, offset, full ? packetType.full : packetType.quote, fields(token, ltp));
    ends[i] = offset;
  }
  return { buffer: view.buffer, ends };
}

/** Rows whose LTP cell does not show the last price sent (its DOM text: the canvas draws the same text first). */
const lostCount = () => {
  const shown = [...document.querySelectorAll<HTMLElement>(".tk-live [data-row]")].map(
    (row) => row.querySelector("[data-cell=ltp]")?.textContent,
  );
  return rows.filter((row, i) => shown[i] !== formatPrice(lastSent.get(row.token) ?? 0, 1)).length;
};

async function run(ticksPerSecond: number, seconds: number) {
  const figures = await runLoad(client, lastSent, encodeTicks, ticksPerSecond, seconds);
  const { stale: lost, copyWaitMs } =
    ticksPerSecond === 0 ? { stale: 0, copyWaitMs: 0 } : await settleTexts(lostCount);
  return {
    ticksPerSecond,
    ...figures,
    lostRows: lost,
    copyWaitMs,
    // Rows whose figures the list's canvas draws: their DOM texts are painted transparent under it.
    canvasRows: document.querySelector(".tk-live > canvas[data-live-canvas]")
      ? document.querySelectorAll(".tk-live [data-row] [data-cell=ltp][style*=text-fill-color]").length
      : 0,
  };
}

/** One quote for a row's token (prices in paise), delivered the way the socket would: for the browser tests. */
function tick(token: number, ltp: number): void {
  const view = new DataView(new ArrayBuffer(packetSize[packetType.quote]));
  encodePacket(view, 0, packetType.quote, fields(token, ltp));
  quoteFeedFor(client).ingest(view);
}

(window as unknown as { perf: unknown }).perf = { run, tick, ready: true };
