import { type RefCallback, useCallback, useEffect, useRef, useState } from "react";
import { listenAll } from "../ui/listenAll.js";

export interface Popover<T extends HTMLElement> {
  open: boolean;
  toggle: () => void;
  show: () => void;
  close: () => void;
  /** The element holding the trigger and the panel: a press outside it or Escape closes the panel. */
  ref: RefCallback<T>;
  /** What the trigger button carries (spread on it): its state, the panel it controls, the toggle. */
  buttonProps: (panelId: string) => {
    "aria-expanded": boolean;
    "aria-controls": string;
    onClick: () => void;
  };
  /** Hover behaviour (spread on the holder): opens on enter, closes `closeDelayMs` after the pointer leaves. */
  hoverProps: { onMouseEnter: () => void; onMouseLeave: () => void };
}

/**
 * A header dropdown's open state: toggled by its button, closed by Escape, a press outside, or leaving (hover). A
 * click on the button of a panel the pointer opened keeps it open (the click pins it rather than closing what the
 * user is reaching for); a pinned panel stays when the pointer leaves, until a second click, Escape or a press outside.
 */
export function usePopover<T extends HTMLElement = HTMLElement>(closeDelayMs = 0): Popover<T> {
  const [open, setOpen] = useState(false);
  const pinned = useRef(false);
  const holder = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(timer.current);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    pinned.current = false;
    setOpen(false);
  }, []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);
  const toggle = useCallback(() => {
    clearTimeout(timer.current);
    const stays = !open || !pinned.current;
    pinned.current = stays;
    setOpen(stays);
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onPress = (event: MouseEvent) => {
      if (holder.current && !holder.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      holder.current?.querySelector<HTMLElement>("button, a")?.focus();
    };
    return listenAll(document, { mousedown: onPress, keydown: onKey });
  }, [open, close]);
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
    buttonProps: (panelId) => ({ "aria-expanded": open, "aria-controls": panelId, onClick: toggle }),
    hoverProps: {
      onMouseEnter: () => {
        cancelClose();
        setOpen(true);
      },
      onMouseLeave: () => {
        cancelClose();
        if (!pinned.current) timer.current = setTimeout(() => setOpen(false), closeDelayMs);
      },
    },
  };
}
