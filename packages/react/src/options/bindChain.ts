import { formatPrice } from "@trade/core";
import type { Instrument, Quote, QuoteFeed } from "@trade/core/feed";
import { atmStrike } from "@trade/core/options";
import { listCanvas } from "../live/listCanvas.js";
import { textMirror, watchStyle } from "../live/liveCanvas.js";
import { writeText } from "../live/liveCells.js";
import { liveTexts } from "./chainColumns.js";
import { contractsKey, takeEarly } from "./earlyContracts.js";

/** One strike of a bound chain: its row's strike and the call's and put's instruments. */
export interface BoundStrike {
  strike: number;
  call: Instrument | null;
  put: Instrument | null;
}

const liveColumns = ["ltp", "change", "oi", "oiChange", "volume"] as const;
/** Where the signed columns sit among a leg's live cells. */
const signed = { change: 1, oiChange: 3 } as const;

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
 * (`[data-side][data-col]` under the `[data-strike]` row), with the change's and OI change's `data-sign`, follow each
 * tick without React. Where the browser has a canvas the figures are drawn on one over the grid (no layout per tick,
 * see live/listCanvas.ts) and copied into the cells' DOM texts a few rows at a time within a second,
 * for screen readers and copying; elsewhere they are written into the cells at once. The underlying's price goes to
 * every `[data-spot]` element and moves the ATM row, the spot line and the in-the-money shading. Every contract is
 * subscribed in quote mode (OI and volume); the returned function unsubscribes them all (a new expiry or underlying
 * binds anew).
 */
export function bindChain(
  feed: QuoteFeed,
  grid: HTMLElement,
  strikes: readonly BoundStrike[],
  spot: Instrument | null,
): () => void {
  const stops: (() => void)[] = [];
  // Contracts the chain look-up subscribed as it answered (earlyContracts.ts) are taken over, not subscribed again.
  const early = takeEarly(feed, contractsKey(strikes));
  const mirror = textMirror();
  const bound = strikes.flatMap(({ strike, call, put }) => {
    const row = grid.querySelector<HTMLElement>(`[data-strike="${strike}"]`);
    const legs = (
      [
        ["CE", call],
        ["PE", put],
      ] as const
    ).filter((leg): leg is ["CE" | "PE", Instrument] => leg[1] !== null);
    const cells = legs.flatMap(([side]) =>
      liveColumns.map((column) => row?.querySelector<HTMLElement>(`[data-side=${side}][data-col=${column}]`)),
    );
    if (row === null || !cells.every((cell) => cell instanceof HTMLElement)) return [];
    return [
      {
        row,
        cells: cells as HTMLElement[],
        legs: legs.map(([side]) => side).join(),
        instruments: legs.map(([, instrument]) => instrument),
      },
    ];
  });
  // One canvas for the whole grid, in the scrolling grid to scroll with the rows, over the cells and under the B and
  // S buttons and the sticky heads (`z-index: 1`, optionChainStyles.ts).
  const scroller = grid.matches("[role=grid]") ? grid : grid.querySelector<HTMLElement>("[role=grid]");
  const canvas = scroller && bound.length > 0 ? listCanvas(scroller, 1) : undefined;
  bound.forEach(({ row, cells, legs, instruments }) => {
    const drawn = canvas?.add(row, cells, legs);
    const texts = cells.map((cell) => cell.textContent ?? "");
    const signs = cells.map((cell) => cell.dataset.sign ?? "");
    const writeDom = () => {
      cells.forEach((cell, i) => {
        writeText(cell, texts[i] as string);
        const sign = signs[i] as string;
        if (sign !== "" && cell.dataset.sign !== sign) cell.dataset.sign = sign;
      });
    };
    instruments.forEach((instrument, leg) => {
      const at = leg * liveColumns.length;
      let last = -1;
      let lastOi = -1;
      let lastVolume = -1;
      const write = (quote: Quote) => {
        if (quote.ltp === last && quote.oi === lastOi && quote.volume === lastVolume) return;
        last = quote.ltp;
        lastOi = quote.oi;
        lastVolume = quote.volume;
        const live = liveTexts(quote, quote.segment);
        liveColumns.forEach((column, i) => {
          texts[at + i] = live[column];
        });
        signs[at + signed.change] = live.sign;
        signs[at + signed.oiChange] = live.oiSign;
        if (canvas?.drawing && drawn) {
          canvas.paint(drawn, [...texts], { signs: [...signs] });
          mirror.queue(row, writeDom);
        } else writeDom();
      };
      const known = feed.get(instrument.segment, instrument.token);
      if (known !== undefined && known.version > 0) write(known);
      stops.push(early.take(instrument, write) ?? feed.subscribe(instrument, "quote", write));
    });
  });
  early.done();
  // A theme or font change restyles the cells without resizing them: read colours and fonts again.
  if (canvas) stops.push(watchStyle(grid, () => canvas.restyle()));
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
    mirror.flush();
    canvas?.detach();
  };
}
