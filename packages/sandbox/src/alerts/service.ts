import {
  type Alert,
  type AlertAction,
  type AlertCondition,
  type AlertStatus,
  type AlertType,
  alertActions,
  alertActionUnavailableMessage,
  alertOperator,
  alertTimeFrame,
  conditionProblems,
} from "@trade/core/alerts";
import { indicators } from "@trade/core/indicators";
import { refused, type ServiceAnswer } from "../http/answer.js";
import type { StandingDeps } from "../trading/standingService.js";
import type { AlertEvaluator } from "./evaluator.js";
import { executionProblem, readCondition, readTokens } from "./plan.js";
import { type AlertRow, type AlertStore, type AlertTerms, toAlert } from "./store.js";

/** The codes the alert calls refuse with (docs/decisions.md, "Alerts: the sandbox"). */
export const alertCodes = {
  invalid: "VALIDATION",
  notFound: "ALERT-NOT-FOUND",
  /** The alert's status (or kind) does not offer the action: 'Cannot perform this action at the moment.' */
  unavailable: "ALERT-ACTION-UNAVAILABLE",
  scripNotFound: "SCRIP-NOT-FOUND",
} as const;

/** (ours) No alert of the client has this id. */
export const alertNotFoundMessage = "No alert with this id";

/**
 * Create, update, pause, resume, cancel and list alerts; the evaluator (`watcher`) is told of every change. Each
 * condition is checked before anything is written; a batch is written whole or not at all.
 */
export class AlertService {
  readonly #store: AlertStore;
  readonly #watcher: AlertEvaluator;
  readonly #deps: Pick<StandingDeps, "instruments" | "now">;

  constructor(store: AlertStore, watcher: AlertEvaluator, deps: Pick<StandingDeps, "instruments" | "now">) {
    this.#store = store;
    this.#watcher = watcher;
    this.#deps = deps;
  }

  list(clientCode: string, status?: AlertStatus): Alert[] {
    return this.#store.list(clientCode, status).map(toAlert);
  }

  create(clientCode: string, condition: AlertCondition): ServiceAnswer<Alert> {
    const created = this.createBatch(clientCode, [condition]);
    return created.ok ? { ok: true, value: created.value[0] as Alert } : created;
  }

  /** Every condition checked first (a refusal names the one at fault), then all written in one transaction. */
  createBatch(clientCode: string, conditions: readonly AlertCondition[]): ServiceAnswer<Alert[]> {
    const now = this.#deps.now();
    const terms: AlertTerms[] = [];
    for (const [i, condition] of conditions.entries()) {
      const read = this.#terms(condition, now);
      if (!read.ok) {
        const at = conditions.length > 1 ? `conditions[${i}].` : "";
        return refused(read.status, read.code, `${at}${read.message}`);
      }
      terms.push(read.value);
    }
    const rows = this.#store.db.transaction(() => terms.map((t) => this.#store.insert(clientCode, t, now)))();
    for (const row of rows) this.#watcher.watch(row);
    return { ok: true, value: rows.map(toAlert) };
  }

  /** Replace the condition of an alert that offers Edit (a predefined one, active or paused: core's alertActions). */
  update(clientCode: string, alertId: string, condition: AlertCondition): ServiceAnswer<Alert> {
    const found = this.#offering(clientCode, alertId, "edit");
    if (!found.ok) return found;
    const now = this.#deps.now();
    const read = this.#terms(condition, now);
    if (!read.ok) return refused(read.status, read.code, read.message);
    const row = this.#store.update(found.value.id, read.value, now);
    if (row === undefined) return refused(409, alertCodes.unavailable, alertActionUnavailableMessage);
    this.#watcher.watch(row);
    return { ok: true, value: toAlert(row) };
  }

  pause(clientCode: string, alertId: string): ServiceAnswer<Alert> {
    return this.#move(clientCode, alertId, "pause", "active", "paused");
  }

