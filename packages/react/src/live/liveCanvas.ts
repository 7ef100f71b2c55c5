/**
 * Drawing live numbers on a canvas (issue 5's frame budget): what the list canvas (listCanvas.ts) and its bindings
 * share. Changing a DOM text costs the browser a layout of its row (text shaping included) every frame: with 50 rows
 * moving at once that alone is most of a 16 ms frame on a small machine. A canvas over the rows takes the same texts
 * as a few `fillText` calls and no layout at all.
 *
 * The DOM keeps the truth for everything that is not pixels: the cells' texts are copied in shortly after (within a
 * second, see `TextMirror`), so screen readers, find-in-page and copying read the same numbers; they are only
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

/**
 * The DOM copy's pace. Every text written into the DOM costs the browser a layout of its cell, a repaint and an update
 * of the compositor's layers (about 45 µs a cell, plus a fixed cost a turn, in the option chain trace): at 20,000 ticks
 * a second that is most of a frame if every row is copied as often as it is drawn. So a row's texts are copied at most
 * once a second (`rowEveryMs`), a few rows a turn (`rowsPerTurn` every `turnMs`), and every list on the page shares
 * the turns: one turn's layout and layer update serve them all.
 */
const mirrorPace = { rowsPerTurn: 16, turnMs: 100, rowEveryMs: 1_000 };

/** Queues DOM writes (`queue`) and writes what is queued at once (`flush`). */
export interface TextMirror {
  queue(owner: object, write: () => void): void;
  flush(): void;
}

/** Every list's queued writes by owner, oldest change first, the turn that writes them and when each was last copied. */
const pending = new Map<object, () => void>();
const lastCopied = new WeakMap<object, number>();
let turnTimer: ReturnType<typeof setTimeout> | undefined;

function turn(): void {
  turnTimer = undefined;
  const now = performance.now();
  let n = mirrorPace.rowsPerTurn;
  for (const [owner, write] of pending) {
    if (n === 0) break;
    if (now - (lastCopied.get(owner) ?? Number.NEGATIVE_INFINITY) < mirrorPace.rowEveryMs) continue;
    n--;
    pending.delete(owner);
    lastCopied.set(owner, now);
    write();
  }
  if (pending.size > 0) turnTimer = setTimeout(turn, mirrorPace.turnMs);
}

/**
 * Copies drawn texts into the DOM at the shared pace above, oldest change first, so the layouts it causes are spread
 * over frames instead of all landing in one; a row's DOM texts trail its drawn figures by a second at most while it
 * keeps changing (a row quiet for a second is copied on the next turn). A later write for the same owner replaces the
 * queued one and keeps its place. `flush` writes this mirror's queued rows at once (a list being unbound).
 */
export function textMirror(): TextMirror {
  const mine = new Set<object>();
  return {
    queue(owner, write) {
      mine.add(owner);
      pending.set(owner, write);
      turnTimer ??= setTimeout(turn, mirrorPace.turnMs);
    },
    flush() {
      for (const owner of mine) {
        const write = pending.get(owner);
        pending.delete(owner);
        write?.();
      }
      mine.clear();
      if (pending.size === 0) {
        clearTimeout(turnTimer);
        turnTimer = undefined;
      }
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
