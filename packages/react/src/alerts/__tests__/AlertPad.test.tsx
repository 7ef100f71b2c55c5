// @vitest-environment happy-dom
import type { TradeClient } from "@trade/core";
import {
  alertFailures,
  alertToasts,
  backtestAvailableMessage,
  backtestFuturesMessage,
  backtestNotAvailableMessage,
  conditionProblems,
  noIndicatorsOnChart,
  noSupportedIndicators,
} from "@trade/core/alerts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  act,
  click,
  container,
  renderSettled,
  type as typeInto,
  until,
} from "../../../../../tests/support/dom.js";
import { envelope, json, offlineClient } from "../../gtt/__tests__/support.js";
import { TradeProvider } from "../../TradeProvider.js";
import { AlertPad, type AlertPadProps } from "../AlertPad.js";
import { invalidUnitsText } from "../texts.js";
import { infy, rsiAlert, sbin, schemaData } from "./support.js";

let client: TradeClient;
let sent: { method: string; path: string; body: unknown }[];
let answer: () => Response;
let schemaAnswer: () => Response;

beforeEach(() => {
  sent = [];
  answer = () => json(200, envelope({ alert: rsiAlert }));
  schemaAnswer = () => json(200, envelope(schemaData));
  client = offlineClient(async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, "");
    if (path === "/v1/schema") return schemaAnswer();
    if (path.startsWith("/v1/condition")) {
      sent.push({ method: init?.method ?? "GET", path, body: JSON.parse(String(init?.body ?? "null")) });
      return answer();
    }
    return json(404, envelope(null, false, "NOT-FOUND", "no"));
  });
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

/** A stand-in for the backtest views, which the host passes (the real ones are `@trade/react/backtest`'s). */
function Backtest({ condition }: { condition: { name: string } }) {
  return <div role="dialog" aria-label={`Backtest: ${condition.name}`} />;
}

async function renderPad(props: AlertPadProps = { stocks: [sbin] }) {
  await renderSettled(
    <TradeProvider client={client}>
      <AlertPad BacktestView={Backtest} {...props} />
    </TradeProvider>,
  );
  await until(() => !container().textContent?.includes("Loading"), "the schema");
}

const text = () => container().textContent ?? "";
const create = () =>
  [...container().querySelectorAll<HTMLButtonElement>("button[type=submit]")].find((b) =>
    /Create Alert|Update Alert/.test(b.textContent ?? ""),
  );
const reason = () => container().querySelector(".tk-alert-problem")?.textContent;
const labelled = <T extends HTMLElement>(label: string, selector: string) =>
  [...container().querySelectorAll("label")]
    .find((l) => l.querySelector("span")?.textContent === label)
    ?.querySelector<T>(selector) ?? null;
const input = (label: string) => labelled<HTMLInputElement>(label, "input");
const button = (name: string) =>
  [...container().querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.textContent === name || b.getAttribute("aria-label") === name,
  );
const preset = (name: string) =>
  [...container().querySelectorAll<HTMLButtonElement>(".tk-alert-presets button")].find(
    (b) => b.querySelector("strong")?.textContent === name,
  );
const radio = (label: string) =>
  [...container().querySelectorAll("label")]
    .find((l) => l.textContent === label)
    ?.querySelector("input") as HTMLInputElement;

