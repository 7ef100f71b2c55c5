import { accountFactsOf } from "@trade/core/orders";
import { type SipUpdateRequest, type StockSip, sipConfirmTexts } from "@trade/core/sip";
import { type FormEvent, useId, useState } from "react";
import { useProfile } from "../hooks.js";
import { ConfirmDialog, ConfirmStep, TableDialog } from "../trading/TableDialog.js";
import { SipTermsFields } from "./SipTermsFields.js";
import { draftOfSip, orderValueOf, type SipDraft, sipDraftProblem } from "./sipForm.js";

/** A change the list asks to confirm. */
export type SipChange = "pause" | "resume" | "cancel";

/** The SIP a row stands for, in words: "ITC-EQ · 2 shares" or "ITC-EQ · ₹1,000.00". */
export const sipWords = (sip: StockSip, value: string) => `${sip.instrument_trade_symbol} · ${value}`;

/** Pause, resume or cancel, after the confirmation of core's `sipConfirmTexts` (spec 2 §4). */
export function SipConfirmDialog({
  change,
  sip,
  value,
  onConfirm,
  onClose,
}: {
  change: SipChange;
  sip: StockSip;
  value: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const text = sipConfirmTexts[change];
  return (
    <ConfirmDialog
      texts={{ ...text, keep: change === "cancel" ? "KEEP" : "BACK" }}
      danger={change === "cancel"}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <p>
        <strong>{sipWords(sip, value)}</strong>
      </p>
    </ConfirmDialog>
  );
}

/** The change a modification sends: the terms that differ from the SIP's. */
function changeOf(sip: StockSip, draft: SipDraft): SipUpdateRequest {
  const value = orderValueOf(draft);
  const end = draft.endDate === "" ? null : draft.endDate;
  return {
    ...(draft.orderType !== sip.order_type ? { order_type: draft.orderType } : {}),
    ...(value !== sip.order_value || draft.orderType !== sip.order_type ? { order_value: value } : {}),
    ...(draft.frequency !== sip.frequency ? { frequency: draft.frequency } : {}),
    ...(end !== sip.end_date ? { end_date: end } : {}),
  };
}

/**
 * Modify a SIP: its terms (the start date stays), core's checks inline, then the confirmation of
 * `sipConfirmTexts.modify` before the change is sent.
 */
export function SipModifyDialog({
  sip,
  today,
  onModify,
  onClose,
}: {
  sip: StockSip;
  today: string;
  onModify: (change: SipUpdateRequest) => void;
  onClose: () => void;
}) {
  const id = useId();
  const { data: profile } = useProfile();
  const [draft, setDraft] = useState(() => draftOfSip(sip));
  const [confirming, setConfirming] = useState(false);
  const problem = sipDraftProblem(
    draft,
    { kind: "EQ", segment: sip.exchangeSegment },
    accountFactsOf(profile),
    today,
    true,
  );
  const change = changeOf(sip, draft);
  const unchanged = Object.keys(change).length === 0;
  const text = sipConfirmTexts.modify;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem === undefined && !unchanged) setConfirming(true);
  };
  return (
    <TableDialog title={`${text.title}: ${sip.instrument_trade_symbol}`} onClose={onClose}>
      {confirming ? (
        <ConfirmStep
          texts={{ ...text, keep: "BACK" }}
          danger={false}
          onClose={() => setConfirming(false)}
          onConfirm={() => onModify(change)}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <SipTermsFields
            id={id}
            draft={draft}
            onChange={(next) => setDraft((was) => ({ ...was, ...next }))}
            problem={problem}
            today={today}
            fixedStart
          />
          <div className="tk-dialog-foot">
            <button type="button" onClick={onClose}>
              CLOSE
            </button>
            <button type="submit" className="tk-btn-primary" disabled={problem !== undefined || unchanged}>
              {text.action}
            </button>
          </div>
        </form>
      )}
    </TableDialog>
  );
}
