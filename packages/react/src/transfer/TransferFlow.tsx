import { formatRupees } from "@trade/core";
import {
  type StockToTransfer,
  type StockTransfer as TransferDone,
  transferAcknowledgement,
  transferError,
  transferSteps,
  transferTexts,
  transferToastTitles,
} from "@trade/core/transfer";
import { useState } from "react";
import { TableDialog } from "../trading/TableDialog.js";
import { Problem } from "../ui/Problem.js";
import { queryStatus } from "../widget.js";
import { noticeOf, noticeText, type TransferNotice } from "./notices.js";
import { useAddTransaction, useBeneficiaries, useTransferHoldings } from "./queries.js";
import { type Recipient, RecipientStep } from "./RecipientStep.js";
import { linesOf, StocksStep } from "./StocksStep.js";
import { PendingTransfers, stocksOf, useTransferCompletion } from "./TransferCompletion.js";
import { transferCss } from "./transferStyles.js";

const css = transferCss(".tk-transfer");

export interface StockTransferProps {
  /** Failures for the host's toast (spec 3 §8: 'Transaction Failed', 'Send OTP Failed', ...); shown inside without it. */
  onNotice?: (notice: TransferNotice) => void;
  /** Where beneficiaries are added (a link under the beneficiary list); left out, no link. */
  manageBeneficiariesHref?: string;
}

/**
 * Transfer stocks (spec 3 §2 /transfer-stocks/transfer, §4): three steps, Enter Beneficiary Details (Next), Select
 * your Stocks (Preview), Gift/Transfer your Stocks (Transfer); the acknowledgement modal, whose SUBMIT needs its box
 * checked; then the transaction's OTP and the EDIS check, after which the shares have left the holdings.
 *
 * @example
 * ```tsx
 * <StockTransfer manageBeneficiariesHref="/trade/transfer-stocks/manage-beneficaries" onNotice={toast} />
 * ```
 */
export function StockTransfer({ onNotice, manageBeneficiariesHref }: StockTransferProps) {
  const beneficiaries = useBeneficiaries();
  const boid = beneficiaries.data?.clientboid;
  const holdings = useTransferHoldings(boid);
  const add = useAddTransaction();
  const [step, setStep] = useState(0);
  const [recipient, setRecipient] = useState<Recipient>({ toboid: "", reasoncode: "", remark: "" });
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [acknowledging, setAcknowledging] = useState(false);
  const [done, setDone] = useState<TransferDone | undefined>(undefined);
  const [failure, setFailure] = useState<TransferNotice | undefined>(undefined);
  const notify = (notice: TransferNotice) => {
    setFailure(notice);
    onNotice?.(notice);
  };
  const completion = useTransferCompletion({
    onDone: (transfer) => {
      setDone(transfer);
      setFailure(undefined);
    },
    onNotice: notify,
  });

  const status =
    queryStatus(beneficiaries.error, beneficiaries.isPending, "your beneficiaries") ??
    queryStatus(holdings.error, holdings.isPending, "your holdings");
  const stocks: StockToTransfer[] = holdings.data?.holdings ?? [];
  const lines = linesOf(stocks, quantities);
  const beneficiary = beneficiaries.data?.beneficiaries.find((b) => b.beneficiaryboid === recipient.toboid);

  const submit = async () => {
    setAcknowledging(false);
    if (boid === undefined || holdings.data === undefined) return;
    const transfer = {
      ...recipient,
      executiondate: holdings.data.today,
      trandetails: lines.map(({ isin, qty, scripname, ltp }) => ({ isin, qty, scripname, ltp })),
    };
    try {
      await completion.complete(await add.mutateAsync({ fromboid: boid, transfer }));
    } catch (error) {
      notify(noticeOf(transferToastTitles.transaction, error));
    }
  };

  const restart = () => {
    setDone(undefined);
    setQuantities({});
    setStep(0);
  };

  return (
    <div className="tk-transfer">
      <style>{css}</style>
      <ol className="tk-steps">
        {transferSteps.map((s, index) => (
          <li
            key={s.title}
            aria-current={index === step && !done ? "step" : undefined}
            data-done={index < step || !!done}
          >
            {s.title}
          </li>
        ))}
      </ol>
      {holdings.data && !done ? (
        <PendingTransfers today={holdings.data.today} completion={completion} />
      ) : null}
      {onNotice ? null : <Problem>{noticeText(failure)}</Problem>}
      {status ??
        (done ? (
          <section className="tk-result" aria-live="polite">
            <h3>{transferTexts.done}</h3>
            <p>
              {stocksOf(done)} sent to {done.beneficiaryname} ({done.toboid}). Request {done.reqId}.
            </p>
            <div className="tk-foot">
              <button type="button" className="tk-btn-primary" onClick={restart}>
                Make another transfer
              </button>
            </div>
          </section>
        ) : step === 0 ? (
          <RecipientStep
            beneficiaries={beneficiaries.data?.beneficiaries ?? []}
            value={recipient}
            onChange={setRecipient}
            onNext={() => setStep(1)}
            manageBeneficiariesHref={manageBeneficiariesHref}
          />
        ) : step === 1 ? (
          <StocksStep
            stocks={stocks}
            quantities={quantities}
            onChange={setQuantities}
            onBack={() => setStep(0)}
            onPreview={() => setStep(2)}
          />
        ) : (
          <section aria-label={transferSteps[2].title}>
            <dl className="tk-summary">
              <dt>To</dt>
              <dd>
                {beneficiary?.beneficiaryname} ({recipient.toboid})
              </dd>
              <dt>From</dt>
              <dd>{boid}</dd>
              <dt>Stocks</dt>
              <dd>{lines.map((line) => `${line.qty} × ${line.scripname}`).join(", ")}</dd>
              <dt>Value</dt>
              <dd>{formatRupees(lines.reduce((sum, line) => sum + line.qty * line.ltp, 0))}</dd>
            </dl>
            <div className="tk-foot">
              <button type="button" onClick={() => setStep(1)}>
                Back
              </button>
              <button
                type="button"
                className="tk-btn-primary"
                disabled={add.isPending || completion.busy}
                onClick={() => setAcknowledging(transferError(lines) === undefined)}
              >
                {transferSteps[2].action}
              </button>
            </div>
          </section>
        ))}
      {acknowledging ? (
        <Acknowledgement onClose={() => setAcknowledging(false)} onSubmit={() => void submit()} />
      ) : null}
      {completion.dialogs}
    </div>
  );
}

/** The acknowledgement modal (spec 1 §2.6): SUBMIT is enabled once its box is checked. */
function Acknowledgement({ onClose, onSubmit }: { onClose: () => void; onSubmit: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <TableDialog title={transferAcknowledgement.title} onClose={onClose}>
      <label className="tk-check">
        <input
          type="checkbox"
          checked={checked}
          data-autofocus
          onChange={(event) => setChecked(event.target.checked)}
        />
        <span>{transferAcknowledgement.checkbox}</span>
      </label>
      <div className="tk-dialog-foot">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="tk-btn-primary" disabled={!checked} onClick={onSubmit}>
          {transferAcknowledgement.submit}
        </button>
      </div>
    </TableDialog>
  );
}
