import { formatRupees } from "@trade/core";
import {
  amountText,
  cancelWithdrawalConfirm,
  fundsTone,
  nothingToWithdrawMessage,
  type Withdrawal,
  withdrawAmountProblem,
} from "@trade/core/funds";
import { useState } from "react";
import { ConfirmDialog } from "../trading/TableDialog.js";
import { Problem } from "../ui/Problem.js";
import { queryStatus } from "../widget.js";
import { AmountField, useAmountForm } from "./AmountField.js";
import { amountConfirm } from "./amountConfirm.js";
import { fundsCss } from "./fundsStyles.js";
import { useCancelWithdrawal, useWithdraw, useWithdrawals, useWithdrawBalance } from "./queries.js";
import { formatFundsDate, toneBadge } from "./texts.js";

const css = fundsCss(".tk-withdraw");

/** The words for a withdrawal's status (spec 3 §4: withdrawal initiated, withdrawal failed; the rest ours). */
export const withdrawalStatusText: Record<Withdrawal["status"], string> = {
  pending: "Withdrawal initiated",
  success: "Withdrawn",
  cancelled: "Cancelled",
  failed: "Withdrawal failed",
};

/**
 * Withdraw funds (spec 3 §2 /account/withdraw-funds): the withdrawable balance (today's unsettled sale proceeds
 * excluded) and the bank it goes to, the amount, and the withdrawals with their status; one not yet processed can be
 * cancelled after a confirmation, and its amount returns to the trading balance. 'You don't have any amount available
 * to withdraw' when there is nothing.
 *
 * @example
 * ```tsx
 * <Withdraw />
 * ```
 */
export function Withdraw() {
  const balance = useWithdrawBalance();
  const withdrawals = useWithdrawals();
  const withdraw = useWithdraw();
  const cancel = useCancelWithdrawal();
  const [done, setDone] = useState<Withdrawal | undefined>(undefined);
  const [cancelling, setCancelling] = useState<Withdrawal | undefined>(undefined);
  const [cancelProblem, setCancelProblem] = useState<string | undefined>(undefined);

  const status = queryStatus(balance.error, balance.isPending, "the withdrawable balance");
  const withdrawable = balance.data?.withdrawable ?? 0;

  const { setAmount, submit, field } = useAmountForm(
    (amount) => withdrawAmountProblem(amount, withdrawable),
    (paise) => withdraw.mutateAsync(paise).then(setDone),
  );

  const confirmCancel = async () => {
    const target = cancelling;
    setCancelling(undefined);
    if (target === undefined) return;
    try {
      await cancel.mutateAsync(target.withdrawal_id);
      setCancelProblem(undefined);
      setDone((shown) => (shown?.withdrawal_id === target.withdrawal_id ? undefined : shown));
    } catch (error) {
      setCancelProblem((error as Error).message);
    }
  };

  return (
    <div className="tk-withdraw">
      <style>{css}</style>
      <div className="tk-funds-card">
        {status ?? (
          <>
            <div>
              <span className="tk-funds-label">Withdrawable balance</span>
              <span className="tk-funds-big">{formatRupees(withdrawable)}</span>
              {balance.data && balance.data.unsettled > 0 ? (
                <p className="tk-muted">
                  {formatRupees(balance.data.unsettled)} of today's profit can be withdrawn once it settles.
                </p>
              ) : null}
            </div>
            {withdrawable <= 0 ? (
              <p className="tk-empty">{nothingToWithdrawMessage}</p>
            ) : (
              <form onSubmit={(event) => void submit(event)} noValidate aria-label="Withdraw funds">
                <AmountField label="Amount to withdraw" {...field} />
                {balance.data ? (
                  <div className="tk-funds-bank">
                    <span>
                      {balance.data.bank.bank_name}
                      <br />
                      <small>{balance.data.bank.bank_account_number}</small>
                    </span>
                    <small>Reaches your bank by the next working day</small>
                  </div>
                ) : null}
                <div className="tk-funds-actions">
                  <button type="button" onClick={() => setAmount(amountText(withdrawable))}>
                    Withdraw all
                  </button>
                  <button type="submit" className="tk-funds-submit" disabled={withdraw.isPending}>
                    Withdraw
                  </button>
                </div>
              </form>
            )}
            {done ? (
              <section className="tk-funds-result" data-tone="warning" aria-live="polite">
                <h3>{withdrawalStatusText.pending}</h3>
                <p>
                  {formatRupees(done.amount)} to {done.bank_name} {done.bank_account_number}. You can cancel
                  it until it is processed.
                </p>
              </section>
            ) : null}
          </>
        )}
        <WithdrawalList
          withdrawals={withdrawals.data ?? []}
          loading={withdrawals.isPending}
          onCancel={setCancelling}
          problem={cancelProblem}
        />
      </div>
      {cancelling ? (
        <ConfirmDialog
          texts={amountConfirm(cancelWithdrawalConfirm, cancelling.amount)}
          onClose={() => setCancelling(undefined)}
          onConfirm={() => void confirmCancel()}
        />
      ) : null}
    </div>
  );
}

function WithdrawalList({
  withdrawals,
  loading,
  onCancel,
  problem,
}: {
  withdrawals: Withdrawal[];
  loading: boolean;
  onCancel: (withdrawal: Withdrawal) => void;
  problem: string | undefined;
}) {
  if (loading) return null;
  return (
    <section aria-label="Withdrawals">
      <h3 className="tk-funds-label">Withdrawals</h3>
      <Problem>{problem}</Problem>
      {withdrawals.length === 0 ? (
        <p className="tk-empty">No withdrawals yet</p>
      ) : (
        <ul className="tk-funds-list">
          {withdrawals.map((row) => (
            <li key={row.withdrawal_id}>
              <span>
                <strong>{formatRupees(row.amount)}</strong>
                <small className="tk-muted"> · {formatFundsDate(row.transaction_date)}</small>
              </span>
              {toneBadge(fundsTone(row.status), withdrawalStatusText[row.status])}
              {row.cancellable ? (
                <button type="button" onClick={() => onCancel(row)}>
                  Cancel
                </button>
              ) : (
                <span />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
