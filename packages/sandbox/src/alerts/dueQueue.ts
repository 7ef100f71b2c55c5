/** A moment something is due, and what. */
export interface Due<T> {
  at: number;
  value: T;
}

/**
 * What falls due when, earliest first (a binary heap): an alert's start and end times. Entries are never removed
 * before they fall due; whoever takes one checks it still applies (an alert updated or deleted since).
 */
export class DueQueue<T> {
  readonly #heap: Due<T>[] = [];

  get size(): number {
    return this.#heap.length;
  }

  /** When the earliest entry falls due (Infinity when none). */
  get next(): number {
    return this.#heap[0]?.at ?? Number.POSITIVE_INFINITY;
  }

  add(at: number, value: T): void {
    const heap = this.#heap;
    heap.push({ at, value });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((heap[parent] as Due<T>).at <= at) break;
      [heap[i], heap[parent]] = [heap[parent] as Due<T>, heap[i] as Due<T>];
      i = parent;
    }
  }

  /** Take every entry due at or before `now`, earliest first. */
  takeDue(now: number): Due<T>[] {
    const taken: Due<T>[] = [];
    while (this.#heap.length > 0 && (this.#heap[0] as Due<T>).at <= now) taken.push(this.#pop());
    return taken;
  }

  clear(): void {
    this.#heap.length = 0;
  }

  #pop(): Due<T> {
    const heap = this.#heap;
    const top = heap[0] as Due<T>;
    const last = heap.pop() as Due<T>;
    if (heap.length === 0) return top;
    heap[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && (heap[left] as Due<T>).at < (heap[least] as Due<T>).at) least = left;
      if (right < heap.length && (heap[right] as Due<T>).at < (heap[least] as Due<T>).at) least = right;
      if (least === i) break;
      [heap[i], heap[least]] = [heap[least] as Due<T>, heap[i] as Due<T>];
      i = least;
    }
    return top;
  }
}
