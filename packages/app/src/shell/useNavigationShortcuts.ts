import { localKeys } from "@trade/core";
import { useTradeClient } from "@trade/react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { navigationShortcut } from "./navigation.js";

/** A field that takes typing: not a checkbox, radio or button, whose keys are no text. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ["TEXTAREA", "SELECT"].includes(target.tagName) ||
    (target instanceof HTMLInputElement &&
      !["checkbox", "radio", "button", "submit", "reset", "range", "color"].includes(target.type)));

/** Focuses the first element matching `selector` once the screen shows it (its module loads lazily); gives up after 5 s. */
function focusWhenShown(selector: string): void {
  const observer = new MutationObserver(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (element === null) return;
    stop();
    element.focus();
  });
  const timer = setTimeout(() => stop(), 5000);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * The navigation's own shortcuts (Shift+W the watchlist's list, F9 portfolio, F8 open orders, F3 positions). Never while the user
 * types in a field or a modal is open, nor in accessibility mode (spec 1 §2.5: it disables the product's shortcuts).
 */
export function useNavigationShortcuts(enabled: boolean): void {
  const navigate = useNavigate();
  const client = useTradeClient();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || typing(event.target)) return;
      if (document.querySelector('[aria-modal="true"]') !== null) return;
      if (client.storage.getItem(localKeys.tabAccessibility) === "true") return;
      const item = navigationShortcut(event);
      if (item === undefined) return;
      event.preventDefault();
      if (!("focus" in item)) return void navigate(item.to);
      const shown = document.querySelector<HTMLElement>(item.focus);
      if (shown !== null) return shown.focus();
      navigate(item.to);
      focusWhenShown(item.focus);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, navigate, client]);
}
