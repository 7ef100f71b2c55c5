// @vitest-environment happy-dom
import { sipUpdatedMessage, unableToUpdateSipMessage } from "@trade/core/sip";
import { describe, expect, it, vi } from "vitest";
import {
  advance,
  click,
  container,
  press,
  renderSettled,
  type as typeInto,
} from "../../../../../tests/support/dom.js";
import { TradeProvider } from "../../TradeProvider.js";
import { SipHistory } from "../SipHistory.js";
import { SipList } from "../SipList.js";
import { makeSip, type SipServer, sipServerPerTest } from "./sipServer.js";

let server: SipServer;

sipServerPerTest((fresh) => {
  server = fresh;
  server.sips = [
    makeSip({ sip_id: "3", instrument_trade_symbol: "TCS-EQ", order_type: "AMOUNT", order_value: 500_000 }),
    makeSip({ sip_id: "2", instrument_trade_symbol: "INFY-EQ", status: "PAUSE", next_date: null }),
    makeSip({ sip_id: "1", status: "CANCEL", frequency: "MONTHLY", next_date: null }),
  ];
  server.transactions = {
    "1": [
      {
        sip_id: "1",
        date: "2026-11-12",
        at: Date.parse("2026-11-12T09:15:01+05:30"),
        order_id: null,
        status: "Failed",
        quantity: 0,
        price: 0,
        reason: "Insufficient funds",
      },
      {
        sip_id: "1",
        date: "2026-11-05",
        at: Date.parse("2026-11-05T09:15:01+05:30"),
        order_id: "2611050000001",
        status: "Executed",
        quantity: 2,
        price: 41_230,
        reason: null,
      },
    ],
    "3": [
      {
        sip_id: "3",
        date: "2026-11-26",
        at: Date.parse("2026-11-26T09:15:01+05:30"),
        order_id: "2611260000004",
        status: "Executed",
        quantity: 1,
        price: 412_000,
        reason: null,
      },
    ],
  };
});

async function renderList(onNotice?: (n: unknown) => void) {
  await renderSettled(
    <TradeProvider client={server.client}>
      <SipList {...(onNotice ? { onNotice } : {})} />
    </TradeProvider>,
  );
  await advance(20);
}

const rows = () => [...container().querySelectorAll<HTMLElement>(".tk-sip-list .tk-body-row")];
const cells = (row: HTMLElement | undefined) =>
  [...(row?.querySelectorAll("[role=gridcell]") ?? [])].map((cell) => cell.textContent);
const byName = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.getAttribute("aria-label") === name || b.textContent === name,
  );
const dialog = () => container().querySelector<HTMLElement>("[role=alertdialog],[role=dialog]");
const puts = () => server.sent.filter((s) => s.method === "PUT").map((s) => [s.path, s.body]);

