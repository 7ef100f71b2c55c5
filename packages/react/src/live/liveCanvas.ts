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

/** One cell's border box in the row (a flash fills it) and where its text ends (right-aligned, vertically centred). */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  right: number;
  middle: number;
  /** Room for the text: `fillText` squeezes a longer one into it. */
  room: number;
  visible: boolean;
}

/** A cell's text and background colours in one row state: [text, background]. */
type Colour = [string, string];

/** Colours by row state (sign, flash, `aria-selected`), read from computed styles once per state. */
export type ColourCache = Map<string, Colour[]>;

function setData(element: HTMLElement, name: "flash" | "sign", value: string | undefined): void {
  if (value) element.dataset[name] = value;
  else delete element.dataset[name];
}

/**
 * Lays `context`'s canvas over `host` as a layer of drawn figures: hidden from assistive technology (the cells keep
 * their texts), letting the pointer through, and styled inline so a host page's global CSS cannot move or hide it.
 */
export function overlayCanvas(host: HTMLElement, context: CanvasRenderingContext2D, zIndex?: number): void {
  const canvas = context.canvas;
  canvas.setAttribute("aria-hidden", "true");
  const layer = zIndex === undefined ? "" : `z-index:${zIndex};`;
  canvas.style.cssText = `position:absolute;left:0;top:0;${layer}margin:0;border:0;pointer-events:none;display:block`;
  host.append(canvas);
}

/**
 * Sizes the canvas to `width`×`height` CSS pixels at the device's pixel ratio and sets what every draw shares
 * (resizing resets a canvas's state): right-aligned text on its middle, direction ltr ("inherit", the default, makes
 * every fillText read the canvas element's style: a forced restyle). Answers the ratio.
 */
export function sizeCanvas(context: CanvasRenderingContext2D, width: number, height: number): number {
  const ratio = globalThis.devicePixelRatio || 1;
  const canvas = context.canvas;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.textAlign = "right";
  context.textBaseline = "middle";
  context.direction = "ltr";
  return ratio;
}

/**
 * Rows to draw at the end of the current task. `fillText` brings the document's style up to date first, so drawing
 * each row right after changing its state would restyle the page once per row; writing every row's state first and
 * drawing them all after costs one restyle.
 */
const toDraw = new Set<RowPainter>();
function drawAll(): void {
  for (const painter of toDraw) painter.draw();
  toDraw.clear();
}

/** Answers a painter for a row whose `cells` show numbers, or undefined where a canvas cannot draw (happy-dom). */
export function rowPainter(
  row: HTMLElement,
  cells: readonly HTMLElement[],
  colours: ColourCache,
): RowPainter | undefined {
  if (typeof ResizeObserver === "undefined") return undefined;
  const context = document.createElement("canvas").getContext("2d");
  return context ? new RowPainter(row, cells, context, colours) : undefined;
}

export class RowPainter {
  #boxes: Box[] = [];
  #texts: string[];
  /** Whether the canvas is showing the numbers (false until the row has a size, or after unbinding). */
  drawing = false;
  readonly #observer = new ResizeObserver(() => this.measure());
  /**
   * The row's flash (up, down or none) and day's sign. While the canvas draws they are not written to the row's
   * `data-flash`/`data-sign` (the sign follows with the DOM texts): a changed attribute restyles the row, and fifty
   * rows restyled every frame cost more than drawing them. The canvas fills the flash itself, in the CSS's colours.
   */
  flash = "";
  sign = "";

  constructor(
    readonly row: HTMLElement,
    readonly cells: readonly HTMLElement[],
    readonly context: CanvasRenderingContext2D,
    readonly colours: ColourCache,
  ) {
    const canvas = context.canvas;
    this.#texts = cells.map((cell) => cell.textContent ?? "");
    canvas.dataset.liveCanvas = "";
    if (getComputedStyle(row).position === "static") row.style.position = "relative";
    overlayCanvas(row, context);
    for (const element of [row, ...cells]) this.#observer.observe(element);
  }

