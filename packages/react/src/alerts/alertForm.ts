import {
  type Alert,
  type AlertCondition,
  type AlertImplication,
  type AlertIndicator,
  type AlertOperand,
  type AlertOperator,
  type AlertTimeFrame,
  alertTypeOf,
  conditionProblem,
  conditionProblems,
  type DraftCondition,
  defaultAlertTimeFrame,
} from "@trade/core/alerts";
import { invalidPercentText, invalidUnitsText } from "./texts.js";

/** A stock an alert watches. */
export interface AlertStock {
  exchange: string;
  segment: number;
  token: number;
  symbol: string;
  /** Its kind (EQ, FUTSTK, ...) when known: a future cannot be backtested. */
  kind?: string;
}

/** What the pad knows of an indicator (GET /v1/schema's entry). */
export interface SchemaIndicator {
  name: AlertIndicator;
  lines: readonly string[];
  parameters: readonly { key: string; label: string; default: number; min: number; max: number }[];
}

/** One side of the condition as typed: the indicator, its parameters as text, its line. */
export interface SideForm {
  indicator: AlertIndicator | "";
  params: Record<string, string>;
  line: string;
}

/** The pad's fields, as typed. Times are `datetime-local` values (the browser's zone). */
export interface AlertForm {
  name: string;
  timeFrame: AlertTimeFrame | "";
  lhs: SideForm;
  operator: AlertOperator | "";
  rhsKind: "value" | "indicator";
  value: string;
  rhs: SideForm;
  mode: "once" | "always";
  start: string;
  end: string;
  /** Place an order when it fires, with these units and target and stop-loss percents. */
  order: boolean;
  side: "B" | "S";
  units: string;
  target: string;
  stopLoss: string;
  stocks: AlertStock[];
  /** The popular alert it started from (a predefined alert, which alone can be edited later). */
  preset?: { cardId: string; description: string; indicatorCategory: string } | undefined;
}

const emptySide: SideForm = { indicator: "", params: {}, line: "" };

/** A blank pad on these stocks: 1-minute candles (spec 2 §9), once, no order. */
export function blankAlertForm(stocks: AlertStock[], units: number): AlertForm {
  return {
    name: "",
    timeFrame: defaultAlertTimeFrame,
    lhs: emptySide,
    operator: "",
    rhsKind: "value",
    value: "",
    rhs: emptySide,
    mode: "once",
    start: "",
    end: "",
    order: false,
    side: "B",
    units: String(units),
    target: "",
    stopLoss: "",
    stocks,
  };
}

/** The indicators the pad offers: the price first, then the schema's. */
export function padIndicators(schema: readonly SchemaIndicator[]): SchemaIndicator[] {
  const price: SchemaIndicator = { name: "Price", lines: [], parameters: [] };
  return [price, ...schema.filter((indicator) => indicator.name !== "Price")];
}

/** A side on a newly chosen indicator: its parameters at their defaults, its main line. */
export function sideWith(indicator: AlertIndicator | "", schema: readonly SchemaIndicator[]): SideForm {
  const found = schema.find((entry) => entry.name === indicator);
  if (indicator === "" || found === undefined) return { ...emptySide, indicator };
  return {
    indicator,
    params: Object.fromEntries(found.parameters.map((p) => [p.key, String(p.default)])),
    line: found.lines[0] ?? "",
  };
}

