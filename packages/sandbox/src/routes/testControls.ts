import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { Context } from "../context.js";
import { success } from "../http/reply.js";
import { apiBase } from "../http/route.js";
import { parseWith } from "../http/validate.js";

const clientCode = z.string().regex(/^[A-Za-z0-9]{4,12}$/, "must be 4 to 12 letters or digits");
const expireRequest = z.strictObject({ clientCode, kind: z.enum(["trade", "nontrade", "refresh"]) });
const otpQuery = z.strictObject({ clientCode });

/**
 * Controls for tests only, served when the sandbox starts with `testControls` (TRADE_SANDBOX_TEST_CONTROLS=1):
 * - POST /api/__sandbox/expire-tokens {clientCode, kind}: that kind of token of the client's live sessions expires
 *   now; answers {expired: <count>};
 * - GET /api/__sandbox/otp?clientCode=DEMO01: the last OTP this process issued to the client, {otp} (null if none).
 */
export function testControlRoutes(app: FastifyInstance, context: Context): void {
  app.post(`${apiBase}/__sandbox/expire-tokens`, async (request) => {
    const body = parseWith(expireRequest, request.body ?? {}, "body");
    const expired = context.sessions.expire(body.clientCode.toUpperCase(), body.kind, context.now());
    return success({ expired });
  });
  app.get(`${apiBase}/__sandbox/otp`, async (request) => {
    const query = parseWith(otpQuery, request.query ?? {}, "query");
    return success({ otp: context.otps.last(query.clientCode.toUpperCase()) ?? null });
  });
}
