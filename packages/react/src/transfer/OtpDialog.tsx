import { type DisOtpType, transferMessages } from "@trade/core/transfer";
import { type FormEvent, useState } from "react";
import { TableDialog } from "../trading/TableDialog.js";
import { useSendDisOtp, useVerifyDisOtp } from "./queries.js";

/**
 * The OTP of a beneficiary or a transaction (spec 3 §4): the OTP sent when the dialog opened, six digits typed,
 * 'Incorrect OTP' in the field when it is wrong (spec 3 §8), and a way to send it again. `onVerified` hears the
 * request's new status code.
 */
export function OtpDialog({
  reqId,
  type,
  title,
  onVerified,
  onClose,
}: {
  reqId: string;
  type: DisOtpType;
  title: string;
  onVerified: (scode: number) => void;
  onClose: () => void;
}) {
  const send = useSendDisOtp();
  const verify = useVerifyDisOtp();
  const [otp, setOtp] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState<string | undefined>(undefined);

  const resend = async () => {
    try {
      setSent((await send.mutateAsync({ reqId, type })).message);
      setProblem(undefined);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(otp)) {
      setProblem(transferMessages.incorrectOtp);
      return;
    }
    try {
      onVerified((await verify.mutateAsync({ reqId, type, otp })).scode);
    } catch (error) {
      const status = (error as { status?: number }).status;
      setProblem(status === 400 ? transferMessages.incorrectOtp : (error as Error).message);
    }
  };

  return (
    <TableDialog title={title} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="tk-otp">
        <p>{sent ?? "An OTP has been sent to your registered mobile number."}</p>
        <div className="tk-field">
          <label htmlFor={`tk-otp-${reqId}`}>Enter OTP</label>
          <input
            id={`tk-otp-${reqId}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            data-autofocus
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? `tk-otp-${reqId}-problem` : undefined}
            onChange={(event) => {
              setOtp(event.target.value.replace(/\D/g, ""));
              setProblem(undefined);
            }}
          />
          {problem ? (
            <p className="tk-problem" id={`tk-otp-${reqId}-problem`} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="tk-dialog-foot">
          <button type="button" onClick={() => void resend()} disabled={send.isPending}>
            Resend OTP
          </button>
          <button type="submit" className="tk-btn-primary" disabled={verify.isPending}>
            Verify
          </button>
        </div>
      </form>
    </TableDialog>
  );
}
