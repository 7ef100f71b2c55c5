import { zeroQuote } from "@trade/core/protocol";
import type { MarketQuote } from "./types.js";

/**
 * A quote at one price with no trading yet: open, high, low, average and the 52-week range all at `price`, no volume,
 * no open interest, and an empty depth (fresh arrays: the simulator fills them in place).
 */
export function flatQuote(
  segment: number,
  token: number,
  price: number,
  time: number,
  circuits: { upper: number; lower: number },
): MarketQuote {
  return {
    ...zeroQuote(segment, token),
    ltp: price,
    close: price,
    time,
    open: price,
    high: price,
    low: price,
    atp: price,
    upperCircuit: circuits.upper,
    lowerCircuit: circuits.lower,
    high52: price,
    low52: price,
  };
}
