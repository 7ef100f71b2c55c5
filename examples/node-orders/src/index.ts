/**
 * Orders from a Node script, written from the README and docs only: log in, read a quote snapshot (no binary feed to
 * decode), place a limit buy below the market with a price in rupees, modify it, cancel it, buy at market, read the
 * position's P&L and exit it. Every order call answers an Outcome: `ok` and `value`, or `error` (code, the spec's
 * message, request id).
 *
 *   TRADE_API=http://localhost:4600/api TRADE_OTP=123456 pnpm --filter @trade/example-node-orders start
 *
 * SYMBOL (default INFY), TRADE_CLIENT (default DEMO01).
 */
import { createTradeClient, formatRupees, type Outcome } from "@trade/core";
import { marketOf } from "@trade/core/market";
import { rupees, tradingOf } from "@trade/core/orders";
import { WebSocket } from "ws";

const baseUrl = process.env.TRADE_API ?? "http://localhost:4600/api";
const clientCode = process.env.TRADE_CLIENT ?? "DEMO01";
const symbol = (process.env.SYMBOL ?? "INFY").toUpperCase();
const otp = process.env.TRADE_OTP;

// Node 20 has no WebSocket of its own: the market-data socket of a quote snapshot needs one.
const client = createTradeClient({
  baseUrl,
  platform: "node",
  deviceName: "node-orders example",
  WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
});
const trading = tradingOf(client);

/** The value of an outcome, or the refusal printed (code, message, request id) and the script stopped. */
function valueOrStop<TValue>(what: string, outcome: Outcome<TValue>): TValue {
  if (outcome.ok) return outcome.value;
  const { code, message, requestId } = outcome.error;
  throw new Error(`${what} refused: ${code} ${message} (request ${requestId ?? "none"})`);
}

async function main(): Promise<void> {
  if (otp === undefined) throw new Error("Set TRADE_OTP (the sandbox's fixed OTP, TRADE_SANDBOX_OTP)");
  await client.auth.generateOtp({ clientCode });
  await client.auth.verifyOtp({ clientCode, otp });

  // 1. The instrument and its quote, in paise and rupees.
  const found = await marketOf(client).search(symbol, { filter: "equity" });
  const scrip = found.find((s) => s.mktSegID === 1 && s.symbolName === symbol);
  if (scrip === undefined) throw new Error(`${symbol} (NSE) not found`);
  const [quote] = await marketOf(client).quotes([{ segment: scrip.mktSegID, token: scrip.token }]);
  if (quote === undefined) throw new Error(`no quote for ${scrip.tradeSymbol}`);
  console.log(
    `${scrip.tradeSymbol}: last ₹${quote.ltpRupees.toFixed(2)} (bid ${formatRupees(quote.bids[0]?.price ?? 0)} / ask ${formatRupees(quote.asks[0]?.price ?? 0)})`,
  );

  // 2. A limit buy 2% below the market, its price written in rupees (on the instrument's tick).
  const tick = scrip.priceTck / 100; // the tick in rupees
  const below = (fraction: number) => Math.floor((quote.ltpRupees * (1 - fraction)) / tick) * tick;
  const order = {
    exchangeSegment: scrip.mktSegID,
    symbolToken: scrip.token,
    tradingSymbol: scrip.tradeSymbol,
    transactionType: "B",
    productType: "CNC",
    orderType: "LIMIT",
    quantity: 1,
  } as const;
  const firstPrice = below(0.02);
  const placed = valueOrStop(
    "the limit buy",
    await trading.orders.place({ ...order, price: rupees(firstPrice) }),
  );
  console.log(`Placed LIMIT BUY 1 ${scrip.tradeSymbol} at ₹${firstPrice.toFixed(2)}: ${placed.orderStatus}`);

  // 3. Modify its price, then cancel it.
  const secondPrice = below(0.01);
  const modified = await trading.orders.modify({ orderId: placed.orderId, price: rupees(secondPrice) });
  console.log(
    `Modified to ₹${secondPrice.toFixed(2)}: ${valueOrStop("the modification", modified).orderStatus}`,
  );
  const cancelled = await trading.orders.cancel(placed.orderId);
  console.log(`Cancelled order ${valueOrStop("the cancellation", cancelled).orderId}`);

  // 4. Buy at market (intraday), then read the position with its P&L.
  const bought = await trading.orders.placeAndFollow({ ...order, productType: "MIS", orderType: "MARKET" });
  const fill = valueOrStop("the market buy", bought);
  console.log(`Bought 1 ${scrip.tradeSymbol} MIS at market: ${fill.order?.orderStatus ?? fill.orderStatus}`);
  const ours = (await trading.positions.list()).find(
    (p) => p.symbolToken === scrip.token && p.productType === "MIS",
  );
  if (ours === undefined) throw new Error("the position did not appear");
  const { pnl } = ours;
  console.log(
    `Position ${ours.tradingSymbol} MIS: net ${ours.netQty}, P&L ₹${pnl.totalRupees.toFixed(2)} (unrealised ₹${pnl.unrealisedRupees.toFixed(2)})`,
  );

  // 5. Exit it: a market order for the open quantity, the other way.
  const exit = valueOrStop("the exit", await trading.positions.exit(ours));
  const [exitOrder] = await trading.orders.status(exit.guiOrderId);
  console.log(`Exit: order ${exit.orderId} ${exitOrder?.orderStatus ?? exit.orderStatus}`);
  const after = (await trading.positions.list()).find(
    (p) => p.symbolToken === scrip.token && p.productType === "MIS",
  );
  console.log(
    `Position ${scrip.tradeSymbol} MIS: net ${after?.netQty ?? 0}, realised ₹${(after?.pnl.realisedRupees ?? 0).toFixed(2)}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    trading.close();
    await client.auth.logout().catch(() => {});
    client.close();
  });
