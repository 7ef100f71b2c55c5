// @vitest-environment happy-dom
import type { TradeClient } from "@trade/core";
import { type GttRule, gttCancelledMessage } from "@trade/core/gtt";
import type { OrderUpdate } from "@trade/core/orders";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  act,
  advance,
  click,
  container,
  press,
  renderSettled,
  type as typeInto,
} from "../../../../../tests/support/dom.js";
import { makeOrder } from "../../../../core/src/trading/__tests__/fixtures.js";
import { TradeProvider } from "../../TradeProvider.js";
import { orderFeedFor } from "../../trading/orderFeed.js";
import { GttList } from "../GttList.js";
import { envelope, itcScrip, json, ocoRule, offlineClient, profileOf, tick } from "./support.js";

const executed: GttRule = {
  ...ocoRule,
  id: "16",
  gttType: "SINGLE",
  transactiontype: "B",
  qty: 2,
  triggerprice: 39_000,
  price: 39_000,
  stoplossprice: null,
  stoplosstriggerprice: null,
  status: 10,
  orderId: "2611240000009",
  triggeredLeg: "target",
};

let client: TradeClient;
let sent: { path: string; body: unknown }[];
let rules: GttRule[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  sent = [];
  rules = [ocoRule, executed];
  client = offlineClient(async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, "");
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path, body });
    if (path === "/v2/profile/get") return json(200, envelope(profileOf({ poa: false, ddpi: true })));
    if (path === "/scripmaster/v1/scripmaster") return json(200, envelope([itcScrip]));
    if (path === "/gtt/v1/ruleList") {
      const shown = body.status ? rules.filter((r) => body.status.includes(r.status)) : rules;
      return json(200, envelope({ rules: shown, page: 1, total: shown.length }));
    }
    if (path === "/gtt/v1/cancelRule") return json(200, envelope({ rule: { ...ocoRule, status: 3 } }));
    if (path === "/gtt/v1/modifyRule")
      return json(200, envelope({ rule: { ...ocoRule, ...body, status: 4 } }));
    return json(404, envelope(null, false, "NOT-FOUND", "no"));
  });
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

async function renderList(onNotice = vi.fn()) {
  await renderSettled(
    <TradeProvider client={client}>
      <GttList onNotice={onNotice} />
    </TradeProvider>,
  );
  await advance(20);
  return onNotice;
}

const rows = () => [...container().querySelectorAll<HTMLElement>(".tk-body-row")];
const cells = (row: HTMLElement | undefined) =>
  [...(row?.querySelectorAll("[role=gridcell]") ?? [])].map((cell) => cell.textContent);
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.getAttribute("aria-label") === name || b.textContent === name,
  );
const listReads = () => sent.filter((s) => s.path === "/gtt/v1/ruleList").length;
const grid = () => container().querySelector<HTMLElement>("[role=grid]") as HTMLElement;

