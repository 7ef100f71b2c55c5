import type { TradeClient } from "../client.js";
import { type Nudge, nudgeEndpoints } from "../contract/nudges.js";
import { accessorOf, Resource } from "../resource.js";
import { type NudgePlacementCode, nudgeDeleteOf } from "../rules/nudges.js";
import type { RequestOptions } from "../transport/http.js";

/**
 * Nudges (spec 1 §3 Nudge, §2.6 banners, the dormant user popup): the nudges of one placement, and their deletion.
 *
 * @example
 * ```ts
 * import { nudgesOf } from "@trade/core/nudges";
 * const nudges = await nudgesOf(client).list("PORTFOLIO");
 * ```
 */
export class NudgesResource extends Resource {
  /** The nudges the server supplies for one placement (codes in `nudgePlacements`). */
  async list(placement: NudgePlacementCode, options?: RequestOptions): Promise<Nudge[]> {
    const answer = await this.call(nudgeEndpoints.list, { query: { plcHoldrID: placement } }, options);
    return answer.nudges;
  }

  /**
   * Delete a nudge the user closed. A nudge without its three delete parameters (message_id, nudge_group,
   * template_id) is refused here with a ValidationError, before anything is sent.
   */
  async delete(nudge: Nudge, options?: RequestOptions): Promise<{ deleted: boolean }> {
    return this.call(nudgeEndpoints.delete, { body: nudgeDeleteOf(nudge) }, options);
  }
}

/** The client's nudges (one resource per client, made on first use): `nudgesOf(client).list(placement)`. */
export const nudgesOf: (client: TradeClient) => NudgesResource = accessorOf(
  (client) => new NudgesResource(client),
);
