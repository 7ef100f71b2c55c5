/**
 * The keyboard shortcuts of spec 1 §2.7 and spec 2 §2 as data, and the pure functions that match a key press
 * against them. The app, the widgets and the tests share this one table; nothing here touches the DOM.
 */

/** Where a shortcut acts. `global`: anywhere in the product; `list`: a selected row of the watchlist, option chain or orders; `orderPad`: inside the order pad. */
export type ShortcutScope = "global" | "list" | "orderPad";

export interface ShortcutDefinition {
  /** Stable id, used by `useShortcut(id, ...)`. */
  readonly id: string;
  /** The combos, as the spec writes them (`F1`, `+`, `Ctrl+Shift+V`, `Alt+N`). Any one of them triggers the shortcut. */
  readonly keys: readonly string[];
  /** The action in the spec's words: the Action cell of spec 1 §2.7, or its sentence on the order pad keys. */
  readonly description: string;
  /** What spec 2 §2 ("Keyboard behaviour in trading screens") says of the same keys, where it says more. */
  readonly trading?: string;
  readonly scope: ShortcutScope;
  /**
   * A product shortcut, turned off by accessibility mode (spec 1 §2.5). Escape and Tab are not: they are the
   * browser's and assistive technology's own keys, which accessibility mode must leave working.
   */
  readonly product: boolean;
  /** Fires while the user types in an input, textarea, select or contenteditable (only Escape and the pad's Enter). */
  readonly inField: boolean;
  /** Per combo, in the order of `keys`, the value it stands for (the watchlist number, the index of an option chain). */
  readonly values?: readonly (string | number)[];
}

/** Index codes of spec 1 §3 for Alt+N, Alt+B, Alt+F: NIFTY 78, BANKNIFTY 66, FINNIFTY 70. */
const indexOptionChainCodes = [78, 66, 70] as const;

const watchlistNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Shift+ArrowRight goes to the next order tab, Shift+ArrowLeft to the previous one. */
const orderTabSteps = [1, -1] as const;

/**
 * What F1 or F2 says when nothing on the page takes it (no watchlist row, order or position selected): the spec is
 * silent, we say why instead of doing nothing (docs/decisions.md).
 */
export const nothingSelectedTexts = {
  title: "Nothing selected",
  buy: "F1 buys the stock selected in the watchlist, or edits the selected open order. Select a row first, or search a stock with Ctrl+S.",
  sell: "F2 sells the stock selected in the watchlist. Select a row first, or search a stock with Ctrl+S.",
} as const;

