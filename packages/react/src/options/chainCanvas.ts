import { overlayCanvas, sizeCanvas } from "../live/liveCanvas.js";

/**
 * Drawing the option chain's live figures on one canvas over the grid (issue 19's frame budget). Written into the DOM,
 * 600 changing texts a frame cost a layout, a paint and a re-layerization of the page each frame; drawn, they cost a
 * few hundred `fillText` calls and one repainted layer. One canvas for the whole grid, not one per row as the live
 * rows have: every canvas is a layer of its own, and a hundred layers make the browser's layerization (what decides
 * which boxes share a layer) the most expensive step of the frame.
 *
 * The canvas lies over the rows' content (`z-index: 1`, under the B and S buttons and the sticky heads, see
 * optionChainStyles.ts) and scrolls with them; only rows in or near the grid's view are drawn. The DOM keeps the
 * truth for everything but pixels: the cells' texts follow a few rows at a time (bindChain.ts) and are painted
 * transparent. Colours and fonts are the cells' computed styles (the widget's CSS and theme, the `data-sign` a figure
 * would have); sizes follow a ResizeObserver.
 */

/** Where a drawn cell's text goes, relative to its row's top. */
interface Box {
  right: number;
  middle: number;
  /** Room for the text: `fillText` squeezes a longer one into it. */
  room: number;
  font: string;
}

/** A row of the chain: its live cells, what they show, and where it is in the grid's scrolled content. */
interface Drawn {
  row: HTMLElement;
  cells: readonly HTMLElement[];
  texts: readonly string[];
  /** Each cell's `data-sign` (up, down, flat) or "" for none. */
  signs: readonly string[];
  top: number;
  height: number;
  boxes: Box[];
  dirty: boolean;
}

/** Rows drawn beyond the view, as a share of the grid's height each way: a fast scroll finds them drawn. */
const margin = 1;

/** Answers a canvas for the grid's rows, or undefined where a canvas cannot draw (happy-dom). */
export function chainCanvas(
  grid: HTMLElement,
  rows: readonly { row: HTMLElement; cells: readonly HTMLElement[] }[],
): ChainCanvas | undefined {
  if (typeof ResizeObserver === "undefined") return undefined;
  const context = document.createElement("canvas").getContext("2d");
  return context ? new ChainCanvas(grid, rows, context) : undefined;
}

export class ChainCanvas {
  /** Whether the canvas shows the figures (false until the grid has a size, or after `detach`). */
  drawing = false;
  readonly #rows: Drawn[];
  readonly #observer = new ResizeObserver(() => this.measure());
  /** Text colours by cell (side and column) and sign, read from the computed styles once each. */
  readonly #colours = new Map<string, string>();
  #fonts: string[] = [];
  #scheduled = false;
  #ratio = 1;

