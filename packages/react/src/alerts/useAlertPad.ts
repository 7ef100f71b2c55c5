import {
  type Alert,
  type AlertIndicator,
  alertFailures,
  alertToasts,
  noIndicatorsOnChart,
  noSupportedIndicators,
} from "@trade/core/alerts";
import { type FormEvent, useId, useMemo, useState } from "react";
import {
  type AlertForm,
  type AlertStock,
  alertFormOf,
  blankAlertForm,
  conditionOf,
  padIndicators,
  padProblem,
  type SchemaIndicator,
} from "./alertForm.js";
import { useAlertSchema, useCreateAlert, useUpdateAlert } from "./hooks.js";
import type { AlertPreset } from "./presets.js";

/** What the pad reports for the host's toast: 'Alert Created' and its text, 'Alert Updated', or a failure. */
export interface AlertNotice {
  title: string;
  message: string;
  ok: boolean;
}

export interface AlertPadOptions {
  stocks?: AlertStock[] | undefined;
  alert?: Alert | undefined;
  chartIndicators?: readonly AlertIndicator[] | undefined;
  units?: number | undefined;
  onSaved?: ((notice: AlertNotice) => void) | undefined;
}

/** The alert pad's state: the form, the schema it offers, its problem, and the create or update call. */
export function useAlertPad({ stocks = [], alert, chartIndicators, units = 1, onSaved }: AlertPadOptions) {
  const id = useId();
  const schemaQuery = useAlertSchema();
  const schema: SchemaIndicator[] = useMemo(
    () => padIndicators(schemaQuery.data?.indicators ?? []),
    [schemaQuery.data],
  );
  const fresh = () => (alert ? alertFormOf(alert, schema) : blankAlertForm(stocks, units));
  const [form, setForm] = useState<AlertForm>(fresh);
  const [filled, setFilled] = useState(alert === undefined);
  // An edited alert's parameters are filled once the schema is known (its defaults for those it left out).
  if (!filled && schemaQuery.data) {
    setFilled(true);
    setForm(fresh());
  }
  const [saved, setSaved] = useState<AlertNotice | undefined>();
  const [failure, setFailure] = useState<AlertNotice | undefined>();
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const busy = create.isPending || update.isPending;

  /** Indicator-on-chart mode offers only the chart's indicators on the left; with none, the spec's words say why. */
  const lhsOptions =
    chartIndicators === undefined ? schema : schema.filter((entry) => chartIndicators.includes(entry.name));
  const chartProblem =
    chartIndicators === undefined || lhsOptions.length > 0
      ? undefined
      : chartIndicators.length === 0
        ? noIndicatorsOnChart
        : noSupportedIndicators;

  const change = (patch: Partial<AlertForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setFailure(undefined);
  };
  const applyPreset = (preset: AlertPreset) =>
    change({
      ...preset.form,
      name: preset.name,
      preset: {
        cardId: preset.cardId,
        description: preset.description,
        indicatorCategory: preset.indicatorCategory,
      },
    });
  const reset = () => {
    setForm(blankAlertForm(alert ? alert.tokens : stocks, units));
    setSaved(undefined);
    setFailure(undefined);
  };

  const problem = padProblem(form, schema);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem !== undefined || busy) return;
    const condition = conditionOf(form, schema);
    try {
      if (alert) {
        await update.mutateAsync({ alertId: alert.alertId, condition });
        const notice = { title: alertToasts.updated.title, message: condition.name, ok: true };
        setSaved(notice);
        onSaved?.(notice);
      } else {
        await create.mutateAsync(condition);
        const notice = { ...alertToasts.created, ok: true };
        setSaved(notice);
        onSaved?.(notice);
      }
    } catch (error) {
      setFailure({ title: alertFailures.create, message: (error as Error).message, ok: false });
    }
  };

  return {
    id,
    form,
    change,
    schema,
    schemaQuery,
    lhsOptions,
    chartProblem,
    problem,
    busy,
    saved,
    failure,
    editing: alert !== undefined,
    applyPreset,
    reset,
    submit,
  };
}

export type AlertPadController = ReturnType<typeof useAlertPad>;
