/**
 * Drawing a live row's numbers on a canvas (issue 5's frame budget). Changing a DOM text costs the browser a layout of
 * its row (text shaping included) every frame: with 50 rows moving at once that alone is most of a 16 ms frame on a
 * small machine. A canvas over the row takes the same texts as a few `fillText` calls and no layout at all.
 *
 * The DOM keeps the truth for everything that is not pixels: the cells' texts are copied in shortly after (a few rows
 * per 50 ms, see `TextMirror`), so screen readers, find-in-page and copying read the same numbers; they are only
 * painted transparent. Colours and fonts are the cells' computed styles (the widget's CSS, theme and the row's
 * `data-sign`/`data-flash` state decide them, as for DOM text); sizes follow a ResizeObserver.
 */

/** One cell's box in the row's padding box, where its text is drawn right-aligned. */
interface Box {
  cell: HTMLElement;
  /** The cell's border box, where a flash background is filled. */
  x: number;
  y: number;
  boxWidth: number;
  boxHeight: number;
  left: number;
  right: number;
  middle: number;
  width: number;
  visible: boolean;
}

/** A cell's text and background colours in one row state. */
interface Colour {
  text: string;
  background: string;
}

/** Colours by row state (`data-sign`, flash, `aria-selected`), read from computed styles once per state. */
export type ColourCache = Map<string, Colour[]>;

const transparent = "rgba(0, 0, 0, 0)";

function setData(element: HTMLElement, name: "flash" | "sign", value: string | undefined): void {
  if (value === undefined || value === "") delete element.dataset[name];
  else element.dataset[name] = value;
}

/** Whether canvas 2D drawing is available (not in happy-dom, or a browser with canvas blocked). */
function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext("2d");
  } catch {
    return null;
  }
}

/**
 * Rows to draw at the end of the current task. `fillText` brings the document's style up to date first, so drawing
 * each row right after changing its `data-flash` would restyle the page once per row; writing every row's state first
 * and drawing them all after costs one restyle.
 */
const toDraw = new Set<RowPainter>();
function drawSoon(painter: RowPainter): void {
  if (toDraw.size === 0) queueMicrotask(drawAll);
  toDraw.add(painter);
}
function drawAll(): void {
  for (const painter of toDraw) painter.draw();
  toDraw.clear();
}

/** Answers a painter for a row whose `cells` show numbers, or undefined where a canvas cannot draw. */
export function rowPainter(
  row: HTMLElement,
  cells: readonly HTMLElement[],
  colours: ColourCache,
): RowPainter | undefined {
  if (typeof document === "undefined" || typeof ResizeObserver === "undefined") return undefined;
  const canvas = document.createElement("canvas");
  const context = context2d(canvas);
  if (context === null) return undefined;
  return new RowPainter(row, cells, canvas, context, colours);
}

export class RowPainter {
  #boxes: Box[] = [];
  #texts: string[];
  #font = "";
  #ready = false;
  readonly #observer: ResizeObserver;

  constructor(
    readonly row: HTMLElement,
    readonly cells: readonly HTMLElement[],
    readonly canvas: HTMLCanvasElement,
    readonly context: CanvasRenderingContext2D,
    readonly colours: ColourCache,
  ) {
    this.#texts = cells.map((cell) => cell.textContent ?? "");
    canvas.setAttribute("aria-hidden", "true");
    canvas.dataset.liveCanvas = "";
    // Inline styles: a host page's global CSS cannot move or hide the layer.
    canvas.style.cssText =
      "position:absolute;left:0;top:0;margin:0;padding:0;border:0;pointer-events:none;display:block";
    if (getComputedStyle(row).position === "static") row.style.position = "relative";
    row.append(canvas);
    this.#observer = new ResizeObserver(() => this.measure());
    this.#observer.observe(row);
    for (const cell of cells) this.#observer.observe(cell);
  }

