import { overlayCanvas, sizeCanvas } from "./liveCanvas.js";

/**
 * One canvas over a whole list of live rows (issues 19 and 20's frame budget). Every canvas is a compositor layer of
 * its own, and with a canvas per row (fifty watchlist rows, twenty holdings) deciding which boxes share a layer and
 * committing them became the most expensive step of the frame; one canvas per list is one layer. The canvas lies over
 * the rows (absolutely placed in `host`, scrolling with them), spans the rows it draws, and each batch clears and
 * draws only the rows that changed; in a scrolling host only rows in or near its view are drawn, the others when they
 * are scrolled to.
 *
 * The DOM keeps the truth for everything but pixels: the cells keep their texts (the bindings copy them in a little
 * later) and are painted transparent. Colours and fonts are the cells' computed styles: the widget's CSS and theme
 * in the state a row is drawn in (its `data-flash`, `data-sign`, the cells' `data-sign`, `aria-selected`), read once
 * per state; sizes follow a ResizeObserver on the host, the rows and the cells.
 */

/** The state a row is drawn in; a field left out is not part of the row's look. */
export interface Look {
  /** The row's `data-flash` (up, down) and `data-sign` (up, down, flat), "" for none. */
  flash?: string;
  sign?: string;
  /** Each cell's `data-sign`, "" for none. */
  signs?: readonly string[];
}

/** Where a drawn cell goes, relative to its row's top. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  right: number;
  middle: number;
  /** Room for the text: `fillText` squeezes a longer one into it. */
  room: number;
  font: string;
  visible: boolean;
}

/** A cell's text and background colours in one state: [text, background]. */
type Colour = readonly [string, string];

/** A row the canvas draws (answered by `add`, handed back to `paint` and `remove`). */
export interface ListRow {
  readonly row: HTMLElement;
  readonly cells: readonly HTMLElement[];
  /** What the row's cells are (rows of one kind share colours), e.g. which legs of a strike it has. */
  readonly kind: string;
  texts: readonly string[];
  look: Look;
  /** Top and height in the host's scrolled content. */
  top: number;
  height: number;
  boxes: Box[];
  dirty: boolean;
}

/** Rows drawn beyond a scrolling host's view, as a share of its height each way: a fast scroll finds them drawn. */
const margin = 1;
const transparent = "rgba(0, 0, 0, 0)";
const px = (value: string) => Number.parseFloat(value) || 0;

function setData(element: HTMLElement, name: string, value: string | undefined): void {
  if (value) element.dataset[name] = value;
  else delete element.dataset[name];
}

/**
 * Answers a canvas over `host`'s rows at `zIndex` (above the rows, under what must cover it: row menus and buttons at
 * 2 and more), or undefined where a canvas cannot draw (happy-dom).
 */
export function listCanvas(host: HTMLElement, zIndex = 1): ListCanvas | undefined {
  if (typeof ResizeObserver === "undefined") return undefined;
  const context = document.createElement("canvas").getContext("2d");
  return context ? new ListCanvas(host, context, zIndex) : undefined;
}

export class ListCanvas {
  /** Whether the canvas shows the figures (false until the host and a row have a size, or after `detach`). */
  drawing = false;
  readonly #rows = new Set<ListRow>();
  /**
   * The row of each kind whose cells the ResizeObserver follows: rows of a kind share their columns, so one row's
   * cells tell when the columns change (hundreds of observed cells cost the browser a check each every frame).
   */
  readonly #watching = new Map<string, ListRow>();
  readonly #observer = new ResizeObserver(() => this.measure());
  /** Colours by row kind and state, read from the computed styles once each (until `restyle`). */
  readonly #colours = new Map<string, Colour[]>();
  #fonts: string[] = [];
  /** The canvas's top and width in the host's content. */
  #top = 0;
  #width = 0;
  #scrolls = false;
  #drawSoon = false;
  #measureSoon = false;

