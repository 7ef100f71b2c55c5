import { preferenceDocument, savePreferenceResponse } from "@trade/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bearer, startBroker, type TestBroker } from "./support.js";

let broker: TestBroker;
let headers: Record<string, string>;
beforeEach(async () => {
  broker = await startBroker();
  headers = bearer((await broker.loginBearer("DEMO01")).nonTradeToken);
});
afterEach(async () => {
  await broker.close();
});

const read = async (type: string, as = headers) => {
  const answer = await broker.api(`/api/user-preference/v1/preference?preferenceType=${type}`, {
    headers: as,
  });
  expect(answer.status).toBe(200);
  return preferenceDocument.parse(answer.body.data);
};
const save = (body: unknown, as = headers) => broker.post("/api/user-preference/v1/preference", body, as);

describe("user preferences", () => {
  it("a type never saved reads as the defaults with version 0", async () => {
    const layout = await read("layout");
    expect(layout).toMatchObject({ clientId: "DEMO01", preferenceType: "layout", version: 0 });
    expect(layout.preferences).toMatchObject({
      watchlist: { mode: "Collapsed View" },
      fontSize: { type: "Default" },
      blackMode: false,
    });
    expect((await read("order")).preferences).toMatchObject({
      equityCash: { productType: "Retain", orderType: "Retain" },
    });
    expect((await read("strategy")).preferences).toEqual({ favStrategy: [] });
  });

  it("a save with the stored version wins, bumps the version and merges shallowly", async () => {
    const first = await save({ preferenceType: "layout", preferences: { blackMode: true }, version: 0 });
    expect(first.status).toBe(200);
    const answer = savePreferenceResponse.parse(first.body.data);
    expect(answer).toMatchObject({ status: "success", preference: { version: 1 } });
    const second = await save({
      preferenceType: "layout",
      preferences: { fontSize: { type: "Large" } },
      version: 1,
    });
    expect(second.body.data).toMatchObject({ status: "success", preference: { version: 2 } });
    const stored = await read("layout");
    expect(stored.version).toBe(2);
    expect(stored.preferences).toMatchObject({
      blackMode: true,
      fontSize: { type: "Large" },
      watchlist: { mode: "Collapsed View" },
    });
    expect(Date.parse(stored.updatedAt)).toBe(broker.clock.now);
  });

  it("a stale (or future) version is a 409 conflict carrying the stored document", async () => {
    await save({ preferenceType: "order", preferences: { orderConfirmation: false }, version: 0 });
    for (const version of [0, 5]) {
      const stale = await save({ preferenceType: "order", preferences: { glueOrderpad: true }, version });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ status: false, errorCode: "PREFERENCE-CONFLICT" });
      const data = savePreferenceResponse.parse(stale.body.data);
      expect(data).toMatchObject({
        status: "conflict",
        preference: { version: 1, preferences: { orderConfirmation: false, glueOrderpad: false } },
      });
    }
    expect((await read("order")).version).toBe(1);
  });

  it("types and clients are kept apart", async () => {
    await save({
      preferenceType: "strategy",
      preferences: { favStrategy: ["Bull Call Spread"] },
      version: 0,
    });
    expect((await read("layout")).version).toBe(0);
    const other = bearer((await broker.loginBearer("DEMO02")).nonTradeToken);
    expect(await read("strategy", other)).toMatchObject({ clientId: "DEMO02", version: 0 });
  });

  it("refuses preferences the contract does not know, naming the field", async () => {
    const cases: [unknown, RegExp][] = [
      [
        { preferenceType: "layout", preferences: { fontSize: { type: "Huge" } }, version: 0 },
        /^preferences\.fontSize\.type: /,
      ],
      [
        { preferenceType: "layout", preferences: { colour: "red" }, version: 0 },
        /^preferences\.colour: unknown field$/,
      ],
      [{ preferenceType: "order", preferences: {}, version: -1 }, /^version: /],
      [{ preferenceType: "order", preferences: {}, version: 1.5 }, /^version: /],
      [{ preferenceType: "watchlist", preferences: {}, version: 0 }, /^preferenceType: /],
      [{ preferenceType: "order", preferences: {} }, /^version: /],
    ];
    for (const [body, message] of cases) {
      const answer = await save(body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const badQuery = await broker.api("/api/user-preference/v1/preference?preferenceType=theme", { headers });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.message).toMatch(/^preferenceType: /);
    const noQuery = await broker.api("/api/user-preference/v1/preference", { headers });
    expect(noQuery.body.message).toMatch(/^preferenceType: /);
  });

  it("needs the non-trade token", async () => {
    const answer = await broker.api("/api/user-preference/v1/preference?preferenceType=layout");
    expect(answer.body.errorCode).toBe("TOKEN-MISSING");
  });
});
