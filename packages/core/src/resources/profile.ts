import type { TradeClient } from "../client.js";
import { sessionEndpoints } from "../contract/endpoints.js";
import type { Profile } from "../contract/profile.js";
import type { RequestOptions } from "../transport/http.js";

/** The user / session entity (GET /v2/profile/get). */
export class ProfileResource {
  readonly #client: TradeClient;

  constructor(client: TradeClient) {
    this.#client = client;
  }

  async get(options?: RequestOptions): Promise<Profile> {
    const endings = this.#client.session.endings;
    const profile = await this.#client.call(sessionEndpoints.profile, {}, options);
    // A profile answered after a logout it was sent before says nothing of the session now.
    if (this.#client.session.endings !== endings) return profile;
    this.#client.setIdentity({
      clientCode: profile.ClientCode,
      gmId: profile.gmId,
      userType: profile.userType,
    });
    this.#client.session.authenticated(profile.ClientCode);
    return profile;
  }
}
