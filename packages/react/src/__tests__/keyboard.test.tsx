// @vitest-environment happy-dom
import { memoryStorage } from "@trade/core";
import { type ReactNode, startTransition, useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, container, press, render as show } from "../../../../tests/support/dom.js";
import {
  KeyboardLayer,
  KeyboardProvider,
  type KeyboardProviderProps,
  type LayerPriorityName,
  useAccessibilityMode,
  useLayer,
  useShortcut,
} from "../keyboard/index.js";

/** What handlers did, in order. */
let calls: unknown[] = [];
/** The layers Escape closed, in order. */
let closed: string[] = [];

beforeEach(() => {
  calls = [];
  closed = [];
});

function render(node: ReactNode, props: Omit<KeyboardProviderProps, "children"> = {}) {
  show(
    <KeyboardProvider storage={memoryStorage()} {...props}>
      {node}
    </KeyboardProvider>,
  );
}

const $ = (selector: string) => container().querySelector(selector)!;
const openLayers = () =>
  [...container().querySelectorAll("[data-layer]")].map((el) => el.getAttribute("data-layer"));
const log = (entry: unknown) => () => {
  calls.push(entry);
};

/** A layer shown while open; Escape closes it and records its name. */
function Layer(props: { name: string; priority: LayerPriorityName; modal?: boolean; children?: ReactNode }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const onEscape = () => {
    closed.push(props.name);
    setOpen(false);
  };
  return (
    <KeyboardLayer priority={props.priority} modal={props.modal ?? true} onEscape={onEscape}>
      <section data-layer={props.name}>{props.children}</section>
    </KeyboardLayer>
  );
}

/** Modal A with a panel opened inside it; Ctrl+K (a page shortcut) opens modal B. */
function Opener() {
  const [second, setSecond] = useState(false);
  useShortcut("Ctrl+K", () => setSecond(true), { layer: null });
  return (
    <>
      <Layer name="modal A" priority="modal">
        {/* Its own priority is lower than the modal's, but it opened inside the modal. */}
        <Layer name="panel in A" priority="panel" />
      </Layer>
      {second && <Layer name="modal B" priority="modal" />}
    </>
  );
}

function SessionExpired() {
  useLayer({ priority: "session" });
  return null;
}

const topmost: Record<string, boolean> = {};
function Probe({ name, priority }: { name: string; priority: LayerPriorityName }) {
  topmost[name] = useLayer({ priority, onEscape: () => {} }).isTopmost;
  return null;
}

function Fields() {
  useShortcut("buy", log("buy"));
  useShortcut("selectWatchlist", (_event, match) => {
    calls.push(match.value);
  });
  return (
    <>
      <input id="search" />
      <textarea id="note" />
      <select id="pick" />
      <div id="rich" contentEditable suppressContentEditableWarning />
      <input id="check" type="checkbox" />
    </>
  );
}

function OrderPad() {
  const layer = useLayer({ priority: "orderPad", onEscape: () => {} });
  useShortcut("confirm", log("confirm"), { layer });
  useShortcut("selectMarket", log("market"), { layer });
  useShortcut("selectLimit", log("limit"), { layer });
  return <input id="price" />;
}

function Covered({ cover }: { cover: "modal" | "menu" }) {
  useShortcut("portfolio", log("portfolio"));
  return <KeyboardLayer priority={cover} modal={cover === "modal"} onEscape={() => {}} />;
}

function MenuArrows() {
  useShortcut("moveSelection", (event) => {
    calls.push(`menu ${event.key}`);
    return event.key === "ArrowDown" ? undefined : false;
  });
  return null;
}
function PageArrows() {
  useShortcut("moveSelection", log("page"));
  return (
    <KeyboardLayer priority="menu" modal={false} onEscape={() => {}}>
      <MenuArrows />
    </KeyboardLayer>
  );
}

function PadShortcuts() {
  useShortcut("selectMarket", log("market"));
  return null;
}
function ClosedPad() {
  useShortcut("positions", log("positions"), { enabled: false });
  return (
    <KeyboardLayer priority="orderPad" open={false}>
      <PadShortcuts />
    </KeyboardLayer>
  );
}

