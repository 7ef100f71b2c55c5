import { randomBytes, timingSafeEqual } from "node:crypto";
import { ssoEndpoints } from "@trade/core/sso";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { HttpError, sandboxCodes } from "../http/reply.js";
import { route } from "../http/route.js";
import { FailureThrottle } from "../http/throttle.js";

/** A partner site the broker lets embed its app in SSO mode (docs/sso.md). */
export interface PartnerRegistration {
  /** Lower-case letters, digits and dashes. */
  id: string;
  /** Shown to the user inside the embed: who opened the session. */
  name: string;
  /** The partner's server proves itself with this when it asks for a code. At least 16 characters. */
  secret: string;
  /** The partner pages' origins: the only pages that may frame the app and exchange messages with it. */
  origins: string[];
}

/**
 * The partner `examples/partner-embed` plays: its page on 127.0.0.1:4700, a different site from the sandbox's
 * localhost:4600, as a real partner's would be.
 */
export const demoPartner: PartnerRegistration = {
  id: "demo-partner",
  name: "Demo Partner",
  secret: "demo-partner-secret-0001",
  origins: ["http://127.0.0.1:4700"],
};

/** An SSO code lives this long, and is good for one exchange. */
export const ssoCodeTtlSeconds = 60;

interface IssuedCode {
  partner: PartnerRegistration;
  clientCode: string;
  expiresAt: number;
}

/** One-time codes, in memory: a restart voids the outstanding ones, which live a minute anyway. */
export class SsoCodes {
  readonly #codes = new Map<string, IssuedCode>();

  issue(partner: PartnerRegistration, clientCode: string, now: number): string {
    for (const [code, issued] of this.#codes) if (issued.expiresAt <= now) this.#codes.delete(code);
    const code = randomBytes(24).toString("base64url");
    this.#codes.set(code, { partner, clientCode, expiresAt: now + ssoCodeTtlSeconds * 1000 });
    return code;
  }

  /** The code's grant, once: a second exchange, or one after the minute, gets nothing. */
  consume(code: string, now: number): IssuedCode | undefined {
    const issued = this.#codes.get(code);
    this.#codes.delete(code);
    return issued !== undefined && issued.expiresAt > now ? issued : undefined;
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The registered partners' page origins, each once: who may frame /trade/sso and open its feeds. */
export function partnerOrigins(partners: readonly PartnerRegistration[]): string[] {
  return [...new Set(partners.flatMap((partner) => partner.origins))];
}

/** SSO for partner sites: a partner's server gets a one-time code; the embedded app trades it for a session. */
export function ssoRoutes(
  app: FastifyInstance,
  context: Context,
  partners: readonly PartnerRegistration[],
): void {
  const codes = new SsoCodes();
  // Guessing a partner's secret or a live code is throttled per address, and each wrong guess is logged.
  const guesses = new FailureThrottle(context.rateLimiter.limits.ssoFailuresPerMinute);
  const refuseThrottled = (address: string) => {
    const wait = guesses.retryAfterSeconds(address);
    if (wait === undefined) return;
    context.log(`SSO: ${address} throttled after too many wrong secrets or codes`);
    throw new HttpError(
      429,
      sandboxCodes.ssoThrottled,
      `Too many failed sign-in attempts. Please try again after ${wait} s.`,
      null,
      { "retry-after": String(wait) },
    );
  };

  route(app, context, ssoEndpoints.issueCode, ({ body, request }) => {
    refuseThrottled(request.ip);
    const partner = partners.find((p) => p.id === body.partnerId);
    if (partner === undefined || !sameSecret(body.partnerSecret, partner.secret)) {
      guesses.fail(request.ip);
      context.log(`SSO: wrong partner id or secret for "${body.partnerId.slice(0, 40)}" from ${request.ip}`);
      throw new HttpError(401, sandboxCodes.ssoPartner, "Unknown partner, or a wrong partner secret.");
    }
    const client = context.clients.find({ clientCode: body.clientCode });
    if (client === undefined) {
      throw new HttpError(404, sandboxCodes.clientNotFound, "Client not found. Check the client code.");
    }
    return { code: codes.issue(partner, client.client_code, context.now()), expiresIn: ssoCodeTtlSeconds };
  });

  route(app, context, ssoEndpoints.exchange, ({ body, request }) => {
    refuseThrottled(request.ip);
    const now = context.now();
    const issued = codes.consume(body.code, now);
    if (issued === undefined) {
      guesses.fail(request.ip);
      context.log(`SSO: a sign-in code that is not valid from ${request.ip}`);
      throw new HttpError(
        401,
        sandboxCodes.ssoCode,
        `This sign-in code is not valid: it was used already, or it is older than ${ssoCodeTtlSeconds} seconds.`,
      );
    }
    const { session, tokens } = context.sessions.create(
      {
        clientCode: issued.clientCode,
        deviceId: body.deviceId,
        deviceName: `${issued.partner.name} (SSO)`,
        platform: "web",
        ip: request.ip,
      },
      now,
    );
    context.log(`SSO: ${issued.partner.name} opened a session for ${issued.clientCode}`);
    return {
      clientCode: issued.clientCode,
      sessionId: session.id,
      deviceId: session.device_id,
      partner: { id: issued.partner.id, name: issued.partner.name, origins: issued.partner.origins },
      tokens,
    };
  });
}
