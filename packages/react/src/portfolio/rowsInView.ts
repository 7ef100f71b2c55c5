import type { Holding } from "@trade/core/portfolio";
import { type ListCanvas, type ListRow, listCanvas } from "../live/listCanvas.js";
import { watchStyle } from "../live/liveCanvas.js";
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
 * text costs text shaping and a layout of its cell. So a row in view is drawn on one canvas over the table's rows
 * (live/listCanvas.ts; one layer, not one per row) and its DOM texts follow a few rows at a time (see
 * `copyRowsPerTurn`); a row out of view is written in idle time (a few milliseconds a turn, oldest change first) or at
 * once when it scrolls into view. The DOM keeps every row's latest figures for find-in-page and screen readers,
 * trailing only by that. Without IntersectionObserver every row is written at once.
 */
export function rowsInView(figuresOf: (holding: Holding) => LiveFigures): RowsInView {
  const writeNow = (row: HTMLElement, holding: Holding) => writeFigures(row, figuresOf(holding));
  if (typeof IntersectionObserver === "undefined") return { observe() {}, moved: writeNow, stop() {} };
  const holdingOf = new WeakMap<Element, Holding>();
  /** The canvas over the table (made when a first row comes into view) and the rows on it. */
  let canvas: ListCanvas | undefined;
  const drawn = new Map<Element, ListRow>();
  let stopStyleCheck: (() => void) | undefined;
  const canvasFor = (row: HTMLElement) => {
    const table = row.parentElement;
    if (canvas === undefined && table !== null) {
      canvas = listCanvas(table);
      // A theme or font change restyles the cells without resizing them: read colours and fonts again.
      if (canvas) stopStyleCheck = watchStyle(table, () => canvas?.restyle());
    }
    return canvas;
  };
  const paint = (row: HTMLElement, holding: Holding) => {
    const entry = drawn.get(row);
    if (entry === undefined || canvas === undefined) return;
    const { texts, signs } = figuresOf(holding);
    canvas.paint(entry, texts, { signs });
  };
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
    const cells = liveCells(row);
    const list = canvasFor(row);
    if (list === undefined || cells.some((cell) => !cell)) return;
    if (!drawn.has(row)) drawn.set(row, list.add(row, cells));
    paint(row, holding);
  };
  const leave = (row: HTMLElement) => {
    inView.delete(row);
    copies.delete(row);
    const entry = drawn.get(row);
    if (entry === undefined) return;
    drawn.delete(row);
    canvas?.remove(entry);
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
  return {
    observe(row, holding) {
      holdingOf.set(row, holding);
      observer.observe(row);
      // A render may have moved the rows (sorted): the canvas measures them again.
      if (drawn.has(row)) canvas?.invalidate();
    },
    moved(row, holding) {
      holdingOf.set(row, holding);
      if (!inView.has(row)) {
        // A later move keeps the row's place in the queue: the oldest change is written first.
        pending.set(row, holding);
        schedule();
        return;
      }
      if (canvas?.drawing && drawn.has(row)) {
        paint(row, holding);
        // A later move keeps the row's place in the queue.
        copies.set(row, holding);
        lastMove = performance.now();
        copyTimer ??= setTimeout(copyTurn, copyTurnMs);
      } else writeNow(row, holding);
    },
    stop() {
      observer.disconnect();
      stopStyleCheck?.();
      if (turn !== undefined) (idle ? cancelIdleCallback : clearTimeout)(turn);
      turn = undefined;
      pending.clear();
      clearTimeout(copyTimer);
      copies.clear();
      canvas?.detach();
      canvas = undefined;
      drawn.clear();
    },
  };
}
