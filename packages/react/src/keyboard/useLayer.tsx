import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { KeyboardContext, LayerContext, type LayerHandle, noKeyboard } from "./keyboardContext.js";
import { type LayerPriorityName, type LayerStack, layerPriority } from "./layerStack.js";

export { LayerContext, type LayerHandle };

/**
 * A widget's own layer stack (the order pad's: its sheets and itself close in priority order on Escape pressed inside
 * it): `useLayer` opens its layers there instead of on the nearest `<KeyboardProvider>`'s.
 */
export const LayerStackContext = createContext<LayerStack | null>(null);

export interface UseLayerOptions {
  /** Closes the layer; Escape calls it when this layer is the topmost. Absent: Escape stops here and closes nothing. */
  onEscape?: () => void;
  /** A name of `layerPriority` (`menu`, `confirm`, `sheet`, `modal`, `orderPad`, `panel`, `session`) or a number. */
  priority: LayerPriorityName | number;
  /** Whether the layer is open (default true): a component that stays mounted while closed passes its state here. */
  open?: boolean;
  /** Keep the shortcuts of the layers below and of the page from firing while open (default true; menus pass false). */
  modal?: boolean;
}

export interface LayerState extends LayerHandle {
  /** This layer is the one Escape closes next. */
  isTopmost: boolean;
}

/**
 * Opens a layer while the component is mounted (and `open`): the topmost layer, in priority order, is the one Escape
 * closes (spec 1 §2.7). A layer opened inside another is never below it. Pass the returned layer to `useShortcut`'s
 * `layer` option, or wrap the children in `<KeyboardLayer>` instead, so their shortcuts belong to it.
 *
 * @example
 * ```tsx
 * function OrderPad({ onClose }: { onClose: () => void }) {
 *   const layer = useLayer({ priority: "orderPad", onEscape: onClose });
 *   useShortcut("selectMarket", () => setOrderType("MARKET"), { layer });
 *   useShortcut("selectLimit", () => setOrderType("LIMIT"), { layer });
 *   return <form aria-label="Order pad">...</form>;
 * }
 * ```
 */
export function useLayer(options: UseLayerOptions): LayerState {
  const layers = useLayerStack();
  const parent = useContext(LayerContext);
  const [id] = useState(() => layers.nextId());
  const own = typeof options.priority === "number" ? options.priority : layerPriority[options.priority];
  const priority = Math.max(own, parent?.priority ?? own);
  const depth = (parent?.depth ?? -1) + 1;
  const open = options.open ?? true;
  const modal = options.modal ?? true;
  const onEscape = useRef(options.onEscape);
  onEscape.current = options.onEscape;
  const closable = options.onEscape !== undefined;

  // A layout effect, like useShortcut's: a layer is live from the commit that shows it, before the next key.
  useLayoutEffect(() => {
    if (!open) return;
    return layers.open({
      id,
      priority,
      depth,
      modal,
      onEscape: closable ? () => onEscape.current?.() : undefined,
    });
  }, [layers, id, priority, depth, modal, open, closable]);

  const isTopmost = useSyncExternalStore(
    layers.subscribe,
    () => layers.top()?.id === id,
    () => false,
  );
  return { id, priority, depth, isTopmost };
}

/** The stack `useLayer` opens on: a widget's own (`LayerStackContext`), else the nearest `<KeyboardProvider>`'s. */
function useLayerStack(): LayerStack {
  const own = useContext(LayerStackContext);
  const keyboard = useContext(KeyboardContext);
  const layers = own ?? keyboard?.controller.layers;
  if (layers === undefined) throw noKeyboard("useLayer()");
  return layers;
}

export interface KeyboardLayerProps extends UseLayerOptions {
  children?: ReactNode;
}

/**
 * A layer around its children: the layers and shortcuts they open belong to it (see `useLayer`).
 *
 * @example
 * ```tsx
 * <KeyboardLayer priority="modal" onEscape={() => setOpen(false)} open={open}>
 *   {open && <MarketDepth token={token} />}
 * </KeyboardLayer>
 * ```
 */
export function KeyboardLayer({ children, ...options }: KeyboardLayerProps) {
  const layer = useLayer(options);
  const { id, priority, depth } = layer;
  const handle = useMemo(() => ({ id, priority, depth }), [id, priority, depth]);
  return <LayerContext.Provider value={handle}>{children}</LayerContext.Provider>;
}
