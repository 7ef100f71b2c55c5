import { describe, expect, it } from "vitest";
import {
  ariaKeyShortcut,
  comboMatches,
  isTypingTarget,
  type KeyPress,
  matchShortcut,
  parseCombo,
  shortcutById,
  shortcuts,
} from "../shortcuts.js";

const press = (key: string, modifiers: Partial<Omit<KeyPress, "key">> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...modifiers,
});

/** The key press a combo stands for, as a US keyboard sends it. */
function pressFor(combo: string): KeyPress {
  const parsed = parseCombo(combo);
  const shifted: Record<string, boolean> = { "+": true, "?": true };
  return press(parsed.key, {
    ctrlKey: parsed.ctrl,
    altKey: parsed.alt,
    metaKey: parsed.meta,
    shiftKey: parsed.shift || shifted[parsed.key] === true,
  });
}

describe("the shortcut table", () => {
  it("holds every key of spec 1 §2.7 with the spec's words", () => {
    const rows: [string, string][] = [
      ["F1", "buy order pad"],
      ["+", "buy order pad"],
      ["F2", "sell order pad (or exit)"],
      ["-", "sell order pad (or exit)"],
      ["F3", "positions"],
      ["F4", "add stop loss"],
      ["F6", "market depth"],
      ["F8", "open orders"],
      ["F9", "portfolio"],
      ["Shift+F11", "popout chart / trading console"],
      ["Shift+F12", "order history"],
      ["Ctrl+F11", "chart"],
      ["Ctrl+S", "focus search"],
      ["Ctrl+O", "option chain"],
      ["Alt+N", "Nifty, Bank Nifty, Fin Nifty option chains"],
      ["Alt+B", "Nifty, Bank Nifty, Fin Nifty option chains"],
      ["Alt+F", "Nifty, Bank Nifty, Fin Nifty option chains"],
      ["Ctrl+Shift+V", "trading balance"],
      ["Shift+W", "watchlist"],
      ["Ctrl+Shift+E", "stock overview"],
      ["Ctrl+?", "shortcut help"],
      ["Ctrl+/", "shortcut help"],
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n): [string, string] => [
        `Ctrl+${n}`,
        "select watchlist by number",
      ]),
      ["Ctrl+=", "add a watchlist"],
      ["M", "M selects market"],
      ["L", "L limit"],
      ["Tab", "Tab cycles fields"],
      ["Enter", "Enter confirms"],
      ["Escape", "Escape closes the topmost layer (layers close in priority order)"],
      ["Backspace", "Backspace or Delete cancels a selected open order or removes a watchlist scrip"],
      ["Delete", "Backspace or Delete cancels a selected open order or removes a watchlist scrip"],
      ["ArrowUp", "Arrow keys move selection in watchlist, option chain and orders"],
      ["ArrowDown", "Arrow keys move selection in watchlist, option chain and orders"],
    ];
    for (const [combo, description] of rows) {
      expect(matchShortcut(pressFor(combo))?.shortcut.description, combo).toBe(description);
    }
  });

  it("every combo of every shortcut matches that shortcut, and no other comes first", () => {
    const ids = new Set<string>();
    for (const shortcut of shortcuts) {
      expect(ids.has(shortcut.id), shortcut.id).toBe(false);
      ids.add(shortcut.id);
      for (const combo of shortcut.keys) {
        const match = matchShortcut(pressFor(combo));
        expect(match?.shortcut.id, combo).toBe(shortcut.id);
        expect(match?.combo).toBe(combo);
      }
    }
  });

  it("keeps spec 2 §2's words beside the table's", () => {
    expect(shortcutById("buy").trading).toBe("F1 or + opens buy (or edits a selected order)");
    expect(shortcutById("addStopLoss").trading).toBe("F4 adds a stop loss or Set SL/Target");
    expect(shortcutById("cancelOrRemove").trading).toBe("Delete or Backspace cancels a selected open order");
    expect(shortcutById("selectLimit").trading).toBe("L selects limit");
    expect(shortcutById("nope")).toBeUndefined();
  });

  it("gives the watchlist number and the index code a combo stands for", () => {
    expect(matchShortcut(press("7", { ctrlKey: true }))?.value).toBe(7);
    expect(matchShortcut(press("n", { altKey: true }))?.value).toBe(78);
    expect(matchShortcut(press("b", { altKey: true }))?.value).toBe(66);
    expect(matchShortcut(press("f", { altKey: true }))?.value).toBe(70);
    expect(matchShortcut(press("F1"))?.value).toBeUndefined();
  });
});