let toggle: (on: boolean) => void = () => {};
function AccessiblePage() {
  const [on, setOn] = useAccessibilityMode();
  toggle = setOn;
  useShortcut("buy", log("buy"));
  useShortcut("Ctrl+K", log("ctrl k"));
  useShortcut("Ctrl+J", log("ctrl j"), { product: false });
  return <Layer name={on ? "panel (a11y)" : "panel"} priority="panel" modal={false} />;
}

function Buy() {
  useShortcut("buy", log("buy"));
  return null;
}

function Depth() {
  useShortcut("marketDepth", log("depth"));
  return null;
}

describe("Escape and the layer stack", () => {
  it("closes only the topmost layer, in priority order whatever the order they opened in", () => {
    render(
      <>
        <Layer name="menu" priority="menu" />
        <Layer name="pad" priority="orderPad" />
        <Layer name="confirm" priority="confirm" />
        <Layer name="modal" priority="modal" />
      </>,
    );
    expect(openLayers()).toEqual(["menu", "pad", "confirm", "modal"]);
    press("Escape");
    expect(closed).toEqual(["menu"]);
    expect(openLayers()).toEqual(["pad", "confirm", "modal"]);
    press("Escape");
    press("Escape");
    expect(closed).toEqual(["menu", "confirm", "modal"]);
    press("Escape");
    expect(closed).toEqual(["menu", "confirm", "modal", "pad"]);
    expect(press("Escape").defaultPrevented).toBe(false);
  });

  it("among equal priorities the latest opened closes first; a nested layer closes before its parent", () => {
    render(<Opener />);
    press("Escape");
    expect(closed).toEqual(["panel in A"]);
    // Modal A is modal: the page's Ctrl+K is not live until it closes.
    press("k", { ctrlKey: true });
    expect(openLayers()).toEqual(["modal A"]);
    press("Escape");
    press("k", { ctrlKey: true });
    expect(openLayers()).toEqual(["modal B"]);
    press("Escape");
    expect(closed).toEqual(["panel in A", "modal A", "modal B"]);
  });

  it("a layer without onEscape (Session Expired) stops Escape and closes nothing below it", () => {
    render(
      <>
        <Layer name="pad" priority="orderPad" />
        <SessionExpired />
      </>,
    );
    expect(press("Escape").defaultPrevented).toBe(true);
    expect(closed).toEqual([]);
  });

  it("Escape closes the topmost layer even while typing in a field of it", () => {
    render(
      <Layer name="pad" priority="orderPad">
        <input id="qty" />
      </Layer>,
    );
    press("Escape", {}, $("#qty"));
    expect(closed).toEqual(["pad"]);
  });

  it("useLayer reports whether it is the topmost", () => {
    render(
      <>
        <Probe name="modal" priority="modal" />
        <Probe name="menu" priority="menu" />
      </>,
    );
    expect(topmost).toEqual({ modal: false, menu: true });
  });
});

describe("shortcuts", () => {
  it("fire by id with the match's value, and never while the user types in a field", () => {
    render(<Fields />);
    expect(press("F1").defaultPrevented).toBe(true);
    press("+", { shiftKey: true });
    press("4", { ctrlKey: true });
    expect(calls).toEqual(["buy", "buy", 4]);
    for (const id of ["#search", "#note", "#pick", "#rich"]) {
      expect(press("F1", {}, $(id)).defaultPrevented, id).toBe(false);
      press("+", { shiftKey: true }, $(id));
      press("4", { ctrlKey: true }, $(id));
    }
    expect(calls).toEqual(["buy", "buy", 4]);
    press("F1", {}, $("#check"));
    expect(calls).toEqual(["buy", "buy", 4, "buy"]);
  });

  it("the order pad's Enter confirms from a field; its M and L do not fire while typing", () => {
    render(<OrderPad />);
    press("m", {}, $("#price"));
    press("Enter", {}, $("#price"));
    press("l");
    press("m");
    expect(calls).toEqual(["confirm", "limit", "market"]);
  });

  it("a modal layer keeps the page's shortcuts from firing; a menu (not modal) does not", () => {
    render(<Covered cover="modal" />);
    press("F9");
    expect(calls).toEqual([]);
    render(<Covered cover="menu" />);
    press("F9");
    expect(calls).toEqual(["portfolio"]);
  });

  it("the topmost layer's handler wins; returning false passes the key on", () => {
    render(<PageArrows />);
    press("ArrowDown");
    press("ArrowLeft");
    expect(calls).toEqual(["menu ArrowDown", "menu ArrowLeft", "page"]);
  });

  it("a fallback is tried after the other handlers of its layer, whatever the mount order", () => {
    render(<Fallback selected />);
    press("F1");
    expect(calls).toEqual(["row"]);
    render(<Fallback selected={false} />);
    press("F1");
    expect(calls).toEqual(["row", "nothing selected"]);
  });

  it("a disabled shortcut does not fire; a shortcut of a closed layer does not fire", () => {
    render(<ClosedPad />);
    press("F3");
    press("m");
    expect(calls).toEqual([]);
  });
});

