import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTradeClient, type TradeClientOptions } from "../client.js";
import {
  ConflictError,
  ConnectionError,
  GenericServerError,
  MaxRetriesError,
  NotLoggedInError,
  RateLimitError,
  SessionExpiredError,
  TimeoutError,
  ValidationError,
} from "../errors.js";
import { retryDelay, sessionTexts } from "../rules/session.js";
import { localKeys } from "../session/localKeys.js";
import { memoryStorage } from "../session/storage.js";
import { type FakeHandler, fail, fakeFetch, ok, profileData, rms, tokens } from "./fakeServer.js";

const make = (handler: FakeHandler, options: Partial<TradeClientOptions> = {}) => {
  const server = fakeFetch(handler);
  const client = createTradeClient({
    baseUrl: "http://broker.test/api",
    platform: "node",
    tokens,
    fetch: server.fetch,
    ...options,
  });
  return { client, requests: server.requests };
};

/** A handler that answers trade calls with `expiredCode` until the token was renewed. */
const renewingServer = (expiredCode = "AB9100") => {
  let current = "trade-0";
  let renewals = 0;
  const handler: FakeHandler = async (request) => {
    if (request.path === "/login/v1/renewToken") {
      renewals++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      current = `trade-${renewals + 1}`;
      return ok({ tradeToken: current, tradeTokenExpiresAt: Date.now() + 60_000 });
    }
    if (request.path === "/funds/v2/getRMSLimit") {
      return request.headers.get("authorization") === `Bearer ${current}` ? ok(rms) : fail(401, expiredCode);
    }
    return fail(404, "NOT_FOUND");
  };
  return { handler, renewals: () => renewals };
};

describe("transport", () => {
  it("sends a fresh request id and the standard headers on every call", async () => {
    const { client, requests } = make(() => ok(rms));
    client.setIdentity({ clientCode: "DEMO01", gmId: 12, userType: "B2B" });
    await client.funds.rmsLimit();
    await client.funds.rmsLimit();
    const [first, second] = requests;
    expect(first?.headers.get("x-request-id")).toMatch(/.{16,}/);
    expect(first?.headers.get("x-request-id")).not.toBe(second?.headers.get("x-request-id"));
    expect(first?.headers.get("x-device-id")).toBe(client.deviceId);
    expect(first?.headers.get("x-client-code")).toBe("DEMO01");
    expect(first?.headers.get("x-gm-id")).toBe("12");
    expect(first?.headers.get("x-usertype")).toBe("B2B");
    expect(first?.headers.get("x-platform")).toBe("node");
    expect(first?.headers.get("x-app-version")).toBeTruthy();
    expect(first?.headers.get("authorization")).toBe("Bearer trade-1");
  });

  it("carries the token the endpoint needs", async () => {
    const { client, requests } = make(() => ok(profileData));
    await client.profile.get();
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer nt-1");
  });

  it("sends credentials in cookie mode and no bearer", async () => {
    let credentials: RequestCredentials | undefined;
    const client = createTradeClient({
      baseUrl: "http://broker.test/api",
      platform: "web",
      fetch: (async (_url: string, init: RequestInit) => {
        credentials = init.credentials;
        return new Response(JSON.stringify({ status: true, message: "", errorCode: null, data: rms }), {
          headers: { "content-type": "application/json" },
        });
      }) as unknown as typeof fetch,
    });
    await client.funds.rmsLimit();
    expect(credentials).toBe("include");
    expect(client.tokenDelivery).toBe("cookie");
  });

  it("rejects bad input before sending, naming the field", async () => {
    const { client, requests } = make(() => ok({}));
    await expect(client.auth.verifyOtp({ clientCode: "DEMO01", otp: "12" })).rejects.toThrow(ValidationError);
    await expect(client.auth.verifyOtp({ clientCode: "DEMO01", otp: "12" })).rejects.toThrow(/otp/);
    expect(requests).toHaveLength(0);
  });

  describe("time-out and retry", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const hang: FakeHandler = (request) =>
      new Promise((_resolve, reject) => {
        request.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });

    it("times out after 6000 ms, retries once after a delay, and names the attempt count", async () => {
      const { client, requests } = make(hang);
      const call = client.profile.get();
      const settled = expect(call).rejects.toThrow(MaxRetriesError);
      await vi.advanceTimersByTimeAsync(5999);
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.advanceTimersByTimeAsync(retryDelay(1));
      expect(requests).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(6000);
      await settled;
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MaxRetriesError);
      expect((error as MaxRetriesError).attempts).toBe(2);
      expect((error as MaxRetriesError).message).toMatch(/after 2 attempts/);
      expect((error as MaxRetriesError).lastError).toBeInstanceOf(TimeoutError);
    });

    it("the retry delay doubles", () => {
      expect(retryDelay(2)).toBe(2 * retryDelay(1));
      expect(retryDelay(3)).toBe(4 * retryDelay(1));
    });

    it("recovers when the retry succeeds", async () => {
      let calls = 0;
      const { client } = make(() => {
        calls++;
        if (calls === 1) throw new TypeError("fetch failed");
        return ok(profileData);
      });
      const call = client.profile.get();
      await vi.advanceTimersByTimeAsync(retryDelay(1));
      await expect(call).resolves.toMatchObject({ ClientCode: "DEMO01" });
      expect(calls).toBe(2);
    });

    it("never repeats a write that is not safe to repeat", async () => {
      const { client, requests } = make(() => {
        throw new TypeError("fetch failed");
      });
      await expect(client.auth.generateOtp({ clientCode: "DEMO01" })).rejects.toThrow(ConnectionError);
      expect(requests).toHaveLength(1);
    });

    it("runs the rate-limit handler 1 s after a non-JSON 429", async () => {
      const onRateLimit = vi.fn();
      const { client } = make(() => ({ status: 429, text: "<html>Too Many Requests</html>" }), {
        onRateLimit,
      });
      const events = vi.fn();
      client.session.on("rate-limited", events);
      await expect(client.funds.rmsLimit()).rejects.toThrow(RateLimitError);
      await vi.advanceTimersByTimeAsync(999);
      expect(onRateLimit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onRateLimit).toHaveBeenCalledTimes(1);
      expect(events).toHaveBeenCalledTimes(1);
    });
  });
});

