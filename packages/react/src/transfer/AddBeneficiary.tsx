import {
  type BeneficiaryErrors,
  type BeneficiaryInput,
  beneficiaryErrors,
  depositories,
  transferToastTitles,
} from "@trade/core/transfer";
import { type FormEvent, useId, useState } from "react";
import { noticeOf, sendOtpNotice, type TransferNotice } from "./notices.js";
import { OtpDialog } from "./OtpDialog.js";
import { useAddBeneficiary, useSendDisOtp } from "./queries.js";

const blank: Required<BeneficiaryInput> = {
  name: "",
  depository: "CDSL",
  boid: "",
  confirmBoid: "",
  dpid: "",
  pan: "",
};
const labels: Record<keyof BeneficiaryInput, string> = {
  name: "Beneficiary name",
  depository: "Depository",
  boid: "Beneficiary BOID",
  confirmBoid: "Confirm beneficiary BOID",
  dpid: "DP ID",
  pan: "PAN",
};

/**
 * The beneficiary form (spec 3 §3, §5): name, depository, BOID typed twice, DP ID and PAN, checked field by field with
 * the spec's words; then the OTP (type beneficiary). Failures go to `onNotice` ('Add Beneficiary Failed', 'Send OTP
 * Failed'). `onAdded` hears the new beneficiary's status code once its OTP is verified.
 */
export function AddBeneficiary({
  onAdded,
  onNotice,
}: {
  onAdded?: (scode: number) => void;
  onNotice: (notice: TransferNotice) => void;
}) {
  const id = useId();
  const add = useAddBeneficiary();
  const send = useSendDisOtp();
  const [input, setInput] = useState(blank);
  const [errors, setErrors] = useState<BeneficiaryErrors>({});
  const [awaiting, setAwaiting] = useState<string | undefined>(undefined);

  const set = (field: keyof BeneficiaryInput) => (value: string) => {
    setInput((typed) => ({ ...typed, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = beneficiaryErrors(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    let reqId: string;
    try {
      reqId = (await add.mutateAsync(input)).beneficiary.reqId;
    } catch (error) {
      const fields = (error as { body?: { data?: { errors?: BeneficiaryErrors } } }).body?.data?.errors ?? {};
      setErrors(fields);
      onNotice(noticeOf(transferToastTitles.addBeneficiary, error));
      return;
    }
    try {
      await send.mutateAsync({ reqId, type: "beneficiary" });
      setAwaiting(reqId);
    } catch (error) {
      onNotice(sendOtpNotice(error));
    }
  };

  const field = (name: keyof BeneficiaryInput, extra: { inputMode?: "numeric"; maxLength?: number } = {}) => (
    <div className="tk-field">
      <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
      {name === "depository" ? (
        <select id={`${id}-${name}`} value={input.depository} onChange={(e) => set(name)(e.target.value)}>
          {depositories.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      ) : (
        <input
          id={`${id}-${name}`}
          value={input[name]}
          autoComplete="off"
          aria-invalid={errors[name] !== undefined}
          aria-describedby={errors[name] ? `${id}-${name}-problem` : undefined}
          onChange={(e) => set(name)(name === "name" ? e.target.value : e.target.value.toUpperCase())}
          {...extra}
        />
      )}
      {errors[name] ? (
        <p className="tk-problem" id={`${id}-${name}-problem`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <>
      <form
        className="tk-add"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Add beneficiary"
      >
        <div className="tk-form">
          {field("name", { maxLength: 60 })}
          {field("depository")}
          {field("boid", { maxLength: 16 })}
          {field("confirmBoid", { maxLength: 16 })}
          {field("dpid", { maxLength: 8 })}
          {field("pan", { maxLength: 10 })}
        </div>
        <div className="tk-foot">
          <button type="submit" className="tk-btn-primary" disabled={add.isPending || send.isPending}>
            Add beneficiary
          </button>
        </div>
      </form>
      {awaiting ? (
        <OtpDialog
          reqId={awaiting}
          type="beneficiary"
          title="Verify beneficiary"
          onClose={() => setAwaiting(undefined)}
          onVerified={(scode) => {
            setAwaiting(undefined);
            setInput(blank);
            onAdded?.(scode);
          }}
        />
      ) : null}
    </>
  );
}
