import { sessionCodes } from "@trade/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bearer, startBroker, type TestBroker } from "./support.js";

let broker: TestBroker;
beforeEach(async () => {
  broker = await startBroker({ testControls: true });
});
afterEach(async () => {
  await broker.close();
});

const rms = (headers: Record<string, string>) => broker.post("/api/funds/v2/getRMSLimit", {}, headers);
const profile = (headers: Record<string, string>) => broker.api("/api/v2/profile/get", { headers });
const renew = (body: unknown, headers: Record<string, string> = {}) =>
  broker.post("/api/login/v1/renewToken", body, headers);
const refresh = (body: unknown, headers: Record<string, string> = {}) =>
  broker.post("/api/login/v5/refreshToken", body, headers);

describe("reading tokens", () => {
  it("no token at all is TOKEN-MISSING (401) for trade, non-trade and refresh calls", async () => {
    for (const answer of [await rms({}), await profile({}), await renew({}), await refresh({})]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: false, errorCode: sessionCodes.tokenMissing, data: null });
    }
  });

  it("bearer tokens work for the calls of their kind only", async () => {
    const tokens = await broker.loginBearer("DEMO01");
    expect((await rms(bearer(tokens.tradeToken))).status).toBe(200);
    expect((await profile(bearer(tokens.nonTradeToken))).status).toBe(200);
    const crossed = await rms(bearer(tokens.nonTradeToken));
    expect(crossed).toMatchObject({ status: 401, body: { errorCode: sessionCodes.tradeTokenInvalid } });
    const crossedBack = await profile(bearer(tokens.tradeToken));
    expect(crossedBack).toMatchObject({
      status: 401,
      body: { errorCode: sessionCodes.nonTradeUnauthorized },
    });
  });

  it("cookies work, and the Authorization header wins over them", async () => {
    const cookies = await broker.loginCookies("DEMO02");
    expect((await rms({ cookie: cookies.all })).status).toBe(200);
    expect((await profile({ cookie: cookies.all })).body.data).toMatchObject({ ClientCode: "DEMO02" });
    const both = await profile({ cookie: cookies.all, authorization: "Bearer nonsense" });
    expect(both.body.errorCode).toBe(sessionCodes.nonTradeUnauthorized);
  });

  it("an unknown trade token is AG8001, an expired one AB9100; non-trade answers UA-101", async () => {
    expect((await rms(bearer("made-up"))).body.errorCode).toBe(sessionCodes.tradeTokenInvalid);
    expect((await profile(bearer("made-up"))).body.errorCode).toBe(sessionCodes.nonTradeUnauthorized);
    const tokens = await broker.loginBearer("DEMO03");
    broker.clock.advance(8 * 3600_000);
    const expired = await rms(bearer(tokens.tradeToken));
    expect(expired).toMatchObject({ status: 401, body: { errorCode: sessionCodes.tradeTokenExpired } });
    expect((await profile(bearer(tokens.nonTradeToken))).status).toBe(200);
    broker.clock.advance(16 * 3600_000);
    const ntExpired = await profile(bearer(tokens.nonTradeToken));
    expect(ntExpired).toMatchObject({ status: 401, body: { errorCode: sessionCodes.nonTradeUnauthorized } });
  });

  it("honours shorter token lifetimes", async () => {
    const short = await startBroker({ tokenTtl: { tradeSeconds: 5 } });
    try {
      const tokens = await short.loginBearer("DEMO01");
      expect(tokens.tradeTokenExpiresAt).toBe(short.clock.now + 5000);
      short.clock.advance(5000);
      const answer = await short.post("/api/funds/v2/getRMSLimit", {}, bearer(tokens.tradeToken));
      expect(answer.body.errorCode).toBe(sessionCodes.tradeTokenExpired);
    } finally {
      await short.close();
    }
  });
});

