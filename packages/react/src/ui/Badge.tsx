import type { ReactNode } from "react";
import { UiStyle } from "./styles.js";

/** A badge's colour family: the order status tones (`orderStatusTone` of `@trade/react/trading` gives a status's). */
export type BadgeTone = "open" | "pending" | "complete" | "rejected" | "cancelled";

const css = `
.tk-ui.tk-badge{display:inline-flex;align-items:center;height:20px;margin:0;padding:0 8px;border-radius:999px;font-size:.85em;font-weight:600;line-height:1;white-space:nowrap;text-transform:uppercase;letter-spacing:.02em}
.tk-ui.tk-badge-open{color:var(--tk-badge-open,#1d4ed8);background:var(--tk-badge-open-bg,#dbeafe)}
.tk-ui.tk-badge-pending{color:var(--tk-badge-pending,#7a4a00);background:var(--tk-badge-pending-bg,#fdf0d5)}
.tk-ui.tk-badge-complete{color:var(--tk-badge-complete,#116329);background:var(--tk-badge-complete-bg,#dcf5e3)}
.tk-ui.tk-badge-rejected{color:var(--tk-badge-rejected,#a40e26);background:var(--tk-badge-rejected-bg,#fde2e4)}
.tk-ui.tk-badge-cancelled{color:var(--tk-badge-cancelled,#4b5563);background:var(--tk-badge-cancelled-bg,#eceff3)}
`;

/**
 * A short status word in its tone's colours (text on a tinted pill, held to AA by the contrast test), for an order's
 * status and the like.
 */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`tk-ui tk-badge tk-badge-${tone}`}>
      <UiStyle name="badge" css={css} />
      {children}
    </span>
  );
}
