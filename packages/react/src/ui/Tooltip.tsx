import * as Primitive from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import { UiStyle } from "./styles.js";

const css = `
.tk-ui.tk-tooltip{z-index:1100;max-width:280px;margin:0;padding:5px 8px;border-radius:var(--tk-radius-s,4px);background:var(--tk-tooltip-bg,#1c2430);color:var(--tk-on-tooltip,#ffffff);font-size:.9em;line-height:1.35;box-shadow:var(--tk-shadow-1,0 1px 2px rgba(16,24,40,.16))}
`;

/**
 * A short hint shown on hover and on keyboard focus of its one child (which must take a ref and focus: a button or
 * a link), after a short delay; Escape hides it. The hint describes the child for screen readers.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <Primitive.Provider delayDuration={300}>
      <Primitive.Root>
        <UiStyle name="tooltip" css={css} />
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <Primitive.Content className="tk-ui tk-tooltip" sideOffset={6} collisionPadding={8}>
          {content}
        </Primitive.Content>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
