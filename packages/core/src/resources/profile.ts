import type { TradeClient } from "../client.js";
import { sessionEndpoints } from "../contract/endpoints.js";
import type { Profile } from "../contract/profile.js";
import { Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/** The user / session entity (GET /v2/profile/get). */
export class ProfileResource extends Resource {
  #current: Profile | undefined;

  constructor(client: TradeClient) {
    super(client);
    const forget = () => {
      this.#current = undefined;
    };
    client.session.on("login", forget);
    client.session.on("logout", forget);
  }

  /** The profile last read in this session (by `get()`), or undefined before it and after a logout. */
  get current(): Profile | undefined {
    return this.#current;
  }

  /** Read the profile; it becomes `current` and names the user in the standard headers. */
  async get(options?: RequestOptions): Promise<Profile> {
    const endings = this.client.session.endings;
    const profile = await this.call(sessionEndpoints.profile, {}, options);
    // A profile answered after a logout it was sent before says nothing of the session now.
    if (this.client.session.endings !== endings) return profile;
    this.client.setIdentity({
      clientCode: profile.ClientCode,
      gmId: profile.gmId,
      userType: profile.userType,
    });
    this.client.session.authenticated(profile.ClientCode);
    this.#current = profile;
    return profile;
  }
}
