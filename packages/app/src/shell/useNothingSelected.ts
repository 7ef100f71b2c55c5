import { nothingSelectedTexts } from "@trade/core/shortcuts";
import { useShortcut } from "@trade/react";
import { useToast } from "../ui/toasts.js";

/**
 * F1 and F2 when nothing on the page took them (no selected watchlist row, no selected order): a short notice saying
 * what they act on, instead of a key that silently does nothing. A fallback: every widget's own F1 and F2 is tried
 * before it.
 */
export function useNothingSelected(enabled: boolean): void {
  const toast = useToast();
  const notice = (message: string) => {
    // Under a dialog the keys are the dialog's.
    if (document.querySelector('[aria-modal="true"]') !== null) return false;
    toast({ kind: "info", title: nothingSelectedTexts.title, message });
  };
  const options = { enabled, layer: null, fallback: true };
  useShortcut("buy", () => notice(nothingSelectedTexts.buy), options);
  useShortcut("sell", () => notice(nothingSelectedTexts.sell), options);
}
