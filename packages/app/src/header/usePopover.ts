import { type RefCallback, useCallback, useEffect, useRef, useState } from "react";

export interface Popover<T extends HTMLElement> {
  open: boolean;
  toggle: () => void;
  show: () => void;
  close: () => void;
  /** The element holding the trigger and the panel: a press outside it or Escape closes the panel. */
  ref: RefCallback<T>;
  /** Hover behaviour (spread on the holder): opens on enter, closes `closeDelayMs` after the pointer leaves. */
  hoverProps: { onMouseEnter: () => void; onMouseLeave: () => void };
}

/** A header dropdown's open state: toggled by its button, closed by Escape, a press outside, or leaving (hover). */
export function usePopover<T extends HTMLElement = HTMLElement>(closeDelayMs = 0): Popover<T> {
  const [open, setOpen] = useState(false);
  const holder = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(timer.current);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  useEffect(() => {
    if (!open) return;
    const onPress = (event: MouseEvent) => {
      if (holder.current && !holder.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      holder.current?.querySelector<HTMLElement>("button, a")?.focus();
    };
    document.addEventListener("mousedown", onPress);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPress);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const ref = useCallback<RefCallback<T>>((node) => {
    holder.current = node;
  }, []);
  return {
    open,
    toggle,
    show,
    close,
    ref,
    hoverProps: {
      onMouseEnter: () => {
        cancelClose();
        setOpen(true);
      },
      onMouseLeave: () => {
        cancelClose();
        timer.current = setTimeout(() => setOpen(false), closeDelayMs);
      },
    },
  };
}
