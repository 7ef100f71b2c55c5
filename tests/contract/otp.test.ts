import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Sandbox, startSandbox } from "@trade/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let sandbox: Sandbox;
let now = Date.UTC(2026, 10, 23, 4, 0, 0);
const dataDir = mkdtempSync(join(tmpdir(), "trade-otp-"));
const lines: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataDir, now: () => now, log: (line) => lines.push(line) });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${sandbox.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      message: string;
      errorCode: string | null;
      data: Record<string, unknown>;
    },
    cookies: response.headers.getSetCookie(),
  };
};
const verify = (clientCode: string, otp: string, extra: Record<string, unknown> = {}) =>
  post("/login/v3/verifyOtp", { clientCode, otp, deviceId: "dev-otp-tests", ...extra });

describe("OTP login", () => {
  it("prints the OTP on the console and answers the masked mobile", async () => {
    const sent = await post("/login/v3/generateOtp", { clientCode: "demo01" });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ clientCode: "DEMO01", maskedMobile: "90XXXXXX01", expiresIn: 300 });
    const otp = sandbox.lastOtp("DEMO01");
    expect(otp).toMatch(/^\d{6}$/);
    expect(lines.at(-1)).toBe(`OTP for DEMO01: ${otp} (valid 5 minutes)`);
  });

  it("an unknown client is answered as a known one, and no OTP is printed (issue 16: no enumeration)", async () => {
    const before = lines.length;
    const sent = await post("/login/v3/generateOtp", { clientCode: "NOBODY1" });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({
      clientCode: "NOBODY1",
      maskedMobile: expect.stringMatching(/^\d{2}X{6}\d{2}$/),
      expiresIn: 300,
    });
    expect(lines.slice(before).some((line) => line.startsWith("OTP for"))).toBe(false);
  });

  it("sets HttpOnly, Secure, SameSite=Strict cookies with the spec's lifetimes", async () => {
    await post("/login/v3/generateOtp", { mobile: "9000000002" });
    const ok = await verify("DEMO02", sandbox.lastOtp("DEMO02") as string);
    expect(ok.status).toBe(200);
    expect(ok.body.data.tokens).toBeUndefined();
    const byName = new Map(ok.cookies.map((cookie) => [cookie.split("=")[0], cookie]));
    for (const name of ["trade_token", "nt_token", "refresh_token"]) {
      const cookie = byName.get(name) ?? "";
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/SameSite=Strict/);
    }
    expect(byName.get("trade_token")).toMatch(/Max-Age=2592000/);
    expect(byName.get("nt_token")).toMatch(/Max-Age=604800/);
  });

  it("gives bearer tokens in the body when asked", async () => {
    await post("/login/v3/generateOtp", { clientCode: "DEMO03" });
    const ok = await verify("DEMO03", sandbox.lastOtp("DEMO03") as string, {
      tokenDelivery: "body",
      platform: "node",
    });
    expect(ok.cookies).toEqual([]);
    expect(ok.body.data.tokens).toMatchObject({
      tradeToken: expect.any(String),
      refreshToken: expect.any(String),
    });
  });

  it("an OTP is used once", async () => {
    await post("/login/v3/generateOtp", { clientCode: "DEMO04" });
    const otp = sandbox.lastOtp("DEMO04") as string;
    expect((await verify("DEMO04", otp)).status).toBe(200);
    const again = await verify("DEMO04", otp);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("No OTP was requested. Please request an OTP.");
  });

  it("expires after 5 minutes", async () => {
    await post("/login/v3/generateOtp", { clientCode: "DEMO05" });
    const otp = sandbox.lastOtp("DEMO05") as string;
    now += 300_000;
    const late = await verify("DEMO05", otp);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("OTP expired. Please request a new OTP.");
  });

  it("five wrong tries void it, even for the right code afterwards", async () => {
    await post("/login/v3/generateOtp", { clientCode: "DEMO06" });
    const otp = sandbox.lastOtp("DEMO06") as string;
    const wrong = otp === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verify("DEMO06", wrong)).body.message);
    expect(messages).toEqual([
      "Incorrect OTP. 4 attempts left.",
      "Incorrect OTP. 3 attempts left.",
      "Incorrect OTP. 2 attempts left.",
      "Incorrect OTP. 1 attempt left.",
      "OTP voided after 5 wrong attempts. Please request a new OTP.",
    ]);
    const right = await verify("DEMO06", otp);
    expect(right.status).toBe(400);
    expect(right.body.errorCode).toBe("OTP-VOIDED");
  });

  it("more than 20 sends in 15 minutes get a clear 429", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await post("/login/v3/generateOtp", { clientCode: "DEMO07" })).status).toBe(200);
      now += 10_000;
    }
    const limited = await post("/login/v3/generateOtp", { clientCode: "DEMO07" });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many OTP requests\. Please try again after \d+ minutes?\.$/);
    now += 15 * 60_000;
    expect((await post("/login/v3/generateOtp", { clientCode: "DEMO07" })).status).toBe(200);
  });
});
