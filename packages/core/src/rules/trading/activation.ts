import { marketSegments } from "../segments.js";
import {
  activateCommodityText,
  activateCurrencyText,
  activateFnoText,
  activateSegmentText,
} from "./messages.js";

/**
 * Segment activation and account status gating (spec 1 §5, §6; spec 2 §4, §6).
 */

/**
 * The segment-not-activated modal's text by segment code (spec 1 §5): 2 or 4 F&O; 5, 7 or 11 commodity; 13
 * currency; any other (6 and 21 included, as the spec lists them) the generic text.
 */
export function segmentActivationText(segment: number): string {
  if (segment === 2 || segment === 4) return activateFnoText;
  if (segment === 5 || segment === 7 || segment === 11) return activateCommodityText;
  if (segment === 13) return activateCurrencyText;
  return activateSegmentText;
}

/** The segment name (nse_cm, ...) of a segment id, or undefined for an unknown id. */
export function segmentNameOf(segment: number): string | undefined {
  return marketSegments.find((entry) => (entry.ids as readonly number[]).includes(segment))?.name;
}

/** Whether the client has activated the segment of `segment` (its name is in the profile's segments). */
export function isSegmentActivated(segment: number, activated: readonly string[]): boolean {
  const name = segmentNameOf(segment);
  return name !== undefined && activated.includes(name);
}

/**
 * Account status gating (spec 1 §6, spec 2 §6): an operation is blocked when the account's blocked operations hold
 * it or ALL.
 */
export function accountStatusGate(
  blockedOperations: readonly string[],
  operation: "PLACE_ORDER" | "PROFILE_MODIFICATION",
): "allowed" | "blocked" {
  return blockedOperations.includes("ALL") || blockedOperations.includes(operation) ? "blocked" : "allowed";
}