describe("comboMatches", () => {
  it("wants exactly the combo's modifiers", () => {
    expect(comboMatches("Shift+W", press("W", { shiftKey: true }))).toBe(true);
    expect(comboMatches("Shift+W", press("w"))).toBe(false);
    expect(comboMatches("Shift+W", press("W", { shiftKey: true, ctrlKey: true }))).toBe(false);
    expect(comboMatches("F9", press("F9", { altKey: true }))).toBe(false);
    expect(comboMatches("F9", press("F9", { shiftKey: true }))).toBe(false);
    expect(comboMatches("Ctrl+S", press("s", { ctrlKey: true, metaKey: true }))).toBe(false);
  });

  it("ignores the Shift a symbol takes to type, but not Ctrl", () => {
    expect(comboMatches("+", press("+", { shiftKey: true }))).toBe(true);
    expect(comboMatches("+", press("+"))).toBe(true); // numeric keypad
    expect(comboMatches("+", press("+", { ctrlKey: true, shiftKey: true }))).toBe(false); // browser zoom
    expect(comboMatches("Ctrl+?", press("?", { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(comboMatches("Ctrl+=", press("=", { ctrlKey: true }))).toBe(true);
  });

  it("falls back to the physical key where Alt or the layout prints another character", () => {
    expect(comboMatches("Alt+N", { ...press("˜", { altKey: true }), code: "KeyN" })).toBe(true);
    expect(comboMatches("Ctrl+S", { ...press("ы", { ctrlKey: true }), code: "KeyS" })).toBe(true);
    // Dvorak: the letter printed wins over the physical position.
    expect(comboMatches("Ctrl+S", { ...press("o", { ctrlKey: true }), code: "KeyS" })).toBe(false);
    expect(comboMatches("Ctrl+3", { ...press("£", { ctrlKey: true }), code: "Digit3" })).toBe(true);
  });

  it("parses combos, a lone plus included", () => {
    expect(parseCombo("+")).toEqual({ key: "+", ctrl: false, alt: false, shift: false, meta: false });
    expect(parseCombo("Ctrl++")).toMatchObject({ key: "+", ctrl: true });
    expect(parseCombo("Ctrl+Shift+V")).toEqual({
      key: "V",
      ctrl: true,
      alt: false,
      shift: true,
      meta: false,
    });
  });
});

describe("matchShortcut in context", () => {
  it("accessibility mode turns product shortcuts off, but not Escape or Tab", () => {
    const context = { accessibilityMode: true };
    for (const shortcut of shortcuts) {
      for (const combo of shortcut.keys) {
        const match = matchShortcut(pressFor(combo), shortcuts, context);
        if (shortcut.product) expect(match, combo).toBeUndefined();
        else expect(match?.shortcut.id, combo).toBe(shortcut.id);
      }
    }
    expect(matchShortcut(press("Escape"), shortcuts, context)?.shortcut.id).toBe("escape");
  });

  it("while typing in a field only Escape, Enter and Tab pass", () => {
    const passing = new Set<string>();
    for (const shortcut of shortcuts) {
      for (const combo of shortcut.keys) {
        const match = matchShortcut(pressFor(combo), shortcuts, { inField: true });
        if (match !== undefined) passing.add(match.shortcut.id);
      }
    }
    expect([...passing].sort()).toEqual(["confirm", "cycleFields", "escape"]);
  });

  it("honours live scopes", () => {
    expect(matchShortcut(press("m"), shortcuts, { scopes: ["global", "list"] })).toBeUndefined();
    expect(matchShortcut(press("m"), shortcuts, { scopes: ["orderPad"] })?.shortcut.id).toBe("selectMarket");
  });
});

describe("isTypingTarget", () => {
  it("knows text fields from buttons", () => {
    expect(isTypingTarget({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(isTypingTarget({ tagName: "input" })).toBe(true);
    expect(isTypingTarget({ tagName: "INPUT", type: "number" })).toBe(true);
    expect(isTypingTarget({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(isTypingTarget({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTypingTarget({ tagName: "SELECT" })).toBe(true);
    expect(isTypingTarget({ tagName: "DIV", isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: "BUTTON" })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe("ariaKeyShortcut", () => {
  it("writes combos in aria-keyshortcuts syntax", () => {
    expect(ariaKeyShortcut("Ctrl+Shift+V")).toBe("Control+Shift+V");
    expect(ariaKeyShortcut("+")).toBe("Plus");
    expect(ariaKeyShortcut("F9")).toBe("F9");
  });
});
