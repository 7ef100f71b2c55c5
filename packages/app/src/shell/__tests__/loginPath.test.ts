import { describe, expect, it } from "vitest";
import { afterLoginPath, loginPath } from "../loginPath.js";

describe("loginPath", () => {
  it("carries the page under /trade, query included", () => {
    expect(loginPath({ pathname: "/orders/open", search: "?pid=buysell" })).toBe(
      "/login?redirectUrl=%2Ftrade%2Forders%2Fopen%3Fpid%3Dbuysell",
    );
  });
});

describe("afterLoginPath", () => {
  it.each([
    ["/trade/orders/open", "/orders/open"],
    ["/trade/watchlist/chart?pid=buysell", "/watchlist/chart?pid=buysell"],
    [null, "/watchlist"],
    ["", "/watchlist"],
    ["https://evil.example/trade/x", "/watchlist"],
    ["//evil.example/trade/x", "/watchlist"],
    ["/tradex/y", "/watchlist"],
    ["/trade", "/watchlist"],
    ["/trade/login?redirectUrl=/trade/x", "/watchlist"],
    ["javascript:alert(1)", "/watchlist"],
  ])("%s → %s", (redirectUrl, expected) => {
    expect(afterLoginPath(redirectUrl)).toBe(expected);
  });
});
