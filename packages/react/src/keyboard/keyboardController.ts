import {
  isTypingTarget,
  type KeyPress,
  matchShortcut,
  type ShortcutDefinition,
  type ShortcutMatch,
  type TargetLike,
} from "@trade/core/shortcuts";
import { LayerStack } from "./layerStack.js";

/** The part of a `KeyboardEvent` the controller reads and acts on. */
export interface KeyEventLike extends KeyPress {
  target: unknown;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  composedPath?: () => unknown[];
  preventDefault(): void;
}

/**
 * What a shortcut handler gets. Return `false` to say it did not handle the key: the next live handler gets it,
 * and the browser keeps its default action.
 */
export type ShortcutHandler<TEvent extends KeyEventLike = KeyboardEvent> = (
  event: TEvent,
  match: ShortcutMatch,
) => unknown;

export interface ShortcutRegistration {
  definition: ShortcutDefinition;
  /** The layer it belongs to; undefined for the page's own shortcuts. */
  layer: number | undefined;
  /** Called with the key event; read at dispatch time so a re-rendered handler needs no re-registration. */
  handler: () => ShortcutHandler<KeyEventLike>;
  /** Stop the browser's default action when handled (default true). */
  preventDefault: boolean;
  /** Tried after every other handler of its layer (a page-wide "nothing selected" notice). */
  fallback?: boolean;
}

/**
 * Layers, shortcut handlers and accessibility mode behind one `keydown` listener. Escape goes to the topmost layer
 * only, whatever accessibility mode and wherever focus is; other keys go to the handlers of the live layers
 * (topmost first, then the page's when no modal layer covers it), never while the user types in a field unless the
 * shortcut says so, and product shortcuts not at all in accessibility mode. `<KeyboardProvider>` makes one; use it
 * directly only outside React.
 *
 * @example
 * ```ts
 * const keyboard = new KeyboardController();
 * const closePad = keyboard.layers.open({ id: keyboard.layers.nextId(), priority: 20, depth: 0, modal: true, onEscape: hidePad });
 * keyboard.register({ definition: shortcutById("buy"), layer: undefined, handler: () => openBuyPad, preventDefault: true });
 * window.addEventListener("keydown", keyboard.handleKeyDown);
 * ```
 */
export class KeyboardController {
  readonly layers = new LayerStack();
  #registrations: ShortcutRegistration[] = [];
  #accessibilityMode: boolean;

  constructor(options: { accessibilityMode?: boolean } = {}) {
    this.#accessibilityMode = options.accessibilityMode ?? false;
  }

  get accessibilityMode(): boolean {
    return this.#accessibilityMode;
  }

  setAccessibilityMode(on: boolean): void {
    this.#accessibilityMode = on;
  }

  register(registration: ShortcutRegistration): () => void {
    this.#registrations = [...this.#registrations, registration];
    return () => {
      this.#registrations = this.#registrations.filter((entry) => entry !== registration);
    };
  }

  /** Handle one key press; returns true when something handled it. */
  handleKeyDown = (event: KeyEventLike): boolean => {
    if (event.defaultPrevented === true || event.isComposing === true) return false;
    if (event.key === "Escape" && !(event.ctrlKey || event.altKey || event.metaKey) && this.layers.escape()) {
      event.preventDefault();
      return true;
    }
    const origin = (event.composedPath?.()[0] ?? event.target) as TargetLike | null;
    const context = { accessibilityMode: this.#accessibilityMode, inField: isTypingTarget(origin) };
    const live = this.layers.live();
    const candidates = [...this.#registrations]
      .reverse()
      .filter((entry) => (entry.layer === undefined ? live.root : live.layers.includes(entry.layer)))
      .sort(
        (a, b) =>
          rank(live.layers, a.layer) - rank(live.layers, b.layer) ||
          Number(a.fallback ?? false) - Number(b.fallback ?? false),
      );
    for (const entry of candidates) {
      const match = matchShortcut(event, [entry.definition], context);
      if (match === undefined) continue;
      if (entry.handler()(event, match) === false) continue;
      if (entry.preventDefault) event.preventDefault();
      return true;
    }
    return false;
  };
}

/** Topmost layer first, the page's own shortcuts last. */
function rank(live: readonly number[], layer: number | undefined): number {
  return layer === undefined ? live.length : live.indexOf(layer);
}
