import { formatRupees } from "@trade/core";
import { fundsOf, type Payment, paymentResultTexts, paymentResultTitles } from "@trade/core/funds";
import { useMemo } from "react";
import { renderSVG } from "uqr";
import { useTradeClient } from "../tradeClient.js";

const tones = { pending: "warning", success: "success", failure: "error", error: "error" } as const;

/** What to do while a payment waits, by how it was made (ours). */
const waiting: Record<Payment["method"], string> = {
  UPI_ID: "Approve the request in your UPI app",
  UPI_QR: "Scan the QR code with any UPI app and approve the payment",
  NET_BANKING: "Finish the payment on your bank's page",
};
const pageLink: Record<Payment["method"], string> = {
  UPI_ID: "Open the UPI app",
  UPI_QR: "Open the UPI app",
  NET_BANKING: "Go to your bank",
};

/** A QR code of `text` as an SVG image (a data URL: no markup is put into the page), with a quiet zone. */
const qrImage = (text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2, pixelSize: 8 }))}`;

/**
 * A payment's result (spec 3 §8): Payment Pending, Added Successfully or Transaction Failed, with the amount, the
 * bank's words when it failed, and while it waits the way to approve it (the QR code, the UPI app, the bank's page).
 * `failed` is the status check's own failure (the result is then not known: 'error').
 */
export function PaymentResult({
  payment,
  failed,
  onAgain,
}: {
  payment: Payment | undefined;
  failed: boolean;
  onAgain: () => void;
}) {
  const client = useTradeClient();
  const status = failed && payment === undefined ? "error" : (payment?.status ?? "pending");
  const qr = useMemo(
    () => (payment?.qr_payload && payment.status === "pending" ? qrImage(payment.qr_payload) : undefined),
    [payment?.qr_payload, payment?.status],
  );
  const page = payment === undefined ? undefined : fundsOf(client).pageUrl(payment);
  return (
    <section
      className="tk-funds-result"
      data-tone={tones[status]}
      aria-live="polite"
      aria-label="Payment result"
    >
      <h3>{paymentResultTitles[status]}</h3>
      {payment ? <p className="tk-funds-big">{formatRupees(payment.amount)}</p> : null}
      <p>
        {status === "failure"
          ? (payment?.message ?? paymentResultTexts.failure)
          : status === "pending" && payment
            ? `${waiting[payment.method]}${payment.vpa ? ` (${payment.vpa})` : ""}. ${paymentResultTexts.pending}`
            : paymentResultTexts[status]}
      </p>
      {qr ? (
        <div className="tk-funds-qr">
          <img src={qr} alt="UPI QR code" width={168} height={168} />
          <small>Reference {payment?.transaction_id}</small>
        </div>
      ) : null}
      <div className="tk-funds-actions">
        {status === "pending" && page && payment ? (
          <a href={page} target={payment.method === "NET_BANKING" ? undefined : "_blank"} rel="noreferrer">
            {pageLink[payment.method]}
          </a>
        ) : null}
        {status !== "pending" ? (
          <button type="button" className="tk-funds-submit" onClick={onAgain}>
            {status === "success" ? "Add more funds" : "Try again"}
          </button>
        ) : null}
      </div>
    </section>
  );
}
