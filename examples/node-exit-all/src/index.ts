/**
 * Exit all from Node: read each symbol's quote (a snapshot in rupees, no binary feed), place a couple of intraday (MIS)
 * market orders, then exit every open position the way the product's Exit all does (market orders sliced by the max
 * single quantity, sent in batches, each entry pending until its status arrives), printing each entry's progress, and
 * end with no open positions.
 *
 *   TRADE_API=http://localhost:4600/api TRADE_OTP=123456 pnpm --filter @trade/example-node-exit-all start
 *
 * TRADE_OTP is the OTP to use (the sandbox's fixed one); without it the script asks for the OTP the sandbox printed.
 * BATCH_LIMIT (orders per batch, default 50; 1 shows the staggered chunks), SYMBOLS (default RELIANCE,TCS).
 */
import { formatRupees } from "@trade/core";
import { marketOf } from "@trade/core/market";
import { type ExitAllEntry, type Position, tradingOf } from "@trade/core/orders";
import {
  buyIntraday,
  exampleClient,
  findOnNse,
  login,
  logOutAndClose,
  runMain,
} from "../../shared/src/nodeSession.js";

const batchLimit = Number(process.env.BATCH_LIMIT ?? 50);
const symbols = (process.env.SYMBOLS ?? "RELIANCE,TCS").split(",").map((s) => s.trim().toUpperCase());

const client = exampleClient("exit-all example");
const trading = tradingOf(client);

const side = (transactionType: "B" | "S") => (transactionType === "B" ? "BUY" : "SELL");
const describe = (entry: ExitAllEntry) =>
  `[chunk ${entry.chunk + 1} +${(entry.sendAfterMs / 1000).toFixed(0)}s] ${side(entry.order.transactionType)} ${entry.order.quantity} ${entry.order.tradingSymbol ?? entry.order.symbolToken} ${entry.order.productType} MARKET: ${entry.status}${entry.sent ? "" : " (not sent yet)"}${entry.status === "pending" ? "" : ` - ${entry.text}`}`;
const isOpen = (position: Position) => position.netQty !== 0;

async function main(): Promise<void> {
  await login(client);
  trading.feed.connect();

  // 1. A couple of intraday market buys.
  for (const [index, symbol] of symbols.entries()) {
    const scrip = await findOnNse(client, symbol);
    // A quote snapshot over the market-data socket: no binary feed to decode, prices in paise and rupees.
    const quote = await marketOf(client).quote({ segment: scrip.mktSegID, token: scrip.token });
    if (quote !== undefined) {
      const [bid, ask] = [quote.bids[0]?.price ?? 0, quote.asks[0]?.price ?? 0];
      console.log(
        `${scrip.tradeSymbol}: last ${formatRupees(quote.ltp)} (bid ${formatRupees(bid)} / ask ${formatRupees(ask)})`,
      );
    }
    const quantity = index + 1;
    const outcome = await buyIntraday(trading, scrip, quantity);
    if (!outcome.ok) {
      console.log(
        `BUY ${quantity} ${scrip.tradeSymbol} MIS MARKET rejected (${outcome.error.code}): ${outcome.error.message}`,
      );
      continue;
    }
    const status = outcome.value.order?.orderStatus ?? outcome.value.orderStatus;
    console.log(`BUY ${quantity} ${scrip.tradeSymbol} MIS MARKET: order ${outcome.value.orderId} ${status}`);
  }

  // 2. Exit every open position.
  const open = (await trading.positions.list()).filter(isOpen);
  console.log(`\nOpen positions (${open.length}):`);
  for (const position of open) {
    console.log(
      `  ${position.tradingSymbol.padEnd(16)} ${position.productType.padEnd(4)} net ${position.netQty}`,
    );
  }
  // Market hours are judged by the broker's market clock (a sandbox's need not be the wall clock).
  const started = await trading.positions.exitAll(open, { batchLimit });
  if (!started.ok) {
    console.log(`Exit all refused: ${started.error.message}`);
    process.exitCode = 1;
    return;
  }
  const run = started.value;
  console.log(`\nExit all: ${run.getSnapshot().length} order(s)`);
  for (const entry of run.getSnapshot()) console.log(describe(entry));
  const shown = new Map(run.getSnapshot().map((entry) => [entry.guiOrderId, describe(entry)]));
  run.on("entry", (entry) => {
    const line = describe(entry);
    if (shown.get(entry.guiOrderId) === line) return;
    shown.set(entry.guiOrderId, line);
    console.log(line);
  });
  const final = await run.finished;
  const complete = final.filter((entry) => entry.status === "complete").length;
  const rejected = final.filter((entry) => entry.status === "rejected").length;
  const pending = final.length - complete - rejected;
  console.log(`\nExit all done: ${complete} complete, ${rejected} rejected, ${pending} pending`);

  // 3. What is left.
  const left = (await trading.positions.list()).filter(isOpen);
  if (left.length === 0) {
    console.log("No open positions.");
    return;
  }
  console.log(`Still open (${left.length}):`);
  for (const position of left) {
    const why = position.isAdvance ? " (cover/bracket: exit from Open Orders)" : "";
    console.log(
      `  ${position.tradingSymbol.padEnd(16)} ${position.productType.padEnd(4)} net ${position.netQty}${why}`,
    );
  }
  process.exitCode = 1;
}

runMain(main, () => logOutAndClose(client, trading));
