import { buildUpLabels } from "@trade/core/oi";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { appScreens, seriousAxeViolations, setTheme, showScreen } from "../support/screens.js";
import { ist } from "../support/trading.js";

/** Whether chart.js has painted something on the panel's canvas (any pixel not transparent). */
const painted = (page: Page) =>
  page.locator(".tk-oi canvas").evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext("2d");
    if (context === null || canvas.width === 0) return false;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  });

/**
 * OI analysis as a user (issue 19 §4): from the option chain to the NIFTY analysis, the OI Change chart and its
 * build-ups on an interval, OI and PCR vs Time, Open Interest, Multi Strike OI with contracts chosen, another index.
 * The market is frozen at 13:00 so that every period ends there.
 */
describe("OI analysis", () => {
  let env: TestSandbox;
  let page: Page;
  const app = loggedInApp({ marketStart: ist(13, 0), marketSpeed: 0 });
  beforeAll(() => {
    ({ env, page } = app);
  });

  const period = () => page.locator(".tk-oi-summary div", { hasText: "Period" }).locator("dd").innerText();

  it("opens from the option chain on OI Change, with each strike's build-up over the interval", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/option-chain`);
    await page.getByRole("link", { name: "OI analysis of NIFTY" }).click();
    await page.waitForURL(/\/trade\/markets\/derivative\/analysis\?script=NIFTY$/);
    await page.getByRole("heading", { name: "Open interest analysis" }).waitFor();
    expect(await page.getByRole("tab", { name: "OI Change" }).getAttribute("aria-selected")).toBe("true");
    const table = page.getByRole("table", { name: "OI change by strike" });
    await table.waitFor();
    expect(await table.locator("tbody tr").count()).toBe(20);
    const labels = await table.locator("td.tk-oi-buildup").allInnerTexts();
    expect(labels.length).toBe(40);
    for (const label of labels) expect(Object.values(buildUpLabels)).toContain(label);
    expect(await period()).toBe("12:45 to 13:00");
    await expect.poll(() => painted(page)).toBe(true);

    await page.getByLabel("Interval").selectOption({ label: "1 Hour" });
    await expect.poll(period).toBe("12:00 to 13:00");
    await page.getByLabel("Interval").selectOption({ label: "Full Day" });
    await expect.poll(period).toBe("09:15 to 13:00");
  });

  it("draws OI and PCR vs Time, then the day's Open Interest without an interval", async () => {
    await page.getByRole("tab", { name: "OI and PCR vs Time" }).click();
    const pcr = page.locator(".tk-oi canvas[aria-label^='Total call and put OI and PCR of NIFTY']");
    await pcr.waitFor();
    expect(await pcr.getAttribute("aria-label")).toMatch(/at 09:15, \d+\.\d{2} at 13:00$/);
    await expect.poll(() => painted(page)).toBe(true);

    // The arrow keys move along the tabs.
    await page.getByRole("tab", { name: "OI and PCR vs Time" }).press("ArrowRight");
    const openInterest = page.getByRole("tab", { name: "Open Interest" });
    expect(await openInterest.getAttribute("aria-selected")).toBe("true");
    await page.getByRole("table", { name: "Open interest by strike" }).waitFor();
    expect(await page.getByLabel("Interval").count()).toBe(0);
    expect(await period()).toBe("09:15 to 13:00");
  });

  it("compares chosen contracts in Multi Strike OI, and switches the index", async () => {
    await page.getByRole("tab", { name: "Multi Strike OI" }).click();
    const contracts = page.getByRole("group", { name: /^Contracts/ });
    await contracts.waitFor();
    const checked = contracts.locator("input:checked");
    expect(await checked.count()).toBe(4);
    const chart = page.locator(".tk-oi canvas[aria-label^='Open interest through the day']");
    await chart.waitFor();
    const before = (await chart.getAttribute("aria-label")) ?? "";
    expect(before.split("; ")).toHaveLength(4);
    await checked.first().uncheck();
    await expect
      .poll(async () => ((await chart.getAttribute("aria-label")) ?? "").split("; ").length)
      .toBe(3);
    await expect.poll(() => painted(page)).toBe(true);

    await page.getByLabel("Script").selectOption("BANKNIFTY");
    await page.waitForURL(/script=BANKNIFTY$/);
    await page.getByRole("tab", { name: "Multi Strike OI" }).waitFor();
    await page.getByRole("tab", { name: "OI Change" }).click();
    await page.getByRole("table", { name: "OI change by strike" }).waitFor();
    const spot = await page.locator(".tk-oi-summary div", { hasText: "Spot" }).locator("dd").innerText();
    expect(Number(spot.replaceAll(",", ""))).toBeGreaterThan(30_000);
  });

  it("finds no serious or critical axe violation on the OI and options watchlist screens, light and dark", async () => {
    const device = await env.login("DEMO01");
    const ours = appScreens.filter((screen) =>
      ["oi-analysis", "oi-multi-strike", "options-watchlist"].includes(screen.name),
    );
    expect(ours).toHaveLength(3);
    const found: Record<string, string[]> = {};
    for (const theme of ["light", "dark"] as const) {
      await setTheme(device, theme);
      for (const screen of ours) {
        await showScreen(page, env.sandbox.url, screen, theme);
        found[`${screen.name} ${theme}`] = await seriousAxeViolations(page);
      }
    }
    expect(Object.values(found).flat()).toEqual([]);
  }, 120_000);
});
