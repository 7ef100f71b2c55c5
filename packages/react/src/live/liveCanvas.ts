/**
 * Drawing live numbers on a canvas (issue 5's frame budget): what the list canvas (listCanvas.ts) and its bindings
 * share. Changing a DOM text costs the browser a layout of its row (text shaping included) every frame: with 50 rows
 * moving at once that alone is most of a 16 ms frame on a small machine. A canvas over the rows takes the same texts
 * as a few `fillText` calls and no layout at all.
 *
 * The DOM keeps the truth for everything that is not pixels: the cells' texts are copied in shortly after (a few rows
 * per 50 ms, see `TextMirror`), so screen readers, find-in-page and copying read the same numbers; they are only
 * painted transparent. A theme or font change is caught by `watchStyle`.
 */

/**
 * Lays `context`'s canvas over `host`'s content at `zIndex` as a layer of drawn figures: hidden from assistive
 * technology (the cells keep their texts), letting the pointer through, and styled inline so a host page's global CSS
 * cannot move or hide it. It goes first in `host`, so the rows keep their places among their siblings (`:last-child`
 * rules and selectors still find the last row); the z-index puts it above them.
 */
export function overlayCanvas(host: HTMLElement, context: CanvasRenderingContext2D, zIndex: number): void {
  const canvas = context.canvas;
  canvas.setAttribute("aria-hidden", "true");
  canvas.style.cssText = `position:absolute;left:0;top:0;z-index:${zIndex};margin:0;border:0;pointer-events:none;display:block`;
  host.prepend(canvas);
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
