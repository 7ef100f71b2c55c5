import { PledgeNudge } from "@trade/react/pledge";
import { WidgetTheme } from "../settings/AppSettings.js";

/**
 * The pledge nudge (spec 3 §4) on every page of a client with Pay Later, in the widgets' theme. The shell loads it on
 * its own, for such a client only: the pledge screens' module would bring every MTF screen with it.
 */
export const PledgeNudgeHost = () => (
  <WidgetTheme>
    <PledgeNudge />
  </WidgetTheme>
);
