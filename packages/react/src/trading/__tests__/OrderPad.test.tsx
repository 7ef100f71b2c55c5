// @vitest-environment happy-dom
import type { Profile, TradeClient } from "@trade/core";
import { enterValidPriceMessage, zeroQuantityMessage } from "@trade/core/orders";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  act,
  advance,
  click,
  container,
  press,
  renderSettled,
  settle,
  type as typeInto,
  unmount,
} from "../../../../../tests/support/dom.js";
import { TradeProvider } from "../../TradeProvider.js";
import { OrderPad } from "../OrderPad.js";
import type { PadInstrument } from "../orderPadState.js";
import { offlineClient } from "./support.js";

const reliance: PadInstrument = {
  segment: 1,
  token: 2885,
  tradeSymbol: "RELIANCE-EQ",
  exchange: "NSE",
  kind: "EQ",
  symbol: "RELIANCE",
  lotSize: 1,
  tick: 5,
  freezeQty: null,
  maxSingleTransactionQty: 100_000,
  t2t: false,
  surveillance: [],
};

const profile = {
  clientId: "DEMO01",
  ClientCode: "DEMO01",
  userType: "RETAIL",
  dpNumber: "1",
  accountType: "D",
  clientDetails: { firstName: "Asha", middleName: "", lastName: "Verma" },
  mobile: "90XXXXXX01",
  email: "a@example.in",
  gmId: 101,
  accountStatus: { tradeReady: true, issues: [], blockedOperations: [] },
  dormant: false,
  renew: false,
  ntRenew: false,
  segments: ["nse_cm", "nse_fo"],
  poa: false,
  ddpi: true,
  asba: false,
  mtfEnabled: false,
} satisfies Profile;

const envelope = (data: unknown, status = true, errorCode: string | null = null, message = "SUCCESS") => ({
  status,
  message,
  errorCode,
  data,
});

let placeAnswer: { status: number; body: unknown };
let orderPreference: unknown;
let placed: unknown[];
let client: TradeClient;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  placed = [];
  orderPreference = undefined;
  placeAnswer = {
    status: 200,
    body: envelope({
      orderId: "2611240000001",
      guiOrderId: "g",
      status: "success",
      orderStatus: "complete",
      text: "",
      aoOrderId: null,
      nestOrderId: null,
    }),
  };
  const fetchStub: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, "");
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (path === "/v2/profile/get") return json(200, envelope(profile));
    if (path === "/user-preference/v1/preference" && orderPreference !== undefined) {
      return json(
        200,
        envelope({
          clientId: "DEMO01",
          preferenceType: "order",
          version: 3,
          createdAt: "2026-11-01T00:00:00Z",
          updatedAt: "2026-11-01T00:00:00Z",
          preferences: orderPreference,
        }),
      );
    }
    if (path === "/batch/v3/margin") {
      return json(
        200,
        envelope({ totalMargin: 28_000, availableMargin: 50_000_000, shortfall: 0, orders: [] }),
      );
    }
    if (path === "/v5/order") {
      placed.push(JSON.parse(String(init?.body)));
      return json(placeAnswer.status, placeAnswer.body);
    }
    return json(404, envelope(null, false, "NOT-FOUND", "no"));
  };
  client = offlineClient(fetchStub);
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

/** 10:00 IST on a trading Tuesday: the normal market. */
const marketOpen = () => Date.parse("2026-11-24T10:00:00+05:30");

/** The pad as most tests want it: kept open, without the re-confirm step (its own test turns it on). */
async function renderPad(onClose = vi.fn(), confirm = false) {
  await renderSettled(
    <TradeProvider client={client}>
      <OrderPad
        instrument={reliance}
        side="B"
        now={marketOpen}
        onClose={onClose}
        keepOpen
        confirm={confirm}
      />
    </TradeProvider>,
  );
  await advance(20);
  return onClose;
}

