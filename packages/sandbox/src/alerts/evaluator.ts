import type { NotificationMessage } from "@trade/core";
import type { AlertCondition } from "@trade/core/alerts";
import type { NewNotification } from "../store/notifications.js";
import { instrumentKey } from "../trading/state.js";
import type { TickContext, TickEvaluator } from "../trading/tickEvaluator.js";
import { DueQueue } from "./dueQueue.js";
import { type CandlesOf, IndicatorAlerts } from "./indicatorAlerts.js";
import { type AlertPlan, type PlanToken, readCondition } from "./plan.js";
import { type AfterFiring, PriceAlerts } from "./priceAlerts.js";
import { type AlertRow, type AlertStore, toAlert } from "./store.js";

/** What happens when an alert fires, besides the row: the notification, and the order of an alert with an action. */
export interface AlertFiring {
  /** Place the alert's order (in the tick's transaction); answers what the notification adds about it. */
  placeOrder(plan: AlertPlan, token: PlanToken, ltp: number): { orderId?: string; detail: string };
  /** Record the 'Alert Triggered' notification in the tick's transaction; answers the message to push. */
  notify(clientCode: string, notification: NewNotification): NotificationMessage;
  /** Push a recorded notification (after the tick's transaction committed). */
  announce(clientCode: string, message: NotificationMessage): void;
  /** The text of the notification (core's `alertTriggeredText`). */
  text(plan: AlertPlan, token: PlanToken): { nt: string; nm: string };
}

export interface AlertEvaluatorDeps extends AlertFiring {
  store: AlertStore;
  /** Market time, epoch ms. */
  now: () => number;
  /** An instrument's last traded price now (minor units; 0 when it has none). */
  ltp: (token: PlanToken) => number;
  candles: CandlesOf;
}

type Timer = { id: number; kind: "start" | "end" };

/**
 * The alerts on the market, run by the engine on every tick: price alerts through `PriceAlerts` (an index by
 * instrument and level), indicator alerts through `IndicatorAlerts` (at each candle close), start and end times
 * through a queue of what falls due. A fired alert is counted and stamped, completed when it runs Once, announced as
 * 'Alert Triggered' on the notifications feed and recorded in the notifications list, and places its order when it
 * has an action. What it writes commits with the tick; its pushes go out after the commit.
 */
export class AlertEvaluator implements TickEvaluator {
  readonly name = "Alerts";
  readonly #deps: AlertEvaluatorDeps;
  readonly #price = new PriceAlerts();
  readonly #indicators: IndicatorAlerts;
  readonly #timers = new DueQueue<Timer>();
  /** Every active or paused alert by id; `running` when it is being evaluated (active and started). */
  readonly #plans = new Map<number, { plan: AlertPlan; status: AlertRow["status"]; running: boolean }>();
  #announcements: [string, NotificationMessage][] = [];
  /** How many announcements were held before the tick now running (a rollback drops only that tick's). */
  #held = 0;
  #loaded = false;

  constructor(deps: AlertEvaluatorDeps) {
    this.#deps = deps;
    this.#indicators = new IndicatorAlerts(deps.candles);
  }

  /** Watch an alert as its row now stands (after a create, update, pause or resume); done ones are dropped. */
  watch(row: AlertRow): void {
    this.#load();
    this.#watch(row, this.#deps.now());
  }

  /** Stop watching an alert (deleted). */
  forget(id: number): void {
    this.#load();
    this.#stop(id);
    this.#plans.delete(id);
  }

  hasWork(): boolean {
    this.#load();
    return this.#price.size > 0 || this.#indicators.size > 0 || this.#timers.size > 0;
  }

  instruments(): Iterable<number> {
    this.#load();
    return this.#price.instruments();
  }