describe("session renewal", () => {
  it.each(["AB9100", "AG8001", "AB9005", "AB11011"])(
    "%s renews the trade token and repeats the call",
    async (code) => {
      const server = renewingServer(code);
      const { client } = make(server.handler);
      const renewed = vi.fn();
      client.session.on("token-renewed", renewed);
      await expect(client.funds.rmsLimit()).resolves.toEqual(rms);
      expect(server.renewals()).toBe(1);
      expect(client.session.tokens?.tradeToken).toBe("trade-2");
      expect(renewed).toHaveBeenCalledWith({ kind: "trade" });
    },
  );

  it("50 concurrent calls answered AB9100 cause exactly one renew call, and all 50 then succeed", async () => {
    const server = renewingServer();
    const { client, requests } = make(server.handler);
    const results = await Promise.all(Array.from({ length: 50 }, () => client.funds.rmsLimit()));
    expect(results).toHaveLength(50);
    expect(results.every((result) => result.availableMargin === rms.availableMargin)).toBe(true);
    expect(server.renewals()).toBe(1);
    expect(requests.filter((request) => request.path === "/login/v1/renewToken")).toHaveLength(1);
  });

  it("skips a renewal within a minute of the last one, and renews again after it", async () => {
    let now = 1_000_000;
    let renewals = 0;
    const { client } = make(
      (request) => {
        if (request.path === "/login/v1/renewToken") {
          renewals++;
          return ok({ tradeToken: "trade-1", tradeTokenExpiresAt: 0 });
        }
        return fail(401, "AB9100");
      },
      { now: () => now },
    );
    await expect(client.funds.rmsLimit()).rejects.toThrow(/failed|answered/);
    expect(renewals).toBe(1);
    now += 59_000;
    await expect(client.funds.rmsLimit()).rejects.toThrow();
    expect(renewals).toBe(1);
    now += 2_000;
    await expect(client.funds.rmsLimit()).rejects.toThrow();
    expect(renewals).toBe(2);
  });

  it("calls failing within 2 s of each other share one renewal (debounce)", async () => {
    const server = renewingServer();
    const { client } = make(server.handler);
    const first = client.funds.rmsLimit();
    const second = client.funds.rmsLimit();
    await Promise.all([first, second]);
    await client.funds.rmsLimit();
    expect(server.renewals()).toBe(1);
  });

  it("AG8009 with 403 sets renew-needed and raises SessionExpiredError", async () => {
    const { client } = make(() => fail(403, "AG8009", "Session expired"));
    const renewNeeded = vi.fn();
    client.session.on("renew-needed", renewNeeded);
    const error = await client.funds.rmsLimit().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as SessionExpiredError).message).toBe(sessionTexts.sessionExpired);
    expect(client.session.getSnapshot().renewNeeded).toBe(true);
    expect(renewNeeded).toHaveBeenCalledTimes(1);
  });

  it("a failed renewal flags renew-needed", async () => {
    const { client } = make((request) =>
      request.path === "/login/v1/renewToken" ? fail(403, "AG8009") : fail(401, "AB9100"),
    );
    await expect(client.funds.rmsLimit()).rejects.toThrow(SessionExpiredError);
    expect(client.session.getSnapshot().renewNeeded).toBe(true);
  });

  it.each([
    ["UA-101", fail(401, "UA-101")],
    ["ERROR-PG-401", fail(401, "ERROR-PG-401")],
    ["a 401 variant", fail(401, "AUTH-7")],
    ["the message 'unauthorized'", fail(400, null, "unauthorized")],
    [
      "HTTP 440",
      { status: 440, json: { status: false, message: "Login Time-out", errorCode: null, data: null } },
    ],
  ])("%s refreshes the non-trade token and repeats the call", async (_name, expired) => {
    let refreshed = false;
    const { client } = make((request) => {
      if (request.path === "/login/v5/refreshToken") {
        refreshed = true;
        return ok({ nonTradeToken: "nt-2", nonTradeTokenExpiresAt: 1 });
      }
      return request.headers.get("authorization") === "Bearer nt-2" ? ok(profileData) : expired;
    });
    await expect(client.profile.get()).resolves.toMatchObject({ ClientCode: "DEMO01" });
    expect(refreshed).toBe(true);
    expect(client.session.tokens?.nonTradeToken).toBe("nt-2");
  });

  it("a refresh that fails without an answer flags refresh-needed", async () => {
    const { client } = make((request) => {
      if (request.path === "/login/v5/refreshToken") throw new TypeError("fetch failed");
      return fail(401, "UA-101");
    });
    await expect(client.profile.get()).rejects.toThrow();
    expect(client.session.getSnapshot().refreshNeeded).toBe(true);
  });

  it("logs out when the token is missing", async () => {
    const { client } = make((request) =>
      request.path === "/login/v5/refreshToken" ? fail(401, "TOKEN-MISSING") : fail(401, "UA-101"),
    );
    const logout = vi.fn();
    client.session.on("logout", logout);
    await expect(client.profile.get()).rejects.toThrow(NotLoggedInError);
    expect(client.session.getSnapshot().status).toBe("logged-out");
    expect(logout).toHaveBeenCalledWith({ reason: "token-missing" });
  });

  it("a 401 'Not authorized' on a token-generation call starts a trade renewal", async () => {
    const { client, requests } = make((request) =>
      request.path === "/login/v1/renewToken"
        ? ok({ tradeToken: "trade-9", tradeTokenExpiresAt: 1 })
        : fail(401, null, "Not authorized"),
    );
    await expect(client.auth.verifyOtp({ clientCode: "DEMO01", otp: "123456" })).rejects.toThrow();
    await vi.waitFor(() => expect(requests.some((r) => r.path === "/login/v1/renewToken")).toBe(true));
  });

  it("an errorCode without data is 'Something went wrong' / 'Please try again later.'", async () => {
    const { client } = make(() => fail(200, "AB2000", "internal"));
    const generic = vi.fn();
    client.session.on("generic-error", generic);
    await expect(client.profile.get()).rejects.toThrow(GenericServerError);
    expect(generic).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Something went wrong", message: "Please try again later." }),
    );
  });
});

