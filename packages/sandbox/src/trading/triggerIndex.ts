/** What `crossed` answers when no rule was crossed: one shared empty list. */
const none: readonly never[] = Object.freeze([]);

/** Which way the price must cross a rule's level for it to fire. */
export type Crossing = "above" | "below";

interface Entry<T> {
  id: string;
  level: number;
  value: T;
}

interface Side<T> {
  /** Ascending by level. */
  above: Entry<T>[];
  /** Descending by level. */
  below: Entry<T>[];
}

/**
 * Rules keyed by instrument and sorted by trigger level, so a price visits only the rules it has crossed: "above"
 * rules fire at a price at or over their level, "below" rules at or under it. A query costs O(log n + k) for k rules
 * crossed; adding or removing a rule costs a binary search and an array splice.
 */
export class TriggerIndex<T> {
  readonly #byInstrument = new Map<number, Side<T>>();
  readonly #where = new Map<string, { instrument: number; crossing: Crossing; level: number }>();

  /** How many rules the index holds. */
  get size(): number {
    return this.#where.size;
  }

  has(id: string): boolean {
    return this.#where.has(id);
  }

  /** Add a rule, or move it (a rule's id is unique across instruments). */
  set(id: string, instrument: number, crossing: Crossing, level: number, value: T): void {
    this.delete(id);
    let side = this.#byInstrument.get(instrument);
    if (side === undefined) {
      side = { above: [], below: [] };
      this.#byInstrument.set(instrument, side);
    }
    const list = side[crossing];
    // After the equal levels already there: rules of one level fire in the order they were added.
    const at = bound(list, level, crossing, true);
    list.splice(at, 0, { id, level, value });
    this.#where.set(id, { instrument, crossing, level });
  }

  delete(id: string): boolean {
    const where = this.#where.get(id);
    if (where === undefined) return false;
    this.#where.delete(id);
    const side = this.#byInstrument.get(where.instrument) as Side<T>;
    const list = side[where.crossing];
    for (let i = bound(list, where.level, where.crossing, false); i < list.length; i++) {
      if ((list[i] as Entry<T>).id === id) {
        list.splice(i, 1);
        break;
      }
    }
    if (side.above.length === 0 && side.below.length === 0) this.#byInstrument.delete(where.instrument);
    return true;
  }

  /** The rules of `instrument` that `price` has crossed: "above" rules first, then "below", each nearest level last. */
  crossed(instrument: number, price: number): readonly T[] {
    const side = this.#byInstrument.get(instrument);
    if (side === undefined) return none;
    const above = bound(side.above, price, "above", true);
    const below = bound(side.below, price, "below", true);
    // Most ticks cross nothing: no array is made for them (the evaluators run on every tick).
    if (above === 0 && below === 0) return none;
    const found: T[] = [];
    for (let i = 0; i < above; i++) found.push((side.above[i] as Entry<T>).value);
    for (let i = 0; i < below; i++) found.push((side.below[i] as Entry<T>).value);
    return found;
  }

  /** The instruments that have rules. */
  instruments(): Iterable<number> {
    return this.#byInstrument.keys();
  }

  clear(): void {
    this.#byInstrument.clear();
    this.#where.clear();
  }
}

/**
 * The first position in `list` past `level` in the list's order: past the equal levels when `after`, else at the
 * first of them. For "above" lists (ascending) the entries before it are those at or under `level`; for "below"
 * lists (descending), those at or over it.
 */
function bound<T>(list: readonly Entry<T>[], level: number, crossing: Crossing, after: boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const at = (list[mid] as Entry<T>).level;
    const before =
      crossing === "above" ? (after ? at <= level : at < level) : after ? at >= level : at > level;
    if (before) low = mid + 1;
    else high = mid;
  }
  return low;
}
