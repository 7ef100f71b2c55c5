// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import type { TradeClient } from "@trade/core";
import {
  enterValidPriceMessage,
  orderConfirmText,
  orderConfirmTitle,
  type PlaceOutcome,
} from "@trade/core/orders";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { settle } from "../support/dom.js";
import {
  button,
  choose,
  click,
  dialog,
  equity,
  input,
  press,
  renderPad,
  sheet,
  submit,
  type,
  unmountPad,
  until,
} from "../support/orderPad.js";
import { type RequestLog, requestLog } from "../support/requestLog.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * The order preference's two toggles in the order pad (spec 1 §2.5 and §3: Re-confirm order, default on; glue order
 * pad, default off), read from the user's saved preference as the app's settings screen writes it: with re-confirm
 * the pad shows the order's summary and sends it only on CONFIRM (BACK or Escape returns to the form); without it,
 * BUY sends at once. With glue the pad stays open after the order; without it the pad closes.
 */
describe("OrderPad re-confirm and glue, from the order preference", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let requests: RequestLog;
  const placed: PlaceOutcome[] = [];
  let closed = 0;
  const onPlaced = (outcome: PlaceOutcome) => placed.push(outcome);
  const onClose = () => {
    closed += 1;
  };
  const setPreference = async (preferences: { orderConfirmation?: boolean; glueOrderpad?: boolean }) => {
    const current = await client.preferences.get("order");
    const saved = await client.preferences.save(
      "order",
      { ...current.preferences, ...preferences },
      current.version,
    );
    expect(saved.ok || saved.conflict).toBe(true);
    expect(!saved.ok && saved.conflict).toBe(false);
  };
  /** A limit buy of 3 ITC at 400.00 in the pad, reading the preferences (no `confirm` or `keepOpen` given). */
  const limitBuy = async () => {
    await renderPad(client, await equity(client, "ITC"), {
      onPlaced,
      onClose,
      confirm: undefined,
      keepOpen: undefined,
    });
    await choose("Product", "Intraday");
    await press("l", input("quantity") as HTMLInputElement);
    await type("quantity", "3");
    await type("price", "400.00");
  };
  const confirmShown = async () => {
    await until(() => dialog(orderConfirmTitle) !== null, "the confirmation");
    return dialog(orderConfirmTitle) as HTMLElement;
  };

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0 });
    requests = requestLog();
    client = await env.login("DEMO01", { fetch: requests.fetch });
  }, 60_000);
  afterEach(() => {
    unmountPad();
    placed.length = 0;
    closed = 0;
  });
  afterAll(async () => {
    await env?.close();
  });

  it("re-confirm on (the default): BUY shows the order's summary; BACK returns to the form and nothing is sent", async () => {
    await limitBuy();
    await submit();
    const confirm = await confirmShown();
    expect(confirm.querySelector("p")?.textContent).toBe(
      orderConfirmText({
        side: "B",
        quantity: 3,
        tradeSymbol: "ITC-EQ",
        exchange: "NSE",
        price: "400.00",
        trigger: undefined,
        orderTypeLabel: "Limit",
        productLabel: "Intraday",
      }),
    );
    expect(confirm.querySelector("p")?.textContent).toBe("Buy 3 ITC-EQ (NSE) at ₹400.00 · Limit · Intraday");
    // CONFIRM has the focus, so Enter sends; BACK goes back to the quantity.
    expect(document.activeElement?.textContent).toBe("CONFIRM");
    await click(button("BACK", confirm));
    expect(dialog(orderConfirmTitle)).toBeNull();
    expect(document.activeElement).toBe(input("quantity"));
    const mark = requests.sent.length;
    await submit();
    await confirmShown();
    await press("Escape", input("quantity") as HTMLInputElement);
    expect(dialog(orderConfirmTitle)).toBeNull();
    expect(requests.sentSince(mark, "POST /api/v5/order")).toEqual([]);
    expect(placed).toEqual([]);
    expect(sheet()).toBeUndefined();
  });

  it("CONFIRM sends the order; without glue the pad closes", async () => {
    await limitBuy();
    await submit();
    await click(button("CONFIRM", await confirmShown()));
    await until(() => placed.length === 1, "the order placed");
    expect(placed[0]?.ok).toBe(true);
    await until(() => closed === 1, "the pad closed");
  });

  it("re-confirm off: BUY sends at once; glue on: the pad stays open with the Order Placed sheet", async () => {
    await setPreference({ orderConfirmation: false, glueOrderpad: true });
    try {
      const mark = requests.answered.length;
      await limitBuy();
      // The preference is read when the pad opens.
      await until(
        () => requests.answered.slice(mark).includes("GET /api/user-preference/v1/preference"),
        "the order preference read",
      );
      await submit();
      await until(() => sheet() !== undefined, "the sheet");
      expect(dialog(orderConfirmTitle)).toBeNull();
      expect(placed).toHaveLength(1);
      expect(sheet()?.title).toBe("Order Placed");
      // Without glue the pad closes as the answer comes (the test above); with it, it stays open once it is in.
      await until(() => requests.answered.includes("POST /api/v5/order"), "the order's answer");
      await settle();
      expect(closed).toBe(0);
    } finally {
      await setPreference({ orderConfirmation: true, glueOrderpad: false });
    }
  });

  it("the quick order pad: a regular order in a row (no tabs, no disclosed quantity); More options keeps what was typed", async () => {
    await renderPad(client, await equity(client, "ITC"), { onPlaced, onClose, variant: "quick" });
    const shown = document.querySelector(".tk-order-pad") as HTMLElement;
    expect(shown.getAttribute("aria-label")).toBe("Quick Buy ITC-EQ");
    expect(shown.querySelectorAll("[role=tab]")).toHaveLength(0);
    expect(input("disclosed")).toBeNull();
    await press("l", input("quantity") as HTMLInputElement);
    await type("quantity", "4");
    await type("price", "401.00");
    await click(button("More options"));
    expect(shown.getAttribute("aria-label")).toBe("Buy ITC-EQ");
    expect(shown.querySelectorAll("[role=tab]")).toHaveLength(4);
    expect(input("quantity")?.value).toBe("4");
    expect(input("price")?.value).toBe("401.00");
    expect(input("disclosed")).not.toBeNull();
  });

  it("the quick order pad shows the same messages and places the same order", async () => {
    await renderPad(client, await equity(client, "ITC"), { onPlaced, onClose, variant: "quick" });
    await press("l", input("quantity") as HTMLInputElement);
    await type("quantity", "2");
    await type("price", "");
    await submit();
    await until(() => (document.querySelector(".tk-op-problem")?.textContent ?? "") !== "", "the message");
    expect(document.querySelector(".tk-op-problem")?.textContent).toBe(enterValidPriceMessage);
    await type("price", "399.00");
    await submit();
    await until(() => placed.length === 1, "the order placed");
    expect(placed[0]?.ok).toBe(true);
  });
});
