import type { Side } from "@trade/core/orders";
import type { ComponentType } from "react";
import type { PadInstrument, PadPreset } from "../orderPadState.js";

/** What an extra tab's panel is given: the pad's instrument (after an exchange switch), its side, and the close. */
export interface PadTabPanelProps {
  instrument: PadInstrument;
  side: Side;
  /** Close the pad (the host's `onClose`), for a panel that is done (a GTT set, a SIP started). */
  onClose?: () => void;
  /** What the pad was opened with (a position's Set SL/Target: its product and open quantity), if anything. */
  preset?: PadPreset;
}

/**
 * A tab another entry adds to the order pad (GTT from `@trade/react/gtt`, SIP from `@trade/react/sip`): its name on
 * the strip and the panel drawn under the pad's head in place of the order form. The pad's own entry does not load
 * them; a host that offers them passes them in `extraTabs`.
 *
 * @example
 * ```tsx
 * <OrderPad instrument={reliance} side="B" extraTabs={[gttPadTab]} openTab="gtt" />
 * ```
 */
export interface PadExtraTab {
  /** Its id: `openTab` names it. */
  id: string;
  label: string;
  Panel: ComponentType<PadTabPanelProps>;
}
