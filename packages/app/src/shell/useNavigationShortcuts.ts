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

/**
 * The navigation's own shortcuts (Shift+W watchlist, F9 portfolio, F8 open orders, F3 positions). Never while the user
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
      navigate(item.to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, navigate, client]);
}