const input = (name: string) => container().querySelector(`input[name=${name}]`) as HTMLInputElement;
const type = (name: string, value: string) => typeInto(input(name), value);
async function key(key: string) {
  press(key, {}, input("quantity"));
  await settle();
}
async function submit() {
  await act(async () => {
    (container().querySelector("form") as HTMLFormElement).requestSubmit();
  });
  await advance(30);
}
const alertText = () => container().querySelector("[role=alert]")?.textContent ?? "";
const checkedType = () =>
  (container().querySelector("input[name=orderType]:checked")?.parentElement?.textContent ?? "").trim();

describe("OrderPad", () => {
  it("shows the rules' messages in the spec's words and places nothing while a field is wrong", async () => {
    await renderPad();
    await type("quantity", "0");
    await submit();
    expect(alertText()).toBe(zeroQuantityMessage);
    await type("quantity", "5");
    await key("l");
    expect(checkedType()).toBe("Limit");
    await submit();
    expect(alertText()).toBe(enterValidPriceMessage);
    expect(placed).toEqual([]);
  });

  it("M and L choose market and limit; Escape closes", async () => {
    const onClose = await renderPad();
    await key("L");
    expect(checkedType()).toBe("Limit");
    expect(input("price").disabled).toBe(false);
    await key("m");
    expect(checkedType()).toBe("Market");
    expect(input("price").disabled).toBe(true);
    await key("Escape");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("with re-confirm, Enter shows the order's summary and a second Enter (on the focused CONFIRM) places it", async () => {
    await renderPad(vi.fn(), true);
    await type("quantity", "2");
    await submit();
    expect(placed).toEqual([]);
    const confirm = container().querySelector("[role=alertdialog][aria-label='Confirm Order']");
    expect(confirm?.querySelector("p")?.textContent).toBe(
      "Buy 2 RELIANCE-EQ (NSE) at market · Market · Delivery",
    );
    expect(document.activeElement?.textContent).toBe("CONFIRM");
    await click(document.activeElement as HTMLButtonElement);
    await advance(30);
    expect(placed).toHaveLength(1);
    expect(container().querySelector("[role=status]")?.textContent).toContain("Order Placed");
  });

  it("Enter places the order and shows the placed sheet; a rejection shows the server's reason", async () => {
    await renderPad();
    await type("quantity", "2");
    await submit();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      exchangeSegment: 1,
      symbolToken: 2885,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 2,
      variety: "NORMAL",
    });
    expect(container().querySelector("[role=status]")?.textContent).toContain("Order Placed");

    placeAnswer = {
      status: 422,
      body: envelope(
        {
          orderId: "2611240000002",
          guiOrderId: "g2",
          status: "rejected",
          orderStatus: "rejected",
          text: "x",
        },
        false,
        "RMS1011",
        "Insufficient funds: this order needs ₹5,740.00 of margin, ₹0.00 is available",
      ),
    };
    await submit();
    const sheet = container().querySelector("[role=status]")?.textContent ?? "";
    // A funds refusal has a sheet of its own (with the way to add funds when the host offers one).
    expect(sheet).toContain("Insufficient Funds");
    expect(sheet).toContain("Insufficient funds: this order needs ₹5,740.00 of margin, ₹0.00 is available");
  });

  it("shows the required margin from the margin call", async () => {
    await renderPad();
    await advance(900);
    expect(container().querySelector(".tk-op-margin")?.textContent).toBe(
      "Margin required ₹280.00 · Available ₹5,00,000.00",
    );
  });

  it("after a change shows no figure until the margin of the new inputs arrives (never the previous inputs')", async () => {
    await renderPad();
    await advance(900);
    const line = () => container().querySelector(".tk-op-margin")?.textContent;
    expect(line()).toBe("Margin required ₹280.00 · Available ₹5,00,000.00");
    await type("quantity", "3");
    expect(line()).toBe("Margin required —");
    await advance(500);
    expect(line()).toBe("Margin required —");
    await advance(400);
    expect(line()).toBe("Margin required ₹280.00 · Available ₹5,00,000.00");
  });
});

