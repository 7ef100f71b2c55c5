import { describe, expect, it, vi } from "vitest";
import { createTradeClient } from "../client.js";
import { postEndpoint } from "../contract/endpoint.js";
import { rmsLimit, rmsLimitRequest } from "../contract/funds.js";
import { tradingEndpoints } from "../contract/tradingEndpoints.js";
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  errorClassForStatus,
  GenericServerError,
  InternalServerError,
  InvalidInputError,
  NotFoundError,
  NotLoggedInError,
  PermissionDeniedError,
  RateLimitError,
  SessionExpiredError,
  TimeoutError,
  TradeError,
  UnprocessableEntityError,
  ValidationError,
} from "../errors.js";
import { notificationsOf } from "../notifications/resource.js";
import { limitBuy } from "../trading/__tests__/fixtures.js";
import { type FakeHandler, fakeFetch, ok, tokens } from "./fakeServer.js";

const make = (handler: FakeHandler) =>
  createTradeClient({
    baseUrl: "http://broker.test/api",
    platform: "node",
    tokens,
    fetch: fakeFetch(handler).fetch,
    maxRetries: 0,
  });

/** A refusal with the service's code and words, and a header of its own. */
const refusal = (status: number, errorCode: string | null, message = "refused") => ({
  status,
  json: { status: false, message, errorCode, data: null },
  headers: { "x-served-by": "broker-7" },
});

