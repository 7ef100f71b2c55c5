import { maskMobile, otpLimits, sessionEndpoints } from "@trade/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Context } from "../context.js";
import { cookieNames } from "../http/auth.js";
import { HttpError, sandboxCodes } from "../http/reply.js";
import { route } from "../http/route.js";
import type { TokenKind } from "../store/sessions.js";

const clientNotFound = () =>
  new HttpError(
    404,
    sandboxCodes.clientNotFound,
    "Client not found. Check the client code or mobile number.",
  );

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

  route(app, context, sessionEndpoints.generateOtp, ({ body }) => {
    const client = context.clients.find(body);
    if (client === undefined) throw clientNotFound();
    const now = context.now();
    const wait = context.otps.retryAfterSeconds(client.client_code, now);
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
    const code = context.otps.issue(client.client_code, now);
    context.log(`OTP for ${client.client_code}: ${code} (valid ${otpLimits.ttlSeconds / 60} minutes)`);
    return {
      clientCode: client.client_code,
      maskedMobile: maskMobile(client.mobile),
      expiresIn: otpLimits.ttlSeconds,
    };
  });

  route(app, context, sessionEndpoints.verifyOtp, ({ body, request, reply }) => {
    const client = context.clients.find(body);
    if (client === undefined) throw clientNotFound();
    const now = context.now();
    const check = context.otps.verify(client.client_code, body.otp, now);
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
        clientCode: client.client_code,
        deviceId: body.deviceId,
        deviceName: body.deviceName ?? request.headers["user-agent"]?.slice(0, 80) ?? "unknown device",
        platform: body.platform ?? "web",
        ip: request.ip,
      },
      now,
    );
    const result = { clientCode: client.client_code, sessionId: session.id, deviceId: session.device_id };
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
