import * as z from "zod/mini";
import { getEndpoint, postEndpoint } from "./endpoint.js";

/**
 * A nudge's call to action (spec 1 §3 Nudge: text, link, cta_type, typ). `cta_type` is how it shows: 'link' (a text
 * link) or 'chevron' (a button with a chevron); `typ` says where `link` goes: 'internal' (a path of the app under
 * /trade) or 'external' (a new tab). The spec names both fields, not their values: the values are ours.
 */
export const nudgeCta = z.object({
  text: z.string(),
  link: z.string(),
  cta_type: z.string(),
  typ: z.string(),
});
export type NudgeCta = z.infer<typeof nudgeCta>;

/**
 * A nudge the server supplies for one placement (spec 1 §3 Nudge, §2.6 nudge banners): its main line, its calls to
 * action, whether it has a close cross (`crossBtn`) and its background colour (`bgC`). `module` says how it shows:
 * 'banner' on the page, 'popup' as a modal (the dormant user popup). `message_id`, `nudge_group` and `template_id`
 * are what its deletion needs; a nudge may come without them (spec 1 §8: a deletion with missing parameters is only
 * logged).
 */
export const nudge = z.object({
  nudgeId: z.string(),
  mainline: z.string(),
  cta: z.array(nudgeCta),
  crossBtn: z.boolean(),
  bgC: z.optional(z.string()),
  message_id: z.optional(z.string()),
  nudge_group: z.optional(z.string()),
  template_id: z.optional(z.string()),
  plcHoldrID: z.string(),
  module: z.string(),
});
export type Nudge = z.infer<typeof nudge>;

/** The nudges of one placement (the placement codes are in `nudgePlacements`). */
export const nudgeQuery = z.strictObject({ plcHoldrID: z.string().check(z.minLength(1), z.maxLength(40)) });
export const nudgeList = z.object({ nudges: z.array(nudge) });
export type NudgeList = z.infer<typeof nudgeList>;

const deleteParameter = z.string().check(z.minLength(1), z.maxLength(80));
/** Nudge delete (spec 1 §7): all three parameters are needed. */
export const nudgeDeleteRequest = z.strictObject({
  message_id: deleteParameter,
  nudge_group: deleteParameter,
  template_id: deleteParameter,
});
export type NudgeDeleteRequest = z.infer<typeof nudgeDeleteRequest>;
export const nudgeDeleteResult = z.object({ deleted: z.boolean() });

/**
 * The nudge calls on the non-trade token. The spec names the delete call and its parameters but no path, and no list
 * call at all (the nudges are 'supplied by the server'): both paths are ours (docs/decisions.md).
 */
export const nudgeEndpoints = {
  list: getEndpoint("nontrade", "/nudge/v1/nudges", nudgeQuery, nudgeList),
  delete: postEndpoint("nontrade", "/nudge/v1/delete", nudgeDeleteRequest, nudgeDeleteResult, true),
};
