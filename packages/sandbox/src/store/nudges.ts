import type { Profile } from "@trade/core";
import type { Nudge, NudgeDeleteRequest, NudgePlacementCode } from "@trade/core/nudges";
import type { Db } from "../db/database.js";

/** The dormant user popup's main line (spec 1 §2.6 names the popup, not its words: these are ours). */
export const dormantPopupText = "Your account is dormant: it cannot place orders until it is re-activated.";
/** A not trade-ready account's banner when its profile lists no issue (ours). */
export const notTradeReadyText = "Your account is not ready to trade.";

/**
 * The nudges the broker supplies for a client on one placement, from the client's profile (spec 1 §6: dormant or not
 * trade-ready accounts see a nudge or popup): a not trade-ready account gets a banner naming its issues on every
 * placement page (its own message per page); a dormant account also gets the dormant popup (one message, wherever it
 * shows). A trade-ready, active account gets none. Each call to action goes to the account page, which exists in
 * the app; the broker's re-activation journey is not part of the sandbox.
 */
export function nudgesFor(clientCode: string, profile: Profile, placement: NudgePlacementCode): Nudge[] {
  const nudges: Nudge[] = [];
  if (profile.dormant) {
    nudges.push({
      nudgeId: `${clientCode}:dormant`,
      mainline: dormantPopupText,
      cta: [{ text: "View account", link: "/account", cta_type: "chevron", typ: "internal" }],
      crossBtn: true,
      message_id: `dormant:${clientCode}`,
      nudge_group: "dormant",
      template_id: "dormant-popup",
      plcHoldrID: placement,
      module: "popup",
    });
  }
  if (!profile.accountStatus.tradeReady) {
    nudges.push({
      nudgeId: `${clientCode}:trade-ready:${placement}`,
      mainline: profile.accountStatus.issues.join(" ") || notTradeReadyText,
      cta: [{ text: "View account", link: "/account", cta_type: "link", typ: "internal" }],
      crossBtn: true,
      bgC: "#fff4e5",
      message_id: `trade-ready:${clientCode}:${placement}`,
      nudge_group: "trade-ready",
      template_id: "trade-ready-banner",
      plcHoldrID: placement,
      module: "banner",
    });
  }
  return nudges;
}

/** Which nudges each client deleted (migration 5): a deleted nudge is not supplied again. */
export class NudgeDeletions {
  readonly #statements;

  constructor(db: Db) {
    this.#statements = {
      list: db.prepare<[string], { message_id: string }>(
        "SELECT message_id FROM nudge_deletions WHERE client_code = ?",
      ),
      insert: db.prepare<[string, string, number]>(
        "INSERT OR IGNORE INTO nudge_deletions (client_code, message_id, deleted_at) VALUES (?, ?, ?)",
      ),
    };
  }

  /** The message ids this client deleted. */
  deleted(clientCode: string): Set<string> {
    return new Set(this.#statements.list.all(clientCode).map((row) => row.message_id));
  }

  /** Record a deletion; true when it was not deleted before. */
  delete(clientCode: string, request: NudgeDeleteRequest, now: number): boolean {
    return this.#statements.insert.run(clientCode, request.message_id, now).changes === 1;
  }
}
