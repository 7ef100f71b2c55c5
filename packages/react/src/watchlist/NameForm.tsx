import { type FormEvent, useState } from "react";

/** A one-field form for a name (letters and digits: the rules answer the spec's message). Escape cancels. */
export function NameForm({
  label,
  submitLabel,
  initial = "",
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit(name.trim());
  };
  return (
    <form className="tk-wl-form" onSubmit={submit}>
      <input
        aria-label={label}
        value={name}
        maxLength={40}
        autoFocus={onCancel !== undefined}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && onCancel) {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <button type="submit">{submitLabel}</button>
      {onCancel ? (
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </form>
  );
}