describe("OrderPad above the limit per order", () => {
  it("splits the order into slices of at most the max per order and says so", async () => {
    const small = { ...reliance, maxSingleTransactionQty: 100 };
    await renderSettled(
      <TradeProvider client={client}>
        <OrderPad instrument={small} side="B" now={marketOpen} keepOpen confirm={false} />
      </TradeProvider>,
    );
    await advance(20);
    await type("quantity", "250");
    await submit();
    expect(placed.map((p) => (p as { quantity: number }).quantity)).toEqual([100, 100, 50]);
    const sheet = container().querySelector("[role=status]")?.textContent ?? "";
    expect(sheet).toContain("Order Split");
    expect(sheet).toContain("Buy 250 RELIANCE-EQ went as 3 orders (100 + 100 + 50)");
  });
});

describe("OrderPad defaults (spec 2 §4)", () => {
  const checked = (name: string) =>
    (container().querySelector(`input[name=${name}]:checked`)?.parentElement?.textContent ?? "").trim();

  it("starts with the segment's order preference", async () => {
    orderPreference = { equityCash: { productType: "MIS", orderType: "LIMIT" } };
    await renderPad();
    expect([checked("productType"), checked("orderType")]).toEqual(["Intraday", "Limit"]);
  });

  it("with Retain, starts with what the last order of the segment used", async () => {
    orderPreference = { equityCash: { productType: "Retain", orderType: "Retain" } };
    await renderPad();
    await click(container().querySelectorAll<HTMLInputElement>("input[name=productType]")[2]);
    await key("m");
    await type("quantity", "1");
    await submit();
    expect(placed[0]).toMatchObject({ productType: "MARGIN", orderType: "MARKET" });
    unmount();
    await renderPad();
    expect([checked("productType"), checked("orderType")]).toEqual(["Margin", "Market"]);
  });
});

const seen: string[] = [];
function GttPanel({ instrument, side }: { instrument: PadInstrument; side: string }) {
  seen.push(`${instrument.tradeSymbol} ${side}`);
  return <p className="gtt-panel">GTT on {instrument.tradeSymbol}</p>;
}
const gttTab = { id: "gtt", label: "GTT", Panel: GttPanel };

describe("OrderPad extra tabs (GTT, SIP from their own entries)", () => {
  const tabs = () => [...container().querySelectorAll("[role=tab]")];
  const tab = (label: string) => tabs().find((t) => t.textContent === label) as HTMLButtonElement;

  it("adds the tab after the order's own; choosing it shows its panel in place of the form, with the pad's side", async () => {
    seen.length = 0;
    await renderSettled(
      <TradeProvider client={client}>
        <OrderPad instrument={reliance} side="S" now={marketOpen} extraTabs={[gttTab]} />
      </TradeProvider>,
    );
    expect(tabs().map((t) => t.textContent)).toEqual(["Regular", "Stop Loss", "Cover", "Bracket", "GTT"]);
    expect(container().querySelector("form")).not.toBeNull();
    await click(tab("GTT"));
    expect(tab("GTT").getAttribute("aria-selected")).toBe("true");
    expect(tab("Regular").getAttribute("aria-selected")).toBe("false");
    expect(container().querySelector("form")).toBeNull();
    expect(container().querySelector(".gtt-panel")?.textContent).toBe("GTT on RELIANCE-EQ");
    expect(seen.at(-1)).toBe("RELIANCE-EQ S");
    await click(tab("Stop Loss"));
    expect(container().querySelector(".gtt-panel")).toBeNull();
    expect(tab("Stop Loss").getAttribute("aria-selected")).toBe("true");
  });

  it("opens on the tab `openTab` names; the quick pad offers none", async () => {
    await renderSettled(
      <TradeProvider client={client}>
        <OrderPad instrument={reliance} side="B" now={marketOpen} extraTabs={[gttTab]} openTab="gtt" />
      </TradeProvider>,
    );
    expect(container().querySelector(".gtt-panel")).not.toBeNull();
    unmount();
    await renderSettled(
      <TradeProvider client={client}>
        <OrderPad
          instrument={reliance}
          side="B"
          now={marketOpen}
          extraTabs={[gttTab]}
          openTab="gtt"
          variant="quick"
        />
      </TradeProvider>,
    );
    expect(container().querySelector(".gtt-panel")).toBeNull();
    expect(container().querySelector("form")).not.toBeNull();
  });
});
