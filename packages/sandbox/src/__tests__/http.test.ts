import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBroker, type TestBroker } from "./support.js";

let broker: TestBroker;
beforeAll(async () => {
  broker = await startBroker();
});
afterAll(async () => {
  await broker.close();
});

const raw = (path: string, body: string | undefined, contentType?: string, method = "POST") =>
  broker.api(path, {
    method,
    headers: contentType === undefined ? {} : { "content-type": contentType },
    ...(body === undefined ? {} : { body }),
  });

describe("malformed requests get a 4xx envelope that names the problem", () => {
  it.each([
    [{ clientCode: "DEMO01", otp: "12", deviceId: "dev-abcdefgh" }, "otp: must be 6 digits"],
    [
      { clientCode: "DEMO01", otp: 123456, deviceId: "dev-abcdefgh" },
      "otp: Invalid input: expected string, received number",
    ],
    [{ clientCode: "DEMO01", otp: "123456" }, "deviceId: Invalid input: expected string, received undefined"],
    [
      { clientCode: "DEMO01", otp: "123456", deviceId: "x" },
      "deviceId: must be 8 to 64 letters, digits, - or _",
    ],
    [{ clientCode: "DEMO01", otp: "123456", deviceId: "dev-abcdefgh", extra: 1 }, "extra: unknown field"],
    [
      { clientCode: "DEMO-01", otp: "123456", deviceId: "dev-abcdefgh" },
      "clientCode: must be 4 to 12 letters or digits",
    ],
    [
      { mobile: "12345", otp: "123456", deviceId: "dev-abcdefgh" },
      "mobile: must be a 10-digit mobile number",
    ],
    [
      { clientCode: "DEMO01", otp: "123456", deviceId: "dev-abcdefgh", tokenDelivery: "carrier pigeon" },
      /^tokenDelivery: /,
    ],
    [[], "body: Invalid input: expected object, received array"],
    ["text", "body: Invalid input: expected object, received string"],
    [null, "body: Invalid input: expected object, received null"],
  ])("verifyOtp %j", async (body, message) => {
    const answer = await broker.post("/api/login/v3/verifyOtp", body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, errorCode: "VALIDATION", data: null });
    if (typeof message === "string") expect(answer.body.message).toBe(message);
    else expect(answer.body.message).toMatch(message);
  });

  it("a huge string in a field is refused without being echoed", async () => {
    const answer = await broker.post("/api/login/v3/generateOtp", { clientCode: "D".repeat(500_000) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("clientCode: must be 4 to 12 letters or digits");
    const key = await broker.post("/api/login/v3/generateOtp", {
      ["k".repeat(10_000)]: 1,
      clientCode: "DEMO01",
    });
    expect(key.status).toBe(400);
    expect(key.body.message.length).toBeLessThan(100);
  });

  it("JSON that does not parse is INVALID-JSON", async () => {
    for (const body of ["{", "{'a':1}", "nul", '{"__proto__":{"admin":true}}']) {
      const answer = await raw("/api/login/v3/generateOtp", body, "application/json");
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: "INVALID-JSON", message: "body: not valid JSON" });
    }
  });

  it("anything but JSON is 415", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/xml",
      "multipart/form-data; boundary=x",
    ]) {
      const answer = await raw("/api/login/v3/generateOtp", "clientCode=DEMO01", type);
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({
        errorCode: "UNSUPPORTED-MEDIA-TYPE",
        message: "body: send application/json",
      });
    }
  });

  it("an empty body (with or without a JSON content type) is an empty object", async () => {
    for (const type of ["application/json", undefined]) {
      const answer = await raw("/api/login/v3/generateOtp", undefined, type);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("clientCode or mobile: give exactly one of the two");
    }
    const json = await raw("/api/login/v3/generateOtp", "", "application/json; charset=utf-8");
    expect(json.body.errorCode).toBe("VALIDATION");
  });

  it("a body over 1 MB is 413", async () => {
    const answer = await raw(
      "/api/login/v3/generateOtp",
      JSON.stringify({ clientCode: "x".repeat(1_100_000) }),
      "application/json",
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      errorCode: "BODY-TOO-LARGE",
      message: "body: larger than the 1 MB limit",
    });
  });

  it("query parameters an endpoint does not take are refused by name", async () => {
    const answer = await broker.api("/api/ip/v1/whoami?debug=1");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: "VALIDATION", message: "debug: unknown query parameter" });
    const extra = await broker.api("/api/user-preference/v1/preference?preferenceType=layout&x=1");
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe("x: unknown field");
    const twice = await broker.api(
      "/api/user-preference/v1/preference?preferenceType=layout&preferenceType=order",
    );
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/^preferenceType: /);
  });

  it("a URL that does not decode is 400", async () => {
    const answer = await broker.api("/api/login/%zz");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: "BAD-REQUEST", message: expect.stringMatching(/^url: /) });
  });

  it("a query string over the header limit is 431 with the envelope", async () => {
    const answer = await broker.api(`/api/ip/v1/whoami?q=${"a".repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.body).toMatchObject({ status: false, errorCode: "BAD-REQUEST" });
  });

  it("garbage that is not HTTP is 400 and the server stays up", async () => {
    const { connect } = await import("node:net");
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(broker.sandbox.port, "127.0.0.1", () => socket.write("HELLO THERE\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
      });
      socket.on("close", () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect((await broker.api("/api/ip/v1/whoami")).status).toBe(200);
  });

  it("unknown API paths and methods are 404 envelopes", async () => {
    for (const [method, path] of [
      ["GET", "/api/v5/order"],
      ["PUT", "/api/login/v3/generateOtp"],
      ["GET", "/api/login/v3/generateOtp"],
      ["GET", "/api"],
    ] as const) {
      const answer = await broker.api(path, { method });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status: false, errorCode: "NOT-FOUND", data: null });
      expect(answer.body.message).toContain(path);
    }
  });

  it("HEAD on a GET endpoint answers without a body", async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const call = request(`${broker.sandbox.url}/api/ip/v1/whoami`, { method: "HEAD" }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      call.on("error", reject);
      call.end();
    });
    expect(answer).toBe(200);
  });
});

describe("the app at /trade", () => {
  it("without a built app, /trade says how to build it; / redirects there", async () => {
    const root = await broker.api("/");
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/trade/");
    for (const path of ["/trade", "/trade/", "/trade/orders/open"]) {
      const page = await fetch(`${broker.sandbox.url}${path}`);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await page.text()).toContain("The app is not built");
    }
    expect((await fetch(`${broker.sandbox.url}/favicon.ico`)).status).toBe(404);
  });

  it("serves files from appDir and index.html for every other /trade path", async () => {
    const appDir = mkdtempSync(join(tmpdir(), "sandbox-app-"));
    mkdirSync(join(appDir, "assets"));
    writeFileSync(join(appDir, "index.html"), "<!doctype html><title>app</title><div id=root></div>");
    writeFileSync(join(appDir, "assets", "main-abc123.js"), "console.log('app')");
    writeFileSync(join(appDir, "robots.txt"), "User-agent: *");
    const withApp = await startBroker({ appDir });
    try {
      const get = (path: string) => fetch(`${withApp.sandbox.url}${path}`);
      for (const path of [
        "/trade",
        "/trade/",
        "/trade/login?redirectUrl=%2Ftrade%2Forders",
        "/trade/no/such/page",
        "/trade/assets/missing.js",
      ]) {
        const page = await get(path);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("<div id=root>");
      }
      const script = await get("/trade/assets/main-abc123.js");
      expect(script.headers.get("content-type")).toMatch(/javascript/);
      expect(script.headers.get("cache-control")).toMatch(/immutable/);
      expect(await script.text()).toBe("console.log('app')");
      expect(await (await get("/trade/robots.txt")).text()).toBe("User-agent: *");
      const traversal = await get("/trade/..%2f..%2fetc%2fpasswd");
      expect(await traversal.text()).not.toContain("root:");
      // Files built after the start are served too.
      writeFileSync(join(appDir, "assets", "late-def456.js"), "late");
      expect(await (await get("/trade/assets/late-def456.js")).text()).toBe("late");
    } finally {
      await withApp.close();
      rmSync(appDir, { recursive: true, force: true });
    }
  });
});