const datetimeLocal = (ms: number | null | undefined): string => {
  if (ms === null || ms === undefined) return "";
  const at = new Date(ms);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const sideOf = (operand: AlertOperand, schema: readonly SchemaIndicator[]): SideForm => {
  const base = sideWith(operand.indicator, schema);
  const params = { ...base.params };
  for (const [key, value] of Object.entries(operand.params ?? {})) params[key] = String(value);
  return { indicator: operand.indicator, params, line: operand.line ?? base.line };
};

/** The pad filled from a saved alert (Update Alert). */
export function alertFormOf(alert: Alert, schema: readonly SchemaIndicator[]): AlertForm {
  const { implication, action } = alert.entry;
  const rhs = implication.rhs;
  const meta = alert.meta;
  return {
    name: alert.name,
    timeFrame: alert.timeFrame,
    lhs: sideOf(implication.lhs, schema),
    operator: implication.operator,
    rhsKind: "valueString" in rhs ? "value" : "indicator",
    value: "valueString" in rhs ? rhs.valueString : "",
    rhs: "valueString" in rhs ? emptySide : sideOf(rhs, schema),
    mode: alert.execution.mode,
    start: "",
    end: datetimeLocal(alert.execution.endTime),
    order: action !== undefined,
    side: action?.transactionType ?? "B",
    units: String(action?.orderDetails.orders[0]?.units ?? 1),
    target: alert.entry.targetProfitPercent === undefined ? "" : String(alert.entry.targetProfitPercent),
    stopLoss: alert.entry.stopLossPercent === undefined ? "" : String(alert.entry.stopLossPercent),
    stocks: alert.tokens,
    preset: meta?.isPredefinedAlert
      ? {
          cardId: meta.cardId ?? "",
          description: meta.description ?? "",
          indicatorCategory: meta.indicatorCategory ?? "",
        }
      : undefined,
  };
}

const parameterOk = (text: string | undefined, bounds: { min: number; max: number }): boolean => {
  const value = Number((text ?? "").trim());
  return (text ?? "").trim() !== "" && Number.isFinite(value) && value >= bounds.min && value <= bounds.max;
};

/** The parameters both sides need, each chosen when it holds a number within its bounds. */
function requiredParameters(form: AlertForm, schema: readonly SchemaIndicator[]) {
  const sides = form.rhsKind === "indicator" ? [form.lhs, form.rhs] : [form.lhs];
  return sides.flatMap((side) => {
    const found = schema.find((entry) => entry.name === side.indicator);
    return (found?.parameters ?? []).map((parameter) => ({
      label: `${parameter.label} of ${side.indicator}`,
      chosen: parameterOk(side.params[parameter.key], parameter),
    }));
  });
}

/** The form as core's completeness rules read it (spec 2 §5). */
export function draftOf(form: AlertForm, schema: readonly SchemaIndicator[]): DraftCondition {
  const side = (s: SideForm) => ({ indicator: s.indicator === "" ? undefined : s.indicator });
  return {
    name: form.name,
    timeFrame: form.timeFrame === "" ? undefined : form.timeFrame,
    lhs: side(form.lhs),
    operator: form.operator === "" ? undefined : form.operator,
    rhs: form.rhsKind === "value" ? { valueString: form.value } : side(form.rhs),
    requiredParameters: requiredParameters(form, schema),
  };
}

const percentOk = (text: string) => {
  const value = Number(text.trim());
  return text.trim() === "" || (Number.isFinite(value) && value > 0 && value <= 100);
};

/**
 * Why the pad cannot create yet, or undefined: the condition's first gap (core's `conditionProblem`), then the name,
 * then the order's units and percents.
 */
export function padProblem(form: AlertForm, schema: readonly SchemaIndicator[]): string | undefined {
  const problem = conditionProblem(draftOf(form, schema));
  if (problem !== undefined) return problem;
  if (form.name.trim() === "") return conditionProblems.name;
  if (!form.order) return undefined;
  const units = Number(form.units.trim());
  if (!Number.isInteger(units) || units < 1 || units > 1_000_000) return invalidUnitsText;
  if (!percentOk(form.target) || !percentOk(form.stopLoss)) return invalidPercentText;
  return undefined;
}

const operandOf = (side: SideForm, schema: readonly SchemaIndicator[]): AlertOperand => {
  const found = schema.find((entry) => entry.name === side.indicator);
  const params = Object.fromEntries(
    (found?.parameters ?? []).map((parameter) => [parameter.key, Number(side.params[parameter.key])]),
  );
  return {
    indicator: side.indicator as AlertIndicator,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(side.line !== "" && side.line !== found?.lines[0] ? { line: side.line } : {}),
  };
};

const epochOf = (local: string): number | undefined => {
  if (local === "") return undefined;
  const ms = new Date(local).getTime();
  return Number.isFinite(ms) ? ms : undefined;
};

/** The condition the broker takes from a complete form (`padProblem` undefined). */
export function conditionOf(form: AlertForm, schema: readonly SchemaIndicator[]): AlertCondition {
  const implication: AlertImplication = {
    lhs: operandOf(form.lhs, schema),
    operator: form.operator as AlertOperator,
    rhs: form.rhsKind === "value" ? { valueString: form.value.trim() } : operandOf(form.rhs, schema),
  };
  const startTime = epochOf(form.start);
  const endTime = epochOf(form.end);
  const percent = (text: string) => (text.trim() === "" ? undefined : Number(text.trim()));
  const target = form.order ? percent(form.target) : undefined;
  const stopLoss = form.order ? percent(form.stopLoss) : undefined;
  return {
    name: form.name.trim(),
    type: alertTypeOf(implication),
    timeFrame: form.timeFrame as AlertTimeFrame,
    ...(form.preset?.description ? { description: form.preset.description } : {}),
    execution: {
      mode: form.mode,
      ...(startTime === undefined ? {} : { startTime }),
      ...(endTime === undefined ? {} : { endTime }),
    },
    tokens: form.stocks.map(({ exchange, segment, token, symbol }) => ({ exchange, segment, token, symbol })),
    entry: {
      implication,
      ...(form.order
        ? {
            action: {
              transactionType: form.side,
              orderDetails: { orders: [{ units: Number(form.units.trim()) }] },
            },
          }
        : {}),
      ...(target === undefined ? {} : { targetProfitPercent: target }),
      ...(stopLoss === undefined ? {} : { stopLossPercent: stopLoss }),
    },
    meta: form.preset ? { isPredefinedAlert: true, ...form.preset } : { isPredefinedAlert: false },
  };
}
