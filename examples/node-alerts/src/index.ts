/**
 * An RSI alert from Node: create an indicator alert on a stock ("RSI(14) crosses above 50 on 1-minute candles",
 * running Always), then print each trigger as the broker pushes it on the notifications feed ('Alert Triggered', with
 * the alert and the condition that held). The broker checks the condition at each candle close with the same
 * indicator engine the chart draws with. The script ends after TRIGGERS triggers (or TIMEOUT_SECONDS) and deletes the
 * alert.
 *
 *   TRADE_API=http://localhost:4600/api TRADE_OTP=123456 pnpm --filter @trade/example-node-alerts start
 *
 * SYMBOL (default SBIN), PERIOD (default 14), OPERATOR (crossesAbove, crossesBelow, greaterThan or lessThan; default
 * crossesAbove), LEVEL (default 50), TIMEFRAME (default 1m), TRIGGERS (default 3), TIMEOUT_SECONDS (default 600).
 */
import { type AlertOperator, type AlertTimeFrame, alertsOf } from "@trade/core/alerts";
import { notificationsOf } from "@trade/core/notifications";
import { exampleClient, findOnNse, login, logOutAndClose, runMain } from "../../shared/src/nodeSession.js";

const symbol = (process.env.SYMBOL ?? "SBIN").toUpperCase();
const period = Number(process.env.PERIOD ?? 14);
const operator = (process.env.OPERATOR ?? "crossesAbove") as AlertOperator;
const level = process.env.LEVEL ?? "50";
const timeFrame = (process.env.TIMEFRAME ?? "1m") as AlertTimeFrame;
const wanted = Number(process.env.TRIGGERS ?? 3);
const timeoutMs = Number(process.env.TIMEOUT_SECONDS ?? 600) * 1000;

const client = exampleClient("RSI alert example");
const notifications = notificationsOf(client);
let alertId: string | undefined;

/** Market time as the notification stamps it, in India (HH:mm:ss). */
const timeOf = (ms: number) =>
  new Date(ms).toLocaleTimeString("en-IN", { timeZone: "Asia/Kolkata", hour12: false });

async function main(): Promise<void> {
  await login(client);
  const scrip = await findOnNse(client, symbol);

  // 1. Listen first, so no trigger is missed: fired alerts come as notifications of type "alert".
  let seen = 0;
  const enough = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${seen} of ${wanted} triggers in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    notifications.feed.on("message", (push) => {
      // Triggers that come while the script is winding up (a fast market closes candles quickly) are not counted.
      if (push.type !== "notification" || push.message.type !== "alert" || seen >= wanted) return;
      seen += 1;
      console.log(`[${timeOf(push.message.received_at)}] ${push.message.title}: ${push.message.body}`);
      if (seen >= wanted) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  notifications.feed.connect();

  // 2. The alert: the condition is the alert pad's (an indicator with its parameters, an operator, a value).
  const alert = await alertsOf(client).create({
    name: `${symbol} RSI ${level}`,
    type: "indicator",
    timeFrame,
    execution: { mode: "always" },
    tokens: [{ exchange: "NSE", segment: scrip.mktSegID, token: scrip.token, symbol: scrip.tradeSymbol }],
    entry: {
      implication: { lhs: { indicator: "RSI", params: { period } }, operator, rhs: { valueString: level } },
    },
  });
  alertId = alert.alertId;
  console.log(
    `Alert ${alert.alertId} on ${alert.tokens[0]?.symbol}: RSI(${period}) ${operator} ${level} on ${timeFrame} candles (${alert.status})`,
  );

  // 3. Each trigger is printed as it comes; then the alert's count as the broker keeps it.
  await enough;
  const after = (await alertsOf(client).list()).find((a) => a.alertId === alert.alertId);
  console.log(
    `Alert ${alert.alertId}: ${after?.status}, triggered ${after?.triggerCount} times, last at ${after?.triggeredAt ? timeOf(after.triggeredAt) : "-"}`,
  );
}

runMain(main, async () => {
  if (alertId !== undefined) {
    await alertsOf(client)
      .cancel(alertId)
      .then(() => console.log(`Alert ${alertId} deleted`))
      .catch(() => {});
  }
  await logOutAndClose(client, { close: () => notifications.feed.disconnect() });
});
