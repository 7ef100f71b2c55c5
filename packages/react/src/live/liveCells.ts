import { formatPrice } from "@trade/core";
import type { Quote, QuoteFeed } from "@trade/core/feed";
import { type ListCanvas, type ListRow, listCanvas } from "./listCanvas.js";
import { type TextMirror, textMirror, watchStyle } from "./liveCanvas.js";

/** How long a changed price stays green or red (spec 1 §9 LTP flash). */
export const ltpFlashMs = 900;

/**
 * Put `text` in a live cell by changing its text node's data in place. `textContent =` replaces the node, which the
 * browser lays out as a removal and an insertion; a changed text is re-measured inside its contained row only.
 */
export function writeText(cell: HTMLElement, text: string): void {
  const node = cell.firstChild;
  if (node !== null && node.nodeType === 3 && node.nextSibling === null) {
    if ((node as Text).data !== text) (node as Text).data = text;
  } else if (cell.textContent !== text) {
    cell.textContent = text;
  }
}

/** A rendered row whose `[data-cell=ltp|change|percent]` cells show one instrument. */
export interface LiveRow {
  element: HTMLElement;
  segment: number;
  token: number;
}

interface Cells {
  row: HTMLElement;
  /** The LTP, change and percent cells. */
  cells: HTMLElement[];
  last: number;
  flashUntil: number;
  /**
   * The row's flash (up, down or none) and day's sign as drawn. While the canvas draws they are not written to the
   * row's `data-flash`/`data-sign` (the sign follows with the DOM texts): a changed attribute restyles the row, and
   * fifty rows restyled every frame cost more than drawing them. The canvas fills the flash itself, in the CSS's
   * colours.
   */
  flash: string;
  sign: string;
  texts: readonly string[];
  /** The row on the list's canvas, where a canvas can draw (the DOM texts then follow through the mirror). */
  drawn: ListRow | undefined;
}

/** The texts of a quote's three cells: last price, change and change percent. */
function textsOf(quote: Quote): string[] {
  const { ltp, close, segment } = quote;
  const change = close > 0 ? ltp - close : 0;
  const plus = change > 0 ? "+" : "";
  return [
    formatPrice(ltp, segment),
    plus + formatPrice(change, segment),
    close > 0 ? `${plus}${((change * 100) / close).toFixed(2)}%` : "—",
  ];
}

/** The row's sign and texts in the DOM (at once without a canvas, through the mirror with one). */
function writeDom(row: Cells, sign: string, texts: readonly string[]): void {
  if (row.row.dataset.sign !== sign) row.row.dataset.sign = sign;
  row.cells.forEach((cell, i) => {
    writeText(cell, texts[i] as string);
  });
}

/** Draw the row's texts, sign and flash on the list's canvas. */
function draw(canvas: ListCanvas, row: Cells): void {
  if (row.drawn) canvas.paint(row.drawn, row.texts, { flash: row.flash, sign: row.sign });
}

/** Show one quote in its row; answers whether the row started flashing. */
function write(
  row: Cells,
  quote: Quote,
  now: number,
  mirror: TextMirror,
  canvas: ListCanvas | undefined,
): boolean {
  const ltp = quote.ltp;
  if (ltp === row.last) return false;
  const direction = row.last === 0 ? "" : ltp > row.last ? "up" : "down";
  row.last = ltp;
  const change = quote.close > 0 ? ltp - quote.close : 0;
  const sign = change > 0 ? "up" : change < 0 ? "down" : "flat";
  const texts = textsOf(quote);
  if (direction) row.flashUntil = now + ltpFlashMs;
  const drawn = canvas?.drawing === true && row.drawn !== undefined;
  // The canvas shows the state now; the row's attributes and texts follow with the DOM copy.
  if (drawn && direction) row.flash = direction;
  row.sign = sign;
  row.texts = texts;
  if (canvas) draw(canvas, row);
  if (drawn) mirror.queue(row, () => writeDom(row, sign, texts));
  else {
    if (direction) row.row.dataset.flash = direction;
    writeDom(row, sign, texts);
  }
  return direction !== "";
}

/**
 * Bind rendered rows to the quote feed: each row's LTP, change and percent, the day's sign (`data-sign`) and a 900 ms
 * flash (`data-flash` up or down, spec 1 §4 and §9) are written straight into the page, so React stays out of the
 * per-tick path. The numbers are drawn on one canvas over the `list` where the browser has one (no layout per tick,
 * see listCanvas.ts) and copied into the cells' DOM texts within a second; elsewhere they are written
 * into the cells directly. Shared by `LiveQuotes` and the watchlist. Answers the unbinding.
 */
export function bindLiveRows(feed: QuoteFeed, list: HTMLElement, rows: readonly LiveRow[]): () => void {
  const flashing = new Set<Cells>();
  const mirror = textMirror();
  const canvas = rows.length > 0 ? listCanvas(list) : undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unflash = () => {
    timer = undefined;
    const now = performance.now();
    for (const cells of flashing) {
      if (cells.flashUntil <= now) {
        delete cells.row.dataset.flash;
        if (cells.flash && canvas) {
          cells.flash = "";
          draw(canvas, cells);
        }
        flashing.delete(cells);
      }
    }
    if (flashing.size > 0) timer = setTimeout(unflash, 50);
  };
  const all: Cells[] = [];
  const stops = rows.map(({ element, segment, token }) => {
    const elements = ["ltp", "change", "percent"].map(
      (name) => element.querySelector(`[data-cell=${name}]`) as HTMLElement,
    );
    const cells: Cells = {
      row: element,
      cells: elements,
      last: 0,
      flashUntil: 0,
      flash: "",
      sign: element.dataset.sign ?? "",
      texts: elements.map((cell) => cell.textContent ?? ""),
      drawn: canvas?.add(element, elements),
    };
    all.push(cells);
    delete element.dataset.flash;
    const listener = (quote: Quote) => {
      if (write(cells, quote, performance.now(), mirror, canvas)) {
        flashing.add(cells);
        timer ??= setTimeout(unflash, ltpFlashMs);
      }
    };
    const known = feed.get(segment, token);
    if (known !== undefined && known.version > 0) listener(known);
    return feed.subscribe({ segment, token }, "quote", listener);
  });
  // A theme or font change restyles the cells without resizing them: read colours and fonts again.
  const probe = all[0]?.row.parentElement;
  const stopStyleCheck = canvas && probe ? watchStyle(probe, () => canvas.restyle()) : undefined;
  return () => {
    clearTimeout(timer);
    stopStyleCheck?.();
    for (const stop of stops) stop();
    mirror.flush();
    canvas?.detach();
  };
}
