import { formatPrice } from "@trade/core";
import type { Quote, QuoteFeed } from "@trade/core/feed";

/** How long a changed price stays green or red (spec 1 §9 LTP flash). */
export const ltpFlashMs = 900;

/** A rendered row whose `[data-cell=ltp|change|percent]` cells show one instrument. */
export interface LiveRow {
  element: HTMLElement;
  segment: number;
  token: number;
}

interface Cells {
  row: HTMLElement;
  ltp: HTMLElement;
  change: HTMLElement;
  percent: HTMLElement;
  last: number;
  flashUntil: number;
}

/** Write one quote into its row's cells; answers whether the row started flashing. */
function write(cells: Cells, quote: Quote, now: number): boolean {
  const ltp = quote.ltp;
  if (ltp === cells.last) return false;
  const direction = cells.last === 0 ? "" : ltp > cells.last ? "up" : "down";
  cells.last = ltp;
  cells.ltp.textContent = formatPrice(ltp, quote.segment);
  const change = quote.close > 0 ? ltp - quote.close : 0;
  cells.change.textContent = `${change > 0 ? "+" : ""}${formatPrice(change, quote.segment)}`;
  cells.percent.textContent =
    quote.close > 0 ? `${change > 0 ? "+" : ""}${((change * 100) / quote.close).toFixed(2)}%` : "—";
  const sign = change > 0 ? "up" : change < 0 ? "down" : "flat";
  if (cells.row.dataset.sign !== sign) cells.row.dataset.sign = sign;
  if (direction === "") return false;
  cells.row.dataset.flash = direction;
  cells.flashUntil = now + ltpFlashMs;
  return true;
}

/**
 * Bind rendered rows to the quote feed: the feed writes each row's LTP, change and percent texts, the day's sign
 * (`data-sign`) and a 900 ms flash (`data-flash` up or down, spec 1 §4 and §9) straight into the DOM, so React stays
 * out of the per-tick path. Shared by `LiveQuotes` and the watchlist. Answers the unbinding.
 */
export function bindLiveRows(feed: QuoteFeed, rows: readonly LiveRow[]): () => void {
  const flashing = new Set<Cells>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unflash = () => {
    timer = undefined;
    const now = performance.now();
    for (const cells of flashing) {
      if (cells.flashUntil <= now) {
        delete cells.row.dataset.flash;
        flashing.delete(cells);
      }
    }
    if (flashing.size > 0) timer = setTimeout(unflash, 50);
  };
  const stops = rows.map(({ element, segment, token }) => {
    const cells: Cells = {
      row: element,
      ltp: element.querySelector("[data-cell=ltp]") as HTMLElement,
      change: element.querySelector("[data-cell=change]") as HTMLElement,
      percent: element.querySelector("[data-cell=percent]") as HTMLElement,
      last: 0,
      flashUntil: 0,
    };
    delete element.dataset.flash;
    const listener = (quote: Quote) => {
      if (write(cells, quote, performance.now())) {
        flashing.add(cells);
        timer ??= setTimeout(unflash, ltpFlashMs);
      }
    };
    const known = feed.get(segment, token);
    if (known !== undefined && known.version > 0) listener(known);
    return feed.subscribe({ segment, token }, "quote", listener);
  });
  return () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  };
}
