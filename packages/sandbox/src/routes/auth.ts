import {
  type GenerateOtpRequest,
  type LogoutRequest,
  maskMobile,
  otpLimits,
  type RenewRequest,
  sessionEndpoints,
  type VerifyOtpRequest,
} from "@trade/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Context } from "../context.js";
import { cookieNames } from "../http/auth.js";
import { HttpError } from "../http/errors.js";
import { route } from "../http/route.js";

const clientNotFound = () =>
  new HttpError(404, "CLIENT-NOT-FOUND", "Client not found. Check the client code or mobile number.");

export function authRoutes(app: FastifyInstance, context: Context): void {
  const setCookie = (reply: FastifyReply, kind: "trade" | "nontrade" | "refresh", value: string) => {
    reply.setCookie(cookieNames[kind], value, {
      path: "/",
      httpOnly: true,
      secure: context.cookies.secure,
      sameSite: "strict",
      maxAge: kind === "trade" ? context.cookies.tokenTtlSeconds : context.cookies.sessionTtlSeconds,
    });
  };

  route<GenerateOtpRequest>(app, context, sessionEndpoints.generateOtp, ({ body }) => {
    const client = context.clients.find(body);
    if (client === undefined) throw clientNotFound();
    const now = context.now();
    const wait = context.otps.retryAfterMinutes(client.client_code, now);
    if (wait !== undefined) {
      throw new HttpError(
        429,
        "OTP-LIMIT",
        `Too many OTP requests. Please try again after ${wait} minute${wait === 1 ? "" : "s"}.`,
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

  route<VerifyOtpRequest>(app, context, sessionEndpoints.verifyOtp, ({ body, request, reply }) => {
    const client = context.clients.find(body);
    if (client === undefined) throw clientNotFound();
    const now = context.now();
    const check = context.otps.verify(client.client_code, body.otp, now);
    if (check.status === "wrong") {
      throw new HttpError(
        400,
        "OTP-INVALID",
        `Incorrect OTP. ${check.triesLeft} attempt${check.triesLeft === 1 ? "" : "s"} left.`,
      );
    }
    if (check.status === "voided") {
      throw new HttpError(
        400,
        "OTP-VOIDED",
        `OTP voided after ${otpLimits.maxWrongTries} wrong attempts. Please request a new OTP.`,
      );
    }
    if (check.status === "expired")
      throw new HttpError(400, "OTP-EXPIRED", "OTP expired. Please request a new OTP.");
    if (check.status === "missing")
      throw new HttpError(400, "OTP-MISSING", "No OTP was requested. Please request an OTP.");
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

  route<RenewRequest>(app, context, sessionEndpoints.renewToken, ({ session, via, reply }) => {
    const renewed = context.sessions.renew(session!.id, "trade", context.now());
    if (via === "bearer") return { tradeToken: renewed.token, tradeTokenExpiresAt: renewed.expiresAt };
    setCookie(reply, "trade", renewed.token);
    return { tradeTokenExpiresAt: renewed.expiresAt };
  });

  route<RenewRequest>(app, context, sessionEndpoints.refreshToken, ({ session, via, reply }) => {
    const renewed = context.sessions.renew(session!.id, "nontrade", context.now());
    if (via === "bearer") return { nonTradeToken: renewed.token, nonTradeTokenExpiresAt: renewed.expiresAt };
    setCookie(reply, "nontrade", renewed.token);
    return { nonTradeTokenExpiresAt: renewed.expiresAt };
  });

  route(app, context, sessionEndpoints.listAllSessions, ({ session }) => ({
    sessions: context.sessions.live(session!.client_code).map((row) => ({
      sessionId: row.id,
      deviceId: row.device_id,
      deviceName: row.device_name,
      platform: row.platform,
      ip: row.ip,
      createdAt: new Date(row.created_at).toISOString(),
      lastActiveAt: new Date(row.last_active_at).toISOString(),
      current: row.id === session!.id,
    })),
  }));

  route<LogoutRequest>(app, context, sessionEndpoints.logout, ({ body, session, reply }) => {
    const current = session!;
    const ending = body.scope === "all" ? context.sessions.live(current.client_code) : [current];
    const deviceIds = context.sessions.revoke(ending, context.now());
    for (const kind of ["trade", "nontrade", "refresh"] as const) {
      reply.clearCookie(cookieNames[kind], { path: "/" });
    }
    if (body.scope === "all") {
      context.notifications.push(current.client_code, {
        type: "logout",
        deviceIds,
        reason: "Logged out on all devices",
      });
    }
    return { loggedOutDeviceIds: deviceIds };
  });
}
