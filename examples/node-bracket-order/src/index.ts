/**
 * Place a bracket order (BO) on RELIANCE (NSE): a LIMIT buy at the last traded price with a target and a stop-loss
 * offset, then follow it on the order-update feed until the main leg completes and both exit legs appear.
 *
 *   TRADE_API=http://localhost:4600/api TRADE_OTP=123456 pnpm --filter @trade/example-node-bracket-order start
 *
 * TRADE_OTP is the OTP to use (the sandbox's fixed one); without it the script asks for the OTP the sandbox printed.
 * QTY (default 1), OFFSET_PERCENT (target and stop-loss distance, default 1), TIMEOUT_SECONDS (default 90),
 * CHASE_SECONDS (default 5: a main leg still open after this is modified to the new last price), BELOW_TICKS
 * (default 0: the limit this many ticks under the last price, to see the chase).
 * By default the bracket is then exited (cancelling its stop-loss leg exits at market); KEEP=1 leaves it working.
 */
import { formatPrice, type Scrip, TradeError } from "@trade/core";
import { QuoteFeed } from "@trade/core/feed";
import { marketOf } from "@trade/core/market";
import { newGuiOrderId, type OrderUpdate, tradingOf } from "@trade/core/orders";
import {
  exampleClient,
  login,
  logOutAndClose,
  NodeWebSocket,
  runMain,
} from "../../shared/src/nodeSession.js";

const quantity = Number(process.env.QTY ?? 1);
const offsetPercent = Number(process.env.OFFSET_PERCENT ?? 1);
const timeoutMs = Number(process.env.TIMEOUT_SECONDS ?? 90) * 1000;
const keep = process.env.KEEP === "1";
const chaseMs = Number(process.env.CHASE_SECONDS ?? 5) * 1000;
const belowTicks = Number(process.env.BELOW_TICKS ?? 0);

const client = exampleClient("bracket-order example");
const trading = tradingOf(client);
let quotes: ReturnType<typeof watchPrice> | undefined;

/** RELIANCE on NSE cash, from the search. */
async function findReliance(): Promise<Scrip> {
  const found = await marketOf(client).search("RELIANCE", { filter: "equity" });
  const scrip = found.find((s) => s.mktSegID === 1 && s.symbolName === "RELIANCE");
  if (scrip === undefined) throw new Error("RELIANCE (NSE) not found by the search");
  return scrip;
}

/** RELIANCE's last traded price, live from the quote feed for the whole run. */
function watchPrice(scrip: Scrip): { first: Promise<number>; latest: () => number; close: () => void } {
  const feed = new QuoteFeed({
    url: () => client.feedUrl("/feed/quotes"),
    WebSocket: NodeWebSocket,
    notify: "message",
    refreshToken: () => client.refreshNonTradeToken(),
  });
  let latest = 0;
  const first = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no quote for RELIANCE within 10 s")), 10_000);
    feed.subscribe({ segment: scrip.mktSegID, token: scrip.token }, "ltp", (quote) => {
      if (quote.version === 0 || quote.ltp <= 0) return;
      latest = quote.ltp;
      clearTimeout(timer);
      resolve(quote.ltp);
    });
  });
  feed.connect();
  return { first, latest: () => latest, close: () => feed.disconnect() };
}

const roundToTick = (value: number, tick: number) => Math.max(tick, Math.round(value / tick) * tick);
const legName = (order: OrderUpdate) =>
  order.leg === "MAIN" ? "main" : order.leg === "TARGET" ? "target" : "stop-loss";

function print(order: OrderUpdate): void {
  const price =
    order.orderType === "SL-M" || order.orderType === "SL"
      ? `trigger ${formatPrice(order.triggerPrice, order.exchangeSegment)}`
      : order.orderType === "MARKET"
        ? "at market"
        : `@ ${formatPrice(order.price, order.exchangeSegment)}`;
  const filled = order.filledShares > 0 ? ` filled ${order.filledShares}/${order.quantity}` : "";
  const side = order.transactionType === "B" ? "BUY" : "SELL";
  const text = order.rejectionReason || order.text;
  console.log(
    `[${legName(order).padEnd(9)}] ${order.orderId} ${side} ${order.quantity} ${order.tradingSymbol} ${order.orderType} ${price}: ${order.orderStatus}${filled}${text ? ` (${text})` : ""}`,
  );
}

