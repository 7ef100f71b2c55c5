import { act, cleanup, type RenderResult, render as renderInto } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, vi } from "vitest";

/**
 * The one DOM harness of the happy-dom tests (unit and contract): Testing Library renders, re-renders and cleans up
 * inside `act`; the helpers below act as a user does (type, press, click) and move fake time. A file that imports it
 * gets one screen per test, unmounted and removed after each test.
 */

// React warns about updates outside `act` only where this is set; widgets that write the DOM from a feed rely on it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let screen: RenderResult | undefined;

afterEach(() => {
  cleanup();
  screen = undefined;
});

/**
 * Render `ui` as the test's screen. The first call mounts it; later calls in the same test render into the same root,
 * as a parent passing new props would (state is kept).
 */
export function render(ui: ReactNode): RenderResult {
  if (screen === undefined) screen = renderInto(ui);
  else screen.rerender(ui);
  return screen;
}

/** Render, then let the effects' promises (a fetch answered by a stub, a read of storage) settle. */
export async function renderSettled(ui: ReactNode): Promise<RenderResult> {
  const shown = render(ui);
  await settle();
  return shown;
}

/** Unmount the test's screen now; the next `render` mounts a new one. */
export function unmount(): void {
  screen?.unmount();
  screen?.container.remove();
  screen = undefined;
}

/** The element the test's screen is rendered into. */
export function container(): HTMLElement {
  if (screen === undefined) throw new Error("nothing rendered yet");
  return screen.container;
}

/** Let pending promises and the updates they cause run. */
export const settle = () => act(async () => {});

// Captured before any test fakes timers: `until` polls a real server in real time.
const realSetTimeout = globalThis.setTimeout;

/**
 * Wait, in real time, until `check` holds: for what a real server or socket must do first. Fails after `timeoutMs`
 * naming `what` and, if given, what the screen showed (`shown()`).
 */
export async function until(
  check: () => boolean,
  what: string,
  timeoutMs = 5000,
  shown?: () => string | null | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${shown === undefined ? "" : `; ${shown()}`}`);
    }
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 25)));
  }
}

/** Move fake time on by `ms` (after `vi.useFakeTimers()`), running the timers and updates that fall due. */
export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** Type into a field as the browser does: set its value, then fire the input event React listens to. */
export async function type(field: HTMLInputElement | null, value: string): Promise<void> {
  if (field === null) throw new Error("no field to type into");
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Press a key on `target` (default the body); the event bubbles up to window as the browser's does. */
export function press(
  key: string,
  init: KeyboardEventInit = {},
  target: Element = document.body,
): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

/** Click an element and let what the click started (a request to a stub, a state change) settle. */
export async function click(element: HTMLElement | null | undefined): Promise<void> {
  if (element === null || element === undefined) throw new Error("nothing to click");
  await act(async () => element.click());
}

export { act };
