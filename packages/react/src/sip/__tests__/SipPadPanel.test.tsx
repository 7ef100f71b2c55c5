// @vitest-environment happy-dom
import { sipAsbaBlockedMessage, sipCreatedMessage, unableToCreateSipMessage } from "@trade/core/sip";
import { describe, expect, it, vi } from "vitest";
import {
  advance,
  click,
  container,
  press,
  renderSettled,
  type as typeInto,
} from "../../../../../tests/support/dom.js";
import { equity } from "../../../../core/src/rules/trading/__tests__/orderCheckFacts.js";
import { TradeProvider } from "../../TradeProvider.js";
import { OrderPad } from "../../trading/OrderPad.js";
import type { PadInstrument } from "../../trading/orderPadState.js";
import { sipPadTab } from "../SipPadPanel.js";
import { profileWith, type SipServer, sipServerPerTest } from "./sipServer.js";

const itc: PadInstrument = { ...equity, symbol: "ITC", token: 1660, tradeSymbol: "ITC-EQ" };

let server: SipServer;
// A new SIP starts tomorrow, Thursday 3 December.
sipServerPerTest((fresh) => {
  server = fresh;
});

async function openPad(openTab?: string, onClose = vi.fn()) {
  await renderSettled(
    <TradeProvider client={server.client}>
      <OrderPad
        instrument={itc}
        side="B"
        extraTabs={[sipPadTab]}
        onClose={onClose}
        keepOpen
        {...(openTab ? { openTab } : {})}
      />
    </TradeProvider>,
  );
  await advance(20);
}

const button = (text: string) =>
  [...container().querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === text);
const radio = (label: string) =>
  [...container().querySelectorAll("label")]
    .find((l) => l.textContent === label)
    ?.querySelector<HTMLInputElement>("input") ?? null;
const field = (name: string) => container().querySelector<HTMLInputElement>(`input[name=${name}]`);
const alertText = () => container().querySelector("[role=alert]")?.textContent;

describe("the order pad's SIP tab", () => {
  it("is a tab after the order's own; choosing it shows the SIP form in place of the order form", async () => {
    await openPad();
    const tab = button("SIP");
    expect(tab?.getAttribute("role")).toBe("tab");
    expect(button("START SIP")).toBeUndefined();
    await click(tab);
    expect(tab?.getAttribute("aria-selected")).toBe("true");
    expect(button("START SIP")).toBeDefined();
    expect(field("quantity")).toBeNull();
  });

  it("opened on SIP (the sipOrderPad link) takes the keyboard: the value field has the focus, Escape closes the pad", async () => {
    const onClose = vi.fn();
    await openPad("sip", onClose);
    expect(document.activeElement).toBe(field("order_value"));
    press("Escape", {}, document.activeElement as Element);
    expect(onClose).toHaveBeenCalled();
  });

  it("sets up a weekly SIP by quantity, showing the weekday and the next instalment dates first", async () => {
    await openPad("sip");
    await click(radio("Weekly"));
    expect(container().textContent).toContain("Every Thursday");
    expect(container().querySelector("output")?.textContent).toBe("03 Dec 2026, 10 Dec 2026, 17 Dec 2026");
    await typeInto(field("order_value"), "2");
    await click(button("START SIP"));
    await advance(10);
    expect(server.sent.find((s) => s.method === "POST")?.body).toEqual({
      exchangeSegment: 1,
      instrument_id: 1660,
      order_type: "QTY",
      order_value: 2,
      frequency: "WEEKLY",
      start_date: "2026-12-03",
    });
    const done = container().querySelector("[role=status]");
    expect(done?.textContent).toContain(sipCreatedMessage);
    expect(done?.textContent).toContain("next on 03 Dec 2026");
  });

  it("says what is wrong inline in the rules' words, and sends nothing until it is right", async () => {
    await openPad("sip");
    await typeInto(field("order_value"), "1.5");
    expect(alertText()).toBe("Enter a whole number of shares");
    expect(field("order_value")?.getAttribute("aria-invalid")).toBe("true");
    await click(radio("Amount"));
    await typeInto(field("order_value"), "50");
    expect(alertText()).toBe("Enter an amount of at least ₹100.00");
    await click(button("START SIP"));
    expect(server.sent.filter((s) => s.method === "POST")).toEqual([]);
    await typeInto(field("order_value"), "1500");
    await typeInto(field("start_date"), "2026-12-01");
    expect(alertText()).toBe("Start date cannot be before today");
    await typeInto(field("start_date"), "2026-12-07");
    await click(radio("Monthly"));
    expect(container().textContent).toContain("On the 7th of every month");
    await click(button("START SIP"));
    await advance(10);
    expect(server.sent.find((s) => s.method === "POST")?.body).toMatchObject({
      order_type: "AMOUNT",
      order_value: 150_000,
      frequency: "MONTHLY",
    });
  });

  it("shows 'Unable to create Stock SIP.' with the broker's reason when it refuses", async () => {
    server.refuse = "Instrument is suspended";
    await openPad("sip");
    await click(button("START SIP"));
    await advance(10);
    expect(alertText()).toContain(unableToCreateSipMessage);
    expect(alertText()).toContain("Instrument is suspended");
  });

  it("is blocked, with the reason and no form, for an ASBA client under a UPI mandate", async () => {
    server.profile = profileWith(true);
    await openPad("sip");
    expect(alertText()).toBe(sipAsbaBlockedMessage);
    expect(button("START SIP")).toBeUndefined();
  });
});
