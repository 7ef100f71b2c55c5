/** The strategy builder on an instrument's chain, with a strategy picked (spec 2 §3: the 14 of §9, by id). */
export const strategiesPath = (instrument: { segment: number; token: number }, strategy?: string): string =>
  `/watchlist/option-chain/strategies?token=${instrument.token}&mktSegID=${instrument.segment}${
    strategy ? `&strategy=${encodeURIComponent(strategy)}` : ""
  }`;
