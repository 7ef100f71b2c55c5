// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import type { TradeClient } from "@trade/core";
import {
  deliveryVerificationOutcomes,
  deliveryVerificationTitle,
  depositoryMessageType,
  verifyAgainAction,
  verifyOnDepositoryAction,
} from "@trade/core/edis";
import type { PlaceOutcome } from "@trade/core/orders";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  button,
  choose,
  click,
  dialog,
  equity,
  renderPad,
  sheet,
  submit,
  type,
  unmountPad,
  until,
} from "../support/orderPad.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * The order pad of a POA client without DDPI (DEMO04): a delivery sale the broker refuses for want of the
 * delivery-instruction verification opens 'CDSL verification' over the pad; approved on the depository's page, the
 * sale is placed; rejected, it is not, and Verify again starts over.
 */
describe("OrderPad: a delivery sale by DEMO04 goes through the CDSL verification", () => {
  let env: TestSandbox;
  let client: TradeClient;
  const placed: PlaceOutcome[] = [];
  /** The depository's page the widget opened (a stand-in window: its address and whether it was closed). */
  let page: { location: { href: string }; closed: boolean; close(): void };
  const realOpen = window.open;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0 });
    client = await env.login("DEMO04");
  }, 60_000);
  afterEach(() => {
    unmountPad();
    placed.length = 0;
    window.open = realOpen;
  });
  afterAll(async () => {
    await env?.close();
  });

  const sellDelivery = async (quantity: string) => {
    page = {
      location: { href: "" },
      closed: false,
      close() {
        this.closed = true;
      },
    };
    window.open = (() => page) as unknown as typeof window.open;
    await renderPad(client, await equity(client, "SBIN"), { side: "S", onPlaced: (o) => placed.push(o) });
    await choose("Product", "Delivery");
    await choose("Order type", "Market");
    await type("quantity", quantity);
    await submit();
    await until(() => dialog(deliveryVerificationTitle) !== null, "the CDSL verification");
    const flow = dialog(deliveryVerificationTitle) as HTMLElement;
    expect(flow.textContent).toContain(`SBIN-EQ (`);
    expect(flow.textContent).toContain(quantity);
    await click(button(verifyOnDepositoryAction, flow));
    await until(() => page.location.href.includes("/sandbox-depository/"), "the depository's page opened");
    return page.location.href;
  };
  /** The page's answer, then the message it posts to the window that opened it. */
  const answer = async (href: string, decision: "approve" | "reject") => {
    const response = await fetch(`${href}/${decision}`, { method: "POST", redirect: "manual" });
    expect(response.status).toBe(303);
    const requestId = href.split("/").at(-1);
    window.dispatchEvent(
      new MessageEvent("message", { data: { type: depositoryMessageType, request_id: requestId } }),
    );
  };

  it("approved on the depository's page, the sale is placed and the page closed", async () => {
    const href = await sellDelivery("3");
    expect(placed).toHaveLength(1);
    expect(placed[0]?.ok).toBe(false);
    await answer(href, "approve");
    await until(() => placed.length === 2, "the sale placed after the verification");
    expect(placed[1]?.ok).toBe(true);
    expect(page.closed).toBe(true);
    await until(() => sheet()?.ok === true, "the placed sheet");
    expect(dialog(deliveryVerificationTitle)).toBeNull();
  });

  it("rejected on the depository's page, nothing is placed; Verify again opens a new request", async () => {
    const href = await sellDelivery("5");
    await answer(href, "reject");
    const flow = dialog(deliveryVerificationTitle) as HTMLElement;
    await until(
      () => flow.textContent?.includes(deliveryVerificationOutcomes.rejected.title) ?? false,
      "the rejection",
    );
    expect(flow.textContent).toContain(deliveryVerificationOutcomes.rejected.message);
    expect(placed.filter((o) => o.ok)).toEqual([]);
    await click(button(verifyAgainAction, flow));
    await until(() => page.location.href !== href && page.location.href !== "", "a new request's page");
    await click(button("Cancel", flow));
    expect(dialog(deliveryVerificationTitle)).toBeNull();
    expect(placed.filter((o) => o.ok)).toEqual([]);
  });
});
