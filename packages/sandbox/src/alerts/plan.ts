import { isIndexKind, priceDivider } from "@trade/core";
import {
  type AlertCondition,
  type AlertOperand,
  type AlertOperator,
  type AlertTimeFrame,
  alertTypeOf,
  conditionProblems,
} from "@trade/core/alerts";
import { type IndicatorName, indicatorOf, parameterProblem } from "@trade/core/indicators";
import type { InstrumentMaster } from "../market/instruments/index.js";
import type { Instrument } from "../market/types.js";

/** What one side of a condition reads: the price, or a line of an indicator with its parameters. */
export type OperandPlan =
  | { kind: "price" }
  | {
      kind: "study";
      /** One running indicator per (instrument, timeframe, key): alerts with the same key share it. */
      key: string;
      indicator: IndicatorName;
      params: Record<string, number>;
      line: string;
    };

/** The right side: an operand, or a fixed value as typed (rupees when `scaled`, else a level such as an RSI). */
export type RhsPlan = OperandPlan | { kind: "value"; value: number; scaled: boolean };

/** An instrument an alert watches. */
export interface PlanToken {
  exchange: string;
  segment: number;
  token: number;
  symbol: string;
}

/** An alert as the evaluator runs it: its condition read once. */
export interface AlertPlan {
  id: number;
  clientCode: string;
  name: string;
  type: "price" | "indicator";
  timeFrame: AlertTimeFrame;
  mode: "once" | "always";
  startTime: number;
  endTime: number | null;
  operator: AlertOperator;
  lhs: OperandPlan;
  rhs: RhsPlan;
  tokens: readonly PlanToken[];
  condition: AlertCondition;
  /** The order it places when it fires. */
  action?: { side: "B" | "S"; units: number; targetPercent?: number; stopLossPercent?: number };
}

/** Lines read in their own units, not in rupees: a value on their right side is a level, not a price. */
const levelLines: Record<string, readonly string[]> = { RSI: ["value"], "Super Trend": ["direction"] };

/** The right side's value in the instrument's minor units (a level is taken as it is). */
export function levelOf(rhs: { value: number; scaled: boolean }, segment: number): number {
  return rhs.scaled ? rhs.value * priceDivider(segment) : rhs.value;
}

/** Why the condition cannot be run (a 400's message), or its plan's parts. */
export function readCondition(
  condition: AlertCondition,
): { ok: false; message: string } | { ok: true; lhs: OperandPlan; rhs: RhsPlan } {
  const { implication } = condition.entry;
  const type = alertTypeOf(implication);
  if (condition.type !== type) {
    return fail(
      `type: a condition on the price alone is a price alert, one with an indicator an indicator alert; this one is ${type}`,
    );
  }
  const lhs = operandOf(implication.lhs, "lhs");
  if ("message" in lhs) return fail(lhs.message);
  let rhs: RhsPlan;
  if ("valueString" in implication.rhs) {
    const typed = implication.rhs.valueString.trim();
    const value = Number(typed);
    if (typed === "" || !Number.isFinite(value) || value <= 0)
      return fail(`entry.implication.rhs: ${conditionProblems.value}`);
    const line = lhs.kind === "study" ? lhs.line : "value";
    const indicator = implication.lhs.indicator;
    rhs = { kind: "value", value, scaled: !(levelLines[indicator]?.includes(line) ?? false) };
  } else {
    if (type === "price") return fail("entry.implication.rhs: a price alert compares the price with a value");
    const operand = operandOf(implication.rhs, "rhs");
    if ("message" in operand) return fail(operand.message);
    rhs = operand;
  }
  const entry = condition.entry;
  if (entry.action === undefined && (entry.targetProfitPercent ?? entry.stopLossPercent) !== undefined) {
    return fail("entry: a target or stop-loss percent needs an action (the order to place)");
  }
  return { ok: true, lhs, rhs };
}

/** The tokens an alert names, as instruments of the master (with the order checks an action needs). */
export function readTokens(
  condition: AlertCondition,
  instruments: InstrumentMaster,
): { ok: false; status: number; message: string } | { ok: true; tokens: PlanToken[] } {
  const seen = new Set<string>();
  const tokens: PlanToken[] = [];
  for (const given of condition.tokens) {
    const key = `${given.segment}:${given.token}`;
    if (seen.has(key)) return { ok: false, status: 400, message: `tokens: ${given.token} is listed twice` };
    seen.add(key);
    const instrument: Instrument | undefined = instruments.get(given.segment, given.token);
    if (instrument === undefined)
      return { ok: false, status: 404, message: `No instrument ${given.token} in segment ${given.segment}` };
    if (condition.entry.action !== undefined && isIndexKind(instrument.kind)) {
      return {
        ok: false,
        status: 400,
        message: `tokens: ${instrument.tradeSymbol} is an index, it cannot be ordered`,
      };
    }
    tokens.push({
      exchange: instrument.exchange,
      segment: instrument.segment,
      token: instrument.token,
      symbol: instrument.tradeSymbol,
    });
  }
  return { ok: true, tokens };
}

/** Why the execution window cannot be kept (a 400's message), if it cannot. */
export function executionProblem(execution: AlertCondition["execution"], now: number): string | undefined {
  const start = execution.startTime ?? now;
  if (execution.endTime === undefined) return undefined;
  if (execution.endTime <= start) return "execution.endTime: the end must be after the start";
  if (execution.endTime <= now) return "execution.endTime: the end must be in the future";
  return undefined;
}

const fail = (message: string) => ({ ok: false, message }) as const;

function operandOf(operand: AlertOperand, side: "lhs" | "rhs"): OperandPlan | { message: string } {
  const where = `entry.implication.${side}`;
  if (operand.indicator === "Price") {
    // The schema offers Price with one line, `value`.
    if (Object.keys(operand.params ?? {}).length > 0 || (operand.line ?? "value") !== "value")
      return { message: `${where}: Price has no parameters and one line, value` };
    return { kind: "price" };
  }
  const definition = indicatorOf(operand.indicator);
  const params: Record<string, number> = {};
  for (const [key, value] of Object.entries(operand.params ?? {})) {
    const parameter = definition.parameters.find((p) => p.key === key);
    if (parameter === undefined) {
      const keys = definition.parameters.map((p) => p.key).join(", ");
      return { message: `${where}.params: ${operand.indicator} has no parameter ${key} (it has ${keys})` };
    }
    const problem = parameterProblem(parameter, value);
    if (problem !== undefined) return { message: `${where}.params.${key}: ${problem}` };
  }
  for (const parameter of definition.parameters)
    params[parameter.key] = operand.params?.[parameter.key] ?? parameter.default;
  const line = operand.line ?? (definition.lines[0] as string);
  if (!definition.lines.includes(line)) {
    return {
      message: `${where}.line: ${operand.indicator} draws ${definition.lines.join(", ")}, not ${line}`,
    };
  }
  try {
    definition.create(params);
  } catch (error) {
    // A combination the engine refuses though each value is in bounds.
    return { message: `${where}.params: ${(error as Error).message}` };
  }
  const values = definition.parameters.map((p) => params[p.key]).join(",");
  return {
    kind: "study",
    key: `${operand.indicator}(${values})`,
    indicator: operand.indicator,
    params,
    line,
  };
}
