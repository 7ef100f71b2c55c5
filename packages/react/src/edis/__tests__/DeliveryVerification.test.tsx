// @vitest-environment happy-dom
import type { TradeClient } from "@trade/core";
import {
  deliveryVerificationOutcomes,
  deliveryVerificationWaitingMessage,
  depositoryPageBlockedMessage,
  type DeliveryVerification as Verification,
  verifyAgainAction,
  verifyOnDepositoryAction,
} from "@trade/core/edis";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advance, click, container, renderSettled } from "../../../../../tests/support/dom.js";
import { TradeProvider } from "../../TradeProvider.js";
import { offlineClient } from "../../trading/__tests__/support.js";
import { DeliveryVerification } from "../DeliveryVerification.js";

const isin = "INE062A01020";
let status: Verification["status"];
let started: number;
let client: TradeClient;

const verification = (): Verification => ({
  request_id: `EDIS${started}`,
  status,
  flow_type: "sell",
  isins: [{ isin, quantity: 4 }],
  page_url: status === "pending" ? `/sandbox-depository/EDIS${started}` : null,
  created_at: 0,
  expires_at: 300,
  message: "",
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  status = "pending";
  started = 0;
  client = offlineClient(async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (init?.method === "POST" && path === "/api/edis/v1/verifications") {
      started += 1;
      status = "pending";
    }
    return new Response(
      JSON.stringify({
        status: true,
        message: "SUCCESS",
        errorCode: null,
        data: { verification: verification() },
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    );
  });
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
});

const button = (name: string) =>
  [...container().querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === name);

async function renderFlow(openPage: (url: string) => Window | null) {
  const onVerified = vi.fn();
  const onCancel = vi.fn();
  await renderSettled(
    <TradeProvider client={client}>
      <DeliveryVerification
        instructions={[{ isin, quantity: 4 }]}
        names={{ [isin]: "SBIN-EQ" }}
        onVerified={onVerified}
        onCancel={onCancel}
        openPage={openPage}
      />
    </TradeProvider>,
  );
  return { onVerified, onCancel };
}

describe("DeliveryVerification", () => {
  it("waits for the depository, then says it timed out; Verify again starts a new request", async () => {
    const opened: string[] = [];
    const { onVerified } = await renderFlow((url) => {
      opened.push(url);
      return null;
    });
    expect(container().textContent).toContain("SBIN-EQ (INE062A01020)");
    await click(button(verifyOnDepositoryAction));
    await advance(10);
    expect(opened).toEqual(["http://sandbox.test/sandbox-depository/EDIS1"]);
    expect(container().querySelector("[role=status]")?.textContent).toBe(deliveryVerificationWaitingMessage);
    // The window did not open: the user is told, and a link to the page is offered.
    expect(container().textContent).toContain(depositoryPageBlockedMessage);
    expect(container().querySelector("a")?.getAttribute("href")).toBe(opened[0]);

    status = "expired";
    await advance(3000);
    expect(container().textContent).toContain(deliveryVerificationOutcomes.expired.title);
    expect(container().textContent).toContain(deliveryVerificationOutcomes.expired.message);
    expect(onVerified).not.toHaveBeenCalled();
    await click(button(verifyAgainAction));
    await advance(10);
    expect(started).toBe(2);
    expect(container().querySelector("[role=status]")?.textContent).toBe(deliveryVerificationWaitingMessage);
  });

  it("verified: the host goes on and the depository's window is closed", async () => {
    const page = { close: vi.fn() } as unknown as Window;
    const { onVerified } = await renderFlow(() => page);
    await click(button(verifyOnDepositoryAction));
    await advance(10);
    expect(container().textContent).not.toContain(depositoryPageBlockedMessage);
    status = "verified";
    await advance(3000);
    expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ status: "verified" }));
    expect(page.close).toHaveBeenCalled();
    expect(container().textContent).toContain(deliveryVerificationOutcomes.verified.title);
  });

  it("Cancel closes the flow without a verification", async () => {
    const { onCancel, onVerified } = await renderFlow(() => null);
    await click(button("Cancel"));
    expect(onCancel).toHaveBeenCalled();
    expect(onVerified).not.toHaveBeenCalled();
  });
});
