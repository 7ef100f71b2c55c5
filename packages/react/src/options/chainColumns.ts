import { condenseAmount, formatPrice } from "@trade/core";
import type { OptionLeg } from "@trade/core/options";

/** A column of one side of the chain: what it shows, whether the quote feed writes it, whether it is a greek. */
export interface ChainColumn {
  id: "oiChange" | "oi" | "volume" | "iv" | "vega" | "theta" | "gamma" | "delta" | "change" | "ltp";
  label: string;
  /** Written by the quote feed on every tick (the rest come with the chain). */
  live: boolean;
  /** Shown only with the greeks on (delta always shows). */
  greek: boolean;
}

/** The call side's columns, outside in: the put side mirrors them (Kite's and Upstox's layout). */
export const callColumns: readonly ChainColumn[] = [
  { id: "oiChange", label: "OI chg", live: true, greek: false },
  { id: "oi", label: "OI", live: true, greek: false },
  { id: "volume", label: "Volume", live: true, greek: false },
  { id: "iv", label: "IV", live: false, greek: false },
  { id: "vega", label: "Vega", live: false, greek: true },
  { id: "theta", label: "Theta", live: false, greek: true },
  { id: "gamma", label: "Gamma", live: false, greek: true },
  { id: "delta", label: "Delta", live: false, greek: false },
  { id: "change", label: "Chg", live: true, greek: false },
  { id: "ltp", label: "LTP", live: true, greek: false },
];

/** The columns shown on each side, greeks or not: calls outside in, puts inside out. */
export function sideColumns(greeks: boolean): { calls: ChainColumn[]; puts: ChainColumn[] } {
  const calls = callColumns.filter((column) => greeks || !column.greek);
  return { calls, puts: [...calls].reverse() };
}

const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/** The text of a chain-fed (not live) column of a leg. */
export function staticText(leg: OptionLeg, column: ChainColumn["id"]): string {
  switch (column) {
    case "iv":
      return leg.iv > 0 ? leg.iv.toFixed(2) : "—";
    case "delta":
      return leg.greeks.delta.toFixed(2);
    case "gamma":
      return leg.greeks.gamma.toFixed(4);
    case "theta":
      return leg.greeks.theta.toFixed(2);
    case "vega":
      return leg.greeks.vega.toFixed(2);
    case "ltp":
      return formatPrice(leg.ltp, leg.SegmentID);
    case "oi":
      return condenseAmount(leg.OpenInterest);
    default:
      return "—";
  }
}

/** What the feed writes into a leg's live cells, from a quote's fields. */
export interface LiveLegValues {
  ltp: number;
  close: number;
  oi: number;
  oiChange: number;
  volume: number;
}

/** The live cells' texts of a leg (LTP, change, OI, OI change, volume) and the day's sign. */
export function liveTexts(values: LiveLegValues, segment: number) {
  const change = values.close > 0 ? values.ltp - values.close : 0;
  return {
    ltp: formatPrice(values.ltp, segment),
    change: signed(formatPrice(change, segment), change),
    oi: condenseAmount(values.oi),
    oiChange: signed(condenseAmount(values.oiChange), values.oiChange),
    volume: condenseAmount(values.volume),
    sign: change > 0 ? "up" : change < 0 ? "down" : "flat",
    oiSign: values.oiChange > 0 ? "up" : values.oiChange < 0 ? "down" : "flat",
  };
}

/** A strike for display: whole strikes without their zero decimals (25,150), others as prices (82.25). */
export const strikeText = (strike: number, segment: number): string =>
  formatPrice(strike, segment).replace(/\.0+$/, "");
