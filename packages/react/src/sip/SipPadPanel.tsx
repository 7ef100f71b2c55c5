import { accountFactsOf } from "@trade/core/orders";
import {
  type StockSip,
  sipCreatedMessage,
  sipFrequencyLabels,
  unableToCreateSipMessage,
} from "@trade/core/sip";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useProfile } from "../hooks.js";
import { useMarketClock } from "../trading/hooks.js";
import type { PadExtraTab, PadTabPanelProps } from "../trading/orderPad/extraTabs.js";
import { useCreateSip } from "./queries.js";
import { SipTermsFields } from "./SipTermsFields.js";
import {
  formatSipDate,
  istToday,
  newSipDraft,
  type SipDraft,
  sipDraftProblem,
  sipRequestOf,
  sipScheduleText,
} from "./sipForm.js";
import { sipFieldsCss } from "./sipStyles.js";

const panelCss = `${sipFieldsCss(".tk-order-pad .tk-sip-panel")}
.tk-order-pad .tk-sip-panel .tk-sip-submit{background:var(--tk-buy,#1f6feb);margin-top:8px}
.tk-order-pad .tk-sip-panel .tk-op-sheet p{margin:4px 0 8px}`;

/** Problems that leave no form to fill: the account (ASBA under a UPI mandate, blocked) or the instrument. */
const gateCodes = new Set(["SIP-ASBA", "SIP-BLOCKED", "SIP-INSTRUMENT"]);

type Result = { ok: true; sip: StockSip } | { ok: false; message: string };

/**
 * The order pad's SIP tab (spec 2 §2): a Stock SIP on the pad's instrument, by quantity or by amount, Monthly, Weekly
 * or Daily from a start date, with the next instalment dates; core's checks inline in their words; 'Unable to create
 * Stock SIP.' with the broker's reason on failure. An ASBA client under a UPI mandate (spec 3 §5) and a non-equity
 * instrument get the reason and no form. A SIP always buys, whichever side the pad opened on.
 */
export function SipPadPanel({ instrument, onClose }: PadTabPanelProps) {
  const id = useId();
  const now = useMarketClock();
  const today = istToday(now());
  const { data: profile } = useProfile();
  const [draft, setDraft] = useState<SipDraft>(() => newSipDraft(now()));
  const [result, setResult] = useState<Result | undefined>();
  const create = useCreateSip();
  // The panel takes the keyboard as it shows (as the order form does with its quantity), so Escape closes the pad.
  const panel = useRef<HTMLDivElement>(null);
  const loaded = profile !== undefined;
  useEffect(() => {
    if (loaded) panel.current?.querySelector<HTMLElement>("input[name=order_value], [role=alert]")?.focus();
  }, [loaded]);
  if (profile === undefined) return <p aria-busy="true">Loading…</p>;
  const problem = sipDraftProblem(draft, instrument, accountFactsOf(profile), today);

  if (problem !== undefined && gateCodes.has(problem.code)) {
    return (
      <div className="tk-sip-panel" ref={panel}>
        <p role="alert" className="tk-op-problem" tabIndex={-1}>
          {problem.message}
        </p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem !== undefined || create.isPending) return;
    try {
      setResult({ ok: true, sip: await create.mutateAsync(sipRequestOf(draft, instrument)) });
    } catch (error) {
      setResult({ ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="tk-sip-panel" ref={panel}>
      <style>{panelCss}</style>
      {result?.ok ? (
        <div role="status" className="tk-op-sheet">
          <strong>{sipCreatedMessage}</strong>
          <p>
            Buy {result.sip.order_type === "QTY" ? `${result.sip.order_value} ` : ""}
            {instrument.tradeSymbol} {sipFrequencyLabels[result.sip.frequency].toLowerCase()} (
            {sipScheduleText(result.sip.frequency, result.sip.start_date)}), next on{" "}
            {formatSipDate(result.sip.next_date)}.
          </p>
          <button type="button" onClick={() => setResult(undefined)}>
            NEW SIP
          </button>{" "}
          {onClose ? (
            <button type="button" onClick={onClose}>
              DONE
            </button>
          ) : null}
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-label={`Stock SIP on ${instrument.tradeSymbol}`}>
          <SipTermsFields
            id={id}
            draft={draft}
            onChange={(change) => {
              setDraft((was) => ({ ...was, ...change }));
              setResult(undefined);
            }}
            problem={problem}
            today={today}
          />
          {result && !result.ok ? (
            <div role="alert" className="tk-op-sheet tk-op-warn">
              <strong>{unableToCreateSipMessage}</strong>
              {result.message ? <p>{result.message}</p> : null}
            </div>
          ) : null}
          <button type="submit" className="tk-op-submit tk-sip-submit" disabled={create.isPending}>
            START SIP
          </button>
        </form>
      )}
    </div>
  );
}

/**
 * The SIP tab for the order pad's `extraTabs` (id `sip`, label SIP); `openTab="sip"` opens the pad on it (the
 * `sipOrderPad` deep link).
 *
 * @example
 * ```tsx
 * <OrderPad instrument={itc} side="B" extraTabs={[sipPadTab]} openTab="sip" />
 * ```
 */
export const sipPadTab: PadExtraTab = { id: "sip", label: "SIP", Panel: SipPadPanel };
