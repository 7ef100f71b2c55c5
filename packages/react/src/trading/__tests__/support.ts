import { createTradeClient, type TradeClient } from "@trade/core";

/** A socket that never opens: widgets run without live prices, and tests feed the quote feed themselves. */
export class SilentSocket {
  readyState = 0;
  binaryType = "arraybuffer";
  onopen = null;
  onclose = null;
  onmessage = null;
  onerror = null;
  addEventListener() {}
  removeEventListener() {}
  send() {}
  close() {}
}

/** A web client whose feeds never connect; `fetch` answers the calls the test cares about. */
export function offlineClient(fetch?: typeof globalThis.fetch): TradeClient {
  return createTradeClient({
    baseUrl: "http://sandbox.test/api",
    platform: "web",
    WebSocket: SilentSocket as unknown as typeof WebSocket,
    ...(fetch ? { fetch } : {}),
  });
}
