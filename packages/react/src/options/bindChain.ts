import { formatPrice } from "@trade/core";
import type { Instrument, Quote, QuoteFeed } from "@trade/core/feed";
import { atmStrike } from "@trade/core/options";
import { writeText } from "../live/liveCells.js";
import { liveTexts } from "./chainColumns.js";

/** One strike of a bound chain: its row's strike and the call's and put's instruments. */
export interface BoundStrike {
  strike: number;
  call: Instrument | null;
  put: Instrument | null;
}

const liveColumns = ["ltp", "change", "oi", "oiChange", "volume"] as const;

/** Mark the money on the rows for a spot price: the ATM row, the line above the first strike over the spot, ITM sides. */
export function markMoney(grid: HTMLElement, strikes: readonly number[], spot: number): void {
  const atm = atmStrike(strikes, spot);
  let lineSet = false;
  for (const row of grid.querySelectorAll<HTMLElement>("[data-strike]")) {
    const strike = Number(row.dataset.strike);
    const set = (name: string, on: boolean) => {
      if (on ? row.dataset[name] === undefined : row.dataset[name] !== undefined) {
        if (on) row.dataset[name] = "";
        else delete row.dataset[name];
      }
    };
    set("atm", strike === atm);
    set("callItm", strike < spot);
    set("putItm", strike > spot);
    const line = !lineSet && strike > spot;
    if (line) lineSet = true;
    set("spotLine", line);
  }
}

/**
 * Bind a rendered chain to the quote feed: each call's and put's LTP, change, OI, OI change and volume cells
 * (`[data-side][data-col]` under the `[data-strike]` row) are written straight into the page on each tick, so React
 * stays out of the per-tick path; the underlying's price goes to every `[data-spot]` element and moves the ATM row,
 * the spot line and the in-the-money shading. Every contract is subscribed in quote mode (OI and volume); the
 * returned function unsubscribes them all (a new expiry or underlying binds anew).
 */
export function bindChain(
  feed: QuoteFeed,
  grid: HTMLElement,
  strikes: readonly BoundStrike[],
  spot: Instrument | null,
): () => void {
  const stops: (() => void)[] = [];
  for (const { strike, call, put } of strikes) {
    const row = grid.querySelector<HTMLElement>(`[data-strike="${strike}"]`);
    if (row === null) continue;
    for (const [side, instrument] of [
      ["CE", call],
      ["PE", put],
    ] as const) {
      if (instrument === null) continue;
      const cells = liveColumns.map((column) =>
        row.querySelector<HTMLElement>(`[data-side=${side}][data-col=${column}]`),
      );
      let last = -1;
      let lastOi = -1;
      let lastVolume = -1;
      const write = (quote: Quote) => {
        if (quote.ltp === last && quote.oi === lastOi && quote.volume === lastVolume) return;
        last = quote.ltp;
        lastOi = quote.oi;
        lastVolume = quote.volume;
        const texts = liveTexts(quote, quote.segment);
        liveColumns.forEach((column, i) => {
          const cell = cells[i];
          if (cell) writeText(cell, texts[column]);
        });
        const change = cells[1];
        if (change && change.dataset.sign !== texts.sign) change.dataset.sign = texts.sign;
        const oiChange = cells[3];
        if (oiChange && oiChange.dataset.sign !== texts.oiSign) oiChange.dataset.sign = texts.oiSign;
      };
      const known = feed.get(instrument.segment, instrument.token);
      if (known !== undefined && known.version > 0) write(known);
      stops.push(feed.subscribe(instrument, "quote", write));
    }
  }
  if (spot !== null) {
    const prices = strikes.map((s) => s.strike);
    const targets = [...grid.querySelectorAll<HTMLElement>("[data-spot]")];
    let last = -1;
    const onSpot = (quote: Quote) => {
      if (quote.ltp === last || quote.ltp === 0) return;
      last = quote.ltp;
      const text = formatPrice(quote.ltp, quote.segment);
      for (const target of targets) writeText(target, text);
      markMoney(grid, prices, quote.ltp);
    };
    const known = feed.get(spot.segment, spot.token);
    if (known !== undefined && known.version > 0) onSpot(known);
    stops.push(feed.subscribe(spot, "ltp", onSpot));
  }
  return () => {
    for (const stop of stops) stop();
  };
}
