import * as Primitive from "@radix-ui/react-popover";
import type { ReactNode } from "react";
import { floatingSurface, UiStyle } from "./styles.js";

/** A popover's props: the trigger (a button's content), its name and what the panel holds. */
export interface PopoverProps {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when it shows no words, and the panel's name. */
  label: string;
  children: ReactNode;
  triggerClassName?: string;
  /** Controlled open state (both or neither). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: "start" | "center" | "end";
  className?: string;
}

const css = `
.tk-ui.tk-popover{${floatingSurface};padding:12px;max-width:min(360px,calc(100vw - 16px))}
.tk-ui.tk-popover:focus-visible{outline:none}
`;

/**
 * A panel that opens under its trigger on a click (not on hover), and closes on a second click, Escape (focus back
 * on the trigger) or a press outside. Non-modal: the page stays usable. Rendered in place, not in a portal.
 */
export function Popover({
  trigger,
  label,
  children,
  triggerClassName,
  open,
  onOpenChange,
  align = "start",
  className,
}: PopoverProps) {
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <UiStyle name="popover" css={css} />
      <Primitive.Trigger className={triggerClassName} aria-label={label}>
        {trigger}
      </Primitive.Trigger>
      <Primitive.Content
        className={`tk-ui tk-popover${className ? ` ${className}` : ""}`}
        aria-label={label}
        align={align}
        sideOffset={6}
        collisionPadding={8}
      >
        {children}
      </Primitive.Content>
    </Primitive.Root>
  );
}
