import { createHash } from "node:crypto";
import { maskMobile, otpLimits, sessionEndpoints } from "@trade/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Context } from "../context.js";
import { cookieNames } from "../http/auth.js";
import { HttpError, sandboxCodes } from "../http/reply.js";
import { route } from "../http/route.js";
import type { OtpCheck } from "../store/otps.js";
import type { TokenKind } from "../store/sessions.js";

/**
 * Who a login names, known or not. An unknown client code or mobile gets a stand-in, the same on every request
 * (a mobile from the code, a code from the mobile), so that generateOtp answers alike for both and tells no one
 * which clients exist; the OTP issued for it is never sent.
 */
function loginIdentity(
  context: Context,
  identity: { clientCode?: string | undefined; mobile?: string | undefined },
): { clientCode: string; mobile: string; known: boolean } {
  const client = context.clients.find(identity);
  if (client !== undefined) return { clientCode: client.client_code, mobile: client.mobile, known: true };
  const digest = createHash("sha256")
    .update(`${identity.clientCode?.toUpperCase()}|${identity.mobile}`)
    .digest();
  const digits = (from: number, count: number) =>
    Array.from(digest.subarray(from, from + count), (byte) => String(byte % 10)).join("");
  return {
    clientCode: identity.clientCode?.toUpperCase() ?? `CL${digits(0, 4)}`,
    mobile: identity.mobile ?? `9${digits(4, 9)}`,
    known: false,
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Login by OTP, token renewal, sessions and logout (spec 1 §7). */
export function authRoutes(app: FastifyInstance, context: Context): void {
  const cookieOptions = (kind: TokenKind) => ({
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "strict" as const,
    // The token cookie lives 30 days and the session cookies 7 (spec 1 §9); the tokens' own validity is shorter.
    maxAge: kind === "trade" ? context.cookies.tokenTtlSeconds : context.cookies.sessionTtlSeconds,
  });
  const setCookie = (reply: FastifyReply, kind: TokenKind, value: string) =>
    reply.setCookie(cookieNames[kind], value, cookieOptions(kind));

  // Wrong tries at the OTPs of unknown clients, which were never sent: answered as a known client's wrong OTP.
  const unsent = new Map<string, number>();
  const unsentCheck = (clientCode: string): OtpCheck => {
    const tries = unsent.get(clientCode);
    if (tries === undefined) return { status: "missing" };
    if (tries >= otpLimits.maxWrongTries) return { status: "voided" };
    unsent.set(clientCode, tries + 1);
    return tries + 1 >= otpLimits.maxWrongTries
      ? { status: "voided" }
      : { status: "wrong", triesLeft: otpLimits.maxWrongTries - tries - 1 };
  };

  route(app, context, sessionEndpoints.generateOtp, ({ body }) => {
    const client = loginIdentity(context, body);
    const now = context.now();
    const wait = context.otps.retryAfterSeconds(client.clientCode, now);
    if (wait !== undefined) {
      const minutes = Math.max(1, Math.ceil(wait / 60));
      throw new HttpError(
        429,
        sandboxCodes.otpLimit,
        `Too many OTP requests. Please try again after ${plural(minutes, "minute")}.`,
        null,
        { "retry-after": String(wait) },
      );
    }
    if (client.known) {
      const code = context.otps.issue(client.clientCode, now);
      context.log(`OTP for ${client.clientCode}: ${code} (valid ${otpLimits.ttlSeconds / 60} minutes)`);
    } else {
      context.otps.recordSend(client.clientCode, now);
      if (unsent.size >= 10_000) unsent.clear();
      unsent.set(client.clientCode, 0);
    }
    return {
      clientCode: client.clientCode,
      maskedMobile: maskMobile(client.mobile),
      expiresIn: otpLimits.ttlSeconds,
    };
  });

  route(app, context, sessionEndpoints.verifyOtp, ({ body, request, reply }) => {
    const client = loginIdentity(context, body);
    const now = context.now();
    const check = client.known
      ? context.otps.verify(client.clientCode, body.otp, now)
      : unsentCheck(client.clientCode);
    switch (check.status) {
      case "wrong":
        throw new HttpError(
          400,
          sandboxCodes.otpInvalid,
          `Incorrect OTP. ${plural(check.triesLeft, "attempt")} left.`,
        );
      case "voided":
        throw new HttpError(
          400,
          sandboxCodes.otpVoided,
          `OTP voided after ${otpLimits.maxWrongTries} wrong attempts. Please request a new OTP.`,
        );
      case "expired":
        throw new HttpError(400, sandboxCodes.otpExpired, "OTP expired. Please request a new OTP.");
      case "missing":
        throw new HttpError(400, sandboxCodes.otpMissing, "No OTP was requested. Please request an OTP.");
      case "ok":
        break;
    }
    const { session, tokens } = context.sessions.create(
      {
        clientCode: client.clientCode,
        deviceId: body.deviceId,
        deviceName: body.deviceName ?? request.headers["user-agent"]?.slice(0, 80) ?? "unknown device",
        platform: body.platform ?? "web",
        ip: request.ip,
      },
      now,
    );
    const result = { clientCode: client.clientCode, sessionId: session.id, deviceId: session.device_id };
    if (body.tokenDelivery === "body") return { ...result, tokens };
    setCookie(reply, "trade", tokens.tradeToken);
    setCookie(reply, "nontrade", tokens.nonTradeToken);
    setCookie(reply, "refresh", tokens.refreshToken);
    return result;
  });

  route(app, context, sessionEndpoints.renewToken, ({ session, via, reply }) => {
    const renewed = context.sessions.renew(session.id, "trade", context.now());
    if (via === "bearer") return { tradeToken: renewed.token, tradeTokenExpiresAt: renewed.expiresAt };
    setCookie(reply, "trade", renewed.token);
    return { tradeTokenExpiresAt: renewed.expiresAt };
  });

  route(app, context, sessionEndpoints.refreshToken, ({ session, via, reply }) => {
    const renewed = context.sessions.renew(session.id, "nontrade", context.now());
    if (via === "bearer") return { nonTradeToken: renewed.token, nonTradeTokenExpiresAt: renewed.expiresAt };
    setCookie(reply, "nontrade", renewed.token);
    return { nonTradeTokenExpiresAt: renewed.expiresAt };
  });

  route(app, context, sessionEndpoints.listAllSessions, ({ session }) => ({
    sessions: context.sessions.live(session.client_code, context.now()).map((row) => ({
      sessionId: row.id,
      deviceId: row.device_id,
      deviceName: row.device_name,
      platform: row.platform,
      ip: row.ip,
      createdAt: new Date(row.created_at).toISOString(),
      lastActiveAt: new Date(row.last_active_at).toISOString(),
      current: row.id === session.id,
    })),
  }));

  route(app, context, sessionEndpoints.logout, ({ body, session, reply }) => {
    const now = context.now();
    const ending = body.scope === "all" ? context.sessions.open(session.client_code) : [session];
    const deviceIds = context.sessions.revoke(ending, now);
    for (const kind of ["trade", "nontrade", "refresh"] as const) {
      const { maxAge: _, ...attributes } = cookieOptions(kind);
      reply.clearCookie(cookieNames[kind], attributes);
    }
    context.notifications.push(session.client_code, {
      type: "logout",
      deviceIds,
      reason: body.scope === "all" ? "Logged out on all devices" : "Logged out on this device",
    });
    context.feedSockets.end(ending.map((row) => row.id));
    return { loggedOutDeviceIds: deviceIds };
  });
}
