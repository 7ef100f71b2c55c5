import {
  type AddFundsMethod,
  addFundsAmountProblem,
  amountPaise,
  amountText,
  fundsOf,
  normaliseUpiId,
  type UpiVerification,
  upiIdProblem,
} from "@trade/core/funds";
import { type FormEvent, useId, useState } from "react";
import { useTradeClient } from "../tradeClient.js";
import { Problem } from "../ui/Problem.js";
import { AmountField } from "./AmountField.js";
import { fundsCss } from "./fundsStyles.js";
import { PaymentResult } from "./PaymentResult.js";
import {
  usePayByNetBanking,
  usePayByUpi,
  usePayment,
  usePaymentPageData,
  useRecentUpiIds,
  useVerifyUpi,
} from "./queries.js";

export interface AddFundsProps {
  /** Where the bank sends the user back after net banking, a path under /trade/ (default /trade/account/add-funds). */
  returnPath?: string;
  /** A payment to show the result of: the bank sent the user back with its `transaction_id`. */
  transactionId?: string;
  /** The amount to start with, in paise (the insufficient-funds sheet's shortfall). */
  initialAmount?: number;
  /** Offer the non-production quick amount (20000) too. Default false. */
  showTestAmounts?: boolean;
  /** Leave for the bank's page. Default: this tab goes there (`location.assign`). */
  openBankPage?: (url: string) => void;
}

const methods: [AddFundsMethod, string][] = [
  ["UPI_ID", "UPI ID"],
  ["UPI_QR", "UPI QR"],
  ["NET_BANKING", "Net banking"],
];

const css = fundsCss(".tk-add-funds");

/**
 * Add funds (spec 3 §2 /account/add-funds, §5): the amount with the quick amounts, then UPI by ID (verified first,
 * the recent IDs offered), a UPI QR code, or net banking; each limit and message is core's. The payment is then
 * followed to its result (polled every 3 s while pending); when it succeeds the trading balance is read again.
 *
 * @example
 * ```tsx
 * <AddFunds transactionId={new URLSearchParams(location.search).get("transaction_id") ?? undefined} />
 * ```
 */
