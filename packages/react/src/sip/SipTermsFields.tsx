import type { SipFrequency, SipOrderType, SipProblem } from "@trade/core/sip";
import { sipFrequencyLabels } from "@trade/core/sip";
import { SegmentedRadios } from "../ui/Segmented.js";
import { formatSipDate, type SipDraft, sipScheduleText, upcomingSipDates } from "./sipForm.js";

const orderTypes: readonly [SipOrderType, string][] = [
  ["QTY", "Quantity"],
  ["AMOUNT", "Amount"],
];
const frequencies = Object.entries(sipFrequencyLabels) as [SipFrequency, string][];

/** A row of radio buttons drawn as one segmented control. */
function Choice<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [Value, string])[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="tk-sip-choice">
      <legend>{legend}</legend>
      <span className="tk-segmented">
        <SegmentedRadios name={name} value={value} options={options} onChange={onChange} />
      </span>
    </fieldset>
  );
}

/**
 * The terms of a SIP: by quantity or by amount, the value, the frequency, the start and end dates, when the
 * instalments fall and the next three dates by core's calendar, and the rules' problem under them (its field marked).
 * `fixedStart`: the start date is shown, not edited (a modification).
 */
export function SipTermsFields({
  id,
  draft,
  onChange,
  problem,
  today,
  fixedStart = false,
}: {
  id: string;
  draft: SipDraft;
  onChange: (change: Partial<SipDraft>) => void;
  problem: SipProblem | undefined;
  today: string;
  fixedStart?: boolean;
}) {
  const invalid = (field: string) =>
    problem?.field === field ? { "aria-invalid": true, "aria-describedby": `${id}-problem` } : {};
  const terms = {
    frequency: draft.frequency,
    start_date: draft.startDate,
    end_date: draft.endDate === "" ? null : draft.endDate,
  };
  const upcoming = upcomingSipDates(terms, today);
  return (
    <div className="tk-sip-fields">
      <Choice
        legend="Invest by"
        name={`${id}-type`}
        options={orderTypes}
        value={draft.orderType}
        onChange={(orderType) => onChange({ orderType })}
      />
      <label className="tk-sip-field">
        <span>{draft.orderType === "QTY" ? "Quantity (shares)" : "Amount (₹)"}</span>
        <input
          name="order_value"
          inputMode={draft.orderType === "QTY" ? "numeric" : "decimal"}
          autoComplete="off"
          value={draft.value}
          onChange={(event) => onChange({ value: event.target.value })}
          {...invalid("order_value")}
        />
      </label>
      <Choice
        legend="Frequency"
        name={`${id}-frequency`}
        options={frequencies}
        value={draft.frequency}
        onChange={(frequency) => onChange({ frequency })}
      />
      <div className="tk-sip-dates">
        <label className="tk-sip-field">
          <span>Start date</span>
          <input
            type="date"
            name="start_date"
            value={draft.startDate}
            min={fixedStart ? undefined : today}
            readOnly={fixedStart}
            onChange={(event) => onChange({ startDate: event.target.value })}
            {...invalid("start_date")}
          />
        </label>
        <label className="tk-sip-field">
          <span>End date (optional)</span>
          <input
            type="date"
            name="end_date"
            value={draft.endDate}
            min={draft.startDate}
            onChange={(event) => onChange({ endDate: event.target.value })}
            {...invalid("end_date")}
          />
        </label>
      </div>
      <p className="tk-sip-schedule">
        <span>{sipScheduleText(draft.frequency, draft.startDate)}</span>
        {upcoming.length > 0 ? (
          <span>
            Next instalments: <output>{upcoming.map(formatSipDate).join(", ")}</output>
          </span>
        ) : null}
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="tk-sip-problem">
          {problem.message}
        </p>
      ) : null}
    </div>
  );
}