  /** Read the row's and cells' boxes and font (after a resize, a font size or a view change), then draw again. */
  measure(): void {
    const { row, context } = this;
    const width = row.clientWidth;
    const height = row.clientHeight;
    this.drawing = width > 0 && height > 0;
    if (!this.drawing) return;
    const origin = row.getBoundingClientRect();
    const x0 = origin.left + row.clientLeft;
    const y0 = origin.top + row.clientTop;
    let font = "";
    this.#boxes = this.cells.map((cell) => {
      const rect = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      const px = (value: string) => Number.parseFloat(value) || 0;
      const left = px(style.paddingLeft);
      const right = px(style.paddingRight);
      font ||= `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The first line's middle: what the cell shows of its text.
      const line = px(style.lineHeight) || px(style.fontSize) * 1.2;
      return {
        x: rect.left - x0,
        y: rect.top - y0,
        w: rect.width,
        h: rect.height,
        right: rect.right - x0 - right,
        middle: rect.top - y0 + px(style.paddingTop) + line / 2,
        room: Math.max(0, rect.width - left - right),
        visible: style.visibility === "visible" && rect.width > 0,
      };
    });
    sizeCanvas(context, width, height);
    // Set once here, after the resize reset it (parsing a font is not cheap).
    context.font = font;
    // From now on the canvas shows the numbers; the DOM texts stay for everything but pixels.
    for (const cell of this.cells) cell.style.setProperty("-webkit-text-fill-color", "transparent");
    this.draw();
  }

  /** Take new texts (the DOM is not touched) and draw them with the next batch. */
  paint(texts: readonly string[]): void {
    this.#texts = [...texts];
    this.repaint();
  }

  /** Draw again with the next batch (the row's state or colours changed). */
  repaint(): void {
    if (!this.drawing) return;
    if (toDraw.size === 0) queueMicrotask(drawAll);
    toDraw.add(this);
  }

  #colours(): Colour[] {
    const row = this.row;
    const key = `${this.sign}|${this.flash}|${row.getAttribute("aria-selected")}`;
    let colours = this.colours.get(key);
    if (colours === undefined) {
      // Put the row in the state for a moment to read what the CSS makes of it (once per state, not per tick).
      const { flash, sign } = row.dataset;
      setData(row, "flash", this.flash);
      setData(row, "sign", this.sign);
      colours = this.cells.map((cell) => {
        const style = getComputedStyle(cell);
        return [style.color, style.backgroundColor];
      });
      setData(row, "flash", flash);
      setData(row, "sign", sign);
      this.colours.set(key, colours);
    }
    return colours;
  }

  /** Draw now (`repaint` batches this). */
  draw(): void {
    if (!this.drawing) return;
    const context = this.context;
    const colours = this.#colours();
    context.clearRect(0, 0, context.canvas.width, context.canvas.height);
    this.#boxes.forEach((box, i) => {
      const [text, background] = colours[i] as Colour;
      if (!box.visible) return;
      if (background !== "rgba(0, 0, 0, 0)") {
        context.fillStyle = background;
        context.fillRect(box.x, box.y, box.w, box.h);
      }
      context.fillStyle = text;
      context.fillText(this.#texts[i] as string, box.right, box.middle, box.room);
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

/** How many rows' texts are copied into the DOM per turn, and how often (the copy trails the canvas by ≤ ~300 ms). */
const mirrorRowsPerTurn = 8;
const mirrorTurnMs = 50;

/** Queues DOM writes (`queue`) and writes what is queued at once (`flush`). */
export interface TextMirror {
  queue(owner: object, write: () => void): void;
  flush(): void;
}

/**
 * Copies drawn texts into the DOM a few rows (`rowsPerTurn`) at a time, oldest change first, so the layouts it causes
 * are spread over frames instead of all landing in one. A later write for the same owner replaces the queued one and
 * keeps its place.
 */
export function textMirror(rowsPerTurn = mirrorRowsPerTurn): TextMirror {
  const pending = new Map<object, () => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const turn = () => {
    let n = rowsPerTurn;
    for (const [owner, write] of pending) {
      if (n-- === 0) break;
      pending.delete(owner);
      write();
    }
    timer = pending.size > 0 ? setTimeout(turn, mirrorTurnMs) : undefined;
  };
  return {
    queue(owner, write) {
      pending.set(owner, write);
      timer ??= setTimeout(turn, mirrorTurnMs);
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      for (const write of pending.values()) write();
      pending.clear();
    },
  };
}

/** How often a binding checks whether the theme or font changed under its canvases. */
const styleCheckMs = 1_000;

/**
 * Call `onChange` when `probe`'s text colour or font changes (a theme or font switch restyles drawn cells without
 * resizing them, so no ResizeObserver tells); answers the stop. Checked once a second.
 */
export function watchStyle(probe: Element, onChange: () => void): () => void {
  const styleOf = () => {
    const style = getComputedStyle(probe);
    return `${style.color}|${style.font}`;
  };
  let seen = styleOf();
  const timer = setInterval(() => {
    const now = styleOf();
    if (now === seen) return;
    seen = now;
    onChange();
  }, styleCheckMs);
  return () => clearInterval(timer);
}
