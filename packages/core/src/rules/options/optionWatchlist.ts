import { optionStrikeWindow, optionWatchlistTabLimit, strikeWindow } from "./chain.js";

/**
 * The strikes an options watchlist tab lists for one side (spec 2 §4, §9): calls from 5 strikes below to 15 above the
 * money, puts mirrored (15 below to 5 above: the out-of-the-money side of each is the longer). `strikes` ascending.
 */
export function optionWatchlistStrikes(
  strikes: readonly number[],
  spot: number,
  side: "CE" | "PE",
): number[] {
  const { below, above } = optionStrikeWindow;
  return strikeWindow(strikes, spot, side === "CE" ? { below, above } : { below: above, above: below });
}

/** Strikes an options watchlist reads around the money so that both sides' windows are inside (15 either side). */
export const optionWatchlistChainStrikes =
  2 * Math.max(optionStrikeWindow.below, optionStrikeWindow.above) + 1;

/** Why an underlying cannot be added as a tab: already one, or the tab limit reached (spec 2 §9: 4). */
export function optionWatchlistTabProblem(tabs: readonly string[], symbol: string): string | undefined {
  if (tabs.includes(symbol)) return `${symbol} is already a tab`;
  if (tabs.length >= optionWatchlistTabLimit) {
    return `Up to ${optionWatchlistTabLimit} tabs: remove one to add another`;
  }
  return undefined;
}
