import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { getEndpoint } from "../endpoint.js";
import { atPath, type PathParamNames, path } from "../path.js";

const sipTransactions = getEndpoint(
  "trade",
  "/v1/sip/{sip_id}/transactions",
  undefined,
  z.array(z.object({ id: z.string() })),
);

describe("path parameters", () => {
  it("fills every {name} of a template, URI-encoded", () => {
    expect(path("/v1/sip/{sip_id}", { sip_id: 42 })).toBe("/v1/sip/42");
    expect(path("/v1/backtest/{backtestId}/trades", { backtestId: "a b/c" })).toBe(
      "/v1/backtest/a%20b%2Fc/trades",
    );
    expect(path("/v1/conditions", {})).toBe("/v1/conditions");
  });

  it("refuses a missing or empty parameter with a TypeError naming it, before anything is sent", () => {
    // @ts-expect-error sip_id is missing: a type error, and at run time a TypeError.
    expect(() => path("/v1/sip/{sip_id}", {})).toThrow("the path parameter 'sip_id' is required");
    expect(() => path("/v1/sip/{sip_id}", { sip_id: "" })).toThrow(TypeError);
  });

  it("gives an endpoint of the table its resource's path, keeping the rest of the entry", () => {
    const bound = atPath(sipTransactions, { sip_id: 7 });
    expect(bound).toMatchObject({ method: "GET", path: "/v1/sip/7/transactions", token: "trade" });
    expect(sipTransactions.path).toBe("/v1/sip/{sip_id}/transactions");
    // @ts-expect-error the endpoint's path names sip_id, not id.
    expect(() => atPath(sipTransactions, { id: 7 })).toThrow(TypeError);
  });

  it("types the names a template carries", () => {
    const names: PathParamNames<"/v1/condition/{alertId}/{action}">[] = ["alertId", "action"];
    // @ts-expect-error not a parameter of this path.
    const wrong: PathParamNames<"/v1/condition/{alertId}"> = "sip_id";
    expect([names, wrong]).toHaveLength(2);
  });
});
