import { overlayCanvas, sizeCanvas } from "../live/liveCanvas.js";
import type { LiveFigures } from "./writeLive.js";

/**
 * A holding row's live figures drawn on a canvas over the row, as the watchlist draws its quotes (live/liveCanvas.ts):
 * a changed DOM text costs the browser text shaping and a layout of its cell every frame (about 0.1 ms a cell, 40
 * cells a frame at 5,000 ticks/s), `fillText` none. The cells keep their DOM texts (copied in a little later, painted
 * transparent) for screen readers, find-in-page and copying. Fonts and colours are the cells' computed styles.
 */

/** Where a cell's text goes: right-aligned at `right`, vertically centred on `middle`, squeezed into `room`. */
interface Box {
  right: number;
  middle: number;
  room: number;
  font: string;
  visible: boolean;
}

/** Text colours by cell and sign (`${cell}|${sign}`), read from computed styles once per table: its rows share them. */
export type SignColours = Map<string, string>;

const px = (value: string) => Number.parseFloat(value) || 0;

export class RowCanvas {
  #boxes: Box[] = [];
  #figures: LiveFigures | undefined;
  /** The context's font: setting one parses it, so it is set only when a cell's differs. */
  #font = "";
  /** Whether the canvas shows the figures (false until the row has a size). */
  drawing = false;
  readonly #observer = new ResizeObserver(() => this.measure());

  constructor(
    readonly row: HTMLElement,
    readonly cells: readonly HTMLElement[],
    readonly context: CanvasRenderingContext2D,
    readonly colours: SignColours,
  ) {
    overlayCanvas(row, context);
    for (const element of [row, ...cells]) this.#observer.observe(element);
  }

  /** Read the cells' boxes and fonts (after a resize or a theme change), then draw again. */
  measure(): void {
    const { row, context } = this;
    const width = row.clientWidth;
    const height = row.clientHeight;
    this.drawing = width > 0 && height > 0;
    if (!this.drawing) return;
    const origin = row.getBoundingClientRect();
    const x0 = origin.left + row.clientLeft;
    const y0 = origin.top + row.clientTop;
    this.#boxes = this.cells.map((cell) => {
      const rect = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      const line = px(style.lineHeight) || px(style.fontSize) * 1.2;
      return {
        right: rect.right - x0 - px(style.paddingRight),
        middle: rect.top - y0 + px(style.paddingTop) + line / 2,
        room: Math.max(0, rect.width - px(style.paddingLeft) - px(style.paddingRight)),
        font: `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
        visible: style.visibility === "visible" && rect.width > 0,
      };
    });
    sizeCanvas(context, width, height);
    this.#font = "";
    for (const cell of this.cells) cell.style.setProperty("-webkit-text-fill-color", "transparent");
    this.draw();
  }

  /** Show these figures (the DOM is not touched). */
  paint(figures: LiveFigures): void {
    this.#figures = figures;
    this.draw();
  }

  /** A cell's text colour at a sign, read once per table: the cell is put in that state for a moment. */
  #colour(index: number, sign: string): string {
    const key = `${index}|${sign}`;
    let colour = this.colours.get(key);
    if (colour === undefined) {
      const cell = this.cells[index] as HTMLElement;
      const was = cell.dataset.sign;
      if (sign) cell.dataset.sign = sign;
      colour = getComputedStyle(cell).color;
      if (was === undefined) delete cell.dataset.sign;
      else cell.dataset.sign = was;
      this.colours.set(key, colour);
    }
    return colour;
  }

  draw(): void {
    const figures = this.#figures;
    if (!this.drawing || figures === undefined) return;
    const context = this.context;
    context.clearRect(0, 0, context.canvas.width, context.canvas.height);
    this.#boxes.forEach((box, i) => {
      if (!box.visible) return;
      if (box.font !== this.#font) {
        this.#font = box.font;
        context.font = box.font;
      }
      context.fillStyle = this.#colour(i, figures.signs[i] as string);
      context.fillText(figures.texts[i] as string, box.right, box.middle, box.room);
    });
  }

  /** Remove the canvas and show the DOM texts again. */
  detach(): void {
    this.#observer.disconnect();
    this.context.canvas.remove();
    this.drawing = false;
    for (const cell of this.cells) cell.style.removeProperty("-webkit-text-fill-color");
  }
}

/** A canvas for a row's live `cells`, or undefined where the browser cannot draw one (no ResizeObserver or 2D). */
export function rowCanvas(
  row: HTMLElement,
  cells: readonly HTMLElement[],
  colours: SignColours,
): RowCanvas | undefined {
  if (typeof ResizeObserver === "undefined" || cells.some((cell) => !cell)) return undefined;
  const context = document.createElement("canvas").getContext("2d");
  return context ? new RowCanvas(row, cells, context, colours) : undefined;
}
