import {
  type AccountFacts,
  checkPlacement,
  type InstrumentFacts,
  type PlacementFacts,
  type QuoteFacts,
} from "../orderChecks.js";
import { at } from "./clock.js";

/** The instruments, quote, account and order the order-check tests start from, and `place` over them. */

export const equity: InstrumentFacts = {
  segment: 1,
  exchange: "NSE",
  kind: "EQ",
  symbol: "INFY-EQ",
  lotSize: 1,
  tick: 5,
  freezeQty: null,
  maxSingleTransactionQty: 100_000,
  t2t: false,
  surveillance: [],
  intradayAllowed: true,
};
export const option: InstrumentFacts = {
  ...equity,
  segment: 2,
  exchange: "NFO",
  kind: "OPTIDX",
  symbol: "NIFTY24NOV26000CE",
  lotSize: 75,
  freezeQty: 1800,
  maxSingleTransactionQty: 1800,
};
export const future: InstrumentFacts = {
  ...option,
  kind: "FUTSTK",
  symbol: "INFY24NOVFUT",
  lotSize: 400,
  freezeQty: null,
};
export const currency: InstrumentFacts = {
  ...equity,
  segment: 13,
  exchange: "CDS",
  kind: "FUTCUR",
  symbol: "USDINR",
  lotSize: 1000,
  tick: 25_000,
  maxSingleTransactionQty: 0,
};
export const commodity: InstrumentFacts = {
  ...future,
  segment: 5,
  exchange: "MCX",
  kind: "FUTCOM",
  lotSize: 100,
};

export const quote: QuoteFacts = { ltp: 150_000, upperCircuit: 165_000, lowerCircuit: 135_000 };
export const account: AccountFacts = {
  asba: false,
  asbaState: null,
  poa: false,
  ddpi: true,
  segments: ["nse_cm", "nse_fo", "bse_cm", "bse_fo", "mcx_fo", "ncx_fo", "mcx_cmfo", "cde_fo", "nse_com"],
  blockedOperations: [],
};
export const baseOrder: PlacementFacts["order"] = {
  transactionType: "B",
  productType: "CNC",
  orderType: "LIMIT",
  quantity: 10,
  price: 150_000,
};

export type Overrides = Partial<Omit<PlacementFacts, "order" | "account" | "quote" | "instrument">> & {
  order?: Partial<PlacementFacts["order"]>;
  account?: Partial<AccountFacts>;
  quote?: Partial<QuoteFacts>;
  instrument?: InstrumentFacts;
};

export function place(overrides: Overrides = {}) {
  const { order, account: accountOverrides, quote: quoteOverrides, instrument, ...rest } = overrides;
  return checkPlacement({
    nowMs: at("10:00"),
    ...rest,
    order: { ...baseOrder, ...order },
    instrument: instrument ?? equity,
    quote: { ...quote, ...quoteOverrides },
    account: { ...account, ...accountOverrides },
  });
}

export const fno = (order: Partial<PlacementFacts["order"]>, instrument = option): Overrides => ({
  instrument,
  order: { productType: "NRML", quantity: instrument.lotSize, price: 10_000, ...order },
  quote: { ltp: 10_000, upperCircuit: 50_000, lowerCircuit: 5 },
});
