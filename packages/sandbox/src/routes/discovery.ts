import { type RuntimeConfig, sessionEndpoints } from "@trade/core";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { route } from "../http/route.js";

/**
 * The sandbox's runtime configuration: some features on for everyone ('all'), some for a few client groups
 * (gm ids of the personas), so that both paths of a feature flag can be exercised.
 */
export const sandboxConfig: RuntimeConfig = {
  environment: "sandbox",
  featureGroups: {
    trailingStopLoss: ["all"],
    safeExit: [101, 103],
    underlyingOrders: [101, 201],
    optionStrategy: ["all"],
    chartIQ: ["all"],
  },
  flags: {
    interoperability: true,
    marketProtection: true,
    openInterestExchange: true,
    stockComposition: true,
    chartEngineChoice: true,
    mtfAutoPledge: false,
    positionSafeExit: true,
    verifyDis: true,
    scheduledOrders: true,
    personalizationOfFunds: false,
  },
  webAccountStatus: ["ALL", "PLACE_ORDER"],
  refreshMinutes: 30,
};

/** Discovery (runtime configuration) and the caller's IP: anonymous calls. */
export function discoveryRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, sessionEndpoints.runtimeConfig, () => ({
    ...sandboxConfig,
    marketTime: context.clock.now(),
  }));
  route(app, context, sessionEndpoints.clientIp, ({ request }) => ({ ip: request.ip }));
}
