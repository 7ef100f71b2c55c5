import { formatIstDayTime } from "@trade/core";
import {
  type Beneficiary,
  beneficiaryLabelOf,
  beneficiaryStateOf,
  transferStepCodes,
  transferTexts,
} from "@trade/core/transfer";
import { useState } from "react";
import { Problem } from "../ui/Problem.js";
import { statusBadge } from "../ui/statusBadge.js";
import { queryStatus } from "../widget.js";
import { AddBeneficiary } from "./AddBeneficiary.js";
import { noticeText, sendOtpNotice, type TransferNotice } from "./notices.js";
import { OtpDialog } from "./OtpDialog.js";
import { useBeneficiaries, useSendDisOtp } from "./queries.js";
import { transferCss } from "./transferStyles.js";

const css = transferCss(".tk-beneficiaries");
const tone = { inProcess: "pending", active: "complete", rejected: "rejected" } as const;
const columns = "minmax(140px,1.4fr) 150px 70px 90px 110px 150px 170px";

/** A beneficiary's status as a badge: the spec's '20H LEFT TO TRANSFER' while in process. */
export const beneficiaryBadge = (scode: number) =>
  statusBadge(tone[beneficiaryStateOf(scode) ?? "rejected"], beneficiaryLabelOf(scode));

export interface ManageBeneficiariesProps {
  /** Failures for the host's toast ('Add Beneficiary Failed', 'Send OTP Failed', ...); shown in the widget without it. */
  onNotice?: (notice: TransferNotice) => void;
}

/**
 * Manage beneficiaries (spec 3 §2 /transfer-stocks/manage-beneficaries): the beneficiaries with their status (in
 * process '20H LEFT TO TRANSFER', active, rejected), and the form that adds one with its OTP.
 *
 * @example
 * ```tsx
 * <ManageBeneficiaries onNotice={(n) => toast(n.title, n.message)} />
 * ```
 */
export function ManageBeneficiaries({ onNotice }: ManageBeneficiariesProps) {
  const list = useBeneficiaries();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<TransferNotice | undefined>(undefined);
  const notify = onNotice ?? setNotice;
  const status = queryStatus(list.error, list.isPending, "your beneficiaries");
  return (
    <div className="tk-beneficiaries">
      <style>{css}</style>
      <div className="tk-bar">
        <h3>Beneficiaries</h3>
        <span className="tk-spacer" />
        <button type="button" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
          {adding ? "Close" : "+ Add beneficiary"}
        </button>
      </div>
      <Problem>{noticeText(notice)}</Problem>
      {adding ? <AddBeneficiary onNotice={notify} onAdded={() => setAdding(false)} /> : null}
      {status ?? <BeneficiaryTable beneficiaries={list.data?.beneficiaries ?? []} onNotice={notify} />}
    </div>
  );
}

/** The beneficiaries; one still waiting for its OTP (101) can have it sent again and verified. */
function BeneficiaryTable({
  beneficiaries,
  onNotice,
}: {
  beneficiaries: Beneficiary[];
  onNotice: (notice: TransferNotice) => void;
}) {
  const send = useSendDisOtp();
  const [verifying, setVerifying] = useState<string | undefined>(undefined);
  if (beneficiaries.length === 0) return <p className="tk-empty">{transferTexts.noBeneficiaries}</p>;
  const verify = async (reqId: string) => {
    try {
      await send.mutateAsync({ reqId, type: "beneficiary" });
      setVerifying(reqId);
    } catch (error) {
      onNotice(sendOtpNotice(error));
    }
  };
  return (
    <div className="tk-table" role="table" aria-label="Beneficiaries">
      <div role="row" className="tk-head" style={{ gridTemplateColumns: columns }}>
        {["Name", "BOID", "Depository", "DP ID", "PAN", "Added", "Status"].map((h) => (
          <span role="columnheader" key={h}>
            {h}
          </span>
        ))}
      </div>
      {beneficiaries.map((b) => (
        <div role="row" className="tk-body-row" key={b.reqId} style={{ gridTemplateColumns: columns }}>
          <span role="cell" className="tk-sym">
            {b.beneficiaryname}
          </span>
          <span role="cell" className="tk-num" style={{ textAlign: "left" }}>
            {b.beneficiaryboid}
          </span>
          <span role="cell">{b.depository}</span>
          <span role="cell">{b.dpid}</span>
          <span role="cell">{b.pan}</span>
          <span role="cell" className="tk-muted">
            {formatIstDayTime(b.addedAt)}
          </span>
          <span role="cell" className="tk-actions" style={{ justifyContent: "flex-start" }}>
            {beneficiaryBadge(b.scode)}
            {b.scode === transferStepCodes.beneficiaryAwaitingOtp ? (
              <button
                type="button"
                onClick={() => void verify(b.reqId)}
                aria-label={`Verify ${b.beneficiaryname}`}
              >
                Verify
              </button>
            ) : null}
          </span>
        </div>
      ))}
      {verifying ? (
        <OtpDialog
          reqId={verifying}
          type="beneficiary"
          title="Verify beneficiary"
          onClose={() => setVerifying(undefined)}
          onVerified={() => setVerifying(undefined)}
        />
      ) : null}
    </div>
  );
}
