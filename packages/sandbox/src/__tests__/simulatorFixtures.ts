import { base } from "../market/instruments/universe.js";
import type { Instrument } from "../market/types.js";

/** A hand-built universe for the simulator tests: an index with futures and options, stocks, a commodity, a currency pair. */
function instrument(
  partial: Partial<Instrument> & Pick<Instrument, "token" | "segment" | "kind" | "symbol" | "basePrice">,
): Instrument {
  return {
    ...base,
    exchange: "NSE",
    tradeSymbol: partial.symbol,
    name: partial.symbol,
    maxSingleTransactionQty: 100_000,
    volatility: 0.2,
    ...partial,
  };
}

export const nifty = instrument({
  token: 99926000,
  segment: 1,
  kind: "INDEX",
  symbol: "NIFTY",
  basePrice: 2_400_000,
  volatility: 0.14,
});
export const reliance = instrument({
  token: 2885,
  segment: 1,
  kind: "EQ",
  symbol: "RELIANCE",
  basePrice: 284_530,
  circuitPercent: 20,
  marketCap: "LARGE",
  volatility: 0.24,
});
export const smallCap = instrument({
  token: 9999,
  segment: 1,
  kind: "EQ",
  symbol: "TINY",
  basePrice: 1_250,
  circuitPercent: 5,
  marketCap: "SMALL",
  volatility: 0.9,
});
export const gold = instrument({
  token: 440001,
  segment: 5,
  exchange: "MCX",
  kind: "FUTCOM",
  symbol: "GOLD",
  basePrice: 7_600_000,
  expiry: "2027-02-05",
  lotSize: 1,
  tick: 100,
  volatility: 0.15,
});
export const usdinr = instrument({
  token: 1101,
  segment: 13,
  exchange: "CDS",
  kind: "FUTCUR",
  symbol: "USDINR",
  basePrice: 845_000_000,
  expiry: "2026-12-29",
  lotSize: 1000,
  tick: 25_000,
  volatility: 0.05,
});

const expiries = ["2026-11-26", "2026-12-29", "2027-03-30"];
export const niftyFutures = expiries.map((expiry, i) =>
  instrument({
    token: 50_000 + i,
    segment: 2,
    kind: "FUTIDX",
    symbol: "NIFTY",
    basePrice: 2_400_000,
    expiry,
    lotSize: 75,
    underlying: { segment: 1, token: nifty.token },
  }),
);
export const strikes = [22_000, 23_000, 23_500, 24_000, 24_500, 25_000, 26_000].map((s) => s * 100);
export const niftyOptions = expiries.flatMap((expiry, e) =>
  strikes.flatMap((strike, s) =>
    (["CE", "PE"] as const).map((optionType, o) =>
      instrument({
        token: 60_000 + e * 100 + s * 2 + o,
        segment: 2,
        kind: "OPTIDX",
        symbol: "NIFTY",
        basePrice: 10_000,
        expiry,
        strike,
        optionType,
        lotSize: 75,
        underlying: { segment: 1, token: nifty.token },
      }),
    ),
  ),
);
export const goldOptions = [7_400_000, 7_600_000, 7_800_000].flatMap((strike, s) =>
  (["CE", "PE"] as const).map((optionType, o) =>
    instrument({
      token: 70_000 + s * 2 + o,
      segment: 5,
      exchange: "MCX",
      kind: "OPTFUT",
      symbol: "GOLD",
      basePrice: 10_000,
      expiry: "2027-01-27",
      strike,
      optionType,
      tick: 50,
      underlying: { segment: 5, token: gold.token },
    }),
  ),
);

export const universe: Instrument[] = [
  nifty,
  reliance,
  smallCap,
  gold,
  usdinr,
  ...niftyFutures,
  ...niftyOptions,
  ...goldOptions,
];

/** Epoch ms of an IST wall time. */
export const ist = (date: string, time: string) => Date.parse(`${date}T${time}+05:30`);
