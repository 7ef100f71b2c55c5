// @vitest-environment happy-dom
import type { TradeClient } from "@trade/core";
import { encodePacket, packetSize, packetType, type QuoteFields } from "@trade/core/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { container, renderSettled } from "../../../../../tests/support/dom.js";
import { quoteFeedFor } from "../../live/live.js";
import { TradeProvider } from "../../TradeProvider.js";
import { MarketDepth } from "../MarketDepth.js";
import { offlineClient } from "./support.js";

const fields = (ltp: number): QuoteFields => ({
  segment: 1,
  token: 2885,
  ltp,
  close: 284_000,
  time: 1_795_494_600,
  open: 285_000,
  high: 287_000,
  low: 283_500,
  atp: 285_500,
  lastQty: 5,
  volume: 1_000_000,
  totalBuyQty: 125_000,
  totalSellQty: 98_000,
  oi: 0,
  oiChange: 0,
  upperCircuit: 312_400,
  lowerCircuit: 255_600,
  high52: 300_000,
  low52: 240_000,
  bidPrice: [ltp - 5, ltp - 10, ltp - 15, ltp - 20, ltp - 25],
  bidQty: [100, 200, 1500, 400, 500],
  bidOrders: [1, 2, 3, 4, 5],
  askPrice: [ltp + 5, ltp + 10, ltp + 15, ltp + 20, ltp + 25],
  askQty: [150, 250, 350, 450, 12_500],
  askOrders: [5, 4, 3, 2, 1],
});

function frame(ltp: number): ArrayBuffer {
  const view = new DataView(new ArrayBuffer(packetSize[packetType.full]));
  encodePacket(view, 0, packetType.full, fields(ltp));
  return view.buffer;
}

let client: TradeClient;
beforeEach(() => {
  client = offlineClient();
});
afterEach(() => {
  client.close();
});

let renders = 0;
function Counting() {
  renders++;
  return <MarketDepth instrument={{ segment: 1, token: 2885, tradeSymbol: "RELIANCE-EQ" }} />;
}

const cell = (name: string) => container().querySelector(`[data-cell=${name}]`)?.textContent;

describe("MarketDepth", () => {
  it("writes each tick's depth, totals, OHLC and circuits into the cells without re-rendering", async () => {
    await renderSettled(
      <TradeProvider client={client}>
        <Counting />
      </TradeProvider>,
    );
    expect(cell("bidPrice0")).toBe("—");
    const feed = quoteFeedFor(client);
    const rendersBefore = renders;
    for (const ltp of [285_000, 285_500]) {
      feed.ingest(frame(ltp));
      feed.flush();
    }
    expect(cell("ltp")).toBe("2,855.00");
    expect(cell("bidPrice0")).toBe("2,854.95");
    expect(cell("askPrice4")).toBe("2,855.25");
    expect(cell("bidQty2")).toBe("1,500");
    expect(cell("askQty4")).toBe("12,500");
    expect(cell("bidOrders4")).toBe("5");
    expect(cell("totalBuyQty")).toBe("1,25,000");
    expect(cell("upperCircuit")).toBe("3,124.00");
    expect(cell("close")).toBe("2,840.00");
    expect(renders).toBe(rendersBefore);
  });
});
