import type { ComponentType } from "react";
import type { OrderPadTab } from "../../orderPadState.js";
import type { OrderPadController } from "../useOrderPad.js";
import { BracketFields } from "./BracketFields.js";
import { PriceFields } from "./PriceFields.js";

/** A tab of the order pad: its name on the strip and the fields it shows under the product and order type. */
export interface PadTabDefinition {
  id: OrderPadTab;
  label: string;
  Fields: ComponentType<{ pad: OrderPadController }>;
}

/**
 * The pad's tabs in strip order. A new tab (GTT, SIP, Advance) is a file with its fields and a row here; its
 * products and order types come from core's `orderPadProducts` and `orderPadOrderTypes`.
 */
export const padTabs: readonly PadTabDefinition[] = [
  { id: "regular", label: "Regular", Fields: PriceFields },
  { id: "stoploss", label: "Stop Loss", Fields: PriceFields },
  { id: "cover", label: "Cover", Fields: PriceFields },
  { id: "bracket", label: "Bracket", Fields: BracketFields },
];

/** The definition of a tab (the first when unknown). */
export const padTabOf = (id: OrderPadTab): PadTabDefinition =>
  padTabs.find((tab) => tab.id === id) ?? (padTabs[0] as PadTabDefinition);