describe("SipList", () => {
  it("lists each SIP's instrument, quantity or amount, frequency, next instalment, status and instalments run", async () => {
    await renderList();
    expect(rows().map((row) => cells(row).slice(0, 6))).toEqual([
      ["TCS-EQNSE", "₹5,000.00", "Weekly", "03 Dec 2026", "Active", "1"],
      ["INFY-EQNSE", "2 shares", "Weekly", "—", "Paused", "0"],
      ["ITC-EQNSE", "2 shares", "Monthly", "—", "Cancelled", "2"],
    ]);
    expect(byName(rows()[2] as HTMLElement, "Cancel ITC-EQ SIP")).toBeUndefined();
  });

  it("filters by the tabs All, Active, Cancelled, Paused (arrow keys move between them)", async () => {
    await renderList();
    const tabs = [...container().querySelectorAll<HTMLElement>("[role=tab]")];
    expect(tabs.map((t) => t.textContent)).toEqual(["All", "Active", "Cancelled", "Paused"]);
    await click(tabs[3]);
    expect(rows().map((row) => cells(row)[0])).toEqual(["INFY-EQNSE"]);
    press("ArrowLeft", {}, tabs[3] as HTMLElement);
    expect(rows().map((row) => cells(row)[4])).toEqual(["Cancelled"]);
    expect(document.activeElement?.textContent).toBe("Cancelled");
    press("ArrowLeft", {}, document.activeElement as HTMLElement);
    expect(rows().map((row) => cells(row)[0])).toEqual(["TCS-EQNSE"]);
  });

  it("pauses after the confirmation and says 'Stock SIP updated successfully.'; BACK sends nothing", async () => {
    await renderList();
    await click(byName(rows()[0] as HTMLElement, "Pause TCS-EQ SIP"));
    expect(dialog()?.textContent).toContain("Instalments stop until you resume this SIP.");
    await click(byName(dialog() as HTMLElement, "BACK"));
    expect(dialog()).toBeNull();
    expect(puts()).toEqual([]);

    await click(byName(rows()[0] as HTMLElement, "Pause TCS-EQ SIP"));
    expect(document.activeElement?.textContent).toBe("PAUSE");
    await click(byName(dialog() as HTMLElement, "PAUSE"));
    await advance(20);
    expect(puts()).toEqual([["/v1/sip/3", { status: "PAUSE" }]]);
    expect(container().querySelector("[role=status]")?.textContent).toContain(sipUpdatedMessage);
    expect(cells(rows()[0])[4]).toBe("Paused");
    expect(byName(rows()[0] as HTMLElement, "Resume TCS-EQ SIP")).toBeDefined();
  });

  it("resumes and cancels from the keyboard: arrows select, Delete asks to cancel, Escape closes the dialog", async () => {
    const onNotice = vi.fn();
    await renderList(onNotice);
    const grid = container().querySelector<HTMLElement>("[role=grid]") as HTMLElement;
    press("ArrowDown", {}, grid);
    expect(rows()[1]?.getAttribute("aria-selected")).toBe("true");
    press("Delete", {}, grid);
    expect(dialog()?.textContent).toContain("This SIP stops for good.");
    press("Escape", {}, document.activeElement as HTMLElement);
    expect(dialog()).toBeNull();
    await click(byName(rows()[1] as HTMLElement, "Resume INFY-EQ SIP"));
    await click(byName(dialog() as HTMLElement, "RESUME"));
    await advance(20);
    press("Delete", {}, grid);
    await click(byName(dialog() as HTMLElement, "CANCEL SIP"));
    await advance(20);
    expect(puts()).toEqual([
      ["/v1/sip/2", { status: "ACTIVE" }],
      ["/v1/sip/2", { status: "CANCEL" }],
    ]);
    expect(onNotice).toHaveBeenLastCalledWith({
      title: sipUpdatedMessage,
      message: "INFY-EQ · 2 shares",
      ok: true,
    });
  });

  it("modifies on Enter: new terms, then the confirmation; a refusal says 'Unable to update Stock SIP.'", async () => {
    const onNotice = vi.fn();
    await renderList(onNotice);
    const grid = container().querySelector<HTMLElement>("[role=grid]") as HTMLElement;
    press("Enter", {}, grid);
    const value = () => dialog()?.querySelector<HTMLInputElement>("input[name=order_value]") ?? null;
    expect(value()?.value).toBe("5000");
    await typeInto(value(), "50");
    expect(dialog()?.querySelector("[role=alert]")?.textContent).toBe("Enter an amount of at least ₹100.00");
    await typeInto(value(), "7500");
    await click(byName(dialog() as HTMLElement, "MODIFY"));
    expect(dialog()?.textContent).toContain("The next instalments follow the new terms.");
    server.refuse = "Try later";
    await click(byName(dialog() as HTMLElement, "MODIFY"));
    await advance(20);
    expect(puts()).toEqual([["/v1/sip/3", { order_value: 750_000 }]]);
    expect(onNotice).toHaveBeenLastCalledWith({
      title: unableToUpdateSipMessage,
      message: "Try later",
      ok: false,
    });
  });

  it("says when there is nothing under a tab", async () => {
    server.sips = [];
    await renderList();
    expect(container().textContent).toContain("You have no Stock SIPs");
  });
});

describe("SipHistory", () => {
  it("lists every instalment newest first, with the price bought at and why one failed", async () => {
    await renderSettled(
      <TradeProvider client={server.client}>
        <SipHistory />
      </TradeProvider>,
    );
    await advance(20);
    const lines = [...container().querySelectorAll<HTMLElement>(".tk-body-row")].map(cells);
    expect(lines).toEqual([
      ["26 Nov 2026", "TCS-EQNSE", "1", "4,120.00", "Executed", ""],
      ["12 Nov 2026", "ITC-EQNSE", "0", "—", "Failed", "Insufficient funds"],
      ["05 Nov 2026", "ITC-EQNSE", "2", "412.30", "Executed", ""],
    ]);
  });
});
