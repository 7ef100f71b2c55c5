import { isDerivativeKind, isFutureKind } from "@trade/core";
import type { Instrument } from "../types.js";
import type { IndexEntry, InstrumentMaster, OptionChainRow } from "./master.js";
import { indexRows } from "./tables.js";

const isFuture = (i: Instrument) => isFutureKind(i.kind);
const isOption = (i: Instrument) => i.optionType !== null;

/** Plain string order (no locale), for stable sorts of symbols, expiries and option types. */
export const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The master over a built universe: its look-ups by token, symbol, expiry and strike. */
export function indexInstruments(
  marketDate: string,
  all: Instrument[],
  multipliers: Map<Instrument, number>,
  strikeSteps: Map<string, number>,
  indexBySymbol: Map<string, Instrument>,
): InstrumentMaster {
  const byKey = new Map<string, Instrument>();
  const bySymbol = new Map<string, Instrument[]>();
  const bySymbolSegment = new Map<string, Instrument[]>();
  const push = <K>(map: Map<K, Instrument[]>, key: K, instrument: Instrument) => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [instrument]);
    else list.push(instrument);
  };
  for (const instrument of all) {
    const key = `${instrument.segment}:${instrument.token}`;
    if (byKey.has(key)) throw new Error(`instrument master: token ${key} used twice`);
    byKey.set(key, instrument);
    push(bySymbol, instrument.symbol.toUpperCase(), instrument);
    if (instrument.tradeSymbol.toUpperCase() !== instrument.symbol.toUpperCase()) {
      push(bySymbol, instrument.tradeSymbol.toUpperCase(), instrument);
    }
    if (isDerivativeKind(instrument.kind))
      push(bySymbolSegment, `${instrument.segment}:${instrument.symbol}`, instrument);
  }
  const byExpiryStrike = (a: Instrument, b: Instrument) =>
    cmp(a.expiry ?? "", b.expiry ?? "") ||
    Number(isOption(a)) - Number(isOption(b)) ||
    (a.strike ?? 0) - (b.strike ?? 0) ||
    cmp(a.optionType ?? "", b.optionType ?? "");
  for (const list of bySymbolSegment.values()) list.sort(byExpiryStrike);

  const derivatives = (symbol: string, segment: number) =>
    bySymbolSegment.get(`${segment}:${symbol.toUpperCase()}`) ?? [];
  const futures = (symbol: string, segment: number) => derivatives(symbol, segment).filter(isFuture);
  const options = (symbol: string, segment: number, expiry: string) =>
    derivatives(symbol, segment).filter((i) => isOption(i) && i.expiry === expiry);

  const indices: IndexEntry[] = indexRows.map((row) => {
    const index = indexBySymbol.get(row.symbol) as Instrument;
    const nearestFuture = futures(row.symbol, index.segment === 1 ? 2 : 4)[0];
    return {
      code: row.code,
      exchName: row.exchange,
      name: row.listName,
      selected: row.selected,
      mktSegID: index.segment,
      token: index.token,
      symbolName: row.symbol,
      series: "INDEX",
      strkPrice: 0,
      isCashWithFno: index.hasDerivatives,
      tokenref: [index.token, nearestFuture?.token ?? 0],
      showInOptionsWatchlist: row.showInOptionsWatchlist,
      seq: row.seq,
      hide: row.hide,
      isOIPCR: row.isOIPCR,
      isIndices: true,
    };
  });

  return {
    marketDate,
    all,
    indices,
    get: (segment, token) => byKey.get(`${segment}:${token}`),
    bySymbol: (symbol) => bySymbol.get(symbol.toUpperCase()) ?? [],
    listings: (symbol) =>
      (bySymbol.get(symbol.toUpperCase()) ?? [])
        .filter((i) => i.kind === "EQ" || i.kind === "INDEX")
        .sort((a, b) => a.segment - b.segment),
    underlying(symbol, segment) {
      const first = derivatives(symbol, segment)[0];
      return first?.underlying === null || first === undefined
        ? undefined
        : (byKey.get(`${first.underlying.segment}:${first.underlying.token}`) as Instrument);
    },
    derivatives,
    futures,
    expiries(symbol, segment, kind) {
      const list = derivatives(symbol, segment).filter((i) =>
        kind === undefined ? true : kind === "future" ? isFuture(i) : isOption(i),
      );
      return [...new Set(list.map((i) => i.expiry as string))].sort();
    },
    options,
    optionChain(symbol, segment, expiry) {
      const rows = new Map<number, OptionChainRow>();
      for (const option of options(symbol, segment, expiry)) {
        const strike = option.strike as number;
        let row = rows.get(strike);
        if (row === undefined) {
          row = { strike, call: undefined, put: undefined };
          rows.set(strike, row);
        }
        if (option.optionType === "CE") row.call = option;
        else row.put = option;
      }
      return [...rows.values()].sort((a, b) => a.strike - b.strike);
    },
    strikeStep: (symbol, segment) => strikeSteps.get(`${segment}:${symbol.toUpperCase()}`),
    multiplier: (instrument) => multipliers.get(instrument) ?? 1,
  };
}
