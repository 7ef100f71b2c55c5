import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * Alerts as a user (issue 18): New Alert on /orders/alerts from a popular alert, then edited, paused, resumed and
 * deleted from its row; a price alert of the user's own fires when the market moves, as an 'Alert Triggered' toast,
 * an entry under the notifications panel's Alerts tab, and a system notification while the tab is hidden; Add Alert
 * from a watchlist row opens the order pad's Alert tab, and from the chart the pad on the chart's indicators.
 */
describe("alerts", () => {
  let env: TestSandbox;
  let page: Page;

  const app = loggedInApp({ marketStart: ist(10, 0), marketSpeed: 0 });
  beforeAll(() => {
    ({ env, page } = app);
  });

  const toast = (title: string) => page.locator(".toasts").getByRole("status").filter({ hasText: title });
  const row = (name: string) => page.locator(".tk-alert-list [role=row]", { hasText: name });
  const badge = (name: string) => row(name).locator(".tk-badge");
  const filter = (name: string) =>
    page.locator(".tk-alert-list fieldset.tk-segmented").getByText(name, { exact: true }).click();
  const chartAddAlert = () => page.locator(".chart-head").getByRole("button", { name: "Add Alert" });

  /** New Alert: the pad asks for a stock first; the search picks INFY on the NSE. */
  async function newAlertOnInfy(): Promise<Locator> {
    await page.getByRole("button", { name: "New Alert" }).click();
    const pad = page.getByRole("region", { name: "Alert pad" });
    await pad.getByRole("searchbox", { name: "Search a stock for the alert" }).fill("INFY");
    await pad.getByRole("button", { name: /^INFY-EQ\s*NSE$/ }).click();
    await pad.getByRole("form", { name: "New Alert" }).waitFor();
    return pad;
  }

  it("creates an alert from a popular one, edits, pauses, resumes and deletes it", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/alerts`);
    await page.getByRole("heading", { name: "Alerts", level: 1 }).waitFor();
    const tabs = page.getByRole("navigation", { name: "Order tabs" });
    expect(await tabs.getByRole("link", { name: "Alerts" }).getAttribute("aria-current")).toBe("page");
    await page.getByText("You have no alerts").waitFor();

    const pad = await newAlertOnInfy();
    const create = pad.getByRole("button", { name: "Create Alert" });
    expect(await create.isDisabled()).toBe(true);
    expect(await pad.locator(".tk-alert-problem").innerText()).toBe("Choose what to watch");
    await pad.getByRole("button", { name: /^RSI oversold/ }).click();
    expect(await pad.getByLabel("Alert name").inputValue()).toBe("RSI oversold");
    await pad.getByLabel("Alert name").fill("INFY oversold");
    // A complete condition on one stock can be backtested: the backtest views open on it.
    await pad.getByText("Backtest is available for this condition").waitFor();
    await pad.getByRole("button", { name: "Backtest" }).click();
    const backtest = page.getByRole("dialog", { name: "Backtest: INFY oversold" });
    await backtest.waitFor();
    // Run it over 30 days and read its summary: the metrics of spec 2 §3, labelled, with their figures.
    await backtest.getByText("30 days", { exact: true }).click();
    await backtest.getByRole("button", { name: "Run" }).click();
    await backtest.getByRole("tab", { name: "Summary" }).waitFor({ timeout: 60_000 });
    const figure = (label: string) =>
      backtest
        .locator(".tk-backtest-metrics > div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator("dd");
    expect(await backtest.locator(".tk-backtest-metrics dt").count()).toBe(15);
    expect(await figure("Trades").innerText()).toMatch(/^\d+$/);
    expect(await figure("Overall P&L").innerText()).toMatch(/^-?₹[\d,]+\.\d{2}$/);
    expect(await figure("Win %").innerText()).toMatch(/^\d+\.\d{2}%$/);
    expect(await figure("Max drawdown").innerText()).toMatch(/^-?₹[\d,]+\.\d{2}$/);
    await backtest.getByRole("button", { name: "Close" }).click();
    await backtest.waitFor({ state: "detached" });
    await create.click();
    await toast("Alert Created").filter({ hasText: "We have successfully saved the Alert" }).waitFor();
    await pad.getByRole("status").filter({ hasText: "We have successfully saved the Alert" }).waitFor();
    await pad.getByRole("button", { name: "Close" }).click();

    await row("INFY oversold").waitFor();
    const text = await row("INFY oversold").innerText();
    for (const word of ["INFY-EQ", "RSI(14) crosses below 30", "15 minutes", "Once", "Active"]) {
      expect(text).toContain(word);
    }

    // Edit: predefined alerts only, in the pad as Update Alert.
    await row("INFY oversold").hover();
    await page.getByRole("button", { name: "Edit alert INFY oversold" }).click();
    const edit = page.getByRole("dialog", { name: "Update Alert" });
    expect(await edit.getByLabel("Value", { exact: true }).inputValue()).toBe("30");
    await edit.getByLabel("Value", { exact: true }).fill("25");
    await edit.getByRole("button", { name: "Update Alert" }).click();
    await toast("Alert Updated").waitFor();
    await edit.waitFor({ state: "detached" });
    await expect.poll(() => row("INFY oversold").innerText()).toContain("crosses below 25");

    await row("INFY oversold").hover();
    await page.getByRole("button", { name: "Pause alert INFY oversold" }).click();
    await toast("Alert Paused").waitFor();
    await expect.poll(() => badge("INFY oversold").innerText()).toBe("Paused");
    await filter("Active");
    await page.getByText("No alerts with this status").waitFor();
    await filter("Paused");
    await row("INFY oversold").hover();
    await page.getByRole("button", { name: "Resume alert INFY oversold" }).click();
    await toast("Alert Resumed").waitFor();
    await page.getByText("No alerts with this status").waitFor();
    await filter("All");
    await expect.poll(() => badge("INFY oversold").innerText()).toBe("Active");

    await row("INFY oversold").hover();
    await page.getByRole("button", { name: "Delete alert INFY oversold" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete alert" });
    expect(await confirm.innerText()).toContain("Delete this alert?");
    await confirm.getByRole("button", { name: "DELETE" }).click();
    await toast("Alert deleted").waitFor();
    await page.getByText("You have no alerts").waitFor();
  });

  it("a price alert fires as a toast and in the notifications panel; a hidden tab gets a system notification", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/alerts`);
    const pad = await newAlertOnInfy();
    await pad.getByLabel("Left side").selectOption("Price");
    await pad.getByLabel("Operator").selectOption("greaterThan");
    await pad.getByLabel("Value", { exact: true }).fill("1");
    expect(await pad.locator(".tk-alert-problem").innerText()).toBe("Give the alert a name");
    await pad.getByLabel("Alert name").fill("INFY above 1");
    await pad.getByRole("button", { name: "Create Alert" }).click();
    await toast("Alert Created").waitFor();
    await pad.getByRole("button", { name: "Close" }).click();
    await row("INFY above 1").waitFor();

    // The market moves a minute: the price is above ₹1, so the alert fires and, being Once, completes.
    await env.clock({ advanceMs: 60_000 });
    const fired = toast("Alert Triggered");
    await fired.waitFor();
    expect(await fired.innerText()).toContain("INFY above 1: INFY-EQ Price is above 1");
    await expect.poll(() => badge("INFY above 1").innerText()).toBe("Completed");

    await page.getByRole("button", { name: /^Notifications/ }).click();
    const panel = page.getByRole("region", { name: "Notifications" });
    await panel.getByRole("tab", { name: "Alerts" }).click();
    const entry = panel.getByRole("listitem").filter({ hasText: "Alert Triggered" });
    await entry.waitFor();
    expect(await entry.innerText()).toContain("INFY above 1");
    await page.keyboard.press("Escape");

    // Hidden, with notifications allowed: the next trigger is a system notification, not a toast.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { shown: string[] }).shown = shown;
      class Recorded {
        static permission = "granted";
        constructor(title: string, options?: { body?: string }) {
          shown.push(`${title}|${options?.body ?? ""}`);
        }
      }
      Object.defineProperty(window, "Notification", { value: Recorded, configurable: true });
      Object.defineProperty(document, "visibilityState", { get: () => "hidden", configurable: true });
    });
    await newAlertOnInfy().then(async (again) => {
      await again.getByLabel("Left side").selectOption("Price");
      await again.getByLabel("Operator").selectOption("greaterThan");
      await again.getByLabel("Value", { exact: true }).fill("2");
      await again.getByLabel("Alert name").fill("INFY above 2");
      await again.getByRole("button", { name: "Create Alert" }).click();
      await again.getByRole("status").filter({ hasText: "We have successfully saved the Alert" }).waitFor();
      await again.getByRole("button", { name: "Close" }).click();
    });
    await env.clock({ advanceMs: 60_000 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shown: string[] }).shown))
      .toEqual(["Alert Triggered|INFY above 2: INFY-EQ Price is above 2"]);
    expect(await toast("Alert Triggered").filter({ hasText: "INFY above 2" }).count()).toBe(0);
  });

  it("Add Alert on a watchlist row opens the order pad's Alert tab; on the chart, the pad on its indicators", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart?token=1660&mktSegID=1`);
    const first = page.locator(".tk-watchlist [data-row]").first();
    await first.click();
    // The row's hover actions: Add Alert is in its ⋯ menu.
    await first.hover();
    await page
      .locator(".tk-wl-actions")
      .getByRole("button", { name: /^More for / })
      .click();
    await page.locator(".tk-wl-actions").getByRole("menuitem", { name: "Add Alert" }).click();
    const orderPad = page.getByRole("dialog", { name: /^Buy / });
    expect(await orderPad.getByRole("tab", { name: "Alert" }).getAttribute("aria-selected")).toBe("true");
    await orderPad.getByRole("form", { name: "New Alert" }).waitFor();
    await orderPad.locator(".tk-op-close").click();
    await orderPad.waitFor({ state: "detached" });

    // The chart has no indicator drawn: the pad says so in the spec's words.
    await chartAddAlert().click();
    const chartPad = page.getByRole("region", { name: "Alert pad" });
    await chartPad.getByText("No indicators found !").waitFor();
    await chartPad.getByText("Please apply an indicator on the chart and then set alert here").waitFor();
    await chartPad.getByRole("button", { name: "Close" }).click();
    await page
      .getByRole("group", { name: "Indicators" })
      .getByRole("button", { name: "Bollinger Band" })
      .click();
    await chartAddAlert().click();
    const left = chartPad.getByLabel("Left side");
    expect(await left.locator("option").allInnerTexts()).toEqual(["Select", "Bollinger Band"]);
  });
});
