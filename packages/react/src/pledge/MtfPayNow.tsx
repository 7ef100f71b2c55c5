import { formatRupees } from "@trade/core";
import { amountPaise, amountText } from "@trade/core/funds";
import {
  mtfInterestPer100k,
  noMtfDuesMessage,
  payNowAmountProblem,
  payNowDoneMessage,
} from "@trade/core/mtf";
import { type FormEvent, useState } from "react";
import { AmountField } from "../funds/AmountField.js";
import { useRmsLimit } from "../hooks.js";
import { MtfNotAvailable, mtfQueryStatus } from "./mtfStates.js";
import { pledgeCss } from "./pledgeStyles.js";
import { useMtfDashboard, usePayMtfDues } from "./queries.js";

const css = pledgeCss(".tk-mtf-paynow");

/** A fresh reference for one payment: the broker de-duplicates a retry that carries it. */
const newReference = () =>
  `PAYNOW${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.toUpperCase();

/**
 * Pay Now (spec 3 §2 /mtf/paynow): the MTF dues (interest at 0.041 % a day, spec 3 §9) paid from the trading balance.
 * The amount starts at the dues; the rule is core's payNowAmountProblem (above 0, at most the dues, covered by the
 * balance), checked as typed and again by the broker. A retry of the same payment carries its reference, so it is paid
 * once. 'You have no MTF dues' when nothing is due.
 */
export function MtfPayNow() {
  const dashboard = useMtfDashboard();
  const balance = useRmsLimit();
  const pay = usePayMtfDues();
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [reference, setReference] = useState(newReference);
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [done, setDone] = useState<{ amount: number; dues: number } | undefined>(undefined);
  const d = dashboard.data;
  const dues = d?.dues ?? 0;
  const available = balance.data?.availableMargin ?? 0;
  const text = typed ?? (dues > 0 ? amountText(dues) : "");
  const problem = payNowAmountProblem(text, dues, available);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setRefusal(undefined);
    if (problem !== undefined) return;
    const amount = amountPaise(text) ?? 0;
    try {
      const answer = await pay.mutateAsync({ amount, reference });
      setDone({ amount: answer.payment.amount, dues: answer.dues });
      setTyped(undefined);
      setShown(false);
      setReference(newReference());
    } catch (error) {
      setRefusal((error as Error).message);
    }
  };

  return (
    <div className="tk-mtf-paynow">
      <style>{css}</style>
      <div className="tk-funds-card">
        {done ? (
          <section className="tk-funds-result" data-tone="success" aria-live="polite">
            <h3>Payment successful</h3>
            <p>{payNowDoneMessage(formatRupees(done.amount), formatRupees(done.dues))}</p>
          </section>
        ) : null}
        {mtfQueryStatus(dashboard, "your MTF dues") ??
          (d && !d.eligible ? (
            <MtfNotAvailable dashboard={d} />
          ) : (
            <>
              <dl className="tk-funds-facts">
                <dt>Dues</dt>
                <dd className="tk-funds-big">{formatRupees(dues)}</dd>
                <dt>Funded by us</dt>
                <dd>{formatRupees(d?.funded ?? 0)}</dd>
                <dt>Interest a day ({mtfInterestPer100k / 1000} %)</dt>
                <dd>{formatRupees(d?.interest_per_day ?? 0)}</dd>
                <dt>Available to pay from</dt>
                <dd>{balance.data ? formatRupees(available) : "—"}</dd>
              </dl>
              {dues <= 0 ? (
                <p className="tk-empty">{noMtfDuesMessage}</p>
              ) : (
                <form onSubmit={(event) => void submit(event)} noValidate aria-label="Pay MTF dues">
                  <AmountField
                    label="Amount to pay"
                    value={text}
                    onChange={(next) => {
                      setTyped(next);
                      setRefusal(undefined);
                    }}
                    problem={shown || (typed !== undefined && text !== "") ? (refusal ?? problem) : refusal}
                  />
                  <div className="tk-funds-actions">
                    <button type="submit" className="tk-funds-submit" disabled={pay.isPending}>
                      Pay now
                    </button>
                    <small className="tk-muted">Paid from your trading balance</small>
                  </div>
                </form>
              )}
            </>
          ))}
      </div>
    </div>
  );
}
