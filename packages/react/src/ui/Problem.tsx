import type { ReactNode } from "react";

/**
 * What went wrong with the last action, announced at once (`role="alert"`); nothing while there is no problem. Its
 * look is the widget's `.tk-problem`.
 */
export function Problem({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <p className="tk-problem" role="alert">
      {children}
    </p>
  );
}