describe("renewToken and refreshToken", () => {
  it("renew by body: a new trade token in the body; the old one stops working", async () => {
    const tokens = await broker.loginBearer("DEMO01");
    broker.clock.advance(8 * 3600_000);
    const renewed = await renew({ refreshToken: tokens.refreshToken });
    expect(renewed.status).toBe(200);
    expect(renewed.cookies.size).toBe(0);
    const data = renewed.body.data as { tradeToken: string; tradeTokenExpiresAt: number };
    expect(data.tradeTokenExpiresAt).toBe(broker.clock.now + 8 * 3600_000);
    expect((await rms(bearer(data.tradeToken))).status).toBe(200);
    expect((await rms(bearer(tokens.tradeToken))).body.errorCode).toBe(sessionCodes.tradeTokenInvalid);
  });

  it("renew by Bearer refresh token answers in the body too", async () => {
    const tokens = await broker.loginBearer("DEMO01");
    const renewed = await renew({}, bearer(tokens.refreshToken));
    expect(renewed.body.data).toMatchObject({ tradeToken: expect.any(String) });
  });

  it("renew by cookie: a new trade_token cookie with the cookie attributes, no token in the body", async () => {
    const cookies = await broker.loginCookies("DEMO02");
    const renewed = await renew({}, { cookie: cookies.refresh });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data).toEqual({ tradeTokenExpiresAt: expect.any(Number) });
    const line = renewed.cookies.get("trade_token") ?? "";
    expect(line).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const fresh = line.split(";")[0] ?? "";
    expect(fresh).not.toBe(cookies.trade);
    expect((await rms({ cookie: fresh })).status).toBe(200);
  });

  it("refreshToken renews the non-trade token the same way", async () => {
    const tokens = await broker.loginBearer("DEMO03");
    const refreshed = await refresh({ refreshToken: tokens.refreshToken });
    const data = refreshed.body.data as { nonTradeToken: string };
    expect((await profile(bearer(data.nonTradeToken))).status).toBe(200);
    expect((await profile(bearer(tokens.nonTradeToken))).status).toBe(401);

    const cookies = await broker.loginCookies("DEMO03");
    const byCookie = await refresh({}, { cookie: cookies.refresh });
    expect(byCookie.cookies.get("nt_token")).toMatch(
      /; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it("an expired, unknown or logged-out refresh token is AG8009 with 403", async () => {
    const tokens = await broker.loginBearer("DEMO04");
    for (const answer of [await renew({ refreshToken: "unknown" }), await refresh({}, bearer("unknown"))]) {
      expect(answer).toMatchObject({ status: 403, body: { errorCode: sessionCodes.renewNeeded } });
    }
    broker.clock.advance(7 * 24 * 3600_000);
    const expired = await renew({ refreshToken: tokens.refreshToken });
    expect(expired).toMatchObject({ status: 403, body: { errorCode: sessionCodes.renewNeeded } });

    const other = await broker.loginBearer("DEMO04");
    await broker.post("/api/login/v2/logoutV2", {}, bearer(other.nonTradeToken));
    const loggedOut = await refresh({ refreshToken: other.refreshToken });
    expect(loggedOut).toMatchObject({ status: 403, body: { errorCode: sessionCodes.renewNeeded } });
  });

  it("a refresh token is not a trade token", async () => {
    const tokens = await broker.loginBearer("DEMO05");
    expect((await renew({}, bearer(tokens.tradeToken))).status).toBe(403);
  });
});

describe("test controls", () => {
  it("expire a client's tokens of one kind now", async () => {
    const tokens = await broker.loginBearer("DEMO06");
    const expired = await broker.post("/api/__sandbox/expire-tokens", {
      clientCode: "demo06",
      kind: "trade",
    });
    expect(expired.body).toMatchObject({ status: true, data: { expired: 1 } });
    expect((await rms(bearer(tokens.tradeToken))).body.errorCode).toBe(sessionCodes.tradeTokenExpired);
    expect((await profile(bearer(tokens.nonTradeToken))).status).toBe(200);
    await broker.post("/api/__sandbox/expire-tokens", { clientCode: "DEMO06", kind: "refresh" });
    expect((await renew({ refreshToken: tokens.refreshToken })).status).toBe(403);
  });

  it("read the last OTP", async () => {
    expect((await broker.api("/api/__sandbox/otp?clientCode=DEMO07")).body.data).toEqual({ otp: null });
    await broker.post("/api/login/v3/generateOtp", { clientCode: "DEMO07" });
    const read = await broker.api("/api/__sandbox/otp?clientCode=demo07");
    expect(read.body.data).toEqual({ otp: broker.sandbox.lastOtp("DEMO07") });
  });

  it("validate their input", async () => {
    const bad = await broker.post("/api/__sandbox/expire-tokens", { clientCode: "DEMO06", kind: "all" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^kind: /);
  });

  it("are not served unless asked for", async () => {
    const plain = await startBroker();
    try {
      expect((await plain.api("/api/__sandbox/otp?clientCode=DEMO01")).status).toBe(404);
      const expire = await plain.post("/api/__sandbox/expire-tokens", {
        clientCode: "DEMO01",
        kind: "trade",
      });
      expect(expire.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
