// @vitest-environment happy-dom
import type { TradeClient } from "@trade/core";
import { type Alert, alertFailures, alertToasts } from "@trade/core/alerts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { click, container, renderSettled, until } from "../../../../../tests/support/dom.js";
import { envelope, json, offlineClient } from "../../gtt/__tests__/support.js";
import { TradeProvider } from "../../TradeProvider.js";
import { AlertList } from "../AlertList.js";
import { noAlertsForFilterText, noAlertsText } from "../texts.js";
import { rsiAlert, schemaData } from "./support.js";

let client: TradeClient;
let alerts: Alert[];
let refuse: string | undefined;
const own: Alert = { ...rsiAlert, alertId: "a2", name: "SBIN above 900", meta: { isPredefinedAlert: false } };
const done: Alert = { ...rsiAlert, alertId: "a3", name: "Fired", status: "completed", triggerCount: 1 };

beforeEach(() => {
  alerts = [rsiAlert, own, done];
  refuse = undefined;
  client = offlineClient(async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api/, "");
    if (path === "/v1/schema") return json(200, envelope(schemaData));
    if (path === "/v1/conditions") {
      const status = url.searchParams.get("status");
      return json(200, envelope({ alerts: alerts.filter((a) => status === null || a.status === status) }));
    }
    const action = /^\/v1\/condition\/(\w+)\/(pause|resume|cancel)$/.exec(path);
    if (action && init?.method === "PUT") {
      if (refuse) return json(422, envelope(null, false, "AL002", refuse));
      const [, id, verb] = action;
      const found = alerts.find((a) => a.alertId === id) as Alert;
      const next: Alert = { ...found, status: verb === "pause" ? "paused" : "active" };
      alerts =
        verb === "cancel" ? alerts.filter((a) => a !== found) : alerts.map((a) => (a === found ? next : a));
      return json(200, envelope({ alert: next }));
    }
    return json(404, envelope(null, false, "NOT-FOUND", "no"));
  });
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

const text = () => container().textContent ?? "";
const rowOf = (name: string) =>
  [...container().querySelectorAll<HTMLElement>(".tk-body-row")].find((r) => r.textContent?.includes(name));
const actionsOf = (name: string) =>
  [...(rowOf(name)?.querySelectorAll("button") ?? [])].map((b) => b.textContent);
const button = (label: string) =>
  [...container().querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.getAttribute("aria-label") === label || b.textContent === label,
  );
const radio = (label: string) =>
  [...container().querySelectorAll("label")].find((l) => l.textContent === label)?.querySelector("input");

async function renderList(onNotice = vi.fn()) {
  await renderSettled(
    <TradeProvider client={client}>
      <AlertList onNotice={onNotice} />
    </TradeProvider>,
  );
  await until(() => !text().includes("Loading"), "the alerts");
  return onNotice;
}

describe("AlertList", () => {
  it("lists the alerts with the actions their status allows (Edit only on predefined ones)", async () => {
    await renderList();
    expect(rowOf("SBIN oversold")?.textContent).toContain("RSI(14) crosses below 30");
    expect(actionsOf("SBIN oversold")).toEqual(["Edit", "Pause", "Delete"]);
    expect(actionsOf("SBIN above 900")).toEqual(["Pause", "Delete"]);
    expect(actionsOf("Fired")).toEqual(["Delete"]);
  });

  it("filters by status, with the empty words", async () => {
    await renderList();
    await click(radio("Completed"));
    await until(() => rowOf("SBIN oversold") === undefined, "the filter");
    expect(rowOf("Fired")).toBeDefined();
    await click(radio("Expired"));
    await until(() => text().includes(noAlertsForFilterText), "the empty filter");
    alerts = [];
    await click(radio("All"));
    await until(() => text().includes(noAlertsText), "no alerts");
  });

  it("pauses and resumes, saying 'Alert Paused' and 'Alert Resumed'", async () => {
    const onNotice = await renderList();
    await click(button("Pause alert SBIN oversold"));
    await until(() => actionsOf("SBIN oversold").includes("Resume"), "the paused row");
    expect(onNotice).toHaveBeenLastCalledWith({
      title: alertToasts.paused.title,
      message: "SBIN oversold",
      ok: true,
    });
    expect(rowOf("SBIN oversold")?.textContent).toContain("Paused");
    await click(button("Resume alert SBIN oversold"));
    await until(() => actionsOf("SBIN oversold").includes("Pause"), "the resumed row");
    expect(onNotice).toHaveBeenLastCalledWith({
      title: alertToasts.resumed.title,
      message: "SBIN oversold",
      ok: true,
    });
  });

  it("deletes after a confirmation, saying 'Alert deleted'; a refusal says 'Failed to pause alert' and why", async () => {
    const onNotice = await renderList();
    await click(button("Delete alert Fired"));
    expect(container().querySelector("[role=alertdialog]")?.textContent).toContain("Delete this alert?");
    await click(button("DELETE"));
    await until(() => rowOf("Fired") === undefined, "the row to go");
    expect(onNotice).toHaveBeenLastCalledWith({
      title: alertToasts.deleted.title,
      message: "Fired",
      ok: true,
    });
    refuse = "Alert is being evaluated";
    await click(button("Pause alert SBIN above 900"));
    await until(() => onNotice.mock.calls.length === 2, "the failure");
    expect(onNotice).toHaveBeenLastCalledWith({
      title: alertFailures.pause,
      message: "Alert is being evaluated",
      ok: false,
    });
  });

  it("edits a predefined alert in the pad as Update Alert", async () => {
    await renderList();
    await click(button("Edit alert SBIN oversold"));
    await until(() => container().querySelector("form[aria-label='Update Alert']") !== null, "the pad");
    expect(
      container().querySelector<HTMLInputElement>("form[aria-label='Update Alert'] input"),
    ).toBeDefined();
  });
});
