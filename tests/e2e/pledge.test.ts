import type { TradeClient } from "@trade/core";
import { pledgeOf } from "@trade/core/pledge";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmOrder, loggedInApp } from "../support/browser.js";
import { fixedOtp, type TestSandbox } from "../support/sandbox.js";
import { appScreens, seriousAxeViolations, setTheme, showScreen } from "../support/screens.js";
import { ist, positionsOf } from "../support/trading.js";

const itc = 1660;

/**
 * Pledging and Pay Later as a user (issue 21 §5, §6): INFY pledged on /stock/pledge through the depository's OTP
 * window (polled until it comes back to /web-callbacks), seen Pledged once the depository confirms and on the Pay
 * Later dashboard; then an MTF buy from the order pad with the Margin product and its Pay Later line.
 */
describe("pledging and Pay Later", () => {
  let env: TestSandbox;
  let page: Page;
  let device: TradeClient;

  const app = loggedInApp({ marketStart: ist(10, 0), marketSpeed: 0 });
  beforeAll(async () => {
    ({ env, page } = app);
    device = await env.login("DEMO01");
  });

  it("pledges a holding through the depository's OTP window and sees it Pledged", async () => {
    await page.goto(`${env.sandbox.url}/trade/stock/pledge`);
    const row = page.locator(".tk-pledge-table tbody tr", { hasText: "INFY" });
    await row.waitFor();
    await row.getByLabel("Quantity of INFY to pledge").fill("2");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Pledge", exact: true }).click(),
    ]);
    await popup.getByRole("heading", { name: "Authorise the pledge" }).waitFor();
    // A wrong OTP is refused in the field; the right one authorises and sends the window back.
    await popup.getByLabel("OTP sent to your registered mobile").fill("000000");
    await popup.getByRole("button", { name: "Authorise" }).click();
    await popup.getByRole("alert").filter({ hasText: "Incorrect OTP" }).waitFor();
    await popup.getByLabel("OTP sent to your registered mobile").fill(fixedOtp);
    await popup.getByRole("button", { name: "Authorise" }).click();
    // The app polls the window until it is back on /web-callbacks, then closes it.
    await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true);

    const result = page.locator(".tk-funds-result").first();
    await expect.poll(() => result.locator("h3").innerText()).toBe("Pledge Pending");
    expect(await result.innerText()).toContain("OTP Authorized");
    await env.clock({ advanceMs: 31_000 });
    await expect.poll(() => result.locator("h3").innerText(), { timeout: 10_000 }).toBe("Pledged");
    expect(await result.innerText()).toContain("Pledge Successful");

    await page.goto(`${env.sandbox.url}/trade/stock/status`);
    const status = page.locator(".tk-pledge-status tbody tr").first();
    await status.waitFor();
    expect(await status.innerText()).toContain("INFY × 2");
    expect(await status.locator(".tk-badge").innerText()).toBe("Pledged");

    await page.goto(`${env.sandbox.url}/trade/mtf/dashboard`);
    const pledgedRow = page.locator(".tk-mtf tbody tr", { hasText: "INFY" });
    await pledgedRow.waitFor();
    expect(await pledgedRow.locator("td").nth(1).innerText()).toBe("2");
    const collateral = (await pledgeOf(device).pledged()).collateral;
    expect(collateral).toBeGreaterThan(0);
    // The tabs move with the arrow keys.
    await page.getByRole("tab", { name: "Pledged Stocks" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("tab", { name: "Transaction History" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await page.getByText("You have no MTF transactions").waitFor();
  });

  it("places an MTF buy from the order pad with the Margin product and its Pay Later line", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart?pid=buysell&token=${itc}&mktSegID=1`);
    const pad = page.getByRole("dialog", { name: /^Buy ITC/ });
    await pad.waitFor({ timeout: 15_000 });
    await pad.getByRole("radio", { name: "Margin", exact: true }).check();
    await expect.poll(() => pad.locator("[data-mtf]").innerText()).toMatch(/^Pay Later \(MTF\) 4X/);
    const quantity = pad.getByLabel("Qty", { exact: true });
    await quantity.fill("2");
    await quantity.press("m");
    await quantity.press("Enter");
    expect(await confirmOrder(pad, page)).toContain("Margin");
    await expect
      .poll(
        async () =>
          (await positionsOf(device)).find((p) => p.symbolToken === itc && p.productType === "MARGIN")
            ?.netQty,
      )
      .toBe(2);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`finds no serious or critical axe violation on the pledge, status and Pay Later screens, ${theme}`, async () => {
      await setTheme(device, theme);
      const mine = appScreens.filter((screen) =>
        ["stock-pledge", "stock-status", "mtf-dashboard"].includes(screen.name),
      );
      expect(mine).toHaveLength(3);
      const found: Record<string, string[]> = {};
      for (const screen of mine) {
        await showScreen(page, env.sandbox.url, screen, theme);
        found[screen.name] = await seriousAxeViolations(page);
      }
      expect(found).toEqual(Object.fromEntries(mine.map((screen) => [screen.name, []])));
    }, 90_000);
  }
});
