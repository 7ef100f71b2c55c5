import { clientIpResponse, profile, rmsLimit, runtimeConfig } from "@trade/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personas } from "../personas.js";
import { bearer, startBroker, type TestBroker } from "./support.js";

let broker: TestBroker;
beforeAll(async () => {
  broker = await startBroker();
});
afterAll(async () => {
  await broker.close();
});

describe("profile", () => {
  it.each(personas.map((persona) => [persona.clientCode, persona] as const))("%s", async (code, persona) => {
    const tokens = await broker.loginBearer(code);
    const answer = await broker.api("/api/v2/profile/get", { headers: bearer(tokens.nonTradeToken) });
    expect(answer.status).toBe(200);
    const read = profile.parse(answer.body.data);
    expect(read).toMatchObject({
      clientId: code,
      ClientCode: code,
      accountType: persona.profile.dpNumber === null ? "P" : "D",
      mobile: `90XXXXXX${persona.mobile.slice(-2)}`,
      renew: false,
      ntRenew: false,
      ...persona.profile,
    });
  });

  it("the personas exercise the gates they are for", async () => {
    const read = async (code: string) => {
      const tokens = await broker.loginBearer(code);
      const answer = await broker.api("/api/v2/profile/get", { headers: bearer(tokens.nonTradeToken) });
      return profile.parse(answer.body.data);
    };
    expect((await read("DEMO01")).segments).toEqual([
      "nse_cm",
      "nse_fo",
      "bse_cm",
      "bse_fo",
      "mcx_fo",
      "cde_fo",
      "nse_com",
    ]);
    expect(await read("DEMO01")).toMatchObject({ ddpi: true, mtfEnabled: true, accountType: "D" });
    expect((await read("DEMO02")).segments).toEqual(["nse_cm", "bse_cm"]);
    expect((await read("DEMO03")).asba).toBe(true);
    expect(await read("DEMO04")).toMatchObject({ poa: true, ddpi: false });
    expect(await read("DEMO05")).toMatchObject({
      dormant: true,
      accountStatus: { tradeReady: false, issues: [expect.stringMatching(/dormant/)] },
    });
    expect((await read("DEMO06")).userType).toBe("B2B");
    expect(await read("DEMO07")).toMatchObject({ dpNumber: null, accountType: "P" });
  });
});

describe("getRMSLimit", () => {
  it("computes the limits from the funds ledger: opening cash, nothing utilised", async () => {
    for (const persona of personas) {
      const tokens = await broker.loginBearer(persona.clientCode);
      const answer = await broker.post(
        "/api/funds/v2/getRMSLimit",
        { exchange: "ALL", segment: "ALL", product: "ALL" },
        bearer(tokens.tradeToken),
      );
      expect(answer.status).toBe(200);
      expect(rmsLimit.parse(answer.body.data)).toEqual({
        availableCash: persona.openingCash,
        payin: 0,
        payout: 0,
        collateral: 0,
        utilisedMargin: 0,
        m2mRealised: 0,
        m2mUnrealised: 0,
        availableMargin: persona.openingCash,
      });
    }
  });

  it("DEMO01 starts with ₹5,00,000", async () => {
    const tokens = await broker.loginBearer("DEMO01");
    const answer = await broker.post("/api/funds/v2/getRMSLimit", {}, bearer(tokens.tradeToken));
    expect(answer.body.data).toMatchObject({ availableCash: 50_000_000, availableMargin: 50_000_000 });
  });

  it("validates the filters", async () => {
    const tokens = await broker.loginBearer("DEMO01");
    const answer = await broker.post(
      "/api/funds/v2/getRMSLimit",
      { exchange: "LSE" },
      bearer(tokens.tradeToken),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^exchange: /);
  });
});

describe("anonymous calls", () => {
  it("discovery answers the sandbox's runtime configuration", async () => {
    const answer = await broker.api("/api/discovery/v1/get-sparkweb-config");
    const config = runtimeConfig.parse(answer.body.data);
    expect(config).toMatchObject({
      environment: "sandbox",
      webAccountStatus: ["ALL", "PLACE_ORDER"],
      refreshMinutes: 30,
    });
    expect(config.featureGroups).toMatchObject({
      trailingStopLoss: ["all"],
      optionStrategy: ["all"],
      chartIQ: ["all"],
    });
    expect(config.featureGroups.safeExit?.every((group) => typeof group === "number")).toBe(true);
    expect(config.flags).toMatchObject({ interoperability: true, marketProtection: true });
  });

  it("whoami answers the caller's IP", async () => {
    const answer = await broker.api("/api/ip/v1/whoami");
    expect(clientIpResponse.parse(answer.body.data)).toEqual({ ip: "127.0.0.1" });
  });
});
