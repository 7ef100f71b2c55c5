// @vitest-environment happy-dom
import type { Payment } from "@trade/core/funds";
import { amountMissingMessage, upiIdMissingMessage, upiLimitMessage } from "@trade/core/funds";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  advance,
  click,
  container,
  renderSettled,
  type as typeInto,
} from "../../../../../tests/support/dom.js";
import { TradeProvider } from "../../TradeProvider.js";
import { offlineClient } from "../../trading/__tests__/support.js";
import { AddFunds } from "../AddFunds.js";

const envelope = (data: unknown) => ({ status: true, message: "SUCCESS", errorCode: null, data });
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const payment = (status: Payment["status"]): Payment => ({
  transaction_id: "TXN1",
  status,
  amount: 500_00,
  method: "UPI_QR",
  request_type: "qr",
  vpa: null,
  bank_name: "HDFC Bank",
  upstream_reference_number: "ref12345",
  message: null,
  transaction_date: 1,
  qr_payload: status === "pending" ? "upi://pay?pa=tradekit@upi&am=500.00&tr=TXN1&cu=INR" : null,
  payment_url: status === "pending" ? "/sandbox-bank/upi/TXN1" : null,
});

let sent: { path: string; body: unknown }[];
let statusChecks: number;
let client: ReturnType<typeof offlineClient>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  sent = [];
  statusChecks = 0;
  client = offlineClient(async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, "");
    sent.push({ path, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    if (path === "/funds/v1/payment-page-data") return json(envelope({ bank_accounts: [] }));
    if (path === "/funds/v1/upi/initiate") return json(envelope({ payment: payment("pending") }));
    // The first status check finds it pending, the next one approved.
    if (path === "/funds/v1/payments/TXN1") {
      statusChecks += 1;
      return json(envelope({ payment: payment(statusChecks > 1 ? "success" : "pending") }));
    }
    return json(envelope({}));
  });
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
});

const button = (name: string) =>
  [...container().querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === name);
const amountField = () => container().querySelector<HTMLInputElement>("input[inputmode=decimal]");
const text = () => container().textContent ?? "";

describe("AddFunds", () => {
  it("says what is wrong in the spec's words and sends nothing", async () => {
    await renderSettled(
      <TradeProvider client={client}>
        <AddFunds />
      </TradeProvider>,
    );
    await click(button("Add funds"));
    expect(text()).toContain(amountMissingMessage);
    await typeInto(amountField(), "250000");
    await click(button("Add funds"));
    expect(text()).toContain(upiLimitMessage);
    await click(button("+₹500"));
    expect(amountField()?.value).toBe("500");
    await click(button("Add funds"));
    expect(text()).toContain(upiIdMissingMessage);
    expect(sent.filter((s) => s.path.includes("initiate"))).toEqual([]);
  });

  it("shows the QR code while the payment is pending and asks every 3 s until it is added", async () => {
    await renderSettled(
      <TradeProvider client={client}>
        <AddFunds />
      </TradeProvider>,
    );
    await typeInto(amountField(), "500");
    const qr = [...container().querySelectorAll<HTMLInputElement>("input[type=radio]")].find(
      (radio) => radio.value === "UPI_QR",
    );
    await click(qr);
    await click(button("Show QR code"));
    await advance(20);
    expect(sent.find((s) => s.path === "/funds/v1/upi/initiate")?.body).toMatchObject({
      amount: 500_00,
      request_type: "qr",
    });
    expect(text()).toContain("Payment Pending");
    expect(container().querySelector("img[alt='UPI QR code']")?.getAttribute("src")).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,%3Csvg/,
    );
    await advance(3000);
    await advance(20);
    expect(text()).toContain("Added Successfully");
    expect(text()).toContain("₹500.00");
    expect(button("Add more funds")).toBeDefined();
  });
});
