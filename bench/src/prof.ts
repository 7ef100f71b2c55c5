import { mkdtempSync } from "node:fs";
import { createTradeClient, marketEndpoints } from "@trade/core";
import { tradingEndpoints } from "@trade/core/orders";
import { startSandbox } from "@trade/sandbox";
import { benchOrder } from "./placeOrder.js";

const sb = await startSandbox({
  port: 0,
  dataDir: mkdtempSync("/tmp/sbx-"),
  fixedOtp: "864202",
  log: () => {},
  marketStart: Date.parse("2026-11-24T10:00:00+05:30"),
  rateLimits: false,
});
const client = createTradeClient({ baseUrl: `${sb.url}/api`, platform: "node" });
await client.auth.generateOtp({ clientCode: "DEMO06" });
await client.auth.verifyOtp({ clientCode: "DEMO06", otp: "864202" });
const itc = (await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } })).find(
  (s) => s.mktSegID === 1,
)!;
for (let round = 0; round < 4; round++) {
  const t: number[] = [];
  for (let i = 0; i < 500; i++) {
    const s = performance.now();
    await client.call(tradingEndpoints.placeOrder, {
      body: benchOrder(`s-${round}-${i}`, itc.token, i),
    });
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  console.log(`round ${round}: p50 ${t[250]!.toFixed(2)} p99 ${t[495]!.toFixed(2)}`);
}
await sb.close();
process.exit(0);
