import type { TradeClient } from "@trade/core";
import { KeyboardProvider, TradeProvider } from "@trade/react";
import { Watchlist, type WatchlistProps } from "@trade/react/watchlist";
import { createElement } from "react";
import { act, render, unmount, until as untilShown } from "./dom.js";

/**
 * Driving the watchlist widget as a user would, for the happy-dom contract tests: mount it for a client, read its
 * rows, tabs and notices, click, press keys, type and submit.
 */

export const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
export const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
export const textOf = (selector: string) => $(selector)?.textContent ?? "";

/** Wait until `check` holds (the sandbox answered); on a timeout, say what the widget showed. */
export const until = (check: () => boolean, what: string, timeoutMs = 5000) =>
  untilShown(check, what, timeoutMs, () => `widget: ${$(".tk-watchlist")?.textContent}`);

/** Mount the widget afresh (unmounting the one before), optionally under a KeyboardProvider; wait for its tabs. */
export async function mountWatchlist(client: TradeClient, props: WatchlistProps = {}, withKeyboard = false) {
  unmount();
  const widget = createElement(Watchlist, props);
  render(
    createElement(
      TradeProvider,
      { client },
      withKeyboard ? createElement(KeyboardProvider, { storage: client.storage }, widget) : widget,
    ),
  );
  await until(() => $$(".tk-wl-tabs [role=tab]").length > 0, "the tabs");
}

/** The symbols of the rows, in the order shown. */
export const symbols = () => $$(".tk-watchlist [data-row] .tk-wl-name").map((s) => s.textContent ?? "");
/** The tabs' names, the selected one marked with `*`. */
export const tabs = () =>
  $$(".tk-wl-tabs [role=tab]").map(
    (t) => `${t.textContent}${t.getAttribute("aria-selected") === "true" ? "*" : ""}`,
  );
/** The widget's notice: an alert for a refusal, a status for a success. */
export const notice = () => textOf(".tk-watchlist [role=status], .tk-watchlist [role=alert]");
export const refusal = () => textOf(".tk-watchlist [role=alert]");
export const button = (label: string, within = ".tk-watchlist") => {
  const found = [...document.querySelectorAll<HTMLButtonElement>(`${within} button`)].find(
    (b) => b.textContent === label || b.getAttribute("aria-label") === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
export const click = (element: Element) => act(() => (element as HTMLElement).click());
export const press = (target: Element, key: string, modifiers: { ctrlKey?: boolean } = {}) =>
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...modifiers }),
    );
  });
/** Type into a React-controlled input or select (set the value as the browser would, then its event). */
export const type = (input: HTMLInputElement | HTMLSelectElement, value: string) =>
  act(() => {
    const proto =
      input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(input, value);
    input.dispatchEvent(
      new Event(input instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  });
export const submit = (form: Element) =>
  act(() => {
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
export const inputNamed = (label: string) =>
  $<HTMLInputElement>(`.tk-watchlist input[aria-label="${label}"]`) as HTMLInputElement;
/** The row actions' ⋯ menu (of the selected row), opened if it is not. */
export async function rowMenu(): Promise<HTMLElement> {
  if ($(".tk-wl-actions [role=menu]") === null) await click($(".tk-wl-actions .tk-more") as HTMLElement);
  return $(".tk-wl-actions [role=menu]") as HTMLElement;
}
/** An entry of the row menu by its words (the menu opened first). */
export async function menuItem(label: string): Promise<HTMLElement> {
  const found = [...(await rowMenu()).querySelectorAll<HTMLElement>("[role^=menuitem]")].find(
    (item) => item.textContent === label,
  );
  if (!found) throw new Error(`no menu entry ${label}`);
  return found;
}
