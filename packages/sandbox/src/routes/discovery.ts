import type { RuntimeConfig } from "@trade/core";

/** The sandbox's runtime configuration: features on for everyone or for a few client groups, to exercise both. */
export const sandboxConfig: RuntimeConfig = {
  environment: "sandbox",
  featureGroups: {
    trailingStopLoss: ["all"],
    safeExit: [101, 103],
    underlyingOrders: [101],
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