  constructor(
    readonly host: HTMLElement,
    readonly context: CanvasRenderingContext2D,
    zIndex: number,
  ) {
    context.canvas.dataset.liveCanvas = "";
    if (getComputedStyle(host).position === "static") host.style.position = "relative";
    overlayCanvas(host, context, zIndex);
    this.#observer.observe(host);
    host.addEventListener("scroll", this.#onScroll, { passive: true });
  }

  readonly #onScroll = () => this.#schedule();

  /** Draw `cells` of `row` from now on (measured with the next batch); `texts` are what they show until painted. */
  add(row: HTMLElement, cells: readonly HTMLElement[], kind = ""): ListRow {
    const added: ListRow = {
      row,
      cells,
      kind,
      texts: cells.map((cell) => cell.textContent ?? ""),
      look: {},
      top: 0,
      height: 0,
      boxes: [],
      dirty: true,
    };
    this.#rows.add(added);
    this.#observer.observe(row);
    if (!this.#watching.has(kind)) this.#watchCells(added);
    this.invalidate();
    return added;
  }

  /** Stop drawing a row (it left the view or the page): its place is cleared, its cells show their DOM texts. */
  remove(entry: ListRow): void {
    if (!this.#rows.delete(entry)) return;
    for (const element of [entry.row, ...entry.cells]) this.#observer.unobserve(element);
    // The next row of its kind follows the columns.
    if (this.#watching.get(entry.kind) === entry) this.#watching.delete(entry.kind);
    for (const cell of entry.cells) cell.style.removeProperty("-webkit-text-fill-color");
    if (this.drawing) this.context.clearRect(0, entry.top - this.#top, this.#width, entry.height);
  }

  #watchCells(entry: ListRow): void {
    this.#watching.set(entry.kind, entry);
    for (const cell of entry.cells) this.#observer.observe(cell);
  }

  /** The rows moved without resizing (sorted, re-rendered): measure them again with the next batch. */
  invalidate(): void {
    if (this.#measureSoon) return;
    this.#measureSoon = true;
    queueMicrotask(() => {
      if (this.#measureSoon) this.measure();
    });
  }

  /** The theme or font changed under the rows: read their colours, boxes and fonts again, and draw them all. */
  restyle(): void {
    this.#colours.clear();
    this.measure();
  }

  /** Read the rows' and cells' boxes and fonts (after a resize or a move), then draw them all. */
  measure(): void {
    this.#measureSoon = false;
    const { host, context } = this;
    this.drawing = host.clientWidth > 0 && host.clientHeight > 0 && this.#rows.size > 0;
    if (!this.drawing) return;
    const style = getComputedStyle(host);
    this.#scrolls = style.overflowY !== "visible" && style.overflowY !== "clip";
    const origin = host.getBoundingClientRect();
    const x0 = origin.left + host.clientLeft - host.scrollLeft;
    const y0 = origin.top + host.clientTop - host.scrollTop;
    let top = Number.POSITIVE_INFINITY;
    let bottom = 0;
    let width = 0;
    for (const drawn of this.#rows) {
      const rect = drawn.row.getBoundingClientRect();
      drawn.top = rect.top - y0;
      drawn.height = rect.height;
      drawn.dirty = true;
      top = Math.min(top, drawn.top);
      bottom = Math.max(bottom, drawn.top + drawn.height);
      width = Math.max(width, rect.right - x0);
      drawn.boxes = drawn.cells.map((cell) => {
        const box = cell.getBoundingClientRect();
        const cellStyle = getComputedStyle(cell);
        const line = px(cellStyle.lineHeight) || px(cellStyle.fontSize) * 1.2;
        return {
          x: box.left - x0,
          y: box.top - rect.top,
          w: box.width,
          h: box.height,
          right: box.right - x0 - px(cellStyle.paddingRight),
          middle: box.top - rect.top + px(cellStyle.paddingTop) + line / 2,
          room: Math.max(0, box.width - px(cellStyle.paddingLeft) - px(cellStyle.paddingRight)),
          font: `${cellStyle.fontStyle} ${cellStyle.fontWeight} ${cellStyle.fontSize} ${cellStyle.fontFamily}`,
          visible: cellStyle.visibility === "visible" && box.width > 0,
        };
      });
    }
    this.drawing = bottom > top && width > 0;
    if (!this.drawing) return;
    this.#fonts = [...new Set([...this.#rows].flatMap((drawn) => drawn.boxes.map((box) => box.font)))];
    this.#top = top;
    this.#width = width;
    context.canvas.style.top = `${top}px`;
    sizeCanvas(context, width, bottom - top);
    for (const { cells } of this.#rows) {
      for (const cell of cells) cell.style.setProperty("-webkit-text-fill-color", "transparent");
    }
    this.draw();
  }

  /** Take a row's new texts and state (the DOM is not touched) and draw it at the end of the task. */
  paint(entry: ListRow, texts: readonly string[], look: Look = entry.look): void {
    entry.texts = texts;
    entry.look = look;
    this.repaint(entry);
  }

  /** Draw a row again at the end of the task (its state changed). */
  repaint(entry: ListRow): void {
    entry.dirty = true;
    this.#schedule();
  }

  /**
   * Draw at the end of the task: `fillText` brings the document's style up to date first, so drawing each row as its
   * state changes would restyle the page once per row; changing every row's state first and drawing after costs one.
   */
  #schedule(): void {
    if (!this.drawing || this.#drawSoon) return;
    this.#drawSoon = true;
    queueMicrotask(() => {
      this.#drawSoon = false;
      this.draw();
    });
  }

  /** A row's colours in its state: the row and cells are put in it for a moment to read what the CSS makes of it. */
  #coloursOf({ row, cells, kind, look }: ListRow): Colour[] {
    const key = `${kind}|${look.flash}|${look.sign}|${look.signs?.join()}|${row.getAttribute("aria-selected")}`;
    let colours = this.#colours.get(key);
    if (colours !== undefined) return colours;
    const { flash, sign } = row.dataset;
    const signs = cells.map((cell) => cell.dataset.sign);
    if (look.flash !== undefined) setData(row, "flash", look.flash);
    if (look.sign !== undefined) setData(row, "sign", look.sign);
    if (look.signs) {
      cells.forEach((cell, i) => {
        setData(cell, "sign", look.signs?.[i]);
      });
    }
    colours = cells.map((cell) => {
      const style = getComputedStyle(cell);
      return [style.color, style.backgroundColor] as const;
    });
    setData(row, "flash", flash);
    setData(row, "sign", sign);
    cells.forEach((cell, i) => {
      setData(cell, "sign", signs[i]);
    });
    this.#colours.set(key, colours);
    return colours;
  }

  /** Draw the changed rows (in or near a scrolling host's view) now; `paint` batches this. */
  draw(): void {
    if (!this.drawing) return;
    const { context, host } = this;
    let from = Number.NEGATIVE_INFINITY;
    let to = Number.POSITIVE_INFINITY;
    if (this.#scrolls) {
      const view = host.clientHeight;
      from = host.scrollTop - view * margin;
      to = host.scrollTop + view * (1 + margin);
    }
    const due: [ListRow, Colour[]][] = [];
    for (const drawn of this.#rows) {
      if (!drawn.dirty || drawn.top + drawn.height < from || drawn.top > to) continue;
      drawn.dirty = false;
      const y = drawn.top - this.#top;
      context.clearRect(0, y, this.#width, drawn.height);
      const colours = this.#coloursOf(drawn);
      due.push([drawn, colours]);
      drawn.boxes.forEach((box, i) => {
        const background = (colours[i] as Colour)[1];
        if (!box.visible || background === transparent) return;
        context.fillStyle = background;
        context.fillRect(box.x, y + box.y, box.w, box.h);
      });
    }
    // One font at a time: setting a font parses it.
    for (const font of this.#fonts) {
      context.font = font;
      for (const [drawn, colours] of due) {
        const y = drawn.top - this.#top;
        drawn.boxes.forEach((box, i) => {
          if (box.font !== font || !box.visible) return;
          context.fillStyle = (colours[i] as Colour)[0];
          context.fillText(drawn.texts[i] as string, box.right, y + box.middle, box.room);
        });
      }
    }
  }

  /** Remove the canvas and show the DOM texts again. */
  detach(): void {
    this.#observer.disconnect();
    this.host.removeEventListener("scroll", this.#onScroll);
    this.context.canvas.remove();
    this.drawing = false;
    this.#measureSoon = false;
    for (const { cells } of this.#rows) {
      for (const cell of cells) cell.style.removeProperty("-webkit-text-fill-color");
    }
    this.#rows.clear();
    this.#watching.clear();
  }
}
