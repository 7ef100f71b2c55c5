/**
 * The option chain under load (issue 19's measurement): the chain widget with 60 strikes (120 contracts) beside a
 * 50-row live watchlist, fed synthetic frames (full packets for the contracts, quote packets for the rows) straight
 * into the quote feed. `window.optionsPerf.run(ticksPerSecond, seconds)` answers frame and long-task figures and how
 * many contracts do not show the last price sent once the stream stops. The bench drives it (bench/src/optionChainPerf.ts).
 */
import { formatPrice } from "@trade/core";
import { encodePacket, packetSize, packetType, sampleQuote } from "@trade/core/protocol";
import { OptionChain } from "@trade/react/options";
import { LiveQuotes } from "@trade/react/trading";
import { loadClient, mountLoad, watchlistRows as rows, runLoad } from "./loadPage.js";

const expiry = "2026-12-01";
const strikes = Array.from({ length: 60 }, (_, i) => 2_450_000 + i * 5_000);
const contracts = strikes.flatMap((strike, i) =>
  (["CE", "PE"] as const).map((type, j) => ({ strike, type, token: 5_000 + i * 2 + j })),
);
const leg = (strike: number, type: "CE" | "PE", token: number) => ({
  TokenID: token,
  SegmentID: 2,
  TradeSymbol: `NIFTY26DEC${strike / 100}${type}`,
  OpenInterest: 1_000_000,
  StrikePrice: strike,
  OptionType: type,
  ExpiryDate: expiry,
  ltp: 10_000,
  iv: 13,
  greeks: { iv: 13, delta: type === "CE" ? 0.5 : -0.5, gamma: 0.001, theta: -5, vega: 10 },
});
const answers: Record<string, unknown> = {
  "/scripmaster/v1/scripmaster": [
    {
      ...{ token: 99926000, mktSegID: 1, exchName: "NSE", symbolName: "NIFTY", tradeSymbol: "Nifty 50" },
      ...{
        details: "Nifty 50",
        instName: "INDEX",
        strkPrice: 0,
        optType: null,
        expirydate: null,
        lotSize: 1,
      },
      ...{
        minLot: 1,
        lotMult: 1,
        priceTck: 5,
        isinCode: null,
        astCls: "index",
        precision: 2,
        isIndices: true,
      },
      ...{ isCashWithFno: true, isCommodityWithOption: false, maxSingleTransactionQty: 0, series: null },
      ...{ freezeQty: null, tickerSize: 0.05 },
    },
  ],
  "/scripmaster/v1/scrip-derivative-details": {
    symbol: "NIFTY",
    mktSegID: 2,
    underlying: { token: 99926000, mktSegID: 1 },
    lotSize: 75,
    strikeStep: 5000,
    futureExpiries: [],
    optionExpiries: [expiry],
    futures: [],
  },
  "/option-chain/v1/chain": {
    TradeSymbol: "NIFTY",
    ExpiryDate: expiry,
    MarketSegmentId: 2,
    spot: 2_600_000,
    atmStrike: 2_600_000,
    rows: strikes.map((strike, i) => ({
      strike,
      call: leg(strike, "CE", 5_000 + i * 2),
      put: leg(strike, "PE", 5_001 + i * 2),
    })),
  },
};
const client = loadClient((path) => answers[path]);
mountLoad(
  client,
  <div style={{ display: "flex", gap: 16, height: 860 }}>
    <LiveQuotes rows={rows} />
    <div style={{ flex: 1, minWidth: 0 }}>
      <OptionChain instrument={{ segment: 1, token: 99926000 }} strikeCount={60} onTrade={() => {}} />
    </div>
  </div>,
);

const lastSent = new Map<number, number>();

/** `count` ticks, one in three for a watchlist row (quote packets), the rest full packets for the 120 contracts. */
function encodeTicks(count: number): { buffer: ArrayBuffer; ends: Uint32Array } {
  const view = new DataView(new ArrayBuffer(count * packetSize[packetType.full]));
  const ends = new Uint32Array(count);
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const row = i % 3 === 0;
    const contract = contracts[i % contracts.length] as (typeof contracts)[number];
    const segment = row ? 1 : 2;
    const token = row ? ((i / 3) % 50) + 1 : contract.token;
    const ltp = 10_000 + ((i * 7) % 2000);
    if (!row) lastSent.set(token, ltp);
    const fields = { ...sampleQuote(segment, token, ltp), close: 10_000 };
    offset = encodePacket(view, offset, row ? packetType.quote : packetType.full, fields);
    ends[i] = offset;
  }
  return { buffer: view.buffer, ends };
}

async function run(ticksPerSecond: number, seconds: number) {
  const figures = await runLoad(client, lastSent, encodeTicks, ticksPerSecond, seconds);
  const stale = contracts.filter(({ strike, type, token }) => {
    const sent = lastSent.get(token);
    if (sent === undefined) return false;
    const cell = document.querySelector(`[data-strike="${strike}"] [data-side=${type}][data-col=ltp]`);
    return cell?.textContent !== formatPrice(sent, 2);
  }).length;
  return { ticksPerSecond, ...figures, staleCells: stale };
}

(window as unknown as { optionsPerf: unknown }).optionsPerf = {
  run,
  ready: () => document.querySelectorAll("[data-strike]").length === strikes.length,
};
