import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { Context } from "../context.js";
import { HttpError, success } from "../http/reply.js";
import { apiBase } from "../http/route.js";
import { parseWith } from "../http/validate.js";

const clientCode = z.string().regex(/^[A-Za-z0-9]{4,12}$/, "must be 4 to 12 letters or digits");
const expireRequest = z.strictObject({ clientCode, kind: z.enum(["trade", "nontrade", "refresh"]) });
const otpQuery = z.strictObject({ clientCode });
const clockRequest = z
  .strictObject({
    at: z.number().int().positive().optional(),
    advanceMs: z.number().int().optional(),
    speed: z.number().min(0).max(10_000).optional(),
  })
  .refine((body) => body.at === undefined || body.advanceMs === undefined, "give at or advanceMs, not both");

const corporateEventRequest = z.strictObject({
  symbol: z.string().regex(/^[A-Z0-9&-]{1,20}$/),
  corpType: z.enum(["DIVIDEND", "SPLIT", "BONUS"]),
  ratioNew: z.number().int().min(0).max(100).default(0),
  ratioOld: z.number().int().min(1).max(100).default(1),
  amount: z.number().int().min(0).max(10_000_000).default(0),
  exDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/**
 * Controls for tests only, served when the sandbox starts with `testControls` (TRADE_SANDBOX_TEST_CONTROLS=1):
 * - POST /api/__sandbox/expire-tokens {clientCode, kind}: that kind of token of the client's live sessions expires
 *   now; answers {expired: <count>};
 * - GET /api/__sandbox/otp?clientCode=DEMO01: the last OTP this process issued to the client, {otp} (null if none);
 * - POST /api/__sandbox/clock {at?, advanceMs?, speed?}: set the market clock (epoch ms), move it, or change its
 *   speed (0 freezes it); the engine then runs what became due (AMO sends, square-off, the close, the day roll).
 *   Answers {now}. GET /api/__sandbox/clock answers {now} too.
 * - POST /api/__sandbox/corporate-event {symbol, corpType, ratioNew?, ratioOld?, amount?, exDate}: declare a
 *   dividend, split or bonus of an NSE stock; the day roll into its ex-date applies it to every holding.
 */
export function testControlRoutes(app: FastifyInstance, context: Context): void {
  app.post(`${apiBase}/__sandbox/expire-tokens`, async (request) => {
    const body = parseWith(expireRequest, request.body ?? {}, "body");
    const expired = context.sessions.expire(body.clientCode.toUpperCase(), body.kind, context.now());
    return success({ expired });
  });
  app.post(`${apiBase}/__sandbox/clock`, async (request) => {
    const body = parseWith(clockRequest, request.body ?? {}, "body");
    if (body.at !== undefined) context.clock.set(body.at);
    if (body.advanceMs !== undefined) context.clock.advance(body.advanceMs);
    if (body.speed !== undefined) context.clock.setSpeed(body.speed);
    context.moveMarket();
    return success({ now: context.clock.now() });
  });
  app.get(`${apiBase}/__sandbox/clock`, async () => success({ now: context.clock.now() }));
  app.get(`${apiBase}/__sandbox/otp`, async (request) => {
    const query = parseWith(otpQuery, request.query ?? {}, "query");
    return success({ otp: context.otps.last(query.clientCode.toUpperCase()) ?? null });
  });
  app.post(`${apiBase}/__sandbox/corporate-event`, async (request) => {
    const body = parseWith(corporateEventRequest, request.body ?? {}, "body");
    const instrument = context.instruments.listings(body.symbol).find((i) => i.segment === 1);
    if (instrument?.isin == null) throw new HttpError(404, "SB-404", `No NSE stock ${body.symbol}`);
    context.portfolio.declare({ ...body, isin: instrument.isin });
    return success({ isin: instrument.isin });
  });
}
