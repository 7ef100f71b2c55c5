import { describe, expect, it } from "vitest";
import { banner, readOptions } from "../cliOptions.js";

describe("the CLI's options", () => {
  it("defaults: port 4600, <cwd>/.sandbox-data, no fixed OTP, no test controls", () => {
    expect(readOptions({}, [], "/home/me/trade")).toEqual({
      port: 4600,
      host: "127.0.0.1",
      dataDir: "/home/me/trade/.sandbox-data",
      testControls: false,
    });
  });

  it("reads the environment and --app", () => {
    const options = readOptions(
      {
        PORT: "0",
        TRADE_SANDBOX_DATA: "data",
        TRADE_SANDBOX_OTP: "123456",
        TRADE_SANDBOX_TEST_CONTROLS: "1",
        TRADE_SANDBOX_TOKEN_TTL_SECONDS: "30",
      },
      ["--app", "packages/app/dist"],
      "/repo",
    );
    expect(options).toEqual({
      port: 0,
      host: "127.0.0.1",
      dataDir: "/repo/data",
      appDir: "/repo/packages/app/dist",
      fixedOtp: "123456",
      tokenTtl: { tradeSeconds: 30 },
      testControls: true,
    });
  });

  it("reads the rate limits: each one by its variable, or all off", () => {
    const env = { TRADE_SANDBOX_ORDERS_PER_SECOND: "50", TRADE_SANDBOX_CALLS_PER_MINUTE: "1200" };
    expect(readOptions(env, [], "/repo").rateLimits).toEqual({ ordersPerSecond: 50, callsPerMinute: 1200 });
    expect(readOptions({ TRADE_SANDBOX_RATE_LIMITS: "off" }, [], "/repo").rateLimits).toBe(false);
    expect(() => readOptions({ TRADE_SANDBOX_ORDERS_PER_SECOND: "0" }, [], "/repo")).toThrow(
      /TRADE_SANDBOX_ORDERS_PER_SECOND must be an integer/,
    );
  });

  it.each([
    [{ PORT: "http" }, [], /PORT must be an integer/],
    [{ PORT: "70000" }, [], /PORT must be an integer/],
    [{ TRADE_SANDBOX_OTP: "12345" }, [], /TRADE_SANDBOX_OTP must be 6 digits/],
    [{ TRADE_SANDBOX_TOKEN_TTL_SECONDS: "0" }, [], /TRADE_SANDBOX_TOKEN_TTL_SECONDS must be an integer/],
    [{}, ["--app"], /--app needs a value/],
  ])("refuses %j %j", (env, args, message) => {
    expect(() => readOptions(env, args, "/repo")).toThrow(message);
  });

  it("the banner says where the app and the data are and how to log in", () => {
    const text = banner("http://localhost:4600", { dataDir: "/repo/.sandbox-data", port: 4600 });
    expect(text).toContain("http://localhost:4600/trade");
    expect(text).toContain("/repo/.sandbox-data");
    expect(text).toContain("DEMO01");
    expect(text).toMatch(/OTP is printed on this console/);
    expect(text).toMatch(/DEMO07\s+9000000007/);
    const fixed = banner("http://localhost:4600", { dataDir: "/d", fixedOtp: "135790" });
    expect(fixed).toContain("The OTP is fixed: 135790");
  });
});
