import type { TradeClient } from "../client.js";
import {
  type Alert,
  type AlertCondition,
  type AlertStatus,
  type AlertType,
  alertEndpoints,
} from "../contract/alerts.js";
import { atPath } from "../contract/path.js";
import { accessorOf, Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/**
 * Price and indicator alerts (spec 2 §3-§8): list, create (one or a batch for several stocks), update, pause, resume
 * and cancel. The broker checks price alerts on every tick and indicator alerts at each close of their timeframe; a
 * fired alert arrives on the notifications feed as 'Alert Triggered'. Refusals throw the SDK's typed errors with the
 * server's message; `alertFailures` gives the title the app shows above it.
 *
 * @example
 * ```ts
 * import { alertsOf } from "@trade/core/alerts";
 * const rsi = await alertsOf(client).create({ name: "SBIN oversold", type: "indicator", timeFrame: "5m",
 *   execution: { mode: "always" }, tokens: [{ exchange: "NSE", segment: 1, token: 3045 }],
 *   entry: { implication: { lhs: { indicator: "RSI", params: { period: 14 } }, operator: "crossesBelow",
 *     rhs: { valueString: "30" } } } });
 * ```
 */
export class AlertsResource extends Resource {
  /** The user's alerts, newest first: all of them or those in one status. */
  async list(status?: AlertStatus, options?: RequestOptions): Promise<Alert[]> {
    const query = status === undefined ? {} : { status };
    return (await this.call(alertEndpoints.list, { query }, options)).alerts;
  }

  /** What the alert pad offers: the indicators with their parameters and lines, the operators and timeframes. */
  schema(type?: AlertType, options?: RequestOptions) {
    return this.call(alertEndpoints.schema, { query: type === undefined ? {} : { type } }, options);
  }

  /** Create an alert; it starts active. Not retried: a second try would make a second alert. */
  async create(condition: AlertCondition, options?: RequestOptions): Promise<Alert> {
    return (await this.call(alertEndpoints.create, { body: condition }, options)).alert;
  }

  /** Create several alerts at once (a multiple-stock alert or a popular set): all of them, or none. */
  async createBatch(conditions: AlertCondition[], options?: RequestOptions): Promise<Alert[]> {
    return (await this.call(alertEndpoints.createBatch, { body: { conditions } }, options)).alerts;
  }

  /** Replace an active or paused alert's condition. */
  async update(alertId: string, condition: AlertCondition, options?: RequestOptions): Promise<Alert> {
    return (await this.call(atPath(alertEndpoints.update, { alertId }), { body: condition }, options)).alert;
  }

  /** Stop checking an active alert until it is resumed. */
  async pause(alertId: string, options?: RequestOptions): Promise<Alert> {
    return (await this.call(atPath(alertEndpoints.pause, { alertId }), {}, options)).alert;
  }

  /** Check a paused alert again. */
  async resume(alertId: string, options?: RequestOptions): Promise<Alert> {
    return (await this.call(atPath(alertEndpoints.resume, { alertId }), {}, options)).alert;
  }

  /** Delete an alert in any status (the spec's delete). */
  async cancel(alertId: string, options?: RequestOptions): Promise<Alert> {
    return (await this.call(atPath(alertEndpoints.cancel, { alertId }), {}, options)).alert;
  }
}

/** The alerts area of a client (one per client). */
export const alertsOf: (client: TradeClient) => AlertsResource = accessorOf(
  (client) => new AlertsResource(client),
);
