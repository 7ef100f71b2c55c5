import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createTradeClient } from "../client.js";
import { fileStorage } from "../node.js";
import { notificationsOf } from "../notifications/resource.js";
import { localKeys } from "../session/localKeys.js";
import { readJson } from "../session/storage.js";
import { fakeFetch, ok, profileData, tokens } from "./fakeServer.js";
import { FakeSocket } from "./fakeSocket.js";

const connectedClient = async (log?: (message: string) => void, fetch?: typeof globalThis.fetch) => {
  FakeSocket.instances = [];
  const client = createTradeClient({
    baseUrl: "http://broker.test/api",
    platform: "node",
    tokens,
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    ...(log ? { log } : {}),
    ...(fetch ? { fetch } : {}),
  });
  client.session.authenticated("DEMO01", "s1");
  notificationsOf(client).feed.connect();
  await vi.waitFor(() => expect(FakeSocket.instances[0]?.readyState).toBe(1));
  return { client, socket: FakeSocket.instances[0] as FakeSocket };
};

describe("notifications feed", () => {
  it("connects with the feed parameters and the non-trade token", async () => {
    const { client, socket } = await connectedClient();
    const url = new URL(socket.url);
    expect(url.protocol).toBe("ws:");
    expect(url.pathname).toBe("/feed/notifications");
    expect(url.searchParams.get("deviceId")).toBe(client.deviceId);
    expect(url.searchParams.get("token")).toBe("nt-1");
    expect(url.searchParams.get("correlationId")).toBeTruthy();
    client.close();
  });

  it("a logout push that names this device logs out", async () => {
    const { client, socket } = await connectedClient();
    const logout = vi.fn();
    client.session.on("logout", logout);
    socket.push(JSON.stringify({ type: "logout", deviceIds: ["someone-else"] }));
    expect(client.session.getSnapshot().status).toBe("authenticated");
    socket.push(JSON.stringify({ type: "logout", deviceIds: ["someone-else", client.deviceId] }));
    expect(client.session.getSnapshot().status).toBe("logged-out");
    expect(logout).toHaveBeenCalledWith({ reason: "remote" });
    client.close();
  });

  it("this device's own logout push, arriving before its logout call's answer, is the user's logout, not a remote one", async () => {
    let answer: (() => void) | undefined;
    const server = fakeFetch(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(ok({ loggedOutDeviceIds: [] }));
        }),
    );
    const { client, socket } = await connectedClient(undefined, server.fetch);
    const logout = vi.fn();
    client.session.on("logout", logout);
    const call = client.auth.logout({ scope: "all" });
    await vi.waitFor(() => expect(answer).toBeDefined());
    socket.push(JSON.stringify({ type: "logout", deviceIds: [client.deviceId] }));
    expect(client.session.getSnapshot().status).toBe("logged-out");
    answer?.();
    await call;
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith({ reason: "user" });
    client.close();
  });

  it("a call answered after a remote logout it was sent before does not bring the session back", async () => {
    let answer: (() => void) | undefined;
    const server = fakeFetch(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(ok(profileData));
        }),
    );
    const { client, socket } = await connectedClient(undefined, server.fetch);
    const call = client.profile.get();
    await vi.waitFor(() => expect(answer).toBeDefined());
    socket.push(JSON.stringify({ type: "logout", deviceIds: [client.deviceId] }));
    answer?.();
    await expect(call).resolves.toMatchObject({ ClientCode: "DEMO01" });
    expect(client.session.getSnapshot().status).toBe("logged-out");
    client.close();
  });

  it("ignores frames that are not JSON or not known, and keeps going", async () => {
    const log = vi.fn();
    const { client, socket } = await connectedClient(log);
    const messages = vi.fn();
    notificationsOf(client).feed.on("message", messages);
    socket.push("{not json");
    socket.push(JSON.stringify({ type: "mystery" }));
    socket.push(JSON.stringify({ type: "heartbeat", at: 1 }));
    expect(messages).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("not JSON"));
    expect(log).toHaveBeenCalledWith(expect.stringContaining("unknown message"), { type: "mystery" });
    expect(notificationsOf(client).feed.connected).toBe(true);
    client.close();
  });
});

describe("file storage (Node)", () => {
  it("keeps values across instances, readable by its owner only", () => {
    const path = join(mkdtempSync(join(tmpdir(), "trade-")), "session.json");
    const first = fileStorage(path);
    first.setItem("selWatchlist", "3");
    expect(fileStorage(path).getItem("selWatchlist")).toBe("3");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    first.removeItem("selWatchlist");
    expect(fileStorage(path).getItem("selWatchlist")).toBeNull();
  });

  it("persists bearer tokens only when asked", () => {
    const path = join(mkdtempSync(join(tmpdir(), "trade-")), "session.json");
    const storage = fileStorage(path);
    createTradeClient({ baseUrl: "http://x/api", platform: "node", storage }).session.setTokens(tokens);
    expect(existsSync(path) ? readFileSync(path, "utf8") : "").not.toContain("trade-1");
    const client = createTradeClient({
      baseUrl: "http://x/api",
      platform: "node",
      storage,
      persistTokens: true,
    });
    client.session.setTokens(tokens);
    expect(readJson(fileStorage(path), localKeys.bearerTokens)).toEqual(tokens);
    const resumed = createTradeClient({
      baseUrl: "http://x/api",
      platform: "node",
      storage,
      persistTokens: true,
    });
    expect(resumed.session.tokens?.tradeToken).toBe("trade-1");
  });
});
