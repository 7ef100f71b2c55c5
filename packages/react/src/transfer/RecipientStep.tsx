import {
  type Beneficiary,
  beneficiaryStateOf,
  transferLimits,
  transferMessages,
  transferSteps,
  transferTexts,
} from "@trade/core/transfer";
import { type FormEvent, useId, useState } from "react";
import { useTransferReasons } from "./queries.js";

/** Who the stocks go to and why: the first step's answers. */
export interface Recipient {
  toboid: string;
  reasoncode: string;
  remark: string;
}

/** Step 1, Enter Beneficiary Details: an active beneficiary, the reason, a remark; Next checks the mandatory ones. */
export function RecipientStep({
  beneficiaries,
  value,
  onChange,
  onNext,
  manageBeneficiariesHref,
}: {
  beneficiaries: Beneficiary[];
  value: Recipient;
  onChange: (value: Recipient) => void;
  onNext: () => void;
  manageBeneficiariesHref: string | undefined;
}) {
  const id = useId();
  const reasons = useTransferReasons();
  const [errors, setErrors] = useState<Partial<Record<keyof Recipient, string>>>({});
  const active = beneficiaries.filter((b) => beneficiaryStateOf(b.scode) === "active");
  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(value.toboid === "" ? { toboid: transferMessages.mandatory } : {}),
      ...(value.reasoncode === "" ? { reasoncode: transferMessages.mandatory } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onNext();
  };
  const set = (field: keyof Recipient) => (text: string) => {
    onChange({ ...value, [field]: text });
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const problem = (field: keyof Recipient) =>
    errors[field] ? (
      <p className="tk-problem" id={`${id}-${field}-problem`}>
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof Recipient) => ({
    "aria-invalid": errors[field] !== undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-problem` : undefined,
  });

  return (
    <form onSubmit={next} noValidate aria-label={transferSteps[0].title}>
      {active.length === 0 ? (
        <p className="tk-note">
          {beneficiaries.length === 0 ? transferTexts.noBeneficiaries : transferTexts.noActiveBeneficiaries}
          {manageBeneficiariesHref ? (
            <>
              {" "}
              <a href={manageBeneficiariesHref}>Manage beneficiaries</a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="tk-form">
        <div className="tk-field">
          <label htmlFor={`${id}-toboid`}>Beneficiary</label>
          <select
            id={`${id}-toboid`}
            value={value.toboid}
            onChange={(e) => set("toboid")(e.target.value)}
            {...described("toboid")}
          >
            <option value="">Select a beneficiary</option>
            {active.map((b) => (
              <option key={b.reqId} value={b.beneficiaryboid}>
                {b.beneficiaryname} · {b.beneficiaryboid}
              </option>
            ))}
          </select>
          {problem("toboid")}
        </div>
        <div className="tk-field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <select
            id={`${id}-reason`}
            value={value.reasoncode}
            onChange={(e) => set("reasoncode")(e.target.value)}
            {...described("reasoncode")}
          >
            <option value="">Select a reason</option>
            {(reasons.data ?? []).map((r) => (
              <option key={r.code} value={r.code}>
                {r.description}
              </option>
            ))}
          </select>
          {problem("reasoncode")}
        </div>
        <div className="tk-field">
          <label htmlFor={`${id}-remark`}>Remark (optional)</label>
          <input
            id={`${id}-remark`}
            value={value.remark}
            maxLength={transferLimits.remarkLength}
            onChange={(e) => set("remark")(e.target.value)}
          />
        </div>
      </div>
      <div className="tk-foot">
        {manageBeneficiariesHref && active.length > 0 ? (
          <a href={manageBeneficiariesHref}>Manage beneficiaries</a>
        ) : null}
        <span className="tk-spacer" />
        <button type="submit" className="tk-btn-primary">
          {transferSteps[0].action}
        </button>
      </div>
    </form>
  );
}