describe("preferences", () => {
  const document = (version: number, preferences: Record<string, unknown>) => ({
    clientId: "DEMO01",
    preferenceType: "layout",
    version,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    preferences,
  });

  it("success stores the new version and mirrors the local keys", async () => {
    const storage = memoryStorage();
    const { client } = make(() => ok({ status: "success", preference: document(4, { blackMode: true }) }), {
      storage,
    });
    const result = await client.preferences.save("layout", { blackMode: true }, 3);
    expect(result).toMatchObject({ ok: true, value: { version: 4 } });
    expect(storage.getItem(localKeys.blackMode)).toBe("true");
  });

  it("conflict applies the server's data", async () => {
    const storage = memoryStorage();
    const { client } = make(
      () => ({
        status: 409,
        json: {
          status: false,
          message: "Version conflict",
          errorCode: "CONFLICT",
          data: { status: "conflict", preference: document(7, { fontSize: { type: "Large" } }) },
        },
      }),
      { storage },
    );
    const result = await client.preferences.save("layout", { fontSize: { type: "Small" } }, 3);
    expect(result).toMatchObject({ ok: false, conflict: true, preference: { version: 7 } });
    expect(!result.ok && result.error).toBeInstanceOf(ConflictError);
    expect(storage.getItem(localKeys.fontSize)).toBe("Large");
  });

  it("any other answer is 'Failed to Save Preferences!' / 'Please try again later.'", async () => {
    const { client } = make(() => fail(400, "VALIDATION", "bad"));
    const result = await client.preferences.save("layout", { blackMode: false }, 0);
    expect(result).toMatchObject({
      ok: false,
      conflict: false,
      title: "Failed to Save Preferences!",
      message: "Please try again later.",
    });
  });
});

describe("runtime configuration", () => {
  it("falls back to the built-in production configuration", async () => {
    const { client } = make(() => ({ status: 503, text: "down" }), { maxRetries: 0 });
    const config = await client.config.load();
    expect(config.environment).toBe("production");
    expect(client.config.loaded).toBe(false);
  });

  it("answers feature flags by client group id, 'all' meaning everyone", async () => {
    const { client } = make(() =>
      ok({
        environment: "sandbox",
        featureGroups: { trailingStopLoss: [12], optionStrategy: ["all"] },
        flags: {},
        webAccountStatus: ["ALL"],
        refreshMinutes: 30,
      }),
    );
    await client.config.load();
    expect(client.config.isFeatureEnabled("trailingStopLoss", 12)).toBe(true);
    expect(client.config.isFeatureEnabled("trailingStopLoss", 13)).toBe(false);
    expect(client.config.isFeatureEnabled("optionStrategy", 13)).toBe(true);
    expect(client.config.isFeatureEnabled("unknown", 12)).toBe(false);
  });
});
