/**
 * An OCO GTT from Node: buy a few shares intraday (MIS), set a one-cancels-other GTT on the position (a target a little
 * above the price, a stop loss a little below), and follow it: the broker fires whichever level the price crosses
 * first, its order arrives on the order-update feed (`guiOrderId` `gtt-<rule id>-<leg>`), and the other level goes
 * with it. The script ends when that order executes, with the position closed.
 *
 *   TRADE_API=http://localhost:4600/api TRADE_OTP=123456 pnpm --filter @trade/example-node-gtt-oco start
 *
 * SYMBOL (default INFY), QUANTITY (default 2), TICKS (how far the levels sit from the price, default 3),
 * TIMEOUT_SECONDS (default 120).
 */
import { formatRupees, TradeError } from "@trade/core";
import { type GttRule, gttOf, gttStatusLabel } from "@trade/core/gtt";
import { marketOf } from "@trade/core/market";
import { type OrderUpdate, tradingOf } from "@trade/core/orders";
import {
  buyIntraday,
  exampleClient,
  findOnNse,
  login,
  logOutAndClose,
  runMain,
} from "../../shared/src/nodeSession.js";

const symbol = (process.env.SYMBOL ?? "INFY").toUpperCase();
const quantity = Number(process.env.QUANTITY ?? 2);
const ticks = Number(process.env.TICKS ?? 3);
const timeoutMs = Number(process.env.TIMEOUT_SECONDS ?? 120) * 1000;

const client = exampleClient("GTT OCO example");
const trading = tradingOf(client);

async function main(): Promise<void> {
  await login(client);
  trading.feed.connect();
  const scrip = await findOnNse(client, symbol);

  // 1. The position: an intraday market buy.
  const bought = await buyIntraday(trading, scrip, quantity);
  if (!bought.ok) throw new Error(`the buy was rejected: ${bought.error.message}`);
  const entry = bought.value.order?.averagePrice ?? 0;
  console.log(
    `BUY ${quantity} ${scrip.tradeSymbol} MIS MARKET: ${bought.value.order?.orderStatus} at ${formatRupees(entry)}`,
  );

  // 2. The OCO on it: sell at a target above the price, or at a stop loss below, whichever comes first.
  const tick = scrip.priceTck || 5; // the tick in paise
  /** The OCO around the price now; the price can move between the quote and the call, so a refusal asks again. */
  const setOco = async (): Promise<{ rule: GttRule; ltp: number; target: number; stopLoss: number }> => {
    for (let attempt = 1; ; attempt++) {
      const quote = await marketOf(client).quote({ segment: 1, token: scrip.token });
      const ltp = quote?.ltp ?? entry;
      const target = ltp + ticks * tick;
      const stopLoss = ltp - ticks * tick;
      try {
        const rule = await gttOf(client).create({
          exchangeSegment: 1,
          symboltoken: scrip.token,
          transactiontype: "S",
          producttype: "MIS",
          gttType: "OCO",
          qty: quantity,
          triggerprice: target,
          price: target - 20 * tick,
          stoplosstriggerprice: stopLoss,
          stoplossprice: stopLoss - 20 * tick,
        });
        return { rule, ltp, target, stopLoss };
      } catch (error) {
        // GTT-OCO or GTT-TRIGGER: the price left the band (or reached a level) between the quote and the call.
        const moved =
          error instanceof TradeError && (error.code === "GTT-OCO" || error.code === "GTT-TRIGGER");
        if (!moved || attempt === 5) throw error;
        console.log(`  the price moved (${error.message}); setting the levels again`);
      }
    }
  };
  const { rule, ltp, target, stopLoss } = await setOco();
  console.log(
    `GTT ${rule.id} OCO set at LTP ${formatRupees(ltp)}: target ${formatRupees(target)}, stop loss ${formatRupees(stopLoss)} (${gttStatusLabel(rule.status)})`,
  );

  // 3. Follow it on the order-update feed until the fired leg's order is done.
  const done = await new Promise<OrderUpdate>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the price crossed neither level in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    trading.feed.on("update", (order) => {
      if (!order.guiOrderId.startsWith(`gtt-${rule.id}-`)) return;
      const leg = order.guiOrderId.endsWith("-target") ? "target" : "stop loss";
      console.log(`  ${leg} fired: order ${order.orderId} ${order.orderStatus}`);
      if (order.orderStatus === "complete" || order.orderStatus === "rejected") {
        clearTimeout(timer);
        resolve(order);
      }
    });
  });
  const after = (await gttOf(client).list({})).rules.find((r: GttRule) => r.id === rule.id);
  console.log(
    `GTT ${rule.id}: ${after ? gttStatusLabel(after.status) : "?"}, ${after?.triggeredLeg ?? "-"} leg`,
  );
  const position = (await trading.positions.list()).find(
    (p) => p.symbolToken === scrip.token && p.productType === "MIS",
  );
  console.log(`Position ${scrip.tradeSymbol} MIS: net ${position?.netQty ?? 0}`);
  if (done.orderStatus !== "complete" || (position?.netQty ?? 0) !== 0) process.exitCode = 1;
}

runMain(main, () => logOutAndClose(client, trading));
