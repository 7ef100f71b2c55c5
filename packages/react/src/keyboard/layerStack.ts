/**
 * The layers Escape closes (spec 1 §2.7: "Escape closes the topmost layer (layers close in priority order)").
 * The spec names no order; ours, highest first: the Session Expired modal (which Escape does not close), menus,
 * confirmations, result sheets, modals and overlays, the order pad, side panels.
 */
export const layerPriority = {
  panel: 10,
  orderPad: 20,
  modal: 30,
  sheet: 40,
  confirm: 50,
  menu: 60,
  session: 100,
} as const;

export type LayerPriorityName = keyof typeof layerPriority;

export interface LayerEntry {
  readonly id: number;
  /** Its own priority, raised to its parent's: a layer opened inside another never sits below it. */
  readonly priority: number;
  /** How many layers it is nested in. Among equal priorities the deeper one is on top. */
  readonly depth: number;
  /** Called when Escape reaches this layer. Absent: Escape stops here and closes nothing (Session Expired). */
  readonly onEscape?: (() => void) | undefined;
  /** A modal layer keeps the shortcuts of the layers below it (and of the page) from firing. */
  readonly modal: boolean;
}

interface Registered extends LayerEntry {
  readonly seq: number;
}

const above = (a: Registered, b: Registered) => b.priority - a.priority || b.depth - a.depth || b.seq - a.seq;

/**
 * The open layers, topmost first. Framework-free: `subscribe(listener) => unsubscribe` and `getSnapshot()`, for
 * `useSyncExternalStore`.
 *
 * @example
 * ```ts
 * const stack = new LayerStack();
 * stack.open({ id: stack.nextId(), priority: layerPriority.orderPad, depth: 0, modal: true, onEscape: closePad });
 * stack.open({ id: stack.nextId(), priority: layerPriority.menu, depth: 0, modal: false, onEscape: closeMenu });
 * stack.escape(); // closeMenu() runs; the pad stays open
 * ```
 */
export class LayerStack {
  #layers: Registered[] = [];
  #seq = 0;
  #nextId = 0;
  #listeners = new Set<() => void>();

  /** A fresh id for a layer about to open. */
  nextId(): number {
    this.#nextId += 1;
    return this.#nextId;
  }

  /** Open a layer (or update it in place when its id is already open); returns the function that closes it. */
  open(entry: LayerEntry): () => void {
    const existing = this.#layers.findIndex((layer) => layer.id === entry.id);
    if (existing === -1) {
      this.#seq += 1;
      this.#layers = [...this.#layers, { ...entry, seq: this.#seq }].sort(above);
    } else {
      const next = [...this.#layers];
      next[existing] = { ...entry, seq: next[existing]!.seq };
      this.#layers = next.sort(above);
    }
    this.#notify();
    return () => this.close(entry.id);
  }

  close(id: number): void {
    const next = this.#layers.filter((layer) => layer.id !== id);
    if (next.length === this.#layers.length) return;
    this.#layers = next;
    this.#notify();
  }

  /** The open layers, topmost first; the same array until something opens or closes. */
  getSnapshot = (): readonly LayerEntry[] => this.#layers;

  top(): LayerEntry | undefined {
    return this.#layers[0];
  }

  /**
   * Escape: the topmost layer's `onEscape` runs and no other. Returns false when no layer is open (the key is then
   * free for the page's own Escape shortcut).
   */
  escape(): boolean {
    const top = this.#layers[0];
    if (top === undefined) return false;
    top.onEscape?.();
    return true;
  }

  /**
   * The layers whose shortcuts are live, topmost first: the top one, and below it until a modal layer. `root` says
   * whether the page's own (layer-less) shortcuts are live too.
   */
  live(): { layers: readonly number[]; root: boolean } {
    const layers: number[] = [];
    for (const layer of this.#layers) {
      layers.push(layer.id);
      if (layer.modal) return { layers, root: false };
    }
    return { layers, root: true };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
