import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ssoEndpoints } from "@trade/core/sso";
import { type Sandbox, startSandbox } from "@trade/sandbox";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const partner = {
  id: "acme",
  name: "Acme",
  secret: "acme-secret-0123456789",
  origins: ["https://acme.example"],
};
let lines: string[];
let sandbox: Sandbox;

beforeEach(async () => {
  lines = [];
  sandbox = await startSandbox({
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), "trade-sso-throttle-")),
    log: (line) => lines.push(line),
    partners: [partner],
    rateLimits: { ssoFailuresPerMinute: 3 },
  });
});
afterEach(async () => {
  await sandbox.close();
  rmSync(sandbox.dataDir, { recursive: true, force: true });
});

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${sandbox.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as { errorCode: string | null; message: string },
  };
};
const issue = (partnerSecret: string) =>
  post(ssoEndpoints.issueCode.path, { partnerId: partner.id, partnerSecret, clientCode: "DEMO01" });
const exchange = (code: string) => post(ssoEndpoints.exchange.path, { code, deviceId: "embedded-device-1" });

describe("guessing SSO secrets and codes is throttled and logged", () => {
  it("wrong partner secrets: past 3 a minute even the right one waits (429, Retry-After)", async () => {
    for (let i = 0; i < 3; i++) expect((await issue(`wrong-secret-guess-${i}-xxxx`)).status).toBe(401);
    const throttled = await issue(partner.secret);
    expect(throttled.status).toBe(429);
    expect(throttled.body.errorCode).toBe("SSO-THROTTLED");
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
    expect(lines.filter((line) => line.startsWith("SSO: wrong partner id or secret"))).toHaveLength(3);
  });

  it("made-up sign-in codes: past 3 a minute a real code waits too", async () => {
    const real = await issue(partner.secret);
    expect(real.status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await exchange(`guessed-code-${i}-0123456789`)).status).toBe(401);
    const code = (real.body as unknown as { data: { code: string } }).data.code;
    const throttled = await exchange(code);
    expect(throttled.status).toBe(429);
    expect(throttled.body.errorCode).toBe("SSO-THROTTLED");
    expect(lines.filter((line) => line.startsWith("SSO: a sign-in code that is not valid"))).toHaveLength(3);
  });
});
