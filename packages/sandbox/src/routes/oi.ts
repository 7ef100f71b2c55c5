import { oiEndpoints } from "@trade/core/oi";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { route } from "../http/route.js";
import { OiAnalysis } from "../oi/analysis.js";

const optionalNumber = (value: number | string | undefined) =>
  value === undefined ? undefined : Number(value);
const optionalFlag = (value: boolean | string | undefined) =>
  value === undefined ? undefined : value === true || value === "true";

/** The OI analysis (spec 2 §7, spec 3 §7: the marketplace paths; docs/decisions.md, "OI analytics"). */
export function oiRoutes(app: FastifyInstance, context: Context): void {
  const analysis = new OiAnalysis(context);
  const choice = (query: {
    ExpiryDate?: string;
    Monthly?: boolean | string;
    StrikeCount?: number | string;
  }) => ({
    ...(query.ExpiryDate === undefined ? {} : { expiry: query.ExpiryDate }),
    ...(query.Monthly === undefined ? {} : { monthly: optionalFlag(query.Monthly) }),
    ...(query.StrikeCount === undefined ? {} : { strikeCount: optionalNumber(query.StrikeCount) }),
  });

  route(app, context, oiEndpoints.getOIChange, ({ query }) =>
    analysis.strikes(query.Script, choice(query), query.Interval),
  );
  route(app, context, oiEndpoints.getOpenInterestChange, ({ query }) =>
    analysis.strikes(query.Script, choice(query), "day"),
  );
  route(app, context, oiEndpoints.getOIPCRChange, ({ query }) =>
    analysis.pcr(query.Script, query.Interval, query.ExpiryDate),
  );
  route(app, context, oiEndpoints.getMultiStrikeAnalysis, ({ body }) =>
    analysis.multiStrike(body.List, body.Interval),
  );
  route(app, context, oiEndpoints.getFullDayMultiStrike, ({ body }) =>
    analysis.multiStrike(body.List, "day"),
  );
}
