import { describe, expect, it } from "vitest";
import { classifyAnswer } from "../rules/errorCatalogue.js";

const body = (errorCode: string | null, message = "x", data: unknown = null) => ({
  status: false,
  message,
  errorCode,
  data,
});

describe("the error catalogue of spec 1 §8", () => {
  it.each([
    [
      "AG8009 with HTTP 403 sets renew-needed",
      { status: 403, body: body("AG8009"), token: "trade" },
      "renew-needed",
    ],
    ["AB9100 renews the trade token", { status: 401, body: body("AB9100"), token: "trade" }, "renew-trade"],
    ["AG8001 renews the trade token", { status: 401, body: body("AG8001"), token: "trade" }, "renew-trade"],
    ["AB9005 renews the trade token", { status: 401, body: body("AB9005"), token: "trade" }, "renew-trade"],
    ["AB11011 renews the trade token", { status: 200, body: body("AB11011"), token: "trade" }, "renew-trade"],
    [
      "401 'Not authorized' on a token-generation call renews the trade token",
      { status: 401, body: body(null, "Not authorized"), token: "none", tokenGeneration: true },
      "renew-trade",
    ],
    [
      "UA-101 refreshes the non-trade token",
      { status: 401, body: body("UA-101"), token: "nontrade" },
      "refresh-nontrade",
    ],
    [
      "ERROR-PG-401 refreshes the non-trade token",
      { status: 401, body: body("ERROR-PG-401"), token: "nontrade" },
      "refresh-nontrade",
    ],
    [
      "any other 401 variant refreshes",
      { status: 401, body: body("X-401"), token: "nontrade" },
      "refresh-nontrade",
    ],
    [
      "a message 'unauthorized' refreshes",
      { status: 400, body: body(null, "unauthorized"), token: "nontrade" },
      "refresh-nontrade",
    ],
    ["HTTP 440 refreshes", { status: 440, body: body(null), token: "nontrade" }, "refresh-nontrade"],
    [
      "a non-JSON 429 runs the rate-limit handler",
      { status: 429, body: undefined, token: "trade" },
      "rate-limit",
    ],
    ["a missing token logs out", { status: 401, body: body("TOKEN-MISSING"), token: "nontrade" }, "logout"],
    [
      "errorCode with no data is the generic error",
      { status: 200, body: body("AB1004", "Something broke"), token: "nontrade" },
      "generic-error",
    ],
    [
      "a 5xx with a code is the generic error",
      { status: 500, body: body("E500"), token: "none" },
      "generic-error",
    ],
    [
      "a 4xx with the server's message is an error",
      { status: 400, body: body("VALIDATION"), token: "none" },
      "error",
    ],
    [
      "a JSON 429 is an error with its message",
      { status: 429, body: body("OTP-LIMIT"), token: "none" },
      "error",
    ],
    [
      "success passes",
      { status: 200, body: { status: true, message: "ok", errorCode: null, data: {} }, token: "trade" },
      "ok",
    ],
  ] as const)("%s", (_name, answer, kind) => {
    expect(classifyAnswer(answer).kind).toBe(kind);
  });
});