  onTick({ quotes, now }: TickContext): void {
    this.#load();
    this.#held = this.#announcements.length;
    if (this.#plans.size === 0) return;
    if (this.#timers.next <= now)
      for (const { value } of this.#timers.takeDue(now)) this.#onTimer(value, now);
    if (this.#price.size > 0) {
      for (const quote of quotes) {
        if (quote.ltp > 0)
          this.#price.onQuote(instrumentKey(quote.segment, quote.token), quote.ltp, now, this.#fire);
      }
    }
    this.#indicators.onTick(now, this.#fire);
    if (this.#announcements.length > this.#held) queueMicrotask(() => this.#announce());
  }

  /** The tick's transaction rolled back: nothing it fired is pushed, and the alerts are read again. */
  rolledBack(): void {
    this.#announcements.length = Math.min(this.#held, this.#announcements.length);
    this.#loaded = false;
  }

  readonly #fire = (plan: AlertPlan, token: PlanToken, at: number, ltp: number): AfterFiring => {
    const held = this.#plans.get(plan.id);
    if (held?.plan !== plan || held.status !== "active") return "done";
    // Never before the start or at or after the end (a candle that closed after the end, a tick that jumped past it).
    if (at < plan.startTime || (plan.endTime !== null && at >= plan.endTime)) return "keep";
    const once = plan.mode === "once";
    if (!this.#deps.store.fired(plan.id, once ? "completed" : "active", at)) return "done";
    const order = plan.action === undefined ? undefined : this.#deps.placeOrder(plan, token, ltp);
    const { nt, nm } = this.#deps.text(plan, token);
    const message = this.#deps.notify(plan.clientCode, {
      type: "alert",
      title: nt,
      body: nm,
      ...(order === undefined ? {} : { detail: order.detail }),
      ...(order?.orderId === undefined ? {} : { orderId: order.orderId }),
      redirectionUrl: "/trade/orders/alerts",
      receivedAt: at,
    });
    this.#announcements.push([plan.clientCode, message]);
    if (!once) return "keep";
    this.#stop(plan.id);
    this.#plans.delete(plan.id);
    return "done";
  };

  #announce(): void {
    const announcements = this.#announcements;
    this.#announcements = [];
    for (const [clientCode, message] of announcements) this.#deps.announce(clientCode, message);
  }

  #watch(row: AlertRow, now: number): void {
    this.#stop(row.id);
    this.#plans.delete(row.id);
    if (row.status !== "active" && row.status !== "paused") return;
    const plan = planOf(row);
    if (plan === undefined) return;
    const held = { plan, status: row.status, running: false };
    this.#plans.set(row.id, held);
    if (plan.endTime !== null) this.#timers.add(plan.endTime, { id: row.id, kind: "end" });
    if (row.status !== "active") return;
    if (plan.startTime > now) this.#timers.add(plan.startTime, { id: row.id, kind: "start" });
    else this.#start(held, now);
  }

  #start(held: { plan: AlertPlan; running: boolean }, now: number): void {
    held.running = true;
    if (held.plan.type === "price") this.#price.watch(held.plan, this.#deps.ltp);
    else this.#indicators.watch(held.plan, now);
  }

  #stop(id: number): void {
    const held = this.#plans.get(id);
    if (held === undefined || !held.running) return;
    held.running = false;
    if (held.plan.type === "price") this.#price.forget(held.plan);
    else this.#indicators.forget(held.plan);
  }

  /** A start or end time fell due; one that no longer applies (the alert changed since) is dropped. */
  #onTimer({ id, kind }: Timer, now: number): void {
    const held = this.#plans.get(id);
    if (held === undefined) return;
    if (kind === "start") {
      if (held.status === "active" && !held.running && held.plan.startTime <= now) this.#start(held, now);
      return;
    }
    if (held.plan.endTime === null || held.plan.endTime > now) return;
    this.#stop(id);
    this.#plans.delete(id);
    this.#deps.store.move(id, held.status, "expired", now);
  }

  /** The live alerts, read once (and again after a rolled-back tick). */
  #load(): void {
    if (this.#loaded) return;
    this.#loaded = true;
    this.#price.clear();
    this.#indicators.clear();
    this.#timers.clear();
    this.#plans.clear();
    const rows = this.#deps.store.live();
    // Market time builds the market: a sandbox without alerts does not pay for it here (the ticker asks on every tick).
    if (rows.length === 0) return;
    const now = this.#deps.now();
    for (const row of rows) this.#watch(row, now);
  }
}

/** The plan of a stored alert (undefined for a condition the rules no longer accept: it is left alone). */
export function planOf(row: AlertRow): AlertPlan | undefined {
  const alert = toAlert(row);
  const condition: AlertCondition = {
    name: alert.name,
    type: alert.type,
    timeFrame: alert.timeFrame,
    execution: {
      mode: alert.execution.mode,
      startTime: alert.execution.startTime,
      ...(alert.execution.endTime === null ? {} : { endTime: alert.execution.endTime }),
    },
    tokens: alert.tokens,
    entry: alert.entry,
  };
  const read = readCondition(condition);
  if (!read.ok) return undefined;
  const action = alert.entry.action;
  return {
    id: row.id,
    clientCode: row.client_code,
    name: row.name,
    type: row.type,
    timeFrame: row.time_frame,
    mode: row.mode,
    startTime: row.start_time,
    endTime: row.end_time,
    operator: alert.entry.implication.operator,
    lhs: read.lhs,
    rhs: read.rhs,
    tokens: alert.tokens,
    condition,
    ...(action === undefined
      ? {}
      : {
          action: {
            side: action.transactionType,
            units: action.orderDetails.orders[0]?.units ?? 1,
            ...(alert.entry.targetProfitPercent === undefined
              ? {}
              : { targetPercent: alert.entry.targetProfitPercent }),
            ...(alert.entry.stopLossPercent === undefined
              ? {}
              : { stopLossPercent: alert.entry.stopLossPercent }),
          },
        }),
  };
}
