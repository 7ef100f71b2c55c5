import { type ShortcutDefinition, type ShortcutId, shortcutById } from "@trade/core/shortcuts";
import { useContext, useLayoutEffect, useRef } from "react";
import { LayerContext, type LayerHandle, useKeyboardContext } from "./keyboardContext.js";
import type { KeyEventLike, ShortcutHandler } from "./keyboardController.js";

export interface UseShortcutOptions {
  /** Listen only while true (default true). */
  enabled?: boolean;
  /**
   * The layer the shortcut belongs to: it fires while that layer is live (topmost, or under non-modal layers only).
   * Default: the nearest `<KeyboardLayer>`, else the page (live while no modal layer is open). `null`: the page.
   */
  layer?: LayerHandle | null;
  /** Fire while the user types in a field. Default: what the table says (only Escape, Enter and Tab do). */
  inField?: boolean;
  /** Stop the browser's default action when handled (default true). */
  preventDefault?: boolean;
  /** For a combo outside the table: a product shortcut, which accessibility mode turns off (default true). */
  product?: boolean;
  /** For a combo outside the table: what it does, for a help screen. */
  description?: string;
  /** Try it after every other handler of its layer, whatever the mount order (default false). */
  fallback?: boolean;
}

function definitionFor(
  idOrCombo: ShortcutId | (string & {}),
  options: UseShortcutOptions,
): ShortcutDefinition {
  const known = shortcutById(idOrCombo);
  const base: ShortcutDefinition = known ?? {
    id: idOrCombo,
    keys: [idOrCombo],
    description: options.description ?? idOrCombo,
    scope: "global",
    product: options.product ?? true,
    inField: false,
  };
  return options.inField === undefined ? base : { ...base, inField: options.inField };
}

/**
 * Runs `handler` when the shortcut's keys are pressed: a shortcut of the spec's table by id (`"buy"`,
 * `"selectWatchlist"`, `"escape"`, ...) or any combo (`"Ctrl+K"`). Never while the user types in a field (except
 * where the table says so), never in accessibility mode for a product shortcut, and only while its layer is live.
 * The handler gets the event and the match (`match.value` is the watchlist number of Ctrl+1..9, the index code of
 * Alt+N/B/F); returning `false` passes the key on. The latest handler is used without re-registering.
 *
 * @example
 * ```tsx
 * function WatchlistTabs({ select }: { select: (n: number) => void }) {
 *   useShortcut("selectWatchlist", (_event, match) => select(Number(match.value)));
 *   useShortcut("addWatchlist", () => openNewWatchlist());
 *   return <nav aria-label="Watchlists">...</nav>;
 * }
 * ```
 */
export function useShortcut(
  idOrCombo: ShortcutId | (string & {}),
  handler: ShortcutHandler,
  options: UseShortcutOptions = {},
): void {
  const { controller } = useKeyboardContext("useShortcut()");
  const nearest = useContext(LayerContext);
  const layer = options.layer === undefined ? nearest : options.layer;
  const latest = useRef(handler);
  latest.current = handler;
  const enabled = options.enabled ?? true;
  const { inField, preventDefault = true, product, description, fallback = false } = options;

  // A layout effect: the shortcuts of what a commit puts on screen are live before the browser can deliver the next
  // key. With a passive effect a key pressed right after a route change reached the unmounted screen's handler, whose
  // render-time state (the old pathname) was stale.
  useLayoutEffect(() => {
    if (!enabled) return;
    return controller.register({
      definition: definitionFor(idOrCombo, { inField, product, description }),
      layer: layer?.id,
      handler: () => latest.current as unknown as ShortcutHandler<KeyEventLike>,
      preventDefault,
      fallback,
    });
  }, [controller, idOrCombo, enabled, layer?.id, inField, preventDefault, product, description, fallback]);
}