  /** Read the row's and cells' boxes and font (after a resize, a font size or a view change), then draw again. */
  measure(): void {
    const row = this.row;
    const width = row.clientWidth;
    const height = row.clientHeight;
    if (width === 0 || height === 0) {
      this.#ready = false;
      return;
    }
    const ratio = globalThis.devicePixelRatio || 1;
    const rowRect = row.getBoundingClientRect();
    const originX = rowRect.left + row.clientLeft;
    const originY = rowRect.top + row.clientTop;
    this.#boxes = this.cells.map((cell) => {
      const rect = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      const paddingRight = Number.parseFloat(style.paddingRight) || 0;
      const paddingLeft = Number.parseFloat(style.paddingLeft) || 0;
      const paddingTop = Number.parseFloat(style.paddingTop) || 0;
      const fontSize = Number.parseFloat(style.fontSize) || 13;
      const lineHeight = Number.parseFloat(style.lineHeight) || fontSize * 1.2;
      return {
        cell,
        x: rect.left - originX,
        y: rect.top - originY,
        boxWidth: rect.width,
        boxHeight: rect.height,
        left: rect.left - originX + paddingLeft,
        right: rect.right - originX - paddingRight,
        middle: rect.top - originY + paddingTop + lineHeight / 2,
        width: Math.max(0, rect.width - paddingLeft - paddingRight),
        visible: style.visibility === "visible" && style.display !== "none" && rect.width > 0,
      };
    });
    const first = this.cells[0];
    const style = first ? getComputedStyle(first) : undefined;
    this.#font = style
      ? `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      : "13px sans-serif";
    this.canvas.width = Math.round(width * ratio);
    this.canvas.height = Math.round(height * ratio);
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    // Resizing the canvas resets its state: set what every draw shares once here (parsing a font is not cheap).
    this.context.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.context.font = this.#font;
    this.context.textAlign = "right";
    this.context.textBaseline = "middle";
    // "inherit" (the default) makes every fillText read the canvas element's style, a forced style recalc per row.
    this.context.direction = "ltr";
    if (!this.#ready) {
      this.#ready = true;
      // From now on the canvas shows the numbers; the DOM texts stay for everything but pixels.
      for (const cell of this.cells) cell.style.setProperty("-webkit-text-fill-color", "transparent");
    }
    this.draw();
  }

  /** Take new texts and draw them with the row's next batch (the DOM is not touched). */
  paint(texts: readonly string[]): void {
    for (let i = 0; i < texts.length; i += 1) this.#texts[i] = texts[i] as string;
    this.repaint();
  }

  /** Draw again with the next batch (the row's state or colours changed). */
  repaint(): void {
    if (this.#ready) drawSoon(this);
  }

  /** Whether the canvas is showing the numbers (false until the row has a size, or after unbinding). */
  get drawing(): boolean {
    return this.#ready;
  }

  /**
   * The row's flash (up, down or none). While the canvas draws, the flash is not written to the row's `data-flash`:
   * a changed attribute restyles the row, and fifty rows restyled every frame cost more than drawing them. The canvas
   * fills the flash background itself, in the colours the widget's CSS gives `data-flash`.
   */
  flash: "" | "up" | "down" = "";
  /** The day's sign (up, down, flat); like the flash, written to the row's `data-sign` with the DOM texts only. */
  sign = "";

  #colours(): Colour[] {
    const row = this.row;
    const key = `${this.sign}|${this.flash}|${row.getAttribute("aria-selected") ?? ""}`;
    let colours = this.colours.get(key);
    if (colours === undefined) {
      // Put the row in the state for a moment to read what the CSS makes of it (once per state, not per tick).
      const { flash, sign } = row.dataset;
      setData(row, "flash", this.flash);
      setData(row, "sign", this.sign);
      colours = this.cells.map((cell) => {
        const style = getComputedStyle(cell);
        return { text: style.color, background: style.backgroundColor };
      });
      setData(row, "flash", flash);
      setData(row, "sign", sign);
      this.colours.set(key, colours);
    }
    return colours;
  }

  /** Draw now (`drawSoon` batches this). */
  draw(): void {
    if (!this.#ready) return;
    const context = this.context;
    const colours = this.#colours();
    context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    for (let i = 0; i < this.#boxes.length; i += 1) {
      const box = this.#boxes[i] as Box;
      if (!box.visible) continue;
      const colour = colours[i] as Colour;
      if (colour.background !== transparent) {
        context.fillStyle = colour.background;
        context.fillRect(box.x, box.y, box.boxWidth, box.boxHeight);
      }
      context.fillStyle = colour.text;
      context.fillText(this.#texts[i] as string, box.right, box.middle, box.width);
    }
  }

  /** Remove the canvas and show the DOM texts again. */
  detach(): void {
    this.#observer.disconnect();
    this.canvas.remove();
    this.#ready = false;
    for (const cell of this.cells) cell.style.removeProperty("-webkit-text-fill-color");
  }
}

/** How many rows' texts are copied into the DOM per turn, and how often (the copy trails the canvas by ≤ ~300 ms). */
export const mirrorRowsPerTurn = 8;
export const mirrorTurnMs = 50;

/**
 * Copies drawn texts into the DOM a few rows at a time, oldest change first, so the layouts it causes are spread over
 * frames instead of all landing in one.
 */
export class TextMirror {
  readonly #pending = new Map<object, () => void>();
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** Queue `write` for `owner` (a later call for the same owner replaces it and keeps its place in the queue). */
  queue(owner: object, write: () => void): void {
    this.#pending.set(owner, write);
    this.#timer ??= setTimeout(this.#turn, mirrorTurnMs);
  }

  /** Write everything queued now. */
  flush(): void {
    for (const write of this.#pending.values()) write();
    this.#pending.clear();
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending.clear();
  }

  readonly #turn = () => {
    this.#timer = undefined;
    let n = 0;
    for (const [owner, write] of this.#pending) {
      if (n++ === mirrorRowsPerTurn) break;
      this.#pending.delete(owner);
      write();
    }
    if (this.#pending.size > 0) this.#timer = setTimeout(this.#turn, mirrorTurnMs);
  };
}