/** Every shortcut of spec 1 §2.7 (table, then the order pad sentence) with spec 2 §2's words beside them. */
export const shortcuts = [
  {
    id: "buy",
    keys: ["F1", "+"],
    description: "buy order pad",
    trading: "F1 or + opens buy (or edits a selected order)",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "sell",
    keys: ["F2", "-"],
    description: "sell order pad (or exit)",
    trading: "F2 or - opens sell (or exits)",
    scope: "global",
    product: true,
    inField: false,
  },
  { id: "positions", keys: ["F3"], description: "positions", scope: "global", product: true, inField: false },
  {
    id: "addStopLoss",
    keys: ["F4"],
    description: "add stop loss",
    trading: "F4 adds a stop loss or Set SL/Target",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "marketDepth",
    keys: ["F6"],
    description: "market depth",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "openOrders",
    keys: ["F8"],
    description: "open orders",
    scope: "global",
    product: true,
    inField: false,
  },
  { id: "portfolio", keys: ["F9"], description: "portfolio", scope: "global", product: true, inField: false },
  {
    id: "popoutChart",
    keys: ["Shift+F11"],
    description: "popout chart / trading console",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "orderHistory",
    keys: ["Shift+F12"],
    description: "order history",
    scope: "global",
    product: true,
    inField: false,
  },
  { id: "chart", keys: ["Ctrl+F11"], description: "chart", scope: "global", product: true, inField: false },
  {
    id: "focusSearch",
    keys: ["Ctrl+S"],
    description: "focus search",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "optionChain",
    keys: ["Ctrl+O"],
    description: "option chain",
    trading: "Ctrl+O opens an option chain",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "indexOptionChain",
    keys: ["Alt+N", "Alt+B", "Alt+F"],
    description: "Nifty, Bank Nifty, Fin Nifty option chains",
    trading: "Alt plus index keys open Nifty, Bank Nifty, Fin Nifty option chains",
    scope: "global",
    product: true,
    inField: false,
    values: indexOptionChainCodes,
  },
  {
    id: "tradingBalance",
    keys: ["Ctrl+Shift+V"],
    description: "trading balance",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "watchlist",
    keys: ["Shift+W"],
    description: "watchlist",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "stockOverview",
    keys: ["Ctrl+Shift+E"],
    description: "stock overview",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "shortcutHelp",
    keys: ["Ctrl+?", "Ctrl+/"],
    description: "shortcut help",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "selectWatchlist",
    keys: watchlistNumbers.map((n) => `Ctrl+${n}`),
    description: "select watchlist by number",
    scope: "global",
    product: true,
    inField: false,
    values: watchlistNumbers,
  },
  {
    id: "addWatchlist",
    keys: ["Ctrl+="],
    description: "add a watchlist",
    scope: "global",
    product: true,
    inField: false,
  },
  {
    id: "selectMarket",
    keys: ["M"],
    description: "M selects market",
    trading: "in the order pad M selects market",
    scope: "orderPad",
    product: true,
    inField: false,
  },
  {
    id: "selectLimit",
    keys: ["L"],
    description: "L limit",
    trading: "L selects limit",
    scope: "orderPad",
    product: true,
    inField: false,
  },
  {
    id: "cycleFields",
    keys: ["Tab", "Shift+Tab"],
    description: "Tab cycles fields",
    trading: "Tab cycles fields of the order pad",
    scope: "orderPad",
    product: false,
    inField: true,
  },
  {
    id: "confirm",
    keys: ["Enter"],
    description: "Enter confirms",
    trading: "Enter opens or confirms",
    scope: "orderPad",
    product: true,
    inField: true,
  },
  {
    id: "escape",
    keys: ["Escape"],
    description: "Escape closes the topmost layer (layers close in priority order)",
    trading: "Escape closes the topmost layer",
    scope: "global",
    product: false,
    inField: true,
  },
  {
    id: "cancelOrRemove",
    keys: ["Backspace", "Delete"],
    description: "Backspace or Delete cancels a selected open order or removes a watchlist scrip",
    trading: "Delete or Backspace cancels a selected open order",
    scope: "list",
    product: true,
    inField: false,
  },
  {
    id: "moveSelection",
    keys: ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"],
    description: "Arrow keys move selection in watchlist, option chain and orders",
    trading: "arrows move selection in watchlist, option chain and orders",
    scope: "list",
    product: true,
    inField: false,
  },
  {
    // Ours: spec 2 §2 gives the order tabs a keyboard cycle but spec 1 §2.7 no key for it (docs/decisions.md).
    id: "orderTabs",
    keys: ["Shift+ArrowRight", "Shift+ArrowLeft"],
    description: "next or previous order tab",
    scope: "list",
    product: true,
    inField: false,
    values: orderTabSteps,
  },
] as const satisfies readonly ShortcutDefinition[];

export type ShortcutId = (typeof shortcuts)[number]["id"];

/** The part of a `KeyboardEvent` the matcher reads; `code` helps where Alt or a layout changes `key` (macOS Alt+N gives "˜"). */
export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

export interface ParsedCombo {
  key: string;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
}

/** `Ctrl+Shift+V` → `{ key: "V", ctrl: true, shift: true, ... }`. A lone `+` is the plus key. */
export function parseCombo(combo: string): ParsedCombo {
  const parts =
    combo === "+" ? ["+"] : combo.endsWith("++") ? [...combo.slice(0, -2).split("+"), "+"] : combo.split("+");
  const key = parts.pop() ?? "";
  const modifiers = new Set(parts.map((part) => part.toLowerCase()));
  return {
    key,
    ctrl: modifiers.has("ctrl") || modifiers.has("control"),
    alt: modifiers.has("alt"),
    shift: modifiers.has("shift"),
    meta: modifiers.has("meta") || modifiers.has("cmd"),
  };
}

const isLetter = (key: string) => /^[a-z]$/i.test(key);
const isDigit = (key: string) => /^[0-9]$/.test(key);
/** A printed symbol (`+`, `-`, `?`, `/`, `=`): the Shift it may take to type it depends on the layout, so Shift is not compared. */
const isSymbol = (key: string) => key.length === 1 && !isLetter(key) && !isDigit(key);

function keyMatches(combo: ParsedCombo, press: KeyPress): boolean {
  if (isLetter(combo.key)) {
    if (isLetter(press.key)) return press.key.toLowerCase() === combo.key.toLowerCase();
    // Alt (macOS) or a non-Latin layout prints another character; the physical key still says which letter it is.
    return press.code === `Key${combo.key.toUpperCase()}`;
  }
  if (isDigit(combo.key)) return press.key === combo.key || press.code === `Digit${combo.key}`;
  return press.key === combo.key;
}

