import type { NotificationMessage } from "@trade/core";
import { type AlertCondition, alertActionUnavailableMessage, alertTriggeredText } from "@trade/core/alerts";
import { describe, expect, it } from "vitest";
import { Notifications } from "../../store/notifications.js";
import { engineOverFakeMarket, ist } from "../../trading/__tests__/fakeMarket.js";
import { AlertEvaluator } from "../evaluator.js";
import { AlertService } from "../service.js";
import { AlertStore } from "../store.js";

const minute = 60_000;

/** The engine over a fake market with the alert evaluator added, a service over the same database, and the pushes. */
function setUp() {
  const world = engineOverFakeMarket(ist("2026-11-23", 10));
  const history = new Notifications(world.db);
  const pushed: NotificationMessage[] = [];
  const store = new AlertStore(world.db);
  const evaluator = new AlertEvaluator({
    store,
    now: () => world.market.clock,
    ltp: (token) => world.market.quote(token.segment, token.token)?.ltp ?? 0,
    candles: () => [],
    placeOrder: () => ({ detail: "" }),
    notify: (clientCode, notification) => history.record(clientCode, notification),
    announce: (_clientCode, message) => pushed.push(message),
    text: (plan, token) => alertTriggeredText(plan.name, token.symbol, plan.condition.entry.implication),
  });
  world.engine.addEvaluator(evaluator);
  const service = new AlertService(store, evaluator, {
    instruments: () => world.instruments,
    now: () => world.market.clock,
  });
  const infy = world.nse("INFY");
  world.market.setPrice(infy, 150_000);
  const create = (condition: Partial<AlertCondition> & { rupees?: string; operator?: string } = {}) => {
    const { rupees = "1510", operator = "greaterThan", ...rest } = condition;
    const answer = service.create("DEMO01", {
      name: "INFY up",
      type: "price",
      timeFrame: "1m",
      execution: { mode: "once" },
      tokens: [{ exchange: "NSE", segment: 1, token: infy.token }],
      entry: {
        implication: {
          lhs: { indicator: "Price" },
          operator: operator as "greaterThan",
          rhs: { valueString: rupees },
        },
      },
      ...rest,
    });
    if (!answer.ok) throw new Error(answer.message);
    return answer.value;
  };
  const alert = (id: string) => service.list("DEMO01").find((a) => a.alertId === id);
  /** Let the pushes held for the tick's commit go out. */
  const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
  return { world, history, pushed, service, evaluator, infy, create, alert, settle };
}

describe("the alert evaluator on the engine's ticks", () => {
  it("a Once alert fires on the tick past its level: completed, recorded, pushed after the commit", async () => {
    const { world, history, pushed, infy, create, alert, settle } = setUp();
    const made = create();
    world.tick([infy, 150_900]);
    world.tick([infy, 151_000]);
    expect(alert(made.alertId)).toMatchObject({ status: "active", triggerCount: 0 });
    world.tick([infy, 151_005]);
    expect(alert(made.alertId)).toMatchObject({
      status: "completed",
      triggerCount: 1,
      triggeredAt: world.market.clock,
    });
    const [note] = history.history("DEMO01", 10, 0, ["alert"]).history;
    expect(note).toMatchObject({
      type: "alert",
      title: "Alert Triggered",
      body: "INFY up: INFY-EQ Price is above 1510",
      action: { redirection_url: "/trade/orders/alerts" },
    });
    await settle();
    expect(pushed.map((m) => m.messageId)).toEqual([note?.messageId]);
    world.tick([infy, 140_000]);
    world.tick([infy, 160_000]);
    expect(alert(made.alertId)?.triggerCount).toBe(1);
  });

  it("waits for its start time, and expires at its end time without firing after it", () => {
    const { world, infy, create, alert } = setUp();
    const start = world.market.clock;
    const made = create({
      operator: "crossesAbove",
      execution: { mode: "always", startTime: start + 10 * minute, endTime: start + 20 * minute },
    });
    world.tick([infy, 152_000]);
    world.tick([infy, 150_000]);
    expect(alert(made.alertId)?.triggerCount).toBe(0);
    world.market.clock = start + 10 * minute;
    world.tick([infy, 149_000]);
    world.tick([infy, 151_500]);
    world.tick([infy, 150_000]);
    world.tick([infy, 151_500]);
    expect(alert(made.alertId)).toMatchObject({ status: "active", triggerCount: 2 });
    world.market.clock = start + 20 * minute;
    world.tick([infy, 149_000]);
    world.tick([infy, 152_000]);
    expect(alert(made.alertId)).toMatchObject({ status: "expired", triggerCount: 2 });
  });

  it("a paused alert does not fire and still expires; actions its status does not offer are refused", () => {
    const { world, service, infy, create, alert } = setUp();
    const start = world.market.clock;
    const made = create({ execution: { mode: "always", endTime: start + 5 * minute } });
    expect(service.pause("DEMO01", made.alertId)).toMatchObject({ ok: true, value: { status: "paused" } });
    world.tick([infy, 155_000]);
    expect(alert(made.alertId)?.triggerCount).toBe(0);
    expect(service.pause("DEMO01", made.alertId)).toMatchObject({
      ok: false,
      status: 409,
      message: alertActionUnavailableMessage,
    });
    world.market.clock = start + 5 * minute;
    world.tick([infy, 155_010]);
    expect(alert(made.alertId)?.status).toBe("expired");
    expect(service.resume("DEMO01", made.alertId)).toMatchObject({ ok: false, status: 409 });
    expect(service.cancel("DEMO01", made.alertId)).toMatchObject({ ok: true });
    expect(alert(made.alertId)).toBeUndefined();
  });

  it("a tick that rolls back pushes nothing and leaves the alert as it was; the next tick fires it", async () => {
    const { world, pushed, evaluator, infy, create, alert, settle } = setUp();
    const made = create();
    const quote = world.market.setPrice(infy, 152_000);
    expect(() =>
      world.db.transaction(() => {
        evaluator.onTick({ quotes: [quote], now: world.market.clock, db: world.db });
        throw new Error("a later evaluator failed");
      })(),
    ).toThrow("a later evaluator failed");
    evaluator.rolledBack();
    await settle();
    expect(pushed).toEqual([]);
    expect(alert(made.alertId)).toMatchObject({ status: "active", triggerCount: 0 });
    world.tick([infy, 152_005]);
    await settle();
    expect(alert(made.alertId)).toMatchObject({ status: "completed", triggerCount: 1 });
    expect(pushed).toHaveLength(1);
  });
});
