import { describe, expect, it } from "vitest";
import { LayerStack, layerPriority } from "../keyboard/layerStack.js";

function open(
  stack: LayerStack,
  name: string,
  priority: number,
  log: string[],
  extra: { depth?: number; modal?: boolean } = {},
) {
  const id = stack.nextId();
  const close = stack.open({
    id,
    priority,
    depth: extra.depth ?? 0,
    modal: extra.modal ?? true,
    onEscape: () => {
      log.push(name);
      close();
    },
  });
  return id;
}

describe("LayerStack", () => {
  it("Escape reaches the topmost layer only: highest priority, then deepest, then latest", () => {
    const log: string[] = [];
    const stack = new LayerStack();
    open(stack, "pad", layerPriority.orderPad, log);
    open(stack, "menu", layerPriority.menu, log);
    open(stack, "modal 1", layerPriority.modal, log);
    open(stack, "modal 2", layerPriority.modal, log);
    open(stack, "nested in modal 1", layerPriority.modal, log, { depth: 1 });
    open(stack, "sheet", layerPriority.sheet, log);
    open(stack, "confirm", layerPriority.confirm, log);
    while (stack.escape());
    expect(log).toEqual(["menu", "confirm", "sheet", "nested in modal 1", "modal 2", "modal 1", "pad"]);
    expect(stack.escape()).toBe(false);
  });

  it("tells which layers' shortcuts are live: down to the first modal one", () => {
    const stack = new LayerStack();
    const pad = open(stack, "pad", layerPriority.orderPad, []);
    const menu = open(stack, "menu", layerPriority.menu, [], { modal: false });
    expect(stack.live()).toEqual({ layers: [menu, pad], root: false });
    stack.close(pad);
    expect(stack.live()).toEqual({ layers: [menu], root: true });
  });

  it("notifies subscribers and keeps its snapshot until something changes", () => {
    const stack = new LayerStack();
    let calls = 0;
    const unsubscribe = stack.subscribe(() => calls++);
    const before = stack.getSnapshot();
    expect(stack.getSnapshot()).toBe(before);
    const id = open(stack, "modal", layerPriority.modal, []);
    expect(stack.getSnapshot()).not.toBe(before);
    stack.close(id);
    stack.close(id);
    unsubscribe();
    open(stack, "modal", layerPriority.modal, []);
    expect(calls).toBe(2);
  });
});
