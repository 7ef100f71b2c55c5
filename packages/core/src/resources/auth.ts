import type { TradeClient } from "../client.js";
import type {
  BearerTokens,
  GenerateOtpResponse,
  ListAllSessionsResponse,
  LogoutResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from "../contract/auth.js";
import { sessionEndpoints } from "../contract/endpoints.js";
import { Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

export type LoginIdentity = { clientCode: string; mobile?: never } | { mobile: string; clientCode?: never };

/** @internal Make a session the broker started (by OTP, or by an SSO code) the client's own. */
export function adoptSession(
  client: TradeClient,
  started: { clientCode: string; sessionId: string; tokens?: BearerTokens | undefined },
): void {
  if (started.tokens) client.session.setTokens(started.tokens);
  client.setIdentity({ clientCode: started.clientCode });
  client.session.authenticated(started.clientCode, started.sessionId);
  client.session.emit("login", { clientCode: started.clientCode, sessionId: started.sessionId });
}

/** Login by OTP, sessions and logout (spec 1 §7). */
export class AuthResource extends Resource {
  /** Send an OTP to the client's registered mobile. The sandbox prints it on its console. */
  generateOtp(identity: LoginIdentity, options?: RequestOptions): Promise<GenerateOtpResponse> {
    return this.call(sessionEndpoints.generateOtp, { body: identity }, options);
  }

  /**
   * Verify the OTP and start a session. Browsers get HttpOnly cookies; Node clients (bearer mode) keep the tokens
   * in the SDK.
   */
  async verifyOtp(
    input: LoginIdentity & { otp: string; deviceName?: string },
    options?: RequestOptions,
  ): Promise<VerifyOtpResponse> {
    const client = this.client;
    const body: VerifyOtpRequest = {
      ...input,
      deviceId: client.deviceId,
      platform: client.platform,
      tokenDelivery: client.tokenDelivery,
      ...((input.deviceName ?? client.options.deviceName)
        ? { deviceName: input.deviceName ?? client.options.deviceName }
        : {}),
    };
    const result = await client.call(sessionEndpoints.verifyOtp, { body }, options);
    adoptSession(client, result);
    return result;
  }

  /** Every live session of this client, the calling one marked `current`. */
  listSessions(options?: RequestOptions): Promise<ListAllSessionsResponse> {
    return this.call(sessionEndpoints.listAllSessions, {}, options);
  }

  /** Log out this device (default) or all devices. The session ends here whatever the server answered. */
  async logout(input: { scope?: "device" | "all" } = {}, options?: RequestOptions): Promise<LogoutResponse> {
    this.client.session.userLogoutStarted();
    try {
      return await this.call(sessionEndpoints.logout, { body: { scope: input.scope ?? "device" } }, options);
    } finally {
      this.client.session.loggedOut("user");
    }
  }
}