  constructor(
    readonly grid: HTMLElement,
    rows: readonly { row: HTMLElement; cells: readonly HTMLElement[] }[],
    readonly context: CanvasRenderingContext2D,
  ) {
    this.#rows = rows.map(({ row, cells }) => ({
      row,
      cells,
      texts: cells.map((cell) => cell.textContent ?? ""),
      signs: cells.map((cell) => cell.dataset.sign ?? ""),
      top: 0,
      height: 0,
      boxes: [],
      dirty: true,
    }));
    const canvas = context.canvas;
    canvas.dataset.liveCanvas = "";
    overlayCanvas(grid, context, 1);
    this.#observer.observe(grid);
    for (const { row } of this.#rows) this.#observer.observe(row);
    grid.addEventListener("scroll", this.#onScroll, { passive: true });
  }

  readonly #onScroll = () => this.#schedule();

  /** Read the rows' and cells' boxes and fonts (after a resize, a font or a theme change), then draw again. */
  measure(): void {
    const { grid, context } = this;
    this.#colours.clear();
    this.drawing = grid.clientWidth > 0 && grid.clientHeight > 0 && this.#rows.length > 0;
    if (!this.drawing) return;
    const origin = grid.getBoundingClientRect();
    const x0 = origin.left + grid.clientLeft - grid.scrollLeft;
    const y0 = origin.top + grid.clientTop - grid.scrollTop;
    let width = 0;
    let height = 0;
    for (const drawn of this.#rows) {
      const rect = drawn.row.getBoundingClientRect();
      drawn.top = rect.top - y0;
      drawn.height = rect.height;
      drawn.dirty = true;
      width = Math.max(width, rect.right - x0);
      height = Math.max(height, rect.bottom - y0);
      drawn.boxes = drawn.cells.map((cell) => {
        const box = cell.getBoundingClientRect();
        const style = getComputedStyle(cell);
        const px = (value: string) => Number.parseFloat(value) || 0;
        const line = px(style.lineHeight) || px(style.fontSize) * 1.2;
        return {
          right: box.right - x0 - px(style.paddingRight),
          middle: box.top - rect.top + px(style.paddingTop) + line / 2,
          room: Math.max(0, box.width - px(style.paddingLeft) - px(style.paddingRight)),
          font: `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
        };
      });
    }
    this.#fonts = [...new Set(this.#rows.flatMap((drawn) => drawn.boxes.map((box) => box.font)))];
    this.#ratio = sizeCanvas(context, width, height);
    for (const { cells } of this.#rows) {
      for (const cell of cells) cell.style.setProperty("-webkit-text-fill-color", "transparent");
    }
    this.draw();
  }

  /** Take row `index`'s new texts and signs (the DOM is not touched) and draw them at the end of the task. */
  paint(index: number, texts: readonly string[], signs: readonly string[]): void {
    const drawn = this.#rows[index];
    if (drawn === undefined) return;
    drawn.texts = [...texts];
    drawn.signs = [...signs];
    drawn.dirty = true;
    this.#schedule();
  }

  #schedule(): void {
    if (!this.drawing || this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      this.draw();
    });
  }

  #colour(cell: HTMLElement, sign: string): string {
    const key = `${cell.dataset.side}${cell.dataset.col}|${sign}`;
    let colour = this.#colours.get(key);
    if (colour === undefined) {
      // Put the cell in the state for a moment to read what the CSS makes of it (once per state, not per tick).
      const shown = cell.dataset.sign;
      if (sign) cell.dataset.sign = sign;
      else delete cell.dataset.sign;
      colour = getComputedStyle(cell).color;
      if (shown) cell.dataset.sign = shown;
      else delete cell.dataset.sign;
      this.#colours.set(key, colour);
    }
    return colour;
  }

  /** Draw the changed rows in or near the grid's view now (`paint` batches this). */
  draw(): void {
    if (!this.drawing) return;
    const { context, grid } = this;
    const view = grid.clientHeight;
    const from = grid.scrollTop - view * margin;
    const to = grid.scrollTop + view * (1 + margin);
    const due = this.#rows.filter((d) => d.dirty && d.top + d.height >= from && d.top <= to);
    if (due.length === 0) return;
    const width = context.canvas.width / this.#ratio;
    for (const drawn of due) {
      drawn.dirty = false;
      context.clearRect(0, drawn.top, width, drawn.height);
    }
    // One font at a time: setting a font parses it.
    for (const font of this.#fonts) {
      context.font = font;
      for (const drawn of due) {
        drawn.boxes.forEach((box, i) => {
          if (box.font !== font) return;
          const cell = drawn.cells[i] as HTMLElement;
          context.fillStyle = this.#colour(cell, drawn.signs[i] as string);
          context.fillText(drawn.texts[i] as string, box.right, drawn.top + box.middle, box.room);
        });
      }
    }
  }

  /** Remove the canvas and show the DOM texts again. */
  detach(): void {
    this.#observer.disconnect();
    this.grid.removeEventListener("scroll", this.#onScroll);
    this.context.canvas.remove();
    this.drawing = false;
    for (const { cells } of this.#rows) {
      for (const cell of cells) cell.style.removeProperty("-webkit-text-fill-color");
    }
  }
}
