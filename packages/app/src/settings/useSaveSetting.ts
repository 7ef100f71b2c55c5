import type { LayoutPreferences, OrderPreferences, PreferenceType } from "@trade/core";
import { useCallback } from "react";
import { useToast } from "../ui/toasts.js";
import { useSavePreference } from "./usePreferences.js";

/** Our words for a lost race (the spec says only that the server's data is applied). */
export const conflictTexts = {
  title: "Settings changed on another device",
  message: "The latest saved settings are shown.",
} as const;

/** Save a preference change, with the spec's failure toast and a notice when another device's change won. */
export function useSaveSetting() {
  const save = useSavePreference();
  const toast = useToast();
  return useCallback(
    async <TType extends PreferenceType>(
      type: TType,
      patch: TType extends "layout" ? LayoutPreferences : OrderPreferences,
    ) => {
      const result = await save(type, patch as never);
      if (result.ok) return result;
      if (result.conflict) toast({ kind: "info", ...conflictTexts });
      else toast({ kind: "error", title: result.title, message: result.message });
      return result;
    },
    [save, toast],
  );
}
