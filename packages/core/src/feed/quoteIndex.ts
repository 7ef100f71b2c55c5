import type { Quote } from "./quote.js";

/**
 * (segment, token) → record, as an open-addressing hash table of the records themselves: a probe reads one slot and
 * the record's own segment and token, which the decoder is about to write anyway, so a look-up touches no memory of
 * its own beyond the slot. Fibonacci hashing, a load factor of at most a quarter (about 1.2 probes per look-up),
 * allocation-free on look-up: about twice as fast as a `Map` on the decoder's hot path.
 */
export class QuoteIndex {
  #records: (Quote | undefined)[] = new Array(16).fill(undefined);
  #mask = 15;
  /** 32 - log2(capacity): a slot is the top bits of the multiplicative hash. */
  #shift = 28;
  #size = 0;

  get size(): number {
    return this.#size;
  }

  get(segment: number, token: number): Quote | undefined {
    const records = this.#records;
    const mask = this.#mask;
    let slot = slotOf(segment, token, this.#shift);
    for (;;) {
      const quote = records[slot];
      if (quote === undefined || (quote.token === token && quote.segment === segment)) return quote;
      slot = (slot + 1) & mask;
    }
  }

  set(quote: Quote): void {
    if ((this.#size + 1) * 4 > this.#mask + 1) this.#grow();
    if (this.#insert(quote)) this.#size++;
  }

  delete(segment: number, token: number): boolean {
    const records = this.#records;
    const mask = this.#mask;
    let slot = slotOf(segment, token, this.#shift);
    for (;;) {
      const quote = records[slot];
      if (quote === undefined) return false;
      if (quote.token === token && quote.segment === segment) break;
      slot = (slot + 1) & mask;
    }
    // Backward-shift deletion keeps every probe chain unbroken without tombstones.
    let hole = slot;
    let next = (hole + 1) & mask;
    for (let moving = records[next]; moving !== undefined; moving = records[next]) {
      const home = slotOf(moving.segment, moving.token, this.#shift);
      if ((next > hole && (home <= hole || home > next)) || (next < hole && home <= hole && home > next)) {
        records[hole] = moving;
        hole = next;
      }
      next = (next + 1) & mask;
    }
    records[hole] = undefined;
    this.#size--;
    return true;
  }

  #insert(quote: Quote): boolean {
    const records = this.#records;
    const mask = this.#mask;
    let slot = slotOf(quote.segment, quote.token, this.#shift);
    for (;;) {
      const at = records[slot];
      if (at === undefined) break;
      if (at.token === quote.token && at.segment === quote.segment) {
        records[slot] = quote;
        return false;
      }
      slot = (slot + 1) & mask;
    }
    records[slot] = quote;
    return true;
  }

  #grow(): void {
    const records = this.#records;
    const capacity = (this.#mask + 1) * 2;
    this.#records = new Array(capacity).fill(undefined);
    this.#mask = capacity - 1;
    this.#shift--;
    for (const quote of records) if (quote !== undefined) this.#insert(quote);
  }
}

function slotOf(segment: number, token: number, shift: number): number {
  return Math.imul(token ^ (segment << 27), 0x9e3779b1) >>> shift;
}