export function AddFunds({
  returnPath = "/trade/account/add-funds",
  transactionId,
  initialAmount,
  showTestAmounts = false,
  openBankPage,
}: AddFundsProps) {
  const id = useId();
  const client = useTradeClient();
  const [amount, setAmount] = useState(initialAmount ? amountText(initialAmount) : "");
  const [method, setMethod] = useState<AddFundsMethod>("UPI_ID");
  const [vpa, setVpa] = useState("");
  const [verification, setVerification] = useState<UpiVerification | undefined>(undefined);
  const [problems, setProblems] = useState<{ amount?: string; vpa?: string; call?: string }>({});
  const [current, setCurrent] = useState(transactionId);
  const [recent, remember] = useRecentUpiIds();
  const bank = usePaymentPageData().data?.bank_accounts[0];
  const verify = useVerifyUpi();
  const payByUpi = usePayByUpi();
  const payByNetBanking = usePayByNetBanking();
  const payment = usePayment(current);
  const busy = verify.isPending || payByUpi.isPending || payByNetBanking.isPending;

  const verified = verification?.verified === true && verification.vpa === normaliseUpiId(vpa);
  const runVerify = async (): Promise<boolean> => {
    const problem = upiIdProblem(vpa);
    if (problem !== undefined) {
      setProblems((p) => ({ ...p, vpa: problem }));
      return false;
    }
    try {
      const answer = await verify.mutateAsync(vpa);
      setVerification(answer);
      setProblems((p) => ({ ...p, vpa: answer.verified ? undefined : answer.message }));
      return answer.verified;
    } catch (error) {
      setProblems((p) => ({ ...p, call: (error as Error).message }));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountProblem = addFundsAmountProblem(method, amount);
    setProblems({ amount: amountProblem });
    if (amountProblem !== undefined) return;
    const paise = amountPaise(amount) as number;
    try {
      if (method === "NET_BANKING") {
        const started = await payByNetBanking.mutateAsync({ amount: paise, redirect_url: returnPath });
        const page = fundsOf(client).pageUrl(started);
        setCurrent(started.transaction_id);
        if (page) (openBankPage ?? ((url: string) => window.location.assign(url)))(page);
        return;
      }
      if (method === "UPI_ID" && !(verified || (await runVerify()))) return;
      const started = await payByUpi.mutateAsync(
        method === "UPI_ID"
          ? { amount: paise, request_type: "COLLECT", vpa: normaliseUpiId(vpa) }
          : { amount: paise, request_type: "qr" },
      );
      if (method === "UPI_ID") remember(vpa);
      setCurrent(started.transaction_id);
    } catch (error) {
      setProblems({ call: (error as Error).message });
    }
  };

  const again = () => {
    setCurrent(undefined);
    setAmount("");
    setProblems({});
  };

  if (current !== undefined) {
    return (
      <div className="tk-add-funds">
        <style>{css}</style>
        <PaymentResult payment={payment.data} failed={payment.isError} onAgain={again} />
      </div>
    );
  }

  return (
    <div className="tk-add-funds">
      <style>{css}</style>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add funds">
        <AmountField
          label="Enter amount"
          value={amount}
          onChange={(text) => {
            setAmount(text);
            setProblems((p) => ({ ...p, amount: undefined }));
          }}
          problem={problems.amount}
          quick
          production={!showTestAmounts}
        />
        <fieldset className="tk-funds-methods">
          <legend className="tk-funds-label">Pay with</legend>
          {methods.map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-method`}
                value={value}
                checked={method === value}
                onChange={() => {
                  setMethod(value);
                  setProblems({});
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {method === "UPI_ID" ? (
          <div className="tk-funds-field">
            <label htmlFor={`${id}-vpa`}>UPI ID</label>
            <div className="tk-funds-row">
              <input
                id={`${id}-vpa`}
                value={vpa}
                placeholder="name@bank"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={problems.vpa !== undefined}
                aria-describedby={`${id}-vpa-note`}
                onChange={(event) => {
                  setVpa(event.target.value);
                  setProblems((p) => ({ ...p, vpa: undefined }));
                }}
              />
              <button type="button" disabled={busy || vpa.trim() === ""} onClick={() => void runVerify()}>
                Verify
              </button>
            </div>
            <div id={`${id}-vpa-note`} aria-live="polite">
              {problems.vpa !== undefined ? (
                <p className="tk-problem">{problems.vpa}</p>
              ) : verified ? (
                <p className="tk-ok">
                  {verification?.message} · {verification?.payer_name}
                </p>
              ) : null}
            </div>
            {recent.length > 0 ? (
              <div className="tk-funds-recent" role="group" aria-label="Recently used UPI IDs">
                {recent.map((recentId) => (
                  <button
                    key={recentId}
                    type="button"
                    onClick={() => {
                      setVpa(recentId);
                      setProblems((p) => ({ ...p, vpa: undefined }));
                    }}
                  >
                    {recentId}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
        {method === "NET_BANKING" && bank ? (
          <div className="tk-funds-bank">
            <span>
              {bank.bank_name}
              <br />
              <small>{bank.bank_account_number}</small>
            </span>
            <small>You pay on your bank's page and come back here</small>
          </div>
        ) : null}
        {method === "UPI_QR" ? (
          <p className="tk-muted">A QR code to scan with any UPI app appears next.</p>
        ) : null}
        <Problem>{problems.call}</Problem>
        <button type="submit" className="tk-funds-submit" disabled={busy}>
          {method === "NET_BANKING" ? "Continue to bank" : method === "UPI_QR" ? "Show QR code" : "Add funds"}
        </button>
      </form>
    </div>
  );
}
