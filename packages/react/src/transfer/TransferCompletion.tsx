import { istParts } from "@trade/core";
import { deliveryVerificationTitle } from "@trade/core/edis";
import {
  type StockTransfer,
  type TranDetail,
  transferErrorCodes,
  transferExpiresAt,
  transferNextStepOf,
  transferTexts,
  transferToastTitles,
} from "@trade/core/transfer";
import { type ReactNode, useState } from "react";
import { DeliveryVerification } from "../edis/DeliveryVerification.js";
import { TableDialog } from "../trading/TableDialog.js";
import { sendOtpNotice, type TransferNotice } from "./notices.js";
import { OtpDialog } from "./OtpDialog.js";
import { useCheckEdis, useSendDisOtp, useTransferHistory } from "./queries.js";

/** A transfer to finish: its request id, where it stopped (its status code) and its stocks. */
export type UnfinishedTransfer = Pick<StockTransfer, "reqId" | "scode"> & {
  trandetails: readonly TranDetail[];
};

export interface TransferCompletion {
  /**
   * Finish `transfer` from where it stopped (spec 3 §4): waiting for its OTP, the OTP is sent and asked for; then the
   * EDIS check, which, while the depository waits for the client's delivery instruction (DEMO04), opens the CDSL
   * verification on its stocks and checks again once approved.
   */
  complete: (transfer: UnfinishedTransfer) => Promise<void>;
  /** An OTP being sent or an EDIS check running. */
  busy: boolean;
  /** The OTP dialog or the CDSL verification, while one is open: render it in the widget. */
  dialogs: ReactNode;
}

/**
 * The last steps of a transfer, shared by the 3-step flow (right after the acknowledgement) and the transactions page
 * (a pending transfer resumed): the transaction's OTP, then the EDIS check. `onDone` hears the completed transfer;
 * failures go to `onNotice` with the spec's titles (spec 3 §8: 'Send OTP Failed', 'Transaction Failed' with the EDIS
 * check's code and message).
 */
export function useTransferCompletion({
  onDone,
  onNotice,
}: {
  onDone: (transfer: StockTransfer) => void;
  onNotice: (notice: TransferNotice) => void;
}): TransferCompletion {
  const send = useSendDisOtp();
  const edis = useCheckEdis();
  const [otpFor, setOtpFor] = useState<UnfinishedTransfer | undefined>(undefined);
  const [verifying, setVerifying] = useState<UnfinishedTransfer | undefined>(undefined);

  const check = async (transfer: UnfinishedTransfer) => {
    setOtpFor(undefined);
    try {
      onDone(await edis.mutateAsync(transfer.reqId));
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      // A POA client without DDPI (spec 3 §5): the EDIS check waits for the depository; the verification opens on it.
      if (code === transferErrorCodes.edis) {
        setVerifying(transfer);
        return;
      }
      onNotice({ title: transferToastTitles.transaction, message: `${code ?? ""} ${message}`.trim() });
    }
  };

  const complete = async (transfer: UnfinishedTransfer) => {
    if (transferNextStepOf(transfer.scode) === "edis") return check(transfer);
    try {
      await send.mutateAsync({ reqId: transfer.reqId, type: "transaction" });
      setOtpFor(transfer);
    } catch (error) {
      onNotice(sendOtpNotice(error));
    }
  };

  const dialogs = (
    <>
      {verifying ? (
        <TableDialog title={deliveryVerificationTitle} onClose={() => setVerifying(undefined)}>
          <DeliveryVerification
            instructions={verifying.trandetails.map((line) => ({ isin: line.isin, quantity: line.qty }))}
            flowType="transfer"
            names={Object.fromEntries(verifying.trandetails.map((line) => [line.isin, line.scripname]))}
            onVerified={() => {
              setVerifying(undefined);
              void check(verifying);
            }}
            onCancel={() => setVerifying(undefined)}
          />
        </TableDialog>
      ) : null}
      {otpFor ? (
        <OtpDialog
          reqId={otpFor.reqId}
          type="transaction"
          title="Verify transfer"
          onClose={() => setOtpFor(undefined)}
          onVerified={() => void check(otpFor)}
        />
      ) : null}
    </>
  );
  return { complete, busy: send.isPending || edis.isPending, dialogs };
}

/** A transfer's stocks, "1 × INFY, 2 × TCS". */
export const stocksOf = (t: { trandetails: readonly TranDetail[] }) =>
  t.trandetails.map((line) => `${line.qty} × ${line.scripname}`).join(", ");

/** 'Complete by HH:MM' (IST): when a pending transfer's window closes. */
export const completeByOf = (t: Pick<StockTransfer, "createdAt">) => {
  const { hour, minute } = istParts(transferExpiresAt(t.createdAt));
  return `${transferTexts.completeBy} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
};

/** The Complete action of a pending transfer. */
export const CompleteButton = ({
  transfer,
  completion,
}: {
  transfer: StockTransfer;
  completion: TransferCompletion;
}) => (
  <button
    type="button"
    className="tk-btn-primary"
    disabled={completion.busy}
    aria-label={`${transferTexts.complete} the transfer to ${transfer.beneficiaryname}`}
    onClick={() => void completion.complete(transfer)}
  >
    {transferTexts.complete}
  </button>
);

/**
 * The transfers made `today` and still waiting (spec 3 §4: one blocks new transfers that day), each with what it waits
 * for, when its window closes, and Complete: shown above the 3-step flow so a transfer left at its OTP is picked up
 * where it stopped.
 */
export function PendingTransfers({ today, completion }: { today: string; completion: TransferCompletion }) {
  const history = useTransferHistory({ startdate: today, enddate: today });
  return (history.data?.pending ?? []).map((t) => (
    <p className="tk-note tk-pending" key={t.reqId}>
      <span>
        {transferTexts.pendingTransfer} {stocksOf(t)} to {t.beneficiaryname}{" "}
        {transferTexts.waitingFor[transferNextStepOf(t.scode) ?? "otp"]}. {completeByOf(t)}.
      </span>
      <CompleteButton transfer={t} completion={completion} />
    </p>
  ));
}
