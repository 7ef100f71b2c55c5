import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { Context } from "../context.js";
import { success } from "../http/errors.js";
import { apiBase } from "../http/route.js";
import { parseWith } from "../http/validate.js";

const expireRequest = z.strictObject({
  clientCode: z.string().regex(/^[A-Za-z0-9]{4,12}$/),
  kind: z.enum(["trade", "nontrade", "refresh"]),
});
const otpQuery = z.strictObject({ clientCode: z.string().regex(/^[A-Za-z0-9]{4,12}$/) });

/** Controls for tests only (off unless asked for): force token expiry, read the last OTP. */
export function testControlRoutes(app: FastifyInstance, context: Context): void {
  app.post(`${apiBase}/__sandbox/expire-tokens`, async (request) => {
    const body = parseWith<z.infer<typeof expireRequest>>(expireRequest, request.body ?? {}, "body");
    const expired = context.sessions.expire(body.clientCode.toUpperCase(), body.kind, context.now());
    return success({ expired });
  });
  app.get(`${apiBase}/__sandbox/otp`, async (request) => {
    const query = parseWith<z.infer<typeof otpQuery>>(otpQuery, request.query ?? {}, "query");
    return success({ otp: context.otps.last(query.clientCode.toUpperCase()) ?? null });
  });
}
