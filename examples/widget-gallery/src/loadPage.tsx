/**
 * What the load pages share (perf.tsx, optionsPerf.tsx, portfolioPerf.tsx): a client whose quote socket never
 * connects (the pages feed the quote feed themselves) and whose HTTP calls are answered on the page, the 50-row
 * watchlist's instruments, mounting the widgets under a `TradeProvider` in the page's `#perf` element, and a run.
 */
import { createTradeClient, type TradeClient } from "@trade/core";
import { TradeProvider } from "@trade/react";
import { quoteFeedFor } from "@trade/react/trading";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { type LoadFigures, measureLoad } from "./measure.js";

class SilentSocket {
  readyState = 0;
  binaryType = "arraybuffer";
  addEventListener() {}
  removeEventListener() {}
  send() {}
  close() {}
}

/**
 * A client answering every call with `answer(path, query)` (the path under /api, the query's parameters) as a
 * successful envelope's data.
 */
export function loadClient(answer: (path: string, query: URLSearchParams) => unknown): TradeClient {
  return createTradeClient({
    baseUrl: `${location.origin}/api`,
    platform: "web",
    WebSocket: SilentSocket as unknown as typeof WebSocket,
    fetch: async (input) => {
      const url = new URL(String(input));
      return new Response(
        JSON.stringify({
          status: true,
          message: "SUCCESS",
          errorCode: null,
          data: answer(url.pathname.replace(/^\/api/, ""), url.searchParams) ?? null,
        }),
        { headers: { "content-type": "application/json" } },
      );
    },
  });
}

/** The 50-row watchlist's instruments: tokens 1 to 50 on NSE cash. */
export const watchlistRows = Array.from({ length: 50 }, (_, i) => ({
  segment: 1,
  token: i + 1,
  tradeSymbol: `STOCK${i + 1}-EQ`,
  exchange: "NSE",
}));

/** Render `widgets` for `client` into the page's `#perf` element. */
export function mountLoad(client: TradeClient, widgets: ReactNode): void {
  createRoot(document.getElementById("perf") as HTMLElement).render(
    <TradeProvider client={client}>{widgets}</TradeProvider>,
  );
}

/**
 * One load run: `lastSent` cleared, the run's ticks encoded by `encode(count)` (which notes the last price it sends per
 * token in `lastSent`), then fed to `client`'s quote feed at `ticksPerSecond` for `seconds` (see `measureLoad`).
 */
export function runLoad(
  client: TradeClient,
  lastSent: Map<number, number>,
  encode: (count: number) => { buffer: ArrayBuffer; ends: Uint32Array },
  ticksPerSecond: number,
  seconds: number,
): Promise<LoadFigures> {
  lastSent.clear();
  const total = Math.max(1, Math.ceil(ticksPerSecond * seconds));
  return measureLoad(quoteFeedFor(client), encode(total), ticksPerSecond, seconds);
}
