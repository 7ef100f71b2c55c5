import { lazy, Suspense } from "react";
import { WidgetTheme } from "../settings/AppSettings.js";
import type { GatedOrderPadProps } from "./GatedOrderPad.js";

/** The gate and the pad load on demand, together: most visits never open the pad. */
const GatedOrderPad = lazy(() => import("./GatedOrderPad.js").then((m) => ({ default: m.GatedOrderPad })));

/**
 * The gated order pad (GatedOrderPad.tsx) in its place on a screen (`className`: watchlist-pad, search-pad,
 * chart-quick, deep-link-pad), in the widgets' theme.
 */
export function OrderPadPanel({ className, ...pad }: { className: string } & GatedOrderPadProps) {
  return (
    <div className={className}>
      <WidgetTheme>
        <Suspense fallback={<div className="skeleton" aria-label="Loading" />}>
          <GatedOrderPad {...pad} />
        </Suspense>
      </WidgetTheme>
    </div>
  );
}
