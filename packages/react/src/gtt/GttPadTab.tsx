import type { PadExtraTab, PadTabPanelProps } from "../trading/orderPad/extraTabs.js";
import { GttForm } from "./GttForm.js";

/** The order pad's GTT panel: a new rule on the pad's instrument and side. */
function GttPadPanel({ instrument, side, preset }: PadTabPanelProps) {
  return (
    <GttForm
      key={`${instrument.segment}:${instrument.token}`}
      instrument={instrument}
      side={side}
      {...(preset ? { preset } : {})}
    />
  );
}

/**
 * The order pad's GTT tab (spec 2 §2): pass it in the pad's `extraTabs`, and `openTab="gtt"` to open on it (the
 * `gttOrderpad` link, Set SL/Target with GTT). Its panel is `GttForm` on the pad's instrument and side (and its preset:
 * a position's Set SL/Target starts an OCO for the position's quantity); "GTT Created" shows in the pad.
 *
 * @example
 * ```tsx
 * <OrderPad instrument={itc} side="S" extraTabs={[gttPadTab]} openTab="gtt" />
 * ```
 */
export const gttPadTab: PadExtraTab = { id: "gtt", label: "GTT", Panel: GttPadPanel };
