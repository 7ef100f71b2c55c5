import { ApiError, type TradeClient } from "@trade/core";
import { type Nudge, nudgeEndpoints, nudgePlacements } from "@trade/core/nudges";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";

/**
 * The sandbox's nudges (spec 1 §2.6, §6, §7; spec 3 'Notifications and nudges'): a dormant, not trade-ready client
 * gets a banner on every placement page and the dormant popup; an active client gets none; the delete call needs
 * message_id, nudge_group and template_id, and a deleted nudge is not supplied again, even after a restart.
 */
describe("nudges against the sandbox", () => {
  let env: TestSandbox;
  let dormant: TradeClient;
  let active: TradeClient;

  const list = async (client: TradeClient, plcHoldrID: string) =>
    (await client.call(nudgeEndpoints.list, { query: { plcHoldrID } })).nudges;
  const deleteRaw = async (client: TradeClient, body: unknown) => {
    const token = client.session.tokens?.nonTradeToken ?? "";
    const response = await fetch(`${env.sandbox.url}/api${nudgeEndpoints.delete.path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { status: boolean; errorCode: string },
    };
  };
  const deleteOf = (nudge: Nudge) => ({
    message_id: nudge.message_id as string,
    nudge_group: nudge.nudge_group as string,
    template_id: nudge.template_id as string,
  });

  beforeAll(async () => {
    env = await startTestSandbox();
    dormant = await env.login("DEMO05");
    active = await env.login("DEMO01");
  });
  afterAll(async () => {
    await env.close();
  });

  it("gives a dormant, not trade-ready client a banner naming its issue on every placement, and the popup", async () => {
    for (const { code } of nudgePlacements) {
      const nudges = await list(dormant, code);
      const banner = nudges.find((nudge) => nudge.module === "banner");
      const popup = nudges.find((nudge) => nudge.module === "popup");
      expect(banner).toMatchObject({
        mainline: "Account dormant: no trades in 24 months. Re-activate with a KYC update.",
        crossBtn: true,
        plcHoldrID: code,
        nudge_group: "trade-ready",
        cta: [{ text: "View account", link: "/account", cta_type: "link", typ: "internal" }],
      });
      expect(popup).toMatchObject({
        mainline: "Your account is dormant: it cannot place orders until it is re-activated.",
        nudge_group: "dormant",
        cta: [{ text: "View account", cta_type: "chevron" }],
      });
    }
    const ids = await Promise.all(
      nudgePlacements.map(
        async ({ code }) => (await list(dormant, code)).find((n) => n.module === "banner")?.nudgeId,
      ),
    );
    expect(new Set(ids).size).toBe(nudgePlacements.length);
  });

  it("gives an active, trade-ready client none", async () => {
    for (const { code } of nudgePlacements) expect(await list(active, code)).toEqual([]);
  });

  it("refuses an unknown placement and a call without a session", async () => {
    await expect(list(dormant, "NOWHERE")).rejects.toMatchObject({ status: 400, code: "VALIDATION" });
    const response = await fetch(`${env.sandbox.url}/api${nudgeEndpoints.list.path}?plcHoldrID=WATCHLIST`);
    expect(response.status).toBe(401);
  });

  it("answers a delete with a missing parameter with 400, and deletes nothing", async () => {
    const [banner] = (await list(dormant, "WATCHLIST")).filter((nudge) => nudge.module === "banner");
    if (banner === undefined) throw new Error("no banner");
    const full = deleteOf(banner);
    for (const missing of ["message_id", "nudge_group", "template_id"] as const) {
      const { [missing]: _left, ...partial } = full;
      const answer = await deleteRaw(dormant, partial);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: false, errorCode: "VALIDATION" });
    }
    expect((await deleteRaw(dormant, { ...full, template_id: "" })).status).toBe(400);
    expect((await list(dormant, "WATCHLIST")).map((nudge) => nudge.nudgeId)).toContain(banner.nudgeId);
  });

  it("answers 404 for a nudge that is not the client's, or with another group or template", async () => {
    const [banner] = (await list(dormant, "WATCHLIST")).filter((nudge) => nudge.module === "banner");
    if (banner === undefined) throw new Error("no banner");
    const full = deleteOf(banner);
    const other = active.call(nudgeEndpoints.delete, { body: full });
    await expect(other).rejects.toBeInstanceOf(ApiError);
    await expect(other).rejects.toMatchObject({ status: 404, code: "NOT-FOUND" });
    await expect(
      dormant.call(nudgeEndpoints.delete, { body: { ...full, nudge_group: "dormant" } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      dormant.call(nudgeEndpoints.delete, { body: { ...full, template_id: "other" } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("deletes a banner on its placement only, and the popup everywhere; a second delete deletes nothing", async () => {
    const watchlist = await list(dormant, "WATCHLIST");
    const banner = watchlist.find((nudge) => nudge.module === "banner") as Nudge;
    const popup = watchlist.find((nudge) => nudge.module === "popup") as Nudge;
    expect(await dormant.call(nudgeEndpoints.delete, { body: deleteOf(banner) })).toEqual({ deleted: true });
    expect(await dormant.call(nudgeEndpoints.delete, { body: deleteOf(banner) })).toEqual({ deleted: false });
    expect((await list(dormant, "WATCHLIST")).map((nudge) => nudge.module)).toEqual(["popup"]);
    expect((await list(dormant, "ACCOUNT")).map((nudge) => nudge.module).sort()).toEqual(["banner", "popup"]);

    expect(await dormant.call(nudgeEndpoints.delete, { body: deleteOf(popup) })).toEqual({ deleted: true });
    expect(await list(dormant, "WATCHLIST")).toEqual([]);
    expect((await list(dormant, "ACCOUNT")).map((nudge) => nudge.module)).toEqual(["banner"]);
  });

  it("keeps the deletions across a restart of the sandbox", async () => {
    const dataDir = env.dataDir;
    dormant.close();
    active.close();
    await env.sandbox.close();
    env = await startTestSandbox({ dataDir });
    dormant = await env.login("DEMO05");
    active = await env.login("DEMO01");
    expect(await list(dormant, "WATCHLIST")).toEqual([]);
    expect((await list(dormant, "ACCOUNT")).map((nudge) => nudge.module)).toEqual(["banner"]);
  });
});
