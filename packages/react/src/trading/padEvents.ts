import type { PlaceInput, PlaceOutcome } from "@trade/core/orders";
import { createContext } from "react";
import type { PadInstrument } from "./orderPadState.js";

/** One answer to an order an order pad sent: the outcome, the order as sent, and the pad's instrument. */
export interface PadPlacement {
  outcome: PlaceOutcome;
  order: PlaceInput;
  instrument: PadInstrument;
}

/**
 * Hear every order placed by any order pad below, wherever it was opened (a host page embedding several screens,
 * the app's SSO mode telling the partner page). A pad's own `onPlaced` still runs too.
 *
 * @example
 * ```tsx
 * <OrderPadListener.Provider value={({ outcome, order }) => outcome.ok && log(order)}>
 *   <MyScreens />
 * </OrderPadListener.Provider>
 * ```
 */
export const OrderPadListener = createContext<((placement: PadPlacement) => void) | undefined>(undefined);
