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

/**
 * What opening the order pad on a scrip of `segment` shows first (spec 1 §2.6, §6): the segment-not-activated prompt
 * when the client has not activated the segment, else the risk disclosure on an F&O segment until it is acknowledged,
 * else the pad.
 */
export function orderPadGate(
  segment: number,
  activatedSegments: readonly string[],
  riskAcknowledged: boolean,
): "activate" | "risk" | "pad" {
  if (!isSegmentActivated(segment, activatedSegments)) return "activate";
  if (fnoSegments.includes(segment) && !riskAcknowledged) return "risk";
  return "pad";
}
