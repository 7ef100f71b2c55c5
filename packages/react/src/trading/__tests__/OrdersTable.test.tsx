// @vitest-environment happy-dom
import type { TradeClient } from "@trade/core";
import type { Order, OrderUpdate } from "@trade/core/orders";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, advance, click, container, press, renderSettled } from "../../../../../tests/support/dom.js";
import { makeOrder } from "../../../../core/src/trading/__tests__/fixtures.js";
import { useRmsLimit } from "../../hooks.js";
import { TradeProvider } from "../../TradeProvider.js";
import { OrdersTable } from "../OrdersTable.js";
import { orderFeedFor } from "../orderFeed.js";
import { offlineClient } from "./support.js";

const open: Order = makeOrder({
  orderId: "2611240000007",
  guiOrderId: "g7",
  orderStatus: "open",
  quantity: 3,
  averagePrice: 0,
  price: 37_000,
  transactionType: "B",
  productType: "CNC",
  orderType: "LIMIT",
  symbolToken: 1660,
  tradingSymbol: "ITC-EQ",
  orderTime: Date.parse("2026-11-24T10:00:00+05:30"),
  updateTime: Date.parse("2026-11-24T10:00:00+05:30"),
});

const envelope = (data: unknown, status = true, errorCode: string | null = null, message = "SUCCESS") => ({
  status,
  message,
  errorCode,
  data,
});

let sent: string[];
let client: TradeClient;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  sent = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, "");
    sent.push(`${init?.method ?? "GET"} ${path}`);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (path === "/report/v5/orders") return json(200, envelope({ orders: [open] }));
    if (path === "/v5/order/cancel") {
      return json(
        200,
        envelope({ results: [{ orderId: open.orderId, cancelled: true, message: "", errorCode: null }] }),
      );
    }
    if (path === "/funds/v2/getRMSLimit") {
      const zero = {
        availableCash: 0,
        payin: 0,
        payout: 0,
        collateral: 0,
        utilisedMargin: 0,
        m2mRealised: 0,
      };
      return json(200, envelope({ ...zero, m2mUnrealised: 0, availableMargin: 0 }));
    }
    return json(404, envelope(null, false, "NOT-FOUND", "no"));
  };
  client = offlineClient(fetchStub);
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

function Balance() {
  useRmsLimit();
  return null;
}

async function renderOrders(onEdit = vi.fn(), onNotice = vi.fn()) {
  await renderSettled(
    <TradeProvider client={client}>
      <Balance />
      <OrdersTable view="open" onEdit={onEdit} onNotice={onNotice} onChart={vi.fn()} />
    </TradeProvider>,
  );
  await advance(20);
  return { onEdit, onNotice };
}

const row = () => container().querySelector<HTMLElement>(".tk-orders .tk-body-row") as HTMLElement;
const byName = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.getAttribute("aria-label") === name || b.textContent === name,
  );

describe("OrdersTable", () => {
  it("shows the order's side, exchange, product, order type, quantity, price, an LTP cell and a status badge", async () => {
    await renderOrders();
    const cells = [...row().querySelectorAll("[role=gridcell]")].map((cell) => cell.textContent);
    expect(cells.slice(1, 9)).toEqual(["BUY", "ITC-EQNSE", "Delivery", "Limit", "0/3", "370.00", "—", "—"]);
    const badge = row().querySelector(".tk-badge");
    expect(badge?.textContent).toBe("Open");
    expect(badge?.getAttribute("data-tone")).toBe("open");
  });

  it("modifies from the row's Modify, and cancels from its Cancel after the confirmation", async () => {
    const { onEdit, onNotice } = await renderOrders();
    await click(byName(row(), "Modify BUY ITC-EQ"));
    expect(onEdit).toHaveBeenCalledWith(open);

    await click(byName(row(), "Cancel BUY ITC-EQ"));
    let confirm = container().querySelector<HTMLElement>("[role=alertdialog]");
    expect(confirm?.textContent).toContain("Cancel this order?");
    await click(byName(confirm as HTMLElement, "KEEP"));
    expect(container().querySelector("[role=alertdialog]")).toBeNull();
    expect(sent).not.toContain("POST /v5/order/cancel");

    await click(byName(row(), "Cancel BUY ITC-EQ"));
    confirm = container().querySelector<HTMLElement>("[role=alertdialog]");
    // The primary action has the focus: Delete then Enter cancels from the keyboard too.
    expect(document.activeElement?.textContent).toBe("CANCEL ORDER");
    await click(byName(confirm as HTMLElement, "CANCEL ORDER"));
    await advance(10);
    expect(sent).toContain("POST /v5/order/cancel");
    expect(onNotice).toHaveBeenCalledWith({
      title: "Order Cancelled",
      message: "You have successfully cancelled 1 order(s)",
      ok: true,
    });
  });

  it("opens the row menu on click, moves with the arrows, and closes on Escape (focus back) and outside clicks", async () => {
    await renderOrders();
    const more = byName(row(), "More for BUY ITC-EQ") as HTMLButtonElement;
    await click(more);
    const menu = () => container().querySelector<HTMLElement>("[role=menu]");
    expect([...(menu()?.querySelectorAll("[role=menuitem]") ?? [])].map((item) => item.textContent)).toEqual([
      "Modify",
      "Cancel",
      "Charts",
      "Order Details",
    ]);
    expect(document.activeElement?.textContent).toBe("Modify");
    press("ArrowDown", {}, document.activeElement as Element);
    expect(document.activeElement?.textContent).toBe("Cancel");
    press("ArrowUp", {}, document.activeElement as Element);
    press("ArrowUp", {}, document.activeElement as Element);
    expect(document.activeElement?.textContent).toBe("Order Details");
    const escaped = press("Escape", {}, document.activeElement as Element);
    expect(escaped.defaultPrevented).toBe(true);
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(more);

    await click(more);
    expect(menu()).not.toBeNull();
    act(() => {
      document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    });
    expect(menu()).toBeNull();

    await click(more);
    await click(byName(menu() as HTMLElement, "Order Details"));
    const details = container().querySelector<HTMLElement>("[role=dialog]");
    expect(details?.textContent).toContain("2611240000007");
  });

  it("reads the funds again after an order update that is not a fill (the header's balance follows)", async () => {
    await renderOrders();
    const reads = () => sent.filter((request) => request === "POST /funds/v2/getRMSLimit").length;
    const before = reads();
    const update: OrderUpdate = { ...open, orderStatus: "cancelled", status: "cancelled", guiOrdId: "g7" };
    act(() => {
      orderFeedFor(client).emit("update", update);
    });
    await advance(299);
    expect(reads()).toBe(before);
    await advance(10);
    expect(reads()).toBe(before + 1);
  });
});
