// @vitest-environment happy-dom
import type { TradeClient } from "@trade/core";
import {
  failedToCreateGttMessage,
  gttOcoSidesMessage,
  gttTriggerAtLtpMessage,
  sellGttNotAvailableMessage,
} from "@trade/core/gtt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  advance,
  click,
  container,
  renderSettled,
  type as typeInto,
} from "../../../../../tests/support/dom.js";
import { TradeProvider } from "../../TradeProvider.js";
import { OrderPad } from "../../trading/OrderPad.js";
import type { PadPreset } from "../../trading/orderPadState.js";
import { gttPadTab } from "../GttPadTab.js";
import { envelope, itc, json, ocoRule, offlineClient, profileOf, tick } from "./support.js";

let client: TradeClient;
let created: unknown[];
let createAnswer: () => Response;
let account: { poa: boolean; ddpi: boolean };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  created = [];
  account = { poa: false, ddpi: true };
  createAnswer = () => json(200, envelope({ rule: ocoRule }));
  client = offlineClient(async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, "");
    if (path === "/v2/profile/get") return json(200, envelope(profileOf(account)));
    if (path === "/gtt/v1/createRule") {
      created.push(JSON.parse(String(init?.body)));
      return createAnswer();
    }
    return json(404, envelope(null, false, "NOT-FOUND", "no"));
  });
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

async function renderGttPad(side: "B" | "S" = "S", preset?: PadPreset) {
  await renderSettled(
    <TradeProvider client={client}>
      <OrderPad
        instrument={itc}
        side={side}
        extraTabs={[gttPadTab]}
        openTab="gtt"
        keepOpen
        {...(preset ? { preset } : {})}
      />
    </TradeProvider>,
  );
  tick(client, 1660, 40_000);
  await advance(20);
}

const field = (name: string) => container().querySelector<HTMLInputElement>(`input[name=${name}]`);
const button = (name: string) =>
  [...container().querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.getAttribute("aria-label") === name || b.textContent === name,
  );
const radio = (label: string) =>
  [...container().querySelectorAll("label")]
    .find((l) => l.textContent === label)
    ?.querySelector("input") as HTMLInputElement;
const text = (selector: string) => container().querySelector(selector)?.textContent;

describe("the order pad's GTT tab", () => {
  it("opens on the GTT tab with the levels 5% from the live LTP, each with its distance, and steps them", async () => {
    await renderGttPad("S");
    const tab = [...container().querySelectorAll("[role=tab]")].find((t) => t.textContent === "GTT");
    expect(tab?.getAttribute("aria-selected")).toBe("true");
    expect(text(".tk-gtt-ltp")).toBe("LTP 400.00");
    expect([field("triggerPrice")?.value, field("price")?.value]).toEqual(["420.00", "420.00"]);
    await click(radio("OCO"));
    expect([field("stopLossTrigger")?.value, field("stopLossPrice")?.value]).toEqual(["380.00", "380.00"]);
    const percents = [...container().querySelectorAll(".tk-gtt-percent")].map((p) => p.textContent);
    expect(percents).toEqual(["+5.00% of LTP", "-5.00% of LTP"]);
    await click(button("Target trigger up 1%"));
    await click(button("Stop loss trigger down 1%"));
    expect([field("triggerPrice")?.value, field("stopLossTrigger")?.value]).toEqual(["424.00", "376.00"]);
    expect(text(".tk-gtt-percent")).toBe("+6.00% of LTP");
  });

  it("starts an OCO for the position's quantity and product when opened by Set SL/Target", async () => {
    await renderGttPad("S", { tab: "stoploss", productType: "MIS", orderType: "SL", quantity: "7" });
    expect(radio("OCO").checked).toBe(true);
    expect(radio("Intraday").checked).toBe(true);
    expect(field("qty")?.value).toBe("7");
  });

  it("sets an OCO and says GTT Created", async () => {
    await renderGttPad("S");
    await click(radio("OCO"));
    await typeInto(field("qty"), "5");
    await click(button("SELL GTT"));
    await advance(10);
    expect(created).toEqual([
      {
        exchangeSegment: 1,
        symboltoken: 1660,
        tradingsymbol: "ITC-EQ",
        transactiontype: "S",
        producttype: "CNC",
        gttType: "OCO",
        qty: 5,
        orderType: "LIMIT",
        triggerprice: 42_000,
        price: 42_000,
        stoplosstriggerprice: 38_000,
        stoplossprice: 38_000,
      },
    ]);
    expect(text(".tk-gtt-saved")).toBe("GTT Created SELL 5 ITC-EQ, OCO: target 420.00, stop loss 380.00");
  });

  it("shows core's problems inline on the field they name, and sends nothing", async () => {
    await renderGttPad("S");
    await typeInto(field("triggerPrice"), "400");
    await click(button("SELL GTT"));
    expect(text("[role=alert]")).toBe(gttTriggerAtLtpMessage);
    expect(field("triggerPrice")?.getAttribute("aria-invalid")).toBe("true");

    await typeInto(field("triggerPrice"), "420");
    await click(radio("OCO"));
    await typeInto(field("stopLossTrigger"), "410");
    expect(text("[role=alert]")).toBe(gttOcoSidesMessage("S"));
    expect(field("stopLossTrigger")?.getAttribute("aria-invalid")).toBe("true");

    await click(radio("Market"));
    await typeInto(field("stopLossTrigger"), "380");
    await typeInto(field("marketProtection"), "12");
    expect(text("[role=alert]")).toBe("Market protection must be between 0.25% and 10%");
    expect(created).toEqual([]);
  });

  it("shows the server's refusals in a dialog with CLOSE: the fixed text for AB9016, else the server's words", async () => {
    await renderGttPad("B");
    createAnswer = () => json(422, envelope(null, false, "AB9016", "An index cannot carry a GTT"));
    await click(button("BUY GTT"));
    await advance(10);
    let dialog = container().querySelector("[role=alertdialog]");
    expect(dialog?.querySelector("h2")?.textContent).toBe("Couldn't create GTT");
    expect(dialog?.textContent).toContain(failedToCreateGttMessage);
    await click(button("CLOSE"));
    expect(container().querySelector("[role=alertdialog]")).toBeNull();

    createAnswer = () =>
      json(422, envelope(null, false, "GTT-LIMIT", "You can have at most 250 pending GTT orders"));
    await click(button("BUY GTT"));
    await advance(10);
    dialog = container().querySelector("[role=alertdialog]");
    expect(dialog?.textContent).toContain("You can have at most 250 pending GTT orders");
  });

  it("refuses a delivery sell of a client without POA or DDPI with 'Sell GTT Not Available'", async () => {
    account = { poa: false, ddpi: false };
    await renderGttPad("S");
    await click(button("SELL GTT"));
    const dialog = container().querySelector("[role=alertdialog]");
    expect(dialog?.querySelector("h2")?.textContent).toBe("Sell GTT Not Available");
    expect(dialog?.textContent).toContain(sellGttNotAvailableMessage);
    expect(created).toEqual([]);
  });
});
