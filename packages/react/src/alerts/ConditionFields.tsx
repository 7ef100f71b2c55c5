import type { AlertIndicator, AlertOperator } from "@trade/core/alerts";
import { NativeSelect } from "../ui/NativeSelect.js";
import { Segmented } from "../ui/Segmented.js";
import { type SchemaIndicator, type SideForm, sideWith } from "./alertForm.js";
import { operatorLabels } from "./texts.js";
import type { AlertPadController } from "./useAlertPad.js";

/** The condition: the left side, the operator, and the right side (a value, or an indicator). */
export function ConditionFields({
  pad,
  operators,
}: {
  pad: AlertPadController;
  operators: readonly AlertOperator[];
}) {
  const { form, change, id, schema } = pad;
  return (
    <fieldset className="tk-alert-box">
      <legend>Condition</legend>
      <SideFields
        label="Left side"
        side={form.lhs}
        options={pad.lhsOptions}
        schema={schema}
        onChange={(lhs) => change({ lhs })}
      />
      <div className="tk-alert-row">
        <label className="tk-field">
          <span>Operator</span>
          <select
            value={form.operator}
            onChange={(event) => change({ operator: event.target.value as AlertOperator | "" })}
          >
            <option value="">Select</option>
            {operators.map((operator) => (
              <option key={operator} value={operator}>
                {operatorLabels[operator]}
              </option>
            ))}
          </select>
        </label>
        <Segmented
          name={`${id}-rhs`}
          legend="Compare with"
          className="tk-alert-kind"
          value={form.rhsKind}
          options={[
            ["value", "Fixed value"],
            ["indicator", "Indicator"],
          ]}
          onChange={(rhsKind) => change({ rhsKind })}
        />
        {form.rhsKind === "value" ? (
          <label className="tk-field tk-value">
            <span>Value</span>
            <input
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              value={form.value}
              onChange={(event) => change({ value: event.target.value })}
            />
          </label>
        ) : null}
      </div>
      {form.rhsKind === "indicator" ? (
        <SideFields
          label="Right side"
          side={form.rhs}
          options={schema}
          schema={schema}
          onChange={(rhs) => change({ rhs })}
        />
      ) : null}
    </fieldset>
  );
}

/** One side: its indicator, its parameters, and which of its lines when it draws several. */
function SideFields({
  label,
  side,
  options,
  schema,
  onChange,
}: {
  label: string;
  side: SideForm;
  options: readonly SchemaIndicator[];
  schema: readonly SchemaIndicator[];
  onChange: (side: SideForm) => void;
}) {
  const found = schema.find((entry) => entry.name === side.indicator);
  return (
    <div className="tk-alert-row">
      <label className="tk-field">
        <span>{label}</span>
        <select
          value={side.indicator}
          onChange={(event) => onChange(sideWith(event.target.value as AlertIndicator | "", schema))}
        >
          <option value="">Select</option>
          {options.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      {found && found.lines.length > 1 ? (
        <label className="tk-field">
          <span>Line</span>
          <NativeSelect
            value={side.line}
            options={found.lines}
            onChange={(line) => onChange({ ...side, line })}
          />
        </label>
      ) : null}
      {(found?.parameters ?? []).map((parameter) => (
        <label key={parameter.key} className="tk-field tk-param">
          <span>{parameter.label}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            aria-label={`${parameter.label} of ${side.indicator} (${label.toLowerCase()})`}
            value={side.params[parameter.key] ?? ""}
            onChange={(event) =>
              onChange({ ...side, params: { ...side.params, [parameter.key]: event.target.value } })
            }
          />
        </label>
      ))}
    </div>
  );
}
