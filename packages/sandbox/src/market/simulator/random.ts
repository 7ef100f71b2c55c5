/**
 * Deterministic randomness for the simulator: a 32-bit seed mixer and mulberry32 with Box-Muller normals. Each
 * instrument gets its own stream derived from (seed, segment, token, purpose), so adding an instrument never changes
 * another one's prices.
 */

/** Mix 32-bit integers into one seed (murmur3 finaliser over a running hash). */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // fold numbers beyond 32 bits (day numbers, epoch seconds) into two words
    const low = part | 0;
    const high = Math.floor(part / 4294967296) | 0;
    h = Math.imul(h ^ low, 0x85ebca6b);
    h = (h << 13) | (h >>> 19);
    h = Math.imul(h ^ high, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A mulberry32 stream. */
export class Rng {
  private state: number;
  private spare = Number.NaN;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Standard normal (Box-Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const value = this.spare;
      this.spare = Number.NaN;
      return value;
    }
    const u = 1 - this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}

/** A standard normal that is a pure function of its key (for shocks shared by many instruments). */
export function hashedNormal(...key: number[]): number {
  const u = 1 - mixSeed(...key) / 4294967296;
  const v = mixSeed(...key, 0x5bd1e995) / 4294967296;
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A uniform in [0, 1) that is a pure function of its key. */
export function hashedUniform(...key: number[]): number {
  return mixSeed(...key) / 4294967296;
}
