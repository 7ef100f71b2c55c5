import {
  type DeliveryFlowType,
  type DeliveryInstruction,
  deliveryVerificationExplanation,
  deliveryVerificationOutcomes,
  deliveryVerificationTitle,
  deliveryVerificationWaitingMessage,
  depositoryMessageType,
  depositoryPageBlockedMessage,
  edisOf,
  type DeliveryVerification as Verification,
  verifyAgainAction,
  verifyOnDepositoryAction,
} from "@trade/core/edis";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTradeClient } from "../tradeClient.js";
import { ColumnHeads } from "../ui/ColumnHeads.js";
import { widgetCss } from "../widget.js";

export interface DeliveryVerificationProps {
  /** The ISINs and quantities to approve (a refusal's `deliveryVerificationNeeded(outcome).instructions`). */
  instructions: readonly DeliveryInstruction[];
  /** Why the shares leave the demat: a sale (default) or a stock transfer. */
  flowType?: DeliveryFlowType;
  /** A name to show for an ISIN (its trading symbol); the ISIN alone otherwise. */
  names?: Readonly<Record<string, string>>;
  /** The depository approved: the host goes on (places the sale, makes the transfer). */
  onVerified: (verification: Verification) => void;
  /** The user closed the flow without a verification (Cancel, Close). */
  onCancel: () => void;
  /**
   * Open the depository's page; answers its window (closed once answered) or null when it could not open. Default: a
   * new window, opened as the button is pressed so a pop-up blocker lets it through.
   */
  openPage?: (url: string) => Window | null;
}

type Phase =
  | { kind: "intro" }
  | { kind: "starting" }
  | { kind: "waiting"; verification: Verification; page: string | undefined; blocked: boolean }
  | { kind: "answered"; verification: Verification }
  | { kind: "failed"; message: string };

const css = widgetCss(
  ".tk-edis",
  `
.tk-edis{display:flex;flex-direction:column;gap:12px}
.tk-edis h3{font-size:1.1em;font-weight:700;margin:0}
.tk-edis p{margin:0}
.tk-edis table{border-collapse:collapse;width:100%}
.tk-edis th,.tk-edis td{text-align:left;padding:4px 0;border-bottom:1px solid var(--tk-border,#d9dee4)}
.tk-edis th:last-child,.tk-edis td:last-child{text-align:right;font-variant-numeric:tabular-nums}
.tk-edis .tk-edis-actions{display:flex;gap:8px;flex-wrap:wrap}
.tk-edis button{border:1px solid var(--tk-border,#d9dee4);border-radius:6px;padding:6px 14px;background:var(--tk-color-bg,#ffffff);color:var(--tk-text,#1c2430);cursor:pointer;font-weight:600}
.tk-edis button.tk-edis-primary{background:var(--tk-primary,#2563eb);border-color:transparent;color:var(--tk-on-solid,#ffffff)}
.tk-edis button:focus-visible,.tk-edis a:focus-visible{outline:2px solid var(--tk-focus,#1f5eff);outline-offset:2px}
.tk-edis a{color:var(--tk-accent,#1f5eff);text-decoration:underline}
.tk-edis [data-tone=bad] strong{color:var(--tk-sell-text,#a40e26)}
.tk-edis [data-tone=ok] strong{color:var(--tk-buy-text,#116329)}
`,
);

/** A step's actions, ending in its Cancel. */
function StepActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <div className="tk-edis-actions">
      {children}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/**
 * The delivery-instruction verification (spec 3 §5, spec 1 §2.6 'CDSL verification'): why it is needed and what is
 * approved, a button opening the depository's page, a waiting state that follows the verification (the page's posted
 * answer reads it at once), then verified (the host goes on), rejected or timed out in core's words, with Verify
 * again. Embeddable on its own; the order pad opens it when a delivery sale is refused for want of it.
 *
 * @example
 * ```tsx
 * const needed = deliveryVerificationNeeded(outcome);
 * {needed ? <DeliveryVerification instructions={needed.instructions} onVerified={placeAgain} onCancel={close} /> : null}
 * ```
 */
