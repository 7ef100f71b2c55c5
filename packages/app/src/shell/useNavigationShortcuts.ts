import { useEffect } from "react";
import { useNavigate } from "react-router";
import { navigationShortcut } from "./navigation.js";

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The navigation's own shortcuts (Shift+W watchlist, F9 portfolio). Never while the user types in a field or a modal
 * is open. The full shortcut registry, with accessibility mode turning shortcuts off, arrives with issue 5.
 */
export function useNavigationShortcuts(enabled: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || typing(event.target)) return;
      if (document.querySelector('[aria-modal="true"]') !== null) return;
      const item = navigationShortcut(event);
      if (item === undefined) return;
      event.preventDefault();
      navigate(item.to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, navigate]);
}
