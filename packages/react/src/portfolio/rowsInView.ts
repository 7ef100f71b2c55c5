import type { Holding } from "@trade/core/portfolio";

/** Rows within this distance of the view count as in view (written at once, ready when scrolled to). */
const nearView = "240px 0px";
/** How long one idle turn may write rows out of view (ms), and the turn's period where idle callbacks do not exist. */
const turnBudgetMs = 4;
const turnPeriodMs = 50;

/** Writes holding rows at the latest prices: `write(row, holding)`; rows must be `observe`d to count as in view. */
export interface RowsInView {
  /** A row was rendered (React's ref callback): follow whether it is in view. */
  observe(row: HTMLElement): void;
  /** The holding's price moved: write its row now if in view, else when the browser is idle or it comes into view. */
  moved(row: HTMLElement, holding: Holding): void;
  /** Stop following (the table unmounts): rows not yet written are left as they are. */
  stop(): void;
}

/**
 * Out of 500 holdings some 20 rows are on screen, while every frame at 5,000 ticks/s moves about 80. A moved row's
 * texts cost the browser text shaping and layout work even where it is not drawn, so rows out of view are written in
 * idle time (a few milliseconds a turn, oldest change first), or at once when they scroll into view: the DOM keeps
 * every row's latest figures for find-in-page and screen readers, trailing by idle time only for rows nobody sees.
 * Without IntersectionObserver every row is written at once.
 */
export function rowsInView(write: (row: HTMLElement, holding: Holding) => void): RowsInView {
  if (typeof IntersectionObserver === "undefined") return { observe() {}, moved: write, stop() {} };
  const inView = new WeakSet<Element>();
  const pending = new Map<HTMLElement, Holding>();
  const writePending = (row: HTMLElement) => {
    const holding = pending.get(row);
    if (holding === undefined) return;
    pending.delete(row);
    write(row, holding);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) {
          inView.delete(entry.target);
          continue;
        }
        inView.add(entry.target);
        writePending(entry.target as HTMLElement);
      }
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
    observe(row) {
      observer.observe(row);
    },
    moved(row, holding) {
      if (inView.has(row)) {
        pending.delete(row);
        write(row, holding);
        return;
      }
      // A later move keeps the row's place in the queue: the oldest change is written first.
      pending.set(row, holding);
      schedule();
    },
    stop() {
      observer.disconnect();
      if (turn !== undefined) (idle ? cancelIdleCallback : clearTimeout)(turn);
      turn = undefined;
      pending.clear();
    },
  };
}