export function DeliveryVerification({
  instructions,
  flowType = "sell",
  names,
  onVerified,
  onCancel,
  openPage,
}: DeliveryVerificationProps) {
  const client = useTradeClient();
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ kind: "intro" });
  const pageWindow = useRef<Window | null>(null);
  const verified = useRef(onVerified);
  verified.current = onVerified;

  const start = async () => {
    const edis = edisOf(client);
    // Opened as the button is pressed (a pop-up blocker allows that), sent to the page once it is known.
    const opened = openPage === undefined ? window.open("", "_blank") : null;
    setPhase({ kind: "starting" });
    try {
      const verification = await edis.start([...instructions], flowType);
      const page = edis.pageUrl(verification);
      let shown: Window | null = null;
      if (page !== undefined) {
        if (openPage !== undefined) shown = openPage(page);
        else if (opened !== null) {
          opened.location.href = page;
          shown = opened;
        }
      }
      pageWindow.current = shown;
      setPhase({ kind: "waiting", verification, page, blocked: shown === null });
    } catch (error) {
      opened?.close();
      setPhase({ kind: "failed", message: (error as Error).message });
    }
  };

  const waitingFor = phase.kind === "waiting" ? phase.verification.request_id : undefined;
  useEffect(() => {
    if (waitingFor === undefined) return;
    const abort = new AbortController();
    const wake = (listener: () => void) => {
      const onMessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; request_id?: unknown } | null;
        if (data?.type === depositoryMessageType && data.request_id === waitingFor) listener();
      };
      window.addEventListener("message", onMessage);
      return () => window.removeEventListener("message", onMessage);
    };
    edisOf(client)
      .waitForVerification(waitingFor, { signal: abort.signal, wake })
      .then((verification) => {
        if (abort.signal.aborted) return;
        pageWindow.current?.close();
        pageWindow.current = null;
        setPhase({ kind: "answered", verification });
        if (verification.status === "verified") verified.current(verification);
      })
      .catch((error: Error) => {
        if (!abort.signal.aborted) setPhase({ kind: "failed", message: error.message });
      });
    return () => abort.abort();
  }, [client, waitingFor]);

  const cancel = () => {
    pageWindow.current?.close();
    pageWindow.current = null;
    onCancel();
  };

  const outcome =
    phase.kind === "answered" && phase.verification.status !== "pending"
      ? deliveryVerificationOutcomes[phase.verification.status]
      : undefined;
  return (
    <section className="tk-edis" aria-labelledby={`${id}-title`}>
      <style>{css}</style>
      <h3 id={`${id}-title`}>{deliveryVerificationTitle}</h3>
      {phase.kind === "intro" || phase.kind === "starting" ? (
        <>
          <p>{deliveryVerificationExplanation}</p>
          <table>
            <ColumnHeads heads={["Stock", "Quantity"]} />
            <tbody>
              {instructions.map(({ isin, quantity }) => (
                <tr key={isin}>
                  <td>{names?.[isin] ? `${names[isin]} (${isin})` : isin}</td>
                  <td>{quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <StepActions onCancel={cancel}>
            <button
              type="button"
              className="tk-edis-primary"
              disabled={phase.kind === "starting"}
              onClick={() => void start()}
            >
              {verifyOnDepositoryAction}
            </button>
          </StepActions>
        </>
      ) : null}
      {phase.kind === "waiting" ? (
        <>
          <p role="status">{deliveryVerificationWaitingMessage}</p>
          {phase.blocked ? <p role="alert">{depositoryPageBlockedMessage}</p> : null}
          <StepActions onCancel={cancel}>
            {phase.page ? (
              <a href={phase.page} target="_blank" rel="noreferrer">
                Open the CDSL page
              </a>
            ) : null}
          </StepActions>
        </>
      ) : null}
      {outcome ? (
        <div
          role="status"
          data-tone={phase.kind === "answered" && phase.verification.status === "verified" ? "ok" : "bad"}
        >
          <p>
            <strong>{outcome.title}</strong>
          </p>
          <p>{outcome.message}</p>
        </div>
      ) : null}
      {phase.kind === "failed" ? <p role="alert">{phase.message}</p> : null}
      {(phase.kind === "answered" && phase.verification.status !== "verified") || phase.kind === "failed" ? (
        <div className="tk-edis-actions">
          <button type="button" className="tk-edis-primary" onClick={() => void start()}>
            {verifyAgainAction}
          </button>
          <button type="button" onClick={cancel}>
            Close
          </button>
        </div>
      ) : null}
    </section>
  );
}
