import { deliveryVerificationTitle, verifyOnDepositoryAction } from "@trade/core/edis";
import type { Locator, Page } from "playwright-core";
import { confirmOrder } from "./browser.js";
import type { AppScreen } from "./screens.js";

const timeout = 15_000;

/** The portfolio's equity table with `symbol`'s row and its live price. */
const holdingRow = (page: Page, symbol: string) =>
  page.locator(".tk-holdings [role=row]", { hasText: symbol }).first();

/**
 * As DEMO04 on /portfolio/equity: Sell on `symbol`'s row, a market order of `quantity`, SELL and CONFIRM, until the
 * 'CDSL verification' over the pad offers Verify on CDSL. Answers the flow.
 */
export async function sellForVerification(page: Page, symbol: string, quantity: number): Promise<Locator> {
  const row = holdingRow(page, symbol);
  await row.locator("[data-cell=ltp]:not(:text('—'))").waitFor({ timeout });
  await row.hover();
  await row.getByRole("button", { name: `Sell ${symbol}` }).click();
  const pad = page.getByRole("dialog", { name: `Sell ${symbol}-EQ` });
  const field = pad.getByLabel("Qty", { exact: true });
  await field.fill(String(quantity));
  await field.press("m");
  await pad.getByRole("button", { name: "SELL", exact: true }).click();
  await confirmOrder(pad, page);
  const flow = pad.getByRole("alertdialog", { name: deliveryVerificationTitle });
  await flow.getByRole("button", { name: verifyOnDepositoryAction }).waitFor({ timeout });
  return flow;
}

/** The CDSL verification over the order pad, for a page logged in as DEMO04 (the axe test and screenshots). */
export const deliveryVerificationScreen: AppScreen = {
  name: "cdsl-verification",
  path: "/portfolio/equity",
  ready: (page) => holdingRow(page, "SBIN").locator("[data-cell=ltp]:not(:text('—'))").waitFor({ timeout }),
  open: async (page) => {
    await sellForVerification(page, "SBIN", 1);
  },
};
