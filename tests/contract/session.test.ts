import { NotLoggedInError, SessionExpiredError, sessionCodes, ValidationError } from "@trade/core";
import { notificationsOf } from "@trade/core/notifications";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";

let env: TestSandbox;

beforeAll(async () => {
  env = await startTestSandbox();
});
afterAll(async () => {
  await env.close();
});

describe("the SDK against the sandbox: session", () => {
  it("logs in with an OTP and reads the profile of the persona", async () => {
    const client = await env.login("DEMO01");
    expect(client.session.getSnapshot()).toMatchObject({ status: "authenticated", clientCode: "DEMO01" });
    const profile = await client.profile.get();
    expect(profile).toMatchObject({ ClientCode: "DEMO01", accountType: "D" });
    expect(profile.segments).toContain("nse_fo");
  });

  it("logs in by mobile number too", async () => {
    const client = env.client();
    const sent = await client.auth.generateOtp({ mobile: "9000000001" });
    expect(sent.clientCode).toBe("DEMO01");
    await client.auth.verifyOtp({ mobile: "9000000001", otp: fixedOtp });
    await expect(client.profile.get()).resolves.toMatchObject({ ClientCode: "DEMO01" });
  });

  it("a wrong OTP is refused with the server's words", async () => {
    const client = env.client();
    await client.auth.generateOtp({ clientCode: "DEMO02" });
    const error = await client.auth
      .verifyOtp({ clientCode: "DEMO02", otp: "000000" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(/OTP/);
  });

  it("the trade token is renewed without the caller noticing", async () => {
    const client = await env.login("DEMO01");
    const before = await client.funds.rmsLimit();
    const renewed = vi.fn();
    client.session.on("token-renewed", renewed);
    await env.expireTokens("DEMO01", "trade");
    await expect(client.funds.rmsLimit()).resolves.toEqual(before);
    expect(renewed).toHaveBeenCalledWith({ kind: "trade" });
  });

  it("the non-trade token is refreshed the same way", async () => {
    const client = await env.login("DEMO03");
    await env.expireTokens("DEMO03", "nontrade");
    await expect(client.profile.get()).resolves.toMatchObject({ ClientCode: "DEMO03" });
  });

  it("50 concurrent calls with an expired trade token: one renewal, 50 answers", async () => {
    const client = await env.login("DEMO04");
    await client.funds.rmsLimit();
    await env.expireTokens("DEMO04", "trade");
    const renewed = vi.fn();
    client.session.on("token-renewed", renewed);
    const answers = await Promise.all(Array.from({ length: 50 }, () => client.funds.rmsLimit()));
    expect(answers).toHaveLength(50);
    expect(renewed).toHaveBeenCalledTimes(1);
  });

  it("when renewal is no longer possible the session is expired (AG8009)", async () => {
    const client = await env.login("DEMO06");
    await env.expireTokens("DEMO06", "refresh");
    await env.expireTokens("DEMO06", "trade");
    const error = await client.funds.rmsLimit().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as SessionExpiredError).code).toBe(sessionCodes.renewNeeded);
    expect(client.session.getSnapshot().renewNeeded).toBe(true);
  });

  it("lists sessions, and logout on all devices ends them and pushes a logout to the other device", async () => {
    const laptop = await env.login("DEMO07", { deviceName: "laptop" });
    const phone = await env.login("DEMO07", { deviceName: "phone" });
    notificationsOf(phone).feed.connect();
    await vi.waitFor(() => expect(notificationsOf(phone).feed.connected).toBe(true), { timeout: 5000 });
    const { sessions } = await laptop.auth.listSessions();
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.deviceName)).toEqual(expect.arrayContaining(["laptop", "phone"]));
    const pushed = vi.fn();
    phone.session.on("logout", pushed);
    const result = await laptop.auth.logout({ scope: "all" });
    expect(result.loggedOutDeviceIds).toEqual(expect.arrayContaining([laptop.deviceId, phone.deviceId]));
    await vi.waitFor(() => expect(pushed).toHaveBeenCalledWith({ reason: "remote" }), { timeout: 5000 });
    expect(laptop.session.getSnapshot().status).toBe("logged-out");
    await expect(phone.profile.get()).rejects.toBeInstanceOf(Error);
  });

  it("after logout the old token is refused", async () => {
    const client = await env.login("DEMO05");
    const tokens = client.session.tokens;
    await client.auth.logout();
    const stale = env.client({ ...(tokens ? { tokens } : {}) });
    await expect(stale.profile.get()).rejects.toBeInstanceOf(Error);
  });

  it("a client with no token at all is logged out", async () => {
    const client = env.client();
    const error = await client.profile.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotLoggedInError);
    expect(client.session.getSnapshot().status).toBe("logged-out");
  });
});

describe("the SDK against the sandbox: preferences and configuration", () => {
  it("saves with versions; a stale version gets the stored data back", async () => {
    const first = await env.login("DEMO01");
    const second = await env.login("DEMO01");
    const read = await first.preferences.get("layout");
    const saved = await first.preferences.save("layout", { fontSize: { type: "Large" } }, read.version);
    expect(saved).toMatchObject({ ok: true, value: { version: read.version + 1 } });
    const stale = await second.preferences.save("layout", { fontSize: { type: "Small" } }, read.version);
    expect(stale).toMatchObject({
      ok: false,
      conflict: true,
      error: { status: 409 },
      preference: { version: read.version + 1, preferences: { fontSize: { type: "Large" } } },
    });
    expect(second.storage.getItem("fontSize")).toBe("Large");
  });

  it("loads the runtime configuration and answers feature flags by group", async () => {
    const client = await env.login("DEMO01");
    const config = await client.config.load();
    expect(client.config.loaded).toBe(true);
    expect(config.environment).toBe("sandbox");
    expect(client.config.isFeatureEnabled("trailingStopLoss", 1)).toBe(true);
  });
});
