import { otpLimits, sessionLimits } from "@trade/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startBroker, type TestBroker } from "./support.js";

let broker: TestBroker;
beforeEach(async () => {
  broker = await startBroker();
});
afterEach(async () => {
  await broker.close();
});

const generate = (identity: { clientCode?: string; mobile?: string }) =>
  broker.post("/api/login/v3/generateOtp", identity);
const verify = (body: Record<string, unknown>) =>
  broker.post("/api/login/v3/verifyOtp", { deviceId: "dev-login-tests", ...body });

describe("generateOtp", () => {
  it("answers the client code, the masked mobile and the lifetime, and prints the OTP", async () => {
    const sent = await generate({ clientCode: "demo01" });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      status: true,
      message: "SUCCESS",
      errorCode: null,
      data: { clientCode: "DEMO01", maskedMobile: "90XXXXXX01", expiresIn: 300 },
    });
    const otp = broker.sandbox.lastOtp("DEMO01");
    expect(otp).toMatch(/^\d{6}$/);
    expect(broker.lines).toContain(`OTP for DEMO01: ${otp} (valid 5 minutes)`);
  });

  it("finds the client by mobile number", async () => {
    const sent = await generate({ mobile: "9000000004" });
    expect(sent.body.data).toMatchObject({ clientCode: "DEMO04", maskedMobile: "90XXXXXX04" });
  });

  it("an unknown client code or mobile is answered as a known one, and no OTP is sent (issue 16: no enumeration)", async () => {
    for (const identity of [{ clientCode: "NOBODY9" }, { mobile: "9999999999" }]) {
      const lines = broker.lines.length;
      const sent = await generate(identity);
      const again = await generate(identity);
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ status: true, errorCode: null });
      expect(sent.body.data).toEqual({
        clientCode: expect.stringMatching(/^[A-Z0-9]{4,12}$/),
        maskedMobile: expect.stringMatching(/^\d{2}X{6}\d{2}$/),
        expiresIn: otpLimits.ttlSeconds,
      });
      expect(again.body.data).toEqual(sent.body.data);
      expect(broker.lines.slice(lines).filter((line) => line.startsWith("OTP for"))).toEqual([]);
    }
    expect((await generate({ clientCode: "nobody9" })).body.data).toMatchObject({ clientCode: "NOBODY9" });
  });

  it("an unknown client's OTP requests are limited like a known one's, and its OTP opens nothing", async () => {
    for (let i = 1; i < otpLimits.maxSendsPerWindow; i++) await generate({ clientCode: "NOBODY8" });
    expect((await generate({ clientCode: "NOBODY8" })).status).toBe(200);
    const limited = await generate({ clientCode: "NOBODY8" });
    const known = await generate({ clientCode: "DEMO01" });
    expect(known.status).toBe(200);
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe("OTP-LIMIT");
    const tried = await verify({ clientCode: "NOBODY8", otp: "000000" });
    expect(tried.status).toBe(400);
    expect(tried.body.errorCode).toMatch(/^OTP-(INVALID|VOIDED)$/);
  });

  it("needs exactly one of client code and mobile", async () => {
    for (const identity of [{}, { clientCode: "DEMO01", mobile: "9000000001" }]) {
      const sent = await generate(identity);
      expect(sent.status).toBe(400);
      expect(sent.body.message).toBe("clientCode or mobile: give exactly one of the two");
    }
  });

  it(`more than ${otpLimits.maxSendsPerWindow} sends in ${otpLimits.sendWindowMinutes} minutes get a clear 429`, async () => {
    for (let i = 0; i < otpLimits.maxSendsPerWindow; i++) {
      expect((await generate({ clientCode: "DEMO02" })).status).toBe(200);
      broker.clock.advance(30_000);
    }
    // The first send was 10 minutes ago: 5 minutes to wait.
    const limited = await generate({ clientCode: "DEMO02" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/^application\/json/);
    expect(limited.body).toMatchObject({
      status: false,
      errorCode: "OTP-LIMIT",
      message: "Too many OTP requests. Please try again after 5 minutes.",
    });
    expect(limited.headers.get("retry-after")).toBe("300");
    // Asking by mobile is the same client, and other clients are not affected.
    expect((await generate({ mobile: "9000000002" })).status).toBe(429);
    expect((await generate({ clientCode: "DEMO03" })).status).toBe(200);
    broker.clock.advance(5 * 60_000);
    expect((await generate({ clientCode: "DEMO02" })).status).toBe(200);
  });
});