describe("GttList", () => {
  it("shows each rule's side, instrument, type, triggers with their live distance from the LTP, qty and status", async () => {
    await renderList();
    expect(cells(rows()[0]).slice(1, 8)).toEqual([
      "SELL",
      "ITC-EQNSE",
      "OCO",
      "T 420.00—SL 380.00—",
      "—",
      "5",
      "Pending",
    ]);
    tick(client, 1660, 40_000);
    expect(cells(rows()[0]).slice(4, 6)).toEqual(["T 420.00+5.00%SL 380.00-5.00%", "400.00"]);
    expect(rows()[0]?.querySelector(".tk-badge")?.getAttribute("data-tone")).toBe("pending");

    expect(cells(rows()[1]).slice(1, 8)).toEqual([
      "BUY",
      "ITC-EQNSE",
      "Single",
      "390.00-2.50%",
      "400.00",
      "2",
      "Triggered & Executed",
    ]);
    expect(rows()[1]?.querySelector(".tk-badge")?.getAttribute("data-tone")).toBe("complete");
    // Only a pending rule can change.
    expect(button(rows()[1] as HTMLElement, "Cancel GTT BUY ITC-EQ")).toBeUndefined();
    expect(sent.find((s) => s.path === "/gtt/v1/ruleList")?.body).toEqual({ page: 1, count: 200 });
  });

  it("cancels a pending rule after the confirmation, says so and reads the list again", async () => {
    const onNotice = await renderList();
    await click(button(rows()[0] as HTMLElement, "Cancel GTT SELL ITC-EQ"));
    const confirm = container().querySelector<HTMLElement>("[role=alertdialog]") as HTMLElement;
    expect(confirm.textContent).toContain("Cancel this GTT?");
    expect(confirm.textContent).toContain("SELL 5 ITC-EQ, OCO: target 420.00, stop loss 380.00");
    await click(button(confirm, "KEEP"));
    expect(sent.some((s) => s.path === "/gtt/v1/cancelRule")).toBe(false);

    const before = listReads();
    press("Delete", {}, grid());
    expect(document.activeElement?.textContent).toBe("CANCEL GTT");
    await click(document.activeElement as HTMLElement);
    await advance(10);
    expect(sent.find((s) => s.path === "/gtt/v1/cancelRule")?.body).toEqual({ id: "17" });
    expect(onNotice).toHaveBeenCalledWith({ title: "GTT Cancelled", message: gttCancelledMessage, ok: true });
    expect(listReads()).toBeGreaterThan(before);
  });

  it("edits the selected rule from the keyboard in the same form, prefilled, and says GTT Updated", async () => {
    const onNotice = await renderList();
    tick(client, 1660, 40_000);
    press("ArrowDown", {}, grid());
    expect(rows()[1]?.getAttribute("aria-selected")).toBe("true");
    press("Enter", {}, grid());
    expect(container().querySelector("[role=dialog]")).toBeNull();
    press("ArrowUp", {}, grid());
    press("Enter", {}, grid());
    await advance(20);
    const dialog = container().querySelector<HTMLElement>("[role=dialog]") as HTMLElement;
    expect(dialog.querySelector("h2")?.textContent).toBe("Edit GTT ITC-EQ");
    const input = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name=${name}]`);
    expect(
      ["triggerPrice", "price", "stopLossTrigger", "stopLossPrice", "qty"].map((n) => input(n)?.value),
    ).toEqual(["420.00", "420.00", "380.00", "380.00", "5"]);
    await typeInto(input("qty"), "3");
    await click(button(dialog, "MODIFY GTT"));
    await advance(10);
    expect(sent.find((s) => s.path === "/gtt/v1/modifyRule")?.body).toEqual({
      id: "17",
      qty: 3,
      orderType: "LIMIT",
      triggerprice: 42_000,
      price: 42_000,
      stoplosstriggerprice: 38_000,
      stoplossprice: 38_000,
    });
    expect(onNotice).toHaveBeenCalledWith({
      title: "GTT Updated",
      message: "SELL 3 ITC-EQ, OCO: target 420.00, stop loss 380.00",
      ok: true,
    });
    expect(container().querySelector("[role=dialog]")).toBeNull();
  });

  it("filters by status on the server", async () => {
    await renderList();
    const pending = [...container().querySelectorAll("label")].find((l) => l.textContent === "Pending");
    await click(pending?.querySelector("input"));
    await advance(20);
    expect(sent.filter((s) => s.path === "/gtt/v1/ruleList").at(-1)?.body).toEqual({
      status: [1, 4],
      page: 1,
      count: 200,
    });
    expect(rows().map((row) => cells(row)[7])).toEqual(["Pending"]);
  });

  it("reads the list again when a GTT's order moves on the order-update feed, not for other orders", async () => {
    await renderList();
    const before = listReads();
    const order = makeOrder({ orderId: "2611240000010", guiOrderId: "g1" });
    act(() => {
      orderFeedFor(client).emit("update", { ...order, guiOrdId: "g1" } satisfies OrderUpdate);
    });
    await advance(10);
    expect(listReads()).toBe(before);
    act(() => {
      orderFeedFor(client).emit("update", {
        ...order,
        guiOrderId: "gtt-17-target",
        guiOrdId: "gtt-17-target",
      } satisfies OrderUpdate);
    });
    await advance(10);
    expect(listReads()).toBe(before + 1);
  });

  it("says when there is no rule", async () => {
    rules = [];
    await renderList();
    expect(container().querySelector(".tk-empty")?.textContent).toBe("You have no GTT orders");
  });
});
