import type { Quote } from "./quote.js";

/**
 * (segment, token) → record, as an open-addressing hash table over typed arrays: about twice as fast as a `Map` on
 * the decoder's hot path, and allocation-free on look-up.
 */
export class QuoteIndex {
  #tokens = new Int32Array(16);
  /** 0 marks an empty slot (segment 0 is not a market segment). */
  #segments = new Uint8Array(16);
  #records: (Quote | undefined)[] = new Array(16);
  #mask = 15;
  #size = 0;

  get size(): number {
    return this.#size;
  }

  get(segment: number, token: number): Quote | undefined {
    const tokens = this.#tokens;
    const segments = this.#segments;
    const mask = this.#mask;
    const key = token | 0;
    let slot = slotOf(segment, key) & mask;
    for (;;) {
      const at = segments[slot] as number;
      if (at === 0) return undefined;
      if (at === segment && tokens[slot] === key) return this.#records[slot];
      slot = (slot + 1) & mask;
    }
  }

  set(quote: Quote): void {
    if ((this.#size + 1) * 2 > this.#mask + 1) this.#grow();
    if (this.#insert(quote)) this.#size++;
  }

  delete(segment: number, token: number): boolean {
    const mask = this.#mask;
    const key = token | 0;
    let slot = slotOf(segment, key) & mask;
    for (;;) {
      const at = this.#segments[slot] as number;
      if (at === 0) return false;
      if (at === segment && this.#tokens[slot] === key) break;
      slot = (slot + 1) & mask;
    }
    // Backward-shift deletion keeps every probe chain unbroken without tombstones.
    let hole = slot;
    let next = (hole + 1) & mask;
    while (this.#segments[next] !== 0) {
      const home = slotOf(this.#segments[next] as number, this.#tokens[next] as number) & mask;
      if ((next > hole && (home <= hole || home > next)) || (next < hole && home <= hole && home > next)) {
        this.#segments[hole] = this.#segments[next] as number;
        this.#tokens[hole] = this.#tokens[next] as number;
        this.#records[hole] = this.#records[next];
        hole = next;
      }
      next = (next + 1) & mask;
    }
    this.#segments[hole] = 0;
    this.#records[hole] = undefined;
    this.#size--;
    return true;
  }

  #insert(quote: Quote): boolean {
    const mask = this.#mask;
    const key = quote.token | 0;
    let slot = slotOf(quote.segment, key) & mask;
    for (;;) {
      const at = this.#segments[slot] as number;
      if (at === 0) break;
      if (at === quote.segment && this.#tokens[slot] === key) {
        this.#records[slot] = quote;
        return false;
      }
      slot = (slot + 1) & mask;
    }
    this.#segments[slot] = quote.segment;
    this.#tokens[slot] = key;
    this.#records[slot] = quote;
    return true;
  }

  #grow(): void {
    const records = this.#records;
    const capacity = (this.#mask + 1) * 2;
    this.#tokens = new Int32Array(capacity);
    this.#segments = new Uint8Array(capacity);
    this.#records = new Array(capacity);
    this.#mask = capacity - 1;
    for (const quote of records) if (quote !== undefined) this.#insert(quote);
  }
}

function slotOf(segment: number, token: number): number {
  const h = Math.imul(token ^ (segment << 27), 0x9e3779b1);
  return (h ^ (h >>> 15)) >>> 0;
}
