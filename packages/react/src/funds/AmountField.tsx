import { amountInput, amountPaise, quickAmounts } from "@trade/core/funds";
import { type FormEvent, useId, useState } from "react";

/**
 * An amount form's state (withdraw, create block): the amount typed and its problem, which typing clears (`field`
 * goes to `AmountField`). `submit` checks the amount in the rules' words, then sends it in paise; once sent the field
 * empties, a refusal shows as the problem. `send` answers undefined when there is nothing to send it with.
 */
export function useAmountForm(
  check: (amount: string) => string | undefined,
  send: (paise: number) => Promise<unknown> | undefined,
) {
  const [amount, setAmount] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(amount);
    setProblem(found);
    if (found !== undefined) return;
    const sending = send(amountPaise(amount) as number);
    if (sending === undefined) return;
    try {
      await sending;
      setAmount("");
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const field = {
    value: amount,
    problem,
    onChange: (text: string) => {
      setAmount(text);
      setProblem(undefined);
    },
  };
  return { setAmount, submit, field };
}

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