/** Whether a key press is exactly this combo: the same key and the same Ctrl, Alt, Meta and (except for symbols) Shift. */
export function comboMatches(combo: string | ParsedCombo, press: KeyPress): boolean {
  const parsed = typeof combo === "string" ? parseCombo(combo) : combo;
  if (parsed.ctrl !== press.ctrlKey || parsed.alt !== press.altKey || parsed.meta !== press.metaKey)
    return false;
  if (!isSymbol(parsed.key) && parsed.shift !== press.shiftKey) return false;
  return keyMatches(parsed, press);
}

export interface ShortcutContext {
  /** Accessibility mode is on: product shortcuts do not fire (spec 1 §2.5). */
  accessibilityMode?: boolean;
  /** The key was pressed in an input, textarea, select or contenteditable. */
  inField?: boolean;
  /** Only these scopes are live (default: all). */
  scopes?: readonly ShortcutScope[];
}

export interface ShortcutMatch<TDefinition extends ShortcutDefinition = ShortcutDefinition> {
  shortcut: TDefinition;
  /** The combo of `shortcut.keys` that matched. */
  combo: string;
  /** The value that combo stands for (`values`), when the shortcut has values. */
  value?: string | number;
}

/**
 * The shortcut of `table` a key press triggers, or undefined. Honours accessibility mode, typing in a field and
 * live scopes when `context` gives them.
 *
 * @example
 * ```ts
 * matchShortcut({ key: "F1", ctrlKey: false, altKey: false, shiftKey: false, metaKey: false })?.shortcut.id; // "buy"
 * matchShortcut({ key: "3", ctrlKey: true, altKey: false, shiftKey: false, metaKey: false })?.value; // 3
 * ```
 */
export function matchShortcut<TDefinition extends ShortcutDefinition>(
  press: KeyPress,
  table: readonly TDefinition[],
  context?: ShortcutContext,
): ShortcutMatch<TDefinition> | undefined;
export function matchShortcut(press: KeyPress): ShortcutMatch<(typeof shortcuts)[number]> | undefined;
export function matchShortcut(
  press: KeyPress,
  table: readonly ShortcutDefinition[] = shortcuts,
  context: ShortcutContext = {},
): ShortcutMatch | undefined {
  for (const shortcut of table) {
    if (!shortcutAllowed(shortcut, context)) continue;
    const index = shortcut.keys.findIndex((combo) => comboMatches(combo, press));
    if (index === -1) continue;
    const value = shortcut.values?.[index];
    return value === undefined
      ? { shortcut, combo: shortcut.keys[index]! }
      : { shortcut, combo: shortcut.keys[index]!, value };
  }
  return undefined;
}

/** Whether a shortcut may fire at all in this context (accessibility mode, typing in a field, live scopes). */
export function shortcutAllowed(shortcut: ShortcutDefinition, context: ShortcutContext = {}): boolean {
  if (context.accessibilityMode === true && shortcut.product) return false;
  if (context.inField === true && !shortcut.inField) return false;
  if (context.scopes !== undefined && !context.scopes.includes(shortcut.scope)) return false;
  return true;
}

/** The shortcut with this id. */
export function shortcutById(id: ShortcutId): ShortcutDefinition;
export function shortcutById(id: string): ShortcutDefinition | undefined;
export function shortcutById(id: string): ShortcutDefinition | undefined {
  return (shortcuts as readonly ShortcutDefinition[]).find((shortcut) => shortcut.id === id);
}

/** The element a key press came from, as far as the typing guard needs it. */
export interface TargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

/** Input types in which no text is typed: keys pressed there are still shortcuts. */
const nonTextInputs = new Set([
  "button",
  "checkbox",
  "color",
  "file",
  "image",
  "radio",
  "range",
  "reset",
  "submit",
]);

/** Whether the user is typing in this element: an input taking text, a textarea, a select or contenteditable. */
export function isTypingTarget(target: TargetLike | null | undefined): boolean {
  if (target === null || target === undefined) return false;
  if (target.isContentEditable === true) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") return !nonTextInputs.has((target.type ?? "text").toLowerCase());
  return false;
}

/** A combo in `aria-keyshortcuts` syntax (`Ctrl+Shift+V` → `Control+Shift+V`). */
export function ariaKeyShortcut(combo: string): string {
  const parsed = parseCombo(combo);
  const parts = [
    parsed.ctrl && "Control",
    parsed.alt && "Alt",
    parsed.shift && "Shift",
    parsed.meta && "Meta",
  ];
  const key = parsed.key === "+" ? "Plus" : parsed.key === " " ? "Space" : parsed.key;
  return [...parts.filter((part): part is string => part !== false), key].join("+");
}
