import type { Instrument } from "../types.js";
import { cmp } from "./lookups.js";
import type { InstrumentMaster } from "./master.js";

export type SearchFilter = "all" | "equity" | "fno" | "currency" | "commodity" | "index";

const inFilter: Record<SearchFilter, (i: Instrument) => boolean> = {
  all: () => true,
  equity: (i) => i.kind === "EQ",
  fno: (i) => i.segment === 2 || i.segment === 4,
  currency: (i) => i.segment === 13,
  commodity: (i) =>
    i.segment === 5 || i.segment === 21 || i.segment === 6 || i.segment === 7 || i.segment === 11,
  index: (i) => i.kind === "INDEX",
};

/** Cash and indices first, then futures, then options; NSE before BSE (segment order). */
const kindRank = (i: Instrument) =>
  i.kind === "EQ" ? 0 : i.kind === "INDEX" ? 1 : i.optionType === null ? 2 : 3;

const haystacks = new WeakMap<Instrument, string>();
function haystack(i: Instrument): string {
  let text = haystacks.get(i);
  if (text === undefined) {
    text = `${i.symbol} ${i.tradeSymbol} ${i.name}`.toUpperCase().replace(/[^A-Z0-9 ]/g, " ");
    haystacks.set(i, text);
  }
  return text;
}

/**
 * Rank: the exact symbol first, then exact trade symbol, symbols starting with the keyword, names with a word starting
 * with it, then anything containing every word of it. Within a rank: cash, index, futures, options; nearer expiry and
 * lower strike first. Every word of the keyword must appear.
 */
export function searchInstruments(
  master: InstrumentMaster,
  keyword: string,
  filter: SearchFilter = "all",
  limit = 50,
): Instrument[] {
  const query = keyword.trim().toUpperCase().replace(/\s+/g, " ");
  const words = query.split(" ");
  const compact = query.replace(/ /g, "");
  const first = words[0] as string;
  const scored: Array<{ instrument: Instrument; score: number }> = [];
  for (const instrument of master.all) {
    if (!inFilter[filter](instrument)) continue;
    const text = haystack(instrument);
    if (!words.every((word) => text.includes(word))) continue;
    const symbol = instrument.symbol.toUpperCase().replace(/[^A-Z0-9]/g, "");
    const tradeSymbol = instrument.tradeSymbol.toUpperCase().replace(/[^A-Z0-9]/g, "");
    let score: number;
    if (symbol === compact) score = 0;
    else if (tradeSymbol === compact) score = 1;
    else if (symbol.startsWith(first)) score = 2;
    else if (` ${text}`.includes(` ${first}`)) score = 3;
    else score = 4;
    scored.push({ instrument, score });
  }
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      kindRank(a.instrument) - kindRank(b.instrument) ||
      a.instrument.symbol.length - b.instrument.symbol.length ||
      cmp(a.instrument.symbol, b.instrument.symbol) ||
      cmp(a.instrument.expiry ?? "", b.instrument.expiry ?? "") ||
      (a.instrument.strike ?? 0) - (b.instrument.strike ?? 0) ||
      a.instrument.segment - b.instrument.segment ||
      cmp(a.instrument.optionType ?? "", b.instrument.optionType ?? ""),
  );
  return scored.slice(0, limit).map((entry) => entry.instrument);
}
