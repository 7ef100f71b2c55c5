import { listAllSessionsResponse, sessionCodes } from "@trade/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { unauthorizedCloseCode } from "../feeds/notifications.js";
import { bearer, startBroker, type TestBroker } from "./support.js";

let broker: TestBroker;
beforeEach(async () => {
  broker = await startBroker({ heartbeatMs: 50 });
});
afterEach(async () => {
  await broker.close();
});

const sessionsOf = async (headers: Record<string, string>) => {
  const answer = await broker.api("/api/login/v1/listAllSessions", { headers });
  return listAllSessionsResponse.parse(answer.body.data).sessions;
};
const logout = (body: unknown, headers: Record<string, string>) =>
  broker.post<{ loggedOutDeviceIds: string[] }>("/api/login/v2/logoutV2", body, headers);
const isLogout = (text: string) => text.includes('"logout"');

describe("listAllSessions", () => {
  it("lists the client's live sessions and marks the caller's", async () => {
    const laptop = await broker.loginCookies("DEMO01", "dev-laptop-0001");
    const phone = await broker.loginBearer("DEMO01", "dev-phone-00001");
    await broker.loginBearer("DEMO02", "dev-someone-else");
    const seen = await sessionsOf({ cookie: laptop.all, "user-agent": "ignored later" });
    expect(seen.map((session) => [session.deviceId, session.current])).toEqual([
      ["dev-laptop-0001", true],
      ["dev-phone-00001", false],
    ]);
    expect(seen[1]).toMatchObject({ platform: "node", ip: "127.0.0.1" });
    const fromPhone = await sessionsOf(bearer(phone.nonTradeToken));
    expect(fromPhone.find((session) => session.current)?.deviceId).toBe("dev-phone-00001");
  });

  it("a session whose refresh token expired is no longer listed", async () => {
    const old = await broker.loginBearer("DEMO03", "dev-old-device");
    broker.clock.advance(6.5 * 24 * 3600_000);
    const fresh = await broker.loginBearer("DEMO03", "dev-new-device");
    expect((await sessionsOf(bearer(fresh.nonTradeToken))).length).toBe(2);
    broker.clock.advance(0.5 * 24 * 3600_000);
    const seen = await sessionsOf(bearer(fresh.nonTradeToken));
    expect(seen.map((session) => session.deviceId)).toEqual(["dev-new-device"]);
    expect(old.refreshTokenExpiresAt).toBeLessThanOrEqual(broker.clock.now);
  });
});

