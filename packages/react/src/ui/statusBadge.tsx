import type { ReactNode } from "react";

/**
 * A status as the tables show it: a badge whose `tone` (complete, pending, rejected, ...) picks its colours in the
 * table CSS (`.tk-badge[data-tone]`).
 */
export const statusBadge = (tone: string, text: ReactNode) => (
  <span className="tk-badge" data-tone={tone}>
    {text}
  </span>
);