/** A page-wide "nothing selected" F1 mounted after (so registered after) a list whose F1 acts on its selection. */
function Fallback({ selected }: { selected: boolean }) {
  return (
    <>
      <List selected={selected} />
      <Notice />
    </>
  );
}
function List({ selected }: { selected: boolean }) {
  useShortcut("buy", () => selected && calls.push("row") > 0);
  return null;
}
function Notice() {
  useShortcut("buy", log("nothing selected"), { fallback: true });
  return null;
}

/** A screen whose Ctrl+K reports the screen it was rendered as (the way the order tabs read the route's pathname). */
function Screen({ name }: { name: string }) {
  useShortcut("Ctrl+K", () => {
    calls.push(name);
  });
  return <p data-screen={name}>{name}</p>;
}

/** Switches from screen A to screen B in a transition, the way the router navigates. */
let showB: () => void = () => {};
function Switcher() {
  const [screen, setScreen] = useState("A");
  showB = () => startTransition(() => setScreen("B"));
  return <Screen key={screen} name={screen} />;
}

describe("a key pressed as a new screen appears", () => {
  it("reaches the new screen's shortcut, not the one that left", async () => {
    render(<Switcher />);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // The key arrives the moment B is in the document: after React's commit, before its passive effects run.
      const pressed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (container().querySelector("[data-screen=B]") === null) return;
          observer.disconnect();
          document.body.dispatchEvent(
            new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true }),
          );
          resolve();
        });
        observer.observe(container(), { childList: true, subtree: true });
      });
      showB();
      await pressed;
      expect(calls).toEqual(["B"]);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});

describe("accessibility mode", () => {
  it("turns product shortcuts off but leaves Escape working, and is kept under the tabAccessibility key", () => {
    const storage = memoryStorage();
    render(<AccessiblePage />, { storage });
    act(() => toggle(true));
    expect(storage.getItem("tabAccessibility")).toBe("true");
    press("F1");
    press("k", { ctrlKey: true });
    press("j", { ctrlKey: true });
    expect(calls).toEqual(["ctrl j"]);
    press("Escape");
    expect(closed).toEqual(["panel (a11y)"]);
  });

  it("reads the stored setting, or follows the controlled prop", () => {
    render(<Buy />, { storage: memoryStorage({ tabAccessibility: "true" }) });
    press("F1");
    expect(calls).toEqual([]);
    const onChange = vi.fn();
    render(<Buy />, { accessibilityMode: false, onAccessibilityModeChange: onChange });
    press("F1");
    expect(calls).toEqual(["buy"]);
  });

  it("hooks outside the provider throw an error that names them", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => show(<Buy />)).toThrow(/useShortcut\(\).*<KeyboardProvider>/);
    vi.restoreAllMocks();
  });
});

describe("a widget's own target", () => {
  it("listens only inside the element it is given", () => {
    const widget = document.createElement("div");
    const inside = document.createElement("button");
    widget.append(inside);
    document.body.append(widget);
    render(<Depth />, { target: widget });
    press("F6");
    expect(calls).toEqual([]);
    press("F6", {}, inside);
    expect(calls).toEqual(["depth"]);
    widget.remove();
  });
});
