import type { OrderForm } from "../orderPadState.js";
import type { OrderPadController } from "./useOrderPad.js";

/** A text field of the form, marked invalid (and pointing at the message) when the rules' problem names it. */
export function PadField({
  pad,
  name,
  label,
  disabled = false,
}: {
  pad: OrderPadController;
  name: keyof OrderForm;
  label: string;
  disabled?: boolean;
}) {
  const invalid = pad.invalid(name);
  return (
    <label className="tk-op-field">
      <span>{label}</span>
      <input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        value={disabled ? "" : (pad.form[name] as string)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${pad.id}-problem` : undefined}
        onChange={(event) => pad.change({ [name]: event.target.value } as Partial<OrderForm>)}
      />
    </label>
  );
}
