import { isSegmentActivated } from "./activation.js";

/** The risk disclosure shown before the first F&O trade (spec 1 §2.6, §9: the text is the spec's). */
export const riskDisclosureText = "9 out of 10 individual F&O traders incurred net losses.";
export const riskDisclosureTitle = "Risk disclosure";
/** The acknowledge action (the word is ours). */
export const riskDisclosureAcknowledge = "I UNDERSTAND";
/** Where the acknowledgement is kept on the device, per client (the key is ours: docs/decisions.md). */
export const riskDisclosureKey = (clientCode: string) => `riskDisclosureAck:${clientCode}`;

/** The segment ids where F&O is traded (spec 1 §3: 2 NSE F&O, 4 BSE F&O). */
export const fnoSegments: readonly number[] = [2, 4];

/** What the gate before the order pad needs to know. */
export interface OrderPadGateFacts {
  /** The scrip's market segment id. */
  segment: number;
  /** The client's activated segment names (the profile's `segments`). */
  activatedSegments: readonly string[];
  /** The account status's blocked operations (the profile's `accountStatus.blockedOperations`). */
  blockedOperations: readonly string[];
  /** The runtime configuration's `webAccountStatus`: the blocked operations that keep the pad closed. */
  webAccountStatus: readonly string[];
  /** Whether this client acknowledged the risk disclosure. */
  riskAcknowledged: boolean;
}

/**
 * What opening the order pad on a scrip shows first (spec 1 §2.6, §6), in this order: nothing, when the account's
 * blocked operations include one the web account status names ('blocked': the pad does not open); the
 * segment-not-activated prompt on a segment the client has not activated ('activate'); the risk disclosure on an F&O
 * segment until it is acknowledged ('risk'); else the pad.
 */
export function orderPadGate(facts: OrderPadGateFacts): "blocked" | "activate" | "risk" | "pad" {
  if (facts.blockedOperations.some((operation) => facts.webAccountStatus.includes(operation)))
    return "blocked";
  if (!isSegmentActivated(facts.segment, facts.activatedSegments)) return "activate";
  if (fnoSegments.includes(facts.segment) && !facts.riskAcknowledged) return "risk";
  return "pad";
}
