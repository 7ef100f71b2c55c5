import { istDayOf, istInstant, segmentSession } from "../marketClock.js";

/** Strikes an option chain shows by default, centred on the money (spec 2 §9). */
export const defaultChainStrikes = 30;

/** Tabs the options watchlist keeps at most (spec 2 §9). */
export const optionWatchlistTabLimit = 4;

/** The options watchlist's strike window: calls from 5 strikes below to 15 above the money, puts mirrored (spec 2 §4, §9). */
export const optionStrikeWindow = { below: 5, above: 15 } as const;

/** Commodities with options (spec 2 §9): the only commodity underlyings offered an option chain. */
export const optionsAllowedCommodities = [
  "COPPER",
  "CRUDEOIL",
  "GOLDM",
  "GOLD",
  "NATURALGAS",
  "NICKEL",
  "SILVER",
  "SILVERM",
  "ZINC",
  "WTICRUDE",
] as const;

/** The segment that has no option chain at all (spec 2 §5: NCDEX's second id). */
const noChainSegment = 7;
const commoditySegments = new Set([5, 6, 7, 11, 21]);
const cashSegments = new Set([1, 3]);

/** What `hasOptionChain` reads of a scrip (the scrip master's fields, spec 2 §3). */
export interface ChainCandidate {
  mktSegID: number;
  symbolName: string;
  instName: string;
  isIndices: boolean;
  isCashWithFno: boolean;
  isCommodityWithOption?: boolean;
}

/**
 * Whether an instrument is offered an option chain (spec 2 §5): not in segment 7, not cash equity without a
 * derivatives link, and among commodities only the options-allowed ones (spec 2 §9). Indices ask the index master
 * (an index with a nearest future has F&O), so they pass here on `isCashWithFno` like stocks.
 */
export function hasOptionChain(scrip: ChainCandidate): boolean {
  if (scrip.mktSegID === noChainSegment) return false;
  if (commoditySegments.has(scrip.mktSegID)) {
    return (optionsAllowedCommodities as readonly string[]).includes(scrip.symbolName.toUpperCase());
  }
  if (cashSegments.has(scrip.mktSegID)) return scrip.isCashWithFno;
  return true;
}

/** Why an instrument has no option chain, in words for the screen (the spec names no message: docs/decisions.md). */
export const noOptionChainText = (symbol: string) => `${symbol} has no option chain`;

/** The strike nearest `spot` (the at-the-money strike); ties go to the lower strike. Undefined for no strikes. */
export function atmStrike(strikes: readonly number[], spot: number): number | undefined {
  let best: number | undefined;
  for (const strike of strikes) {
    if (best === undefined || Math.abs(strike - spot) < Math.abs(best - spot)) best = strike;
    else if (Math.abs(strike - spot) === Math.abs(best - spot) && strike < best) best = strike;
  }
  return best;
}

/**
 * The strikes of a window around the money: `below` strikes under the at-the-money one, the at-the-money one, and
 * `above` strikes over it, shifted inwards at the ends of the list so that it keeps its size where it can. `strikes`
 * sorted ascending.
 */
export function strikeWindow(
  strikes: readonly number[],
  spot: number,
  window: { below: number; above: number } = optionStrikeWindow,
): number[] {
  const atm = atmStrike(strikes, spot);
  if (atm === undefined) return [];
  const size = Math.min(strikes.length, window.below + 1 + window.above);
  const at = strikes.indexOf(atm);
  const start = Math.max(0, Math.min(at - window.below, strikes.length - size));
  return strikes.slice(start, start + size);
}

/** The window of `count` strikes centred on the money (the chain's default view, spec 2 §9: 30). */
export function centredStrikes(
  strikes: readonly number[],
  spot: number,
  count = defaultChainStrikes,
): number[] {
  const below = Math.floor(count / 2);
  return strikeWindow(strikes, spot, { below, above: count - below - 1 });
}

/** Whether an option is in the money at `spot`: a call below it, a put above it. */
export const inTheMoney = (optionType: "CE" | "PE", strike: number, spot: number): boolean =>
  optionType === "CE" ? strike < spot : strike > spot;

/** Epoch ms an option stops trading: its segment's close on the expiry date (IST). */
export const expiryInstant = (expiryDate: string, segment: number): number =>
  istInstant(istDayOf(expiryDate), segmentSession(segment).close);

/** Years to expiry on a 365-day calendar (the model's time), never negative. */
export const yearsToExpiry = (nowMs: number, expiryDate: string, segment: number): number =>
  Math.max(0, (expiryInstant(expiryDate, segment) - nowMs) / (365 * 86_400_000));
