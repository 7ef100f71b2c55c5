import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { QuoteFields } from "@trade/core/protocol";
import { QuoteFeedServer } from "../../packages/sandbox/src/feeds/quotes.js";

export const harnessToken = "harness-token";

function quoteOf(segment: number, token: number, step: number): QuoteFields {
  const ltp = 100_000 + token * 10 + step;
  return {
    segment,
    token,
    ltp,
    close: 100_000 + token * 10,
    time: 1_764_000_000 + step,
    open: ltp - 50,
    high: ltp + 100,
    low: ltp - 100,
    atp: ltp - 10,
    lastQty: 5,
    volume: 1000 + step,
    totalBuyQty: 500,
    totalSellQty: 400,
    oi: 0,
    oiChange: 0,
    upperCircuit: ltp + 10_000,
    lowerCircuit: ltp - 10_000,
    high52: ltp + 20_000,
    low52: ltp - 20_000,
    bidPrice: [ltp - 5, ltp - 10, ltp - 15, ltp - 20, ltp - 25],
    bidQty: [10, 20, 30, 40, 50],
    bidOrders: [1, 2, 3, 4, 5],
    askPrice: [ltp + 5, ltp + 10, ltp + 15, ltp + 20, ltp + 25],
    askQty: [11, 21, 31, 41, 51],
    askOrders: [1, 1, 2, 2, 3],
  };
}

/**
 * A quote feed server on its own port with a predictable market: instruments 1..`instruments` on segment 1, every
 * one moving by one paisa per tick. For feed tests that need many instruments and exact prices.
 */
export async function startQuoteHarness(
  options: { instruments?: number; tickMs?: number; heartbeatMs?: number } = {},
) {
  const count = options.instruments ?? 4000;
  let step = 0;
  const logs: string[] = [];
  const feed = new QuoteFeedServer({
    authenticate: (_request, url) =>
      url.searchParams.get("token") === harnessToken
        ? { clientCode: "HARNESS", sessionId: "harness" }
        : undefined,
    source: {
      quote: (segment, token) =>
        segment === 1 && token >= 1 && token <= count ? quoteOf(segment, token, step) : undefined,
    },
    now: Date.now,
    log: (line) => logs.push(line),
    heartbeatMs: options.heartbeatMs ?? 10_000,
  });
  const server: Server = createServer((_request, response) => {
    response.statusCode = 404;
    response.end();
  });
  server.on("upgrade", (request, socket, head) => {
    const url = new URL(request.url ?? "/", "http://harness");
    if (url.pathname === "/feed/quotes") feed.upgrade(request, socket, head, url);
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const timer = setInterval(() => {
    step++;
    const changed: QuoteFields[] = [];
    for (let token = 1; token <= count; token++) changed.push(quoteOf(1, token, step));
    feed.publish(changed);
  }, options.tickMs ?? 100);
  return {
    url: `ws://127.0.0.1:${port}/feed/quotes?token=${harnessToken}`,
    feed,
    logs,
    step: () => step,
    expectedLtp: (token: number, at: number) => 100_000 + token * 10 + at,
    async close() {
      clearInterval(timer);
      feed.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
