import type { Side } from "@trade/core/orders";
import type { PadInstrument, PadPreset } from "@trade/react/trading";
import { lazy } from "react";
import { LazyWidget } from "../settings/AppSettings.js";
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
      <LazyWidget>
        <GatedOrderPad {...pad} />
      </LazyWidget>
    </div>
  );
}

/** The pad a screen opened: on which instrument, to buy or to sell. */
export interface OpenPad {
  instrument: PadInstrument;
  side: Side;
  /** What the pad opens with (a position's Exit, Buy more, Set SL/Target). */
  preset?: PadPreset;
  /** The extra tab it opens on (`gtt`, `sip`). */
  openTab?: string;
}

/** The pad a screen opened, in its place, or nothing while none is open. */
export function OpenPadPanel({
  pad,
  className,
  onClose,
}: {
  pad: OpenPad | undefined;
  className: string;
  onClose: () => void;
}) {
  return pad ? (
    <OrderPadPanel
      className={className}
      instrument={pad.instrument}
      side={pad.side}
      onClose={onClose}
      {...(pad.preset ? { preset: pad.preset } : {})}
      {...(pad.openTab ? { openTab: pad.openTab } : {})}
    />
  ) : null;
}