async function main(): Promise<void> {
  await login(client);
  const scrip = await findReliance();
  quotes = watchPrice(scrip);
  const ltp = await quotes.first;
  const tick = scrip.priceTck > 0 ? scrip.priceTck : 5;
  let price = roundToTick(ltp - belowTicks * tick, tick);
  const offset = roundToTick((ltp * offsetPercent) / 100, tick);
  console.log(
    `${scrip.tradeSymbol} (token ${scrip.token}) last ${formatPrice(ltp, 1)}: BO buy ${quantity} at ${formatPrice(price, 1)}, target +${formatPrice(offset, 1)}, stop loss -${formatPrice(offset, 1)}`,
  );

  trading.feed.connect();
  await new Promise<void>((resolve) =>
    trading.feed.connected ? resolve() : trading.feed.once("connect", () => resolve()),
  );

  // Our own idempotency key; the main leg's updates carry it, its legs carry the main order id as parentOrderId.
  const guiOrderId = newGuiOrderId();
  let mainOrderId: string | undefined;
  const legs = new Map<string, OrderUpdate>();
  let main: OrderUpdate | undefined;
  let settle: (() => void) | undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const isOurs = (order: OrderUpdate) =>
    (mainOrderId !== undefined && (order.orderId === mainOrderId || order.parentOrderId === mainOrderId)) ||
    order.guiOrderId === guiOrderId;
  const seen: OrderUpdate[] = [];
  trading.feed.on("update", (order) => {
    if (mainOrderId === undefined) {
      seen.push(order);
      return;
    }
    if (!isOurs(order)) return;
    onOurs(order);
  });
  const onOurs = (order: OrderUpdate) => {
    print(order);
    if (order.leg === "MAIN") main = order;
    else legs.set(order.leg, order);
    if (main?.orderStatus === "complete" && legs.has("TARGET") && legs.has("STOPLOSS")) settle?.();
    if (main !== undefined && ["rejected", "cancelled", "failed"].includes(main.orderStatus)) settle?.();
  };

  const outcome = await trading.orders.place({
    guiOrderId,
    exchangeSegment: scrip.mktSegID,
    symbolToken: scrip.token,
    tradingSymbol: scrip.tradeSymbol,
    transactionType: "B",
    productType: "BO",
    orderType: "LIMIT",
    quantity,
    price,
    squareOff: offset,
    stopLoss: offset,
    duration: "DAY",
  });
  if (!outcome.ok) {
    console.log(
      `Order rejected (${outcome.error.code}, ${outcome.presentation.kind}): ${outcome.error.message} [request ${outcome.error.requestId ?? "none"}]`,
    );
    process.exitCode = 1;
    return;
  }
  mainOrderId = outcome.value.orderId;
  console.log(`Placed: order ${mainOrderId}, guiOrderId ${guiOrderId}: ${outcome.value.orderStatus}`);
  for (const order of seen.splice(0)) if (isOurs(order)) onOurs(order);
  // The feed is the source; a status look-up (after the 300 ms delay) covers a push that came before we listened.
  const [looked] = await trading.orders.status([guiOrderId]);
  if (looked !== undefined && main === undefined) onOurs({ ...looked, guiOrdId: looked.guiOrderId });

  // A limit at the last price fills when the market comes back to it; while it rests, follow the price with a modify.
  const chase = setInterval(() => {
    const now = roundToTick(quotes?.latest() ?? price, tick);
    if (main?.orderStatus !== "open" || main.filledShares > 0 || now === price || mainOrderId === undefined)
      return;
    console.log(`Still open: modifying the price to the last price ${formatPrice(now, 1)}`);
    price = now;
    trading.orders.modify({ orderId: mainOrderId, price }).then(
      (modified) => {
        if (!modified.ok) console.log(`Modify refused: ${modified.error.message}`);
      },
      (error: unknown) => {
        console.log(`Modify failed: ${error instanceof TradeError ? error.message : String(error)}`);
      },
    );
  }, chaseMs);
  const timer = setTimeout(() => settle?.(), timeoutMs);
  await settled;
  clearTimeout(timer);
  clearInterval(chase);
  const target = legs.get("TARGET");
  const stopLoss = legs.get("STOPLOSS");
  if (main?.orderStatus !== "complete" || target === undefined || stopLoss === undefined) {
    console.log(`The bracket did not complete: main leg ${main?.orderStatus ?? "unknown"}`);
    if (main !== undefined && main.orderStatus !== "complete") await trading.orders.cancel(main.orderId);
    process.exitCode = 1;
    return;
  }
  const working = (order: OrderUpdate) =>
    ["open", "trigger pending", "modify pending"].includes(order.orderStatus);
  if (!working(target) || !working(stopLoss)) {
    const closer = working(target) ? stopLoss : target;
    console.log(
      `Bracket closed: bought ${main.filledShares} at ${formatPrice(main.averagePrice, 1)}; ${legName(closer)} leg ${closer.orderStatus}${closer.text ? ` (${closer.text})` : ""}`,
    );
    return;
  }
  console.log(
    `Bracket working: bought ${main.filledShares} at ${formatPrice(main.averagePrice, 1)}, target ${formatPrice(target.price, 1)}, stop loss ${formatPrice(stopLoss.triggerPrice, 1)}`,
  );
  if (keep) return;

  // Cancelling an exit leg exits the bracket at market; the other leg is cancelled with it.
  console.log("Exiting the bracket: cancelling the stop-loss leg");
  const exited = trading.feed.waitFor(
    stopLoss.guiOrderId,
    (order) => ["complete", "cancelled", "rejected"].includes(order.orderStatus),
    15_000,
  );
  const cancel = await trading.orders.cancel(stopLoss.orderId);
  if (!cancel.ok) throw new Error(`Could not exit the bracket: ${cancel.error.message}`);
  const final = await exited;
  console.log(`Bracket exited: ${final.orderStatus}${final.text ? ` (${final.text})` : ""}`);
}

runMain(main, () => logOutAndClose(client, quotes, trading));