  resume(clientCode: string, alertId: string): ServiceAnswer<Alert> {
    return this.#move(clientCode, alertId, "resume", "paused", "active");
  }

  /** Delete an alert in any status (the spec's delete); answers it as it was. */
  cancel(clientCode: string, alertId: string): ServiceAnswer<Alert> {
    const found = this.#offering(clientCode, alertId, "delete");
    if (!found.ok) return found;
    this.#store.remove(clientCode, found.value.id);
    this.#watcher.forget(found.value.id);
    return { ok: true, value: toAlert(found.value) };
  }

  #move(
    clientCode: string,
    alertId: string,
    action: AlertAction,
    from: AlertStatus,
    to: AlertStatus,
  ): ServiceAnswer<Alert> {
    const found = this.#offering(clientCode, alertId, action);
    if (!found.ok) return found;
    const row = this.#store.move(found.value.id, from, to, this.#deps.now());
    if (row === undefined) return refused(409, alertCodes.unavailable, alertActionUnavailableMessage);
    this.#watcher.watch(row);
    return { ok: true, value: toAlert(row) };
  }

  /** The client's alert, if its status offers `action` (core's alertActions); else the refusal. */
  #offering(clientCode: string, alertId: string, action: AlertAction): ServiceAnswer<AlertRow> {
    const row = /^\d{1,15}$/.test(alertId) ? this.#store.get(clientCode, Number(alertId)) : undefined;
    if (row === undefined) return refused(404, alertCodes.notFound, alertNotFoundMessage);
    const predefined =
      row.meta !== null && (JSON.parse(row.meta) as { isPredefinedAlert: boolean }).isPredefinedAlert;
    if (!alertActions(row.status, predefined).includes(action))
      return refused(409, alertCodes.unavailable, alertActionUnavailableMessage);
    return { ok: true, value: row };
  }

  #terms(
    condition: AlertCondition,
    now: number,
  ): { ok: true; value: AlertTerms } | { ok: false; status: number; code: string; message: string } {
    const invalid = (message: string) =>
      ({ ok: false, status: 400, code: alertCodes.invalid, message }) as const;
    if (condition.name.trim() === "") return invalid(`name: ${conditionProblems.name}`);
    const read = readCondition(condition);
    if (!read.ok) return invalid(read.message);
    const window = executionProblem(condition.execution, now);
    if (window !== undefined) return invalid(window);
    const tokens = readTokens(condition, this.#deps.instruments());
    if (!tokens.ok) {
      const code = tokens.status === 404 ? alertCodes.scripNotFound : alertCodes.invalid;
      return { ok: false, status: tokens.status, code, message: tokens.message };
    }
    return {
      ok: true,
      value: {
        name: condition.name.trim(),
        type: condition.type,
        time_frame: condition.timeFrame,
        description: condition.description ?? null,
        mode: condition.execution.mode,
        start_time: condition.execution.startTime ?? now,
        end_time: condition.execution.endTime ?? null,
        tokens: JSON.stringify(tokens.tokens),
        entry: JSON.stringify(condition.entry),
        meta: condition.meta === undefined ? null : JSON.stringify(condition.meta),
      },
    };
  }
}

/** GET /v1/schema: the indicators the alert pad offers (with Price), their parameters and lines; the operators. */
export function alertSchemaOf(type?: AlertType) {
  const price = { name: "Price" as const, lines: ["value"], parameters: [] };
  const studies = indicators.map((definition) => ({
    name: definition.name,
    lines: [...definition.lines],
    parameters: definition.parameters.map(({ key, label, default: fallback, min, max }) => ({
      key,
      label,
      default: fallback,
      min,
      max,
    })),
  }));
  return {
    // An indicator alert may compare the price with an indicator: Price is offered to both kinds.
    indicators: type === "price" ? [price] : [price, ...studies],
    operators: [...alertOperator.options],
    timeFrames: [...alertTimeFrame.options],
  };
}
