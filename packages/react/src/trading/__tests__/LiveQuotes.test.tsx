// @vitest-environment happy-dom
import type { TradeClient } from "@trade/core";
import { encodePacket, packetSize, packetType, type QuoteFields, zeroQuote } from "@trade/core/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advance, click, container, renderSettled } from "../../../../../tests/support/dom.js";
import { quoteFeedFor } from "../../live/live.js";
import { TradeProvider } from "../../TradeProvider.js";
import { LiveQuotes, ltpFlashMs } from "../LiveQuotes.js";
import { offlineClient } from "./support.js";

const quote = (token: number, ltp: number): QuoteFields => ({ ...zeroQuote(1, token), ltp, close: 100_000 });

function tick(client: TradeClient, token: number, ltp: number) {
  const view = new DataView(new ArrayBuffer(packetSize[packetType.quote]));
  encodePacket(view, 0, packetType.quote, quote(token, ltp));
  const feed = quoteFeedFor(client);
  feed.ingest(view.buffer);
  feed.flush();
}

let client: TradeClient;
beforeEach(() => {
  vi.useFakeTimers();
  client = offlineClient();
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
});

const row = (index: number) => container().querySelectorAll<HTMLElement>("[data-row]")[index] as HTMLElement;
const text = (index: number, cell: string) => row(index).querySelector(`[data-cell=${cell}]`)?.textContent;

describe("LiveQuotes", () => {
  it("shows each row's last price, change and percent, coloured by the day's change, flashing 900 ms on a new price", async () => {
    const onSelect = vi.fn();
    await renderSettled(
      <TradeProvider client={client}>
        <LiveQuotes
          rows={[
            { segment: 1, token: 11, tradeSymbol: "AAA-EQ" },
            { segment: 1, token: 12, tradeSymbol: "BBB-EQ" },
          ]}
          onSelect={onSelect}
        />
      </TradeProvider>,
    );
    expect(text(0, "ltp")).toBe("—");
    tick(client, 11, 101_250);
    tick(client, 12, 99_000);
    expect([text(0, "ltp"), text(0, "change"), text(0, "percent")]).toEqual(["1,012.50", "+12.50", "+1.25%"]);
    expect([text(1, "ltp"), text(1, "change"), text(1, "percent")]).toEqual(["990.00", "-10.00", "-1.00%"]);
    expect(row(0).dataset.sign).toBe("up");
    expect(row(1).dataset.sign).toBe("down");
    expect(row(0).dataset.flash).toBeUndefined();
    tick(client, 11, 101_300);
    expect(row(0).dataset.flash).toBe("up");
    tick(client, 12, 98_900);
    expect(row(1).dataset.flash).toBe("down");
    await advance(ltpFlashMs + 250);
    expect(row(0).dataset.flash).toBeUndefined();
    expect(row(1).dataset.flash).toBeUndefined();
    await click(row(1));
    expect(onSelect).toHaveBeenCalledWith({ segment: 1, token: 12, tradeSymbol: "BBB-EQ" });
  });
});
