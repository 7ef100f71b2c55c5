import { amountInput, quickAmounts } from "@trade/core/funds";
import { useId } from "react";

/**
 * The amount field of add funds and withdraw (spec 3 §5): ₹ before it, digits and up to 2 decimals kept as typed,
 * leading zeros flagged by the caller's problem line; quick amounts prefill it.
 */
export function AmountField({
  label,
  value,
  onChange,
  problem,
  quick,
  production = true,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The line under the field (the spec's message), tied to it for screen readers. */
  problem: string | undefined;
  /** Offer the quick amounts. */
  quick?: boolean;
  production?: boolean;
}) {
  const id = useId();
  return (
    <div className="tk-funds-amount">
      <label htmlFor={`${id}-amount`}>{label}</label>
      <div className="tk-funds-amount-box">
        <span aria-hidden="true">₹</span>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          aria-invalid={problem !== undefined}
          aria-describedby={problem === undefined ? undefined : `${id}-problem`}
          onChange={(event) => onChange(amountInput(event.target.value).text)}
        />
      </div>
      {quick ? (
        <fieldset className="tk-funds-quick">
          <legend className="tk-visually-hidden">Quick amounts</legend>
          {quickAmounts(production).map((rupees) => (
            <button key={rupees} type="button" onClick={() => onChange(String(rupees))}>
              +₹{rupees.toLocaleString("en-IN")}
            </button>
          ))}
        </fieldset>
      ) : null}
      {problem === undefined ? null : (
        <p id={`${id}-problem`} className="tk-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