describe("logoutV2", () => {
  it("device scope: ends this session only, clears the cookies, tells the feed", async () => {
    const laptop = await broker.loginCookies("DEMO04", "dev-laptop-0004");
    const phone = await broker.loginBearer("DEMO04", "dev-phone-00004");
    const phoneFeed = await broker.socket("", bearer(phone.nonTradeToken));
    const laptopFeed = await broker.socket("", { cookie: laptop.nontrade });

    const answer = await logout({ scope: "device" }, { cookie: laptop.all });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ loggedOutDeviceIds: ["dev-laptop-0004"] });
    for (const name of ["trade_token", "nt_token", "refresh_token"]) {
      expect(answer.cookies.get(name)).toMatch(
        new RegExp(`^${name}=; Max-Age=0; Path=/; Expires=.*HttpOnly; Secure; SameSite=Strict$`),
      );
    }
    const pushed = JSON.parse(await phoneFeed.next(isLogout));
    expect(pushed).toMatchObject({ type: "logout", deviceIds: ["dev-laptop-0004"] });
    expect((await laptopFeed.closed).code).toBe(unauthorizedCloseCode);

    expect((await broker.api("/api/v2/profile/get", { headers: { cookie: laptop.all } })).status).toBe(401);
    expect((await broker.post("/api/funds/v2/getRMSLimit", {}, { cookie: laptop.all })).body.errorCode).toBe(
      sessionCodes.tradeTokenInvalid,
    );
    expect((await broker.api("/api/v2/profile/get", { headers: bearer(phone.nonTradeToken) })).status).toBe(
      200,
    );
    expect(broker.sandbox.feedConnections("DEMO04")).toBe(1);
  });

  it("the default scope is this device", async () => {
    const tokens = await broker.loginBearer("DEMO05", "dev-only-00005");
    const answer = await logout({}, bearer(tokens.nonTradeToken));
    expect(answer.body.data).toEqual({ loggedOutDeviceIds: ["dev-only-00005"] });
  });

  it("all scope: ends every session of the client and pushes the device ids to every socket", async () => {
    const laptop = await broker.loginCookies("DEMO06", "dev-laptop-0006");
    const phone = await broker.loginBearer("DEMO06", "dev-phone-00006");
    const tablet = await broker.loginBearer("DEMO06", "dev-tablet-0006");
    const stranger = await broker.loginBearer("DEMO07", "dev-stranger-07");
    const phoneFeed = await broker.socket(`?token=${encodeURIComponent(phone.nonTradeToken)}`);
    const tabletFeed = await broker.socket("", bearer(tablet.nonTradeToken));
    const strangerFeed = await broker.socket("", bearer(stranger.nonTradeToken));

    const answer = await logout({ scope: "all" }, { cookie: laptop.all });
    const ids = ["dev-laptop-0006", "dev-phone-00006", "dev-tablet-0006"];
    expect(answer.body.data?.loggedOutDeviceIds.sort()).toEqual(ids);
    for (const feed of [phoneFeed, tabletFeed]) {
      const pushed = JSON.parse(await feed.next(isLogout)) as { deviceIds: string[] };
      expect(pushed.deviceIds.sort()).toEqual(ids);
      expect((await feed.closed).code).toBe(unauthorizedCloseCode);
    }
    await strangerFeed.next((text) => text.includes("heartbeat"));
    expect(strangerFeed.messages.some(isLogout)).toBe(false);
    for (const tokens of [phone, tablet]) {
      expect(
        (await broker.api("/api/v2/profile/get", { headers: bearer(tokens.nonTradeToken) })).status,
      ).toBe(401);
      expect(
        (await broker.post("/api/login/v1/renewToken", { refreshToken: tokens.refreshToken })).status,
      ).toBe(403);
    }
  });

  it("a logged-out session cannot log out again", async () => {
    const tokens = await broker.loginBearer("DEMO01");
    await logout({}, bearer(tokens.nonTradeToken));
    const again = await logout({}, bearer(tokens.nonTradeToken));
    expect(again).toMatchObject({ status: 401, body: { errorCode: sessionCodes.nonTradeUnauthorized } });
  });

  it("refuses a scope it does not know", async () => {
    const tokens = await broker.loginBearer("DEMO01");
    const answer = await logout({ scope: "everywhere" }, bearer(tokens.nonTradeToken));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^scope: /);
  });
});

describe("the notifications feed", () => {
  it("refuses a socket without a valid non-trade token with close code 4401", async () => {
    const tokens = await broker.loginBearer("DEMO02");
    for (const [query, headers] of [
      ["", {}],
      ["?token=nonsense", {}],
      ["", bearer(tokens.tradeToken)],
      ["", { cookie: "nt_token=nonsense" }],
    ] as const) {
      const feed = await broker.socket(query, headers);
      expect((await feed.closed).code).toBe(unauthorizedCloseCode);
    }
    expect(broker.sandbox.feedConnections()).toBe(0);
  });

  it("sends heartbeats and answers ping with pong", async () => {
    const tokens = await broker.loginBearer("DEMO02");
    const feed = await broker.socket("", bearer(tokens.nonTradeToken));
    const beat = JSON.parse(await feed.next((text) => text.includes("heartbeat")));
    expect(beat).toEqual({ type: "heartbeat", at: broker.clock.now });
    feed.ws.send("ping");
    expect(await feed.next((text) => text === "pong")).toBe("pong");
  });

  it("other feed paths are refused", async () => {
    const ws = new WebSocket(`${broker.sandbox.url.replace("http", "ws")}/feed/nothing-here`);
    const status = await new Promise<number>((resolve) => {
      ws.once("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      ws.once("error", () => resolve(-1));
    });
    expect(status).toBe(404);
  });
});
