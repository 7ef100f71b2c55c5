import { describe, expect, it } from "vitest";
import { engineOverFakeMarket, ist } from "./fakeMarket.js";

const client = "DEMO01";
const monday = "2026-11-23";

describe("a CUSTOM scheduled order starts in the future, inside 09:00 to 15:30 IST", () => {
  function setUp() {
    const world = engineOverFakeMarket(ist(monday, 9, 30));
    const sbin = world.nse("SBIN");
    let n = 0;
    const schedule = (startTime: number) =>
      world.engine.place(client, {
        exchangeSegment: 1,
        symbolToken: sbin.token,
        guiOrderId: `scheduled-${n++}`,
        transactionType: "B",
        productType: "MIS",
        orderType: "MARKET",
        quantity: 1,
        scheduledOrder: { type: "CUSTOM", startTime },
      });
    return { world, schedule };
  }

  it.each([
    ["-1 (long past)", -1],
    ["09:10 today (before now)", ist(monday, 9, 10)],
    ["15:45 today (after the window)", ist(monday, 15, 45)],
    ["08:30 tomorrow (before the window)", ist("2026-11-24", 8, 30)],
  ])("refuses a start time of %s with a 4xx naming startTime, and stores nothing", (_what, startTime) => {
    const { world, schedule } = setUp();
    const answer = schedule(startTime);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.message).toMatch(/startTime: a future time between 09:00 and 15:30 IST/);
    expect(world.engine.orders(client)).toHaveLength(0);
  });

  it("accepts a start time later today inside the window: the order waits (pending)", () => {
    const { schedule } = setUp();
    expect(schedule(ist(monday, 11, 0))).toMatchObject({ ok: true, value: { status: "pending" } });
  });
});
