import { readFileSync } from "node:fs";
import { localKeys } from "@trade/core";
import { holdingColumns, portfolioOf, portfolioTexts } from "@trade/core/portfolio";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { seriousAxeViolations } from "../support/screens.js";
import { ist } from "../support/trading.js";

const timeout = 15_000;

/** Rupees as the screen writes them ("₹1,23,456.70", "+₹12.50", "2,900.00") in paise. */
const paise = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, "")) * 100);

/**
 * The portfolio as a user (issue 20): the summary's totals and the allocation, the equity table sorted through the
 * spec's cycle, a holding's quantity breakup, both exports downloaded and read back as spreadsheets, the bonds tab's
 * empty state and the stored default tab.
 */
describe("the portfolio in the app", () => {
  let env: TestSandbox;
  let page: Page;
  const app = loggedInApp({ marketStart: ist(10, 0), marketSpeed: 0 });
  beforeAll(() => {
    ({ env, page } = app);
  });

  const cell = (name: string) => page.locator(`.tk-portfolio-summary [data-cell=${name}]`);

  it("reads the summary's totals and the allocation by sector and by market cap", async () => {
    await page.goto(`${env.sandbox.url}/trade/portfolio`);
    await page.waitForURL((url) => url.pathname === "/trade/portfolio/summary");
    await page.locator(".tk-allocation li").first().waitFor({ timeout });
    const client = await env.login("DEMO01");
    const holdings = await portfolioOf(client).holdings();
    const invested = holdings.reduce((s, h) => s + h.invValue, 0);
    expect(paise(await cell("TotalInvValue").innerText())).toBe(invested);
    const current = paise(await cell("TotalHolding").innerText());
    expect(paise(await cell("TotalGL").innerText())).toBe(current - invested);
    expect(await cell("TotalGLPer").innerText()).toMatch(/^[+-]?\d+\.\d{2}%$/);
    expect(await cell("TotalDayGLPer").innerText()).toMatch(/^[+-]?\d+\.\d{2}%$/);

    const sectors = page.getByRole("list", { name: portfolioTexts.allocationBySector }).getByRole("listitem");
    const sectorNames = new Set(holdings.map((h) => h.sectorName));
    expect(await sectors.count()).toBe(Math.min(sectorNames.size, 6));
    const shares = (await sectors.allInnerTexts()).map((t) => Number(/([\d.]+)%/.exec(t)?.[1]));
    expect(shares.reduce((s, x) => s + x, 0)).toBeCloseTo(100, 0);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    const caps = page.getByRole("list", { name: portfolioTexts.allocationByMarketCap }).getByRole("listitem");
    expect(await caps.first().innerText()).toMatch(/Large Cap|Mid Cap|Small Cap/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("sorts the equity table through ascending, descending and back to the default order", async () => {
    await page
      .getByRole("navigation", { name: "Portfolio tabs" })
      .getByRole("link", { name: "Equity" })
      .click();
    const table = page.getByRole("table", { name: "Equity holdings" });
    await table.locator("[data-cell=ltp]").first().waitFor({ timeout });
    const headers = await table.getByRole("columnheader").allTextContents();
    expect(headers.slice(0, 8).map((h) => h.replace(/[▲▼]/g, "").trim())).toEqual(
      holdingColumns.map((c) => c.label),
    );
    const names = async () =>
      (await table.locator(".tk-body-row .tk-sym").allInnerTexts()).map((t) =>
        t.replace(/\s*(NSE|BSE)$/, ""),
      );
    const initial = await names();
    const quantity = table.getByRole("columnheader", { name: /Quantity/ });
    await quantity.getByRole("button").click();
    expect(await quantity.getAttribute("aria-sort")).toBe("ascending");
    const quantities = async () =>
      (await table.locator(".tk-body-row [role=cell]:nth-child(2)").allInnerTexts()).map(Number);
    const ascending = await quantities();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await quantity.getByRole("button").click();
    expect(await quantity.getAttribute("aria-sort")).toBe("descending");
    expect(await quantities()).toEqual([...ascending].reverse());
    await quantity.getByRole("button").click();
    expect(await quantity.getAttribute("aria-sort")).toBe("none");
    expect(await names()).toEqual(initial);
  });

  it("opens a holding's quantity breakup from its row menu", async () => {
    await page.getByRole("button", { name: "More for INFY" }).click();
    const menu = page.getByRole("menu", { name: "More for INFY" });
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual([
      "Market Depth",
      "Charts",
      "Stock Details",
      "Set SL/Target with GTT",
      "Quantity Breakup",
      "Dividends Earned",
    ]);
    await menu.getByRole("menuitem", { name: "Quantity Breakup" }).click();
    const dialog = page.getByRole("dialog", { name: "Quantity Breakup: INFY" });
    await dialog.getByText("Tradable").waitFor({ timeout });
    const text = await dialog.innerText();
    expect(text).toMatch(/Total quantity\s+20\b/);
    expect(text).toMatch(/Tradable\s+20\b/);
    expect(text).toMatch(/Pledged\s+0\b/);
    const long = Number(/Long term \(LTCG\)\s+(\d+)/.exec(text)?.[1]);
    const short = Number(/Short term \(STCG\)\s+(\d+)/.exec(text)?.[1]);
    expect(long + short).toBe(20);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached", timeout });
  });

  it("a row's hover Sell opens the order pad on a delivery sell of the whole holding", async () => {
    await page.locator(".tk-holdings [role=row]:has-text('TCS')").hover();
    await page.getByRole("button", { name: "Sell TCS" }).click();
    const pad = page.getByRole("dialog", { name: "Sell TCS-EQ" });
    await pad.waitFor({ timeout });
    expect(await pad.getByLabel("Qty", { exact: true }).inputValue()).toBe("10");
    await page.keyboard.press("Escape");
    await pad.waitFor({ state: "detached", timeout });
  });

  it("exports the holding details and the transactions statement as spreadsheets that read back", async () => {
    const [holdingsFile] = await Promise.all([
      page.waitForEvent("download", { timeout }),
      page.getByRole("button", { name: /^Holding details/ }).click(),
    ]);
    expect(holdingsFile.suggestedFilename()).toMatch(/^holdings-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await holdingsFile.path()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Holdings");
    expect(sheet?.getRow(1).values).toEqual([undefined, ...holdingExportHeaders]);
    const infy = sheet
      ?.getRows(2, (sheet?.rowCount ?? 1) - 1)
      ?.find((row) => row.getCell(1).value === "INFY");
    expect(infy?.getCell(3).value).toBe(20);
    expect(infy?.getCell(5).value).toBe(1450);
    expect(infy?.getCell(6).value).toBe(29_000);

    const [statement] = await Promise.all([
      page.waitForEvent("download", { timeout }),
      page.getByRole("button", { name: /^Transactions statement/ }).click(),
    ]);
    const tx = new ExcelJS.Workbook();
    await tx.xlsx.load(readFileSync(await statement.path()) as unknown as ArrayBuffer);
    const rows = tx.getWorksheet("Transactions");
    expect(rows?.getRow(1).values).toEqual([
      undefined,
      "Date",
      "Stock Name",
      "ISIN",
      "Type",
      "Quantity",
      "Price",
      "Value",
    ]);
    const bought = (rows?.getRows(2, (rows?.rowCount ?? 1) - 1) ?? []).filter(
      (r) => r.getCell(2).value === "INFY",
    );
    expect(bought.reduce((s, r) => s + Number(r.getCell(5).value), 0)).toBe(20);
    expect(bought.every((r) => r.getCell(4).value === "BUY" && r.getCell(6).value === 1450)).toBe(true);
  });

  it("shows the bonds tab's empty state, and opens /portfolio on the tab chosen as default", async () => {
    await page
      .getByRole("navigation", { name: "Portfolio tabs" })
      .getByRole("link", { name: "Bonds" })
      .click();
    await page.getByText(portfolioTexts.noBonds).waitFor({ timeout });
    await page
      .getByRole("navigation", { name: "Portfolio tabs" })
      .getByRole("link", { name: "Equity" })
      .click();
    await page.getByRole("checkbox", { name: "Open Portfolio on this tab" }).check();
    expect(await page.evaluate((key) => localStorage.getItem(key), localKeys.defaultPortfolioTab)).toBe(
      "equity",
    );
    await page.goto(`${env.sandbox.url}/trade/portfolio`);
    await page.waitForURL((url) => url.pathname === "/trade/portfolio/equity");
  });
});

const holdingExportHeaders = [
  "Stock Name",
  "ISIN",
  "Quantity",
  "LTP",
  "ATP",
  "Inv.Amt",
  "Mkt Value",
  "Overall G/L",
  "Day's G/L",
  "Sector",
  "Market Cap",
];
