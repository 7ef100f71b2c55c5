import { type KeyboardEvent, useEffect, useState } from "react";

/**
 * Focus goes back where it was when the pad opened (the row or button that opened it) when the pad closes, if that
 * element is still on the page.
 */
export function useFocusReturn() {
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  useEffect(
    () => () => {
      if (opener?.isConnected && opener !== document.body) opener.focus();
    },
    [opener],
  );
}

const focusable =
  'button:not(:disabled),input:not(:disabled),select:not(:disabled),textarea:not(:disabled),[href],[tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle through the pad's controls: focus stays inside the pad while it is open. */
export function keepFocusInside(root: HTMLElement | null, event: KeyboardEvent) {
  if (root === null) return;
  const controls = [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