describe("verifyOtp", () => {
  it("the OTP is good until 5 minutes have passed", async () => {
    await generate({ clientCode: "DEMO01" });
    broker.clock.advance(otpLimits.ttlSeconds * 1000 - 1);
    expect((await verify({ clientCode: "DEMO01", otp: broker.sandbox.lastOtp("DEMO01") })).status).toBe(200);

    await generate({ clientCode: "DEMO01" });
    broker.clock.advance(otpLimits.ttlSeconds * 1000);
    const late = await verify({ clientCode: "DEMO01", otp: broker.sandbox.lastOtp("DEMO01") });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      errorCode: "OTP-EXPIRED",
      message: "OTP expired. Please request a new OTP.",
    });
  });

  it("wrong OTPs count down; the 5th voids it; a new OTP starts over", async () => {
    await generate({ clientCode: "DEMO03" });
    const otp = broker.sandbox.lastOtp("DEMO03") ?? "";
    const wrong = otp === "000000" ? "999999" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await verify({ clientCode: "DEMO03", otp: wrong }));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.map((answer) => answer.body.message)).toEqual([
      "Incorrect OTP. 4 attempts left.",
      "Incorrect OTP. 3 attempts left.",
      "Incorrect OTP. 2 attempts left.",
      "Incorrect OTP. 1 attempt left.",
      "OTP voided after 5 wrong attempts. Please request a new OTP.",
    ]);
    const right = await verify({ clientCode: "DEMO03", otp });
    expect(right.body).toMatchObject({ errorCode: "OTP-VOIDED" });
    await generate({ clientCode: "DEMO03" });
    expect((await verify({ clientCode: "DEMO03", otp: broker.sandbox.lastOtp("DEMO03") })).status).toBe(200);
  });

  it("an OTP is used once; without one the client is told to request it", async () => {
    const none = await verify({ clientCode: "DEMO04", otp: "123456" });
    expect(none.body).toMatchObject({ errorCode: "OTP-MISSING" });
    await generate({ clientCode: "DEMO04" });
    const otp = broker.sandbox.lastOtp("DEMO04");
    expect((await verify({ clientCode: "DEMO04", otp })).status).toBe(200);
    expect((await verify({ clientCode: "DEMO04", otp })).body.errorCode).toBe("OTP-MISSING");
  });

  it("an OTP requested by mobile verifies by client code and the other way round", async () => {
    await generate({ mobile: "9000000005" });
    expect((await verify({ clientCode: "DEMO05", otp: broker.sandbox.lastOtp("DEMO05") })).status).toBe(200);
    await generate({ clientCode: "DEMO05" });
    expect((await verify({ mobile: "9000000005", otp: broker.sandbox.lastOtp("DEMO05") })).status).toBe(200);
  });

  it("sets the three tokens as HttpOnly, Secure, SameSite=Strict cookies with the spec's Max-Age", async () => {
    await generate({ clientCode: "DEMO01" });
    const ok = await verify({ clientCode: "DEMO01", otp: broker.sandbox.lastOtp("DEMO01") });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({
      clientCode: "DEMO01",
      sessionId: expect.any(String),
      deviceId: "dev-login-tests",
    });
    const maxAge = {
      trade_token: sessionLimits.tokenCookieTtlSeconds,
      nt_token: sessionLimits.sessionCookieTtlSeconds,
      refresh_token: sessionLimits.sessionCookieTtlSeconds,
    };
    expect([...ok.cookies.keys()].sort()).toEqual(Object.keys(maxAge).sort());
    for (const [name, seconds] of Object.entries(maxAge)) {
      const attributes = (ok.cookies.get(name) ?? "").split(";").map((part) => part.trim());
      expect(attributes[0]).toMatch(new RegExp(`^${name}=\\S{20,}$`));
      expect(attributes.slice(1).sort()).toEqual(
        ["HttpOnly", `Max-Age=${seconds}`, "Path=/", "SameSite=Strict", "Secure"].sort(),
      );
    }
    expect(maxAge.trade_token).toBe(2_592_000);
    expect(maxAge.nt_token).toBe(604_800);
  });

  it("gives bearer tokens in the body when asked, with the default lifetimes, and sets no cookie", async () => {
    await generate({ clientCode: "DEMO02" });
    const ok = await verify({
      clientCode: "DEMO02",
      otp: broker.sandbox.lastOtp("DEMO02"),
      tokenDelivery: "body",
      platform: "node",
    });
    expect(ok.cookies.size).toBe(0);
    const now = broker.clock.now;
    expect(ok.body.data?.tokens).toEqual({
      tradeToken: expect.any(String),
      nonTradeToken: expect.any(String),
      refreshToken: expect.any(String),
      tradeTokenExpiresAt: now + 8 * 3600_000,
      nonTradeTokenExpiresAt: now + 24 * 3600_000,
      refreshTokenExpiresAt: now + 7 * 24 * 3600_000,
    });
  });

  it("a fixed OTP is every OTP", async () => {
    const fixed = await startBroker({ fixedOtp: "246810" });
    try {
      await fixed.post("/api/login/v3/generateOtp", { clientCode: "DEMO07" });
      expect(fixed.lines).toContain("OTP for DEMO07: 246810 (valid 5 minutes)");
      const ok = await fixed.post("/api/login/v3/verifyOtp", {
        clientCode: "DEMO07",
        otp: "246810",
        deviceId: "dev-fixed-otp",
      });
      expect(ok.status).toBe(200);
    } finally {
      await fixed.close();
    }
  });

  it("refuses a fixed OTP that is not 6 digits", async () => {
    await expect(startBroker({ fixedOtp: "12ab" })).rejects.toThrow(/6 digits/);
  });
});