async function choose(label: string, value: string) {
  const select = labelled<HTMLSelectElement>(label, "select");
  if (select === null) throw new Error(`no select ${label}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set?.call(select, value);
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("AlertPad: the create button and the condition's problem (spec 2 §5)", () => {
  it("stays disabled with each reason beside it, in turn, until the name and the condition are complete", async () => {
    await renderPad();
    expect(text()).toContain("New Alert");
    expect(create()?.disabled).toBe(true);
    expect(reason()).toBe(conditionProblems.lhs);

    await choose("Left side", "RSI");
    expect(input("Period")?.value).toBe("14");
    expect(reason()).toBe(conditionProblems.operator);

    await choose("Operator", "crossesBelow");
    expect(reason()).toBe(conditionProblems.value);
    await typeInto(input("Value"), "0");
    expect(reason()).toBe(conditionProblems.value);
    await typeInto(input("Value"), "30");
    expect(reason()).toBe(conditionProblems.name);

    await choose("Timeframe", "");
    expect(reason()).toBe(conditionProblems.timeFrame);
    await choose("Timeframe", "15m");

    await typeInto(input("Period"), "");
    expect(reason()).toBe(conditionProblems.parameter("Period of RSI"));
    await typeInto(input("Period"), "14");

    await click(radio("Indicator"));
    expect(reason()).toBe(conditionProblems.rhs);
    await click(radio("Fixed value"));

    expect(text()).not.toContain(backtestAvailableMessage);
    await typeInto(input("Alert name"), "SBIN oversold");
    expect(reason()).toBeUndefined();
    expect(create()?.disabled).toBe(false);
    expect(text()).toContain(backtestAvailableMessage);
    await click(button("Backtest"));
    expect(container().querySelector("[role=dialog]")?.getAttribute("aria-label")).toBe(
      "Backtest: SBIN oversold",
    );
  });

  it("says when a complete condition on several stocks cannot be backtested", async () => {
    await renderPad({ stocks: [sbin, infy] });
    await click(preset("RSI oversold"));
    expect(text()).toContain(backtestNotAvailableMessage);
    expect(button("Backtest")).toBeUndefined();
  });

  it("says a future cannot be backtested", async () => {
    await renderPad({ stocks: [{ ...sbin, symbol: "SBIN26DECFUT", kind: "FUTSTK" }] });
    await click(preset("RSI oversold"));
    expect(text()).toContain(backtestFuturesMessage);
    expect(button("Backtest")).toBeUndefined();
  });

  it("asks for the order's units when the alert places an order", async () => {
    await renderPad();
    await click(preset("RSI oversold"));
    expect(create()?.disabled).toBe(false);
    const check = [...container().querySelectorAll<HTMLInputElement>("input[type=checkbox]")][0];
    await click(check);
    await typeInto(input("Units"), "0");
    expect(reason()).toBe(invalidUnitsText);
    expect(create()?.disabled).toBe(true);
  });
});

describe("AlertPad: saving", () => {
  it("creates the alert and says 'We have successfully saved the Alert'", async () => {
    const onSaved = vi.fn();
    await renderPad({ stocks: [sbin], onSaved });
    await choose("Left side", "RSI");
    await choose("Operator", "crossesBelow");
    await typeInto(input("Value"), "30");
    await typeInto(input("Alert name"), "SBIN oversold");
    await click(create());
    await until(() => text().includes(alertToasts.created.message), "the success");
    expect(text()).toContain(alertToasts.created.title);
    expect(onSaved).toHaveBeenCalledWith({ ...alertToasts.created, ok: true });
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/v1/condition",
        body: expect.objectContaining({
          name: "SBIN oversold",
          type: "indicator",
          timeFrame: "1m",
          tokens: [sbin],
          entry: {
            implication: {
              lhs: { indicator: "RSI", params: { period: 14 } },
              operator: "crossesBelow",
              rhs: { valueString: "30" },
            },
          },
          meta: { isPredefinedAlert: false },
        }),
      },
    ]);
    await click(button("Create another alert"));
    expect(reason()).toBe(conditionProblems.lhs);
  });

  it("shows 'Failed to create alert' with the server's message when the broker refuses", async () => {
    answer = () => json(422, envelope(null, false, "AL001", "Too many active alerts"));
    await renderPad();
    await click(preset("RSI oversold"));
    await click(create());
    await until(() => text().includes(alertFailures.create), "the failure");
    expect(container().querySelector("[role=alert]")?.textContent).toBe(
      `${alertFailures.create} Too many active alerts`,
    );
  });

  it("a popular alert fills the pad and is saved as predefined; several stocks make one alert on all of them", async () => {
    await renderPad({ stocks: [sbin, infy] });
    expect(text()).toContain("Edit or use preset alerts");
    expect(text()).toContain("Or create your own");
    await click(preset("RSI oversold"));
    expect(input("Alert name")?.value).toBe("RSI oversold");
    await click(create());
    await until(() => sent.length === 1, "the request");
    expect(sent[0]?.body).toMatchObject({
      tokens: [sbin, infy],
      timeFrame: "15m",
      meta: { isPredefinedAlert: true, cardId: "rsi-oversold" },
    });
  });

  it("updates an alert as Update Alert and says 'Alert Updated'", async () => {
    const onSaved = vi.fn();
    await renderPad({ alert: rsiAlert, onSaved });
    expect(text()).toContain("Update Alert");
    expect(text()).not.toContain("Edit or use preset alerts");
    expect(input("Alert name")?.value).toBe("SBIN oversold");
    await typeInto(input("Value"), "25");
    await click(create());
    await until(() => onSaved.mock.calls.length === 1, "the update");
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ title: alertToasts.updated.title, ok: true });
    expect(sent[0]).toMatchObject({ method: "PUT", path: "/v1/condition/a1" });
  });
});

describe("AlertPad: other states", () => {
  it("on the chart without indicators says 'No indicators found !'", async () => {
    await renderPad({ stocks: [sbin], chartIndicators: [] });
    expect(text()).toContain(noIndicatorsOnChart.title);
    expect(text()).toContain(noIndicatorsOnChart.message);
    expect(create()).toBeUndefined();
  });

  it("on the chart with none the schema supports says 'Could not find indicators'", async () => {
    await renderPad({ stocks: [sbin], chartIndicators: ["Super Trend"] });
    expect(text()).toContain(noSupportedIndicators.title);
    expect(text()).toContain(noSupportedIndicators.message);
  });

  it("on the chart offers only the chart's indicators on the left", async () => {
    await renderPad({ stocks: [sbin], chartIndicators: ["Bollinger Band"] });
    const options = [...(labelled<HTMLSelectElement>("Left side", "select")?.options ?? [])].map(
      (o) => o.value,
    );
    expect(options).toEqual(["", "Bollinger Band"]);
    expect(text()).not.toContain("Edit or use preset alerts");
  });

  it("asks for a stock first when opened on none", async () => {
    await renderPad({});
    expect(container().querySelector("input[type=search]")?.getAttribute("aria-label")).toBe(
      "Search a stock for the alert",
    );
    expect(create()).toBeUndefined();
  });

  it("says 'Failed to load resource' with the server's message when the schema cannot be read", async () => {
    schemaAnswer = () => json(503, envelope(null, false, "AL500", "Alerts are down"));
    await renderPad();
    await until(() => text().includes(alertFailures.load), "the failure", 8000);
    expect(container().querySelector("[role=alert]")?.textContent).toContain(alertFailures.load);
  });
});
