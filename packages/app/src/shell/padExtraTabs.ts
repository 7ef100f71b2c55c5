import { alertPadTabWith } from "@trade/react/alerts";
import { gttPadTab } from "@trade/react/gtt";
import { sipPadTab } from "@trade/react/sip";
import type { PadExtraTab } from "@trade/react/trading";
import { LazyBacktestModal } from "../screens/backtestView.js";

/**
 * The tabs the app's order pad offers after the order's own, in strip order (spec 2 §2: GTT, SIP and the alert pad). Each comes from
 * its area's entry of @trade/react and loads with the pad (GatedOrderPad is loaded on demand).
 */
export const padExtraTabs: readonly PadExtraTab[] = [
  gttPadTab,
  sipPadTab,
  alertPadTabWith(LazyBacktestModal),
];
