import type { Holding } from "@trade/core/portfolio";
import { type RowCanvas, rowCanvas, type SignColours } from "./rowCanvas.js";
import { type LiveFigures, liveCells, writeFigures } from "./writeLive.js";

/** Rows within this distance of the view count as in view (drawn at once, ready when scrolled to). */
const nearView = "240px 0px";
/** How long one idle turn may write rows out of view (ms), and the turn's period where idle callbacks do not exist. */
const turnBudgetMs = 4;
const turnPeriodMs = 50;
/**
 * The DOM copy of rows drawn on canvas: a few rows per turn, oldest change first (each copy repaints its row, and a
 * repainted row among canvases costs the compositor a new layering, more than the copy itself), and every row at once
 * when the prices have been still for a moment. Each row's copy trails its canvas by about a second at most.
 */
const copyRowsPerTurn = 4;
const copyTurnMs = 100;
const stillMs = 250;
/** How often the table checks whether the theme or font changed under its canvases. */
const styleCheckMs = 1_000;

/** Shows holding rows' live figures; rows must be `observe`d to count as in view. */
export interface RowsInView {
  /** A row was rendered for a holding (React's ref callback): follow whether it is in view. */
  observe(row: HTMLElement, holding: Holding): void;
  /** The holding's price moved: show it now if the row is in view, else when the browser is idle or it comes into view. */
  moved(row: HTMLElement, holding: Holding): void;
  /** Stop following (the table unmounts): rows not yet written are left as they are. */
  stop(): void;
}

/**
 * Out of 500 holdings some 20 rows are on screen, while every frame at 5,000 ticks/s moves about 80, and a changed DOM
 * text costs text shaping and a layout of its cell. So a row in view is drawn on a canvas over it (rowCanvas.ts) and
 * its DOM texts follow a few rows at a time (see `copyRowsPerTurn`); a row out of view is written in idle time
 * (a few milliseconds a turn, oldest change first) or at once when it scrolls into view. The DOM keeps every row's
 * latest figures for find-in-page and screen readers, trailing only by that. Without IntersectionObserver every row
 * is written at once.
 */
export function rowsInView(figuresOf: (holding: Holding) => LiveFigures): RowsInView {
  const writeNow = (row: HTMLElement, holding: Holding) => writeFigures(row, figuresOf(holding));
  if (typeof IntersectionObserver === "undefined") return { observe() {}, moved: writeNow, stop() {} };
  const holdingOf = new WeakMap<Element, Holding>();
  const canvases = new Map<Element, RowCanvas>();
  const colours: SignColours = new Map();
  const copies = new Map<HTMLElement, Holding>();
  let copyTimer: ReturnType<typeof setTimeout> | undefined;
  let lastMove = 0;
  const copyTurn = () => {
    copyTimer = undefined;
    let n = performance.now() - lastMove >= stillMs ? copies.size : copyRowsPerTurn;
    for (const [row, holding] of copies) {
      if (n-- === 0) break;
      copies.delete(row);
      writeNow(row, holding);
    }
    if (copies.size > 0) copyTimer = setTimeout(copyTurn, copyTurnMs);
  };
  const inView = new WeakSet<Element>();
  const pending = new Map<HTMLElement, Holding>();
  const writePending = (row: HTMLElement) => {
    const holding = pending.get(row);
    if (holding === undefined) return;
    pending.delete(row);
    writeNow(row, holding);
  };
  const enter = (row: HTMLElement) => {
    inView.add(row);
    pending.delete(row);
    const holding = holdingOf.get(row);
    if (holding === undefined) return;
    writeNow(row, holding);
    const canvas = canvases.get(row) ?? rowCanvas(row, liveCells(row), colours);
    if (canvas === undefined) return;
    canvases.set(row, canvas);
    canvas.paint(figuresOf(holding));
  };
  const leave = (row: HTMLElement) => {
    inView.delete(row);
    copies.delete(row);
    const canvas = canvases.get(row);
    if (canvas === undefined) return;
    canvases.delete(row);
    canvas.detach();
    // The DOM shows the row again: its latest figures, not the copy still queued.
    const holding = holdingOf.get(row);
    if (holding !== undefined) writeNow(row, holding);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) (entry.isIntersecting ? enter : leave)(entry.target as HTMLElement);
    },
    { rootMargin: nearView },
  );
  // Safari has no idle callbacks: there a timer takes turns.
  const idle = typeof requestIdleCallback === "function";
  let turn: number | undefined;
  const run = (deadline?: IdleDeadline) => {
    turn = undefined;
    const until = performance.now() + turnBudgetMs;
    for (const row of pending.keys()) {
      // An idle callback that timed out (no idle time for a second) still writes for a turn's budget.
      const left = deadline && !deadline.didTimeout ? deadline.timeRemaining() : until - performance.now();
      if (left <= 0) break;
      writePending(row);
    }
    schedule();
  };
  const schedule = () => {
    if (turn !== undefined || pending.size === 0) return;
    turn = idle
      ? requestIdleCallback(run, { timeout: 1000 })
      : (setTimeout(run, turnPeriodMs) as unknown as number);
  };
  // A theme or font change restyles the cells without resizing them: read colours and fonts again.
  let probe: Element | null = null;
  let seen = "";
  const styleOf = (element: Element) => {
    const style = getComputedStyle(element);
    return `${style.color}|${style.font}`;
  };
  const styleCheck = setInterval(() => {
    if (probe === null || canvases.size === 0) return;
    const now = styleOf(probe);
    if (now === seen) return;
    seen = now;
    colours.clear();
    for (const canvas of canvases.values()) canvas.measure();
  }, styleCheckMs);
  return {
    observe(row, holding) {
      holdingOf.set(row, holding);
      if (probe === null && row.parentElement) {
        probe = row.parentElement;
        seen = styleOf(probe);
      }
      observer.observe(row);
    },
    moved(row, holding) {
      holdingOf.set(row, holding);
      if (!inView.has(row)) {
        // A later move keeps the row's place in the queue: the oldest change is written first.
        pending.set(row, holding);
        schedule();
        return;
      }
      const canvas = canvases.get(row);
      if (canvas?.drawing) {
        canvas.paint(figuresOf(holding));
        // A later move keeps the row's place in the queue.
        copies.set(row, holding);
        lastMove = performance.now();
        copyTimer ??= setTimeout(copyTurn, copyTurnMs);
      } else writeNow(row, holding);
    },
    stop() {
      observer.disconnect();
      clearInterval(styleCheck);
      if (turn !== undefined) (idle ? cancelIdleCallback : clearTimeout)(turn);
      turn = undefined;
      pending.clear();
      clearTimeout(copyTimer);
      copies.clear();
      for (const canvas of canvases.values()) canvas.detach();
      canvases.clear();
    },
  };
}