describe("an error class per kind of failure", () => {
  it.each([
    [400, "BAD-REQUEST", BadRequestError, ValidationError],
    [401, "AUTH-X", AuthenticationError, ApiError],
    [403, "FORBIDDEN", PermissionDeniedError, ApiError],
    [404, "NOT-FOUND", NotFoundError, ApiError],
    [409, "RB-104", ConflictError, ApiError],
    [422, "RMS1011", UnprocessableEntityError, ValidationError],
    [429, "TOO-MANY", RateLimitError, ApiError],
    [500, null, InternalServerError, ApiError],
    [503, null, InternalServerError, ApiError],
  ] as const)(
    "HTTP %i (%s) is its status's class, with status, code, message, request id and headers",
    async (status, errorCode, Kind, Parent) => {
      const client = make(() => refusal(status, errorCode, "the service's words"));
      const error = await client.call(untokened, { body: {} }).catch((caught: unknown) => caught);
      const code = errorCode ?? `HTTP_${status}`;
      expect(error).toBeInstanceOf(Kind);
      expect(error).toBeInstanceOf(Parent);
      expect(error).toBeInstanceOf(TradeError);
      expect(error).toMatchObject({ name: Kind.kind, status, code, message: "the service's words" });
      const { requestId, headers } = error as ApiError;
      expect(requestId).toMatch(/.{16,}/);
      expect(headers?.get("x-served-by")).toBe("broker-7");
      expect(errorClassForStatus(status)).toBe(Kind);
    },
  );

  it("a status without a class of its own is an ApiError", () => {
    expect(errorClassForStatus(418)).toBe(ApiError);
    expect(new ApiError({ status: 418, code: "TEAPOT", message: "x", requestId: "r" })).not.toBeInstanceOf(
      ValidationError,
    );
  });

  it("a wrong OTP is an AuthenticationError, and a BadRequestError since it is answered 400", async () => {
    const client = make(() => refusal(400, "OTP-INVALID", "Incorrect OTP. 4 attempts left."));
    const error = await client.auth
      .verifyOtp({ clientCode: "DEMO01", otp: "000000" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: "OTP-INVALID",
      message: "Incorrect OTP. 4 attempts left.",
    });
  });

  it("input refused before sending is an InvalidInputError (status 0, code VALIDATION), not a service refusal", async () => {
    const client = make(() => ok({}));
    const error = await client.auth
      .verifyOtp({ clientCode: "DEMO01", otp: "12" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).not.toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 0, code: "VALIDATION", requestId: undefined, headers: undefined });
  });

  it("the session kinds are authentication errors; an answer with a code and no data is a server error", async () => {
    const expired = await make(() => refusal(403, "AG8009"))
      .funds.rmsLimit()
      .catch((caught: unknown) => caught);
    expect(expired).toBeInstanceOf(SessionExpiredError);
    expect(expired).toBeInstanceOf(AuthenticationError);
    expect(expired).toBeInstanceOf(PermissionDeniedError);
    const missing = await make(() => refusal(401, "TOKEN-MISSING"))
      .funds.rmsLimit()
      .catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(NotLoggedInError);
    expect(missing).toBeInstanceOf(AuthenticationError);
    const generic = await make(() => refusal(502, "GW-502"))
      .funds.rmsLimit()
      .catch((caught: unknown) => caught);
    expect(generic).toBeInstanceOf(GenericServerError);
    expect(generic).toBeInstanceOf(InternalServerError);
  });

  it("no answer is a ConnectionError; no answer in time a TimeoutError, which is a ConnectionError", async () => {
    const down = await make(() => {
      throw new TypeError("fetch failed");
    })
      .funds.rmsLimit()
      .catch((caught: unknown) => caught);
    expect(down).toBeInstanceOf(ConnectionError);
    expect(down).not.toBeInstanceOf(TimeoutError);
    expect(down).not.toBeInstanceOf(ApiError);
    expect(down).toMatchObject({ status: 0, code: "CONNECTION", headers: undefined });
    vi.useFakeTimers();
    try {
      const slow = make(
        (request) =>
          new Promise((_, reject) =>
            request.signal?.addEventListener("abort", () =>
              reject(new DOMException("aborted", "AbortError")),
            ),
          ),
      );
      const call = slow.funds.rmsLimit({}, { timeout: 50 }).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(50);
      const error = await call;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error).toBeInstanceOf(ConnectionError);
      expect(error).toMatchObject({ name: "TimeoutError", code: "TIMEOUT", status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("an error from another copy of the SDK is an instance of this copy's classes, and not of the wrong ones", async () => {
    vi.resetModules();
    const other = await import("../errors.js");
    expect(other.TimeoutError).not.toBe(TimeoutError);
    const timeout = new other.TimeoutError({ status: 0, code: "TIMEOUT", message: "late", requestId: "r" });
    expect(timeout).toBeInstanceOf(TimeoutError);
    expect(timeout).toBeInstanceOf(ConnectionError);
    expect(timeout).toBeInstanceOf(TradeError);
    expect(timeout).not.toBeInstanceOf(ApiError);
    const refused = new UnprocessableEntityError({
      status: 422,
      code: "RMS1011",
      message: "x",
      requestId: "r",
    });
    expect(refused).toBeInstanceOf(other.ValidationError);
    expect(refused).not.toBeInstanceOf(other.RateLimitError);
    expect(new Error("plain")).not.toBeInstanceOf(other.TradeError);
  });

  it("a subclass of your own is checked the ordinary way", () => {
    class OrderGuardError extends ApiError {}
    const mine = new OrderGuardError({ status: 0, code: "GUARD", message: "x", requestId: undefined });
    expect(mine).toBeInstanceOf(OrderGuardError);
    expect(mine).toBeInstanceOf(ApiError);
    expect(new ApiError({ status: 0, code: "X", message: "x", requestId: undefined })).not.toBeInstanceOf(
      OrderGuardError,
    );
  });
});

/** An endpoint that carries no token, so no renewal runs before the refusal comes back. */
const untokened = postEndpoint("none", "/funds/v2/getRMSLimit", rmsLimitRequest, rmsLimit, true);

describe("input refused before sending says what is wrong, in words", () => {
  const refusalOf = async (body: unknown) => {
    const client = make(() => ok({}));
    const error = await client
      .call(tradingEndpoints.placeOrder, { body: body as never })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidInputError);
    return (error as InvalidInputError).message;
  };
  const order = { ...limitBuy, guiOrderId: "gui-1", price: 285_050 };

  it("names a missing choice and its values", async () => {
    const { orderType: _, ...withoutType } = order;
    expect(await refusalOf(withoutType)).toBe("orderType is required: MARKET, LIMIT, SL or SL-M");
  });

  it("names a wrong choice, a wrong type and an unknown field", async () => {
    expect(await refusalOf({ ...order, orderType: "LMT" })).toBe(
      'orderType must be MARKET, LIMIT, SL or SL-M, not "LMT"',
    );
    expect(await refusalOf({ ...order, quantity: "5" })).toBe('quantity must be a number, not "5"');
    expect(await refusalOf({ ...order, tag: "x" })).toBe("tag is not a field of this call");
  });

  it("keeps the contract's own words where it has them", async () => {
    const client = make(() => ok({}));
    await expect(client.auth.verifyOtp({ clientCode: "DEMO01", otp: "12" })).rejects.toThrow(/^otp/);
  });
});

describe("createTradeClient refuses an option it does not know", () => {
  it("names the option and the one meant", () => {
    expect(() => createTradeClient({ baseUrl: "http://broker.test/api", timeout: 1000 } as never)).toThrow(
      /unknown option `timeout` \(did you mean `timeoutMs`\?\)/,
    );
    expect(() => createTradeClient({ baseUrl: "http://broker.test/api", websocket: {} } as never)).toThrow(
      /did you mean `WebSocket`/,
    );
    expect(() => createTradeClient({ baseUrl: "http://broker.test/api", apiKey: "k" } as never)).toThrow(
      /unknown option `apiKey`; the options are baseUrl, platform/,
    );
  });
});

describe("a feed without a WebSocket to connect with", () => {
  it("throws on connect, naming the option, instead of never connecting (Node 20 has no WebSocket of its own)", () => {
    vi.stubGlobal("WebSocket", undefined);
    try {
      const client = make(() => ok({}));
      expect(() => notificationsOf(client).feed.connect()).toThrow(TypeError);
      expect(() => notificationsOf(client).feed.connect()).toThrow(
        /pass one as the WebSocket option of createTradeClient \(in Node 20: `import \{ WebSocket \} from "ws"`\)/,
      );
      expect(notificationsOf(client).feed.connected).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
