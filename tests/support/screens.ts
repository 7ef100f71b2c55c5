import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { istDateKey, istDayOf, localKeys, marketEndpoints, type TradeClient } from "@trade/core";
import { alertsOf } from "@trade/core/alerts";
import { blocksOf, fundsOf } from "@trade/core/funds";
import { gttOf } from "@trade/core/gtt";
import { optionsOf } from "@trade/core/options";
import { sipOf } from "@trade/core/sip";
import { transferOf } from "@trade/core/transfer";
import type { Browser, Frame, Page } from "playwright-core";
import { orderById, place, tradingDay } from "./trading.js";

/** ITC on the NSE cash segment: the scrip the screens chart, order and show depth of. */
const itc = 1660;
const chartQuery = `?token=${itc}&mktSegID=1`;

export type Theme = "light" | "dark";

/**
 * One built screen of the app as a user reaches it: a path under /trade, what shows that its data has arrived, and
 * for a dialog or menu, how it is opened on that path. The axe test and the screenshot script walk the same list.
 */
export interface AppScreen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  open?: (page: Page) => Promise<void>;
}

const timeout = 15_000;
const heading = (page: Page, name: string | RegExp) =>
  page.locator("main h1").filter({ hasText: name }).first().waitFor({ timeout });
/** No loading skeleton left in the page. */
const loaded = (page: Page) =>
  page.waitForFunction(() => document.querySelector(".skeleton") === null, undefined, { timeout });
const watchlistRows = (page: Page) =>
  page
    .locator(".tk-watchlist [data-row]:last-child [data-cell=ltp]:not(:text('—'))")
    .first()
    .waitFor({ timeout });
const candles = (page: Page) =>
  page.locator("canvas[data-drawn]:not([data-drawn='0'])").first().waitFor({ timeout });
/** The holdings table with INFY's row and its live price. */
const holdingRow = (page: Page) =>
  page.locator(".tk-holdings [role=row]:has-text('INFY') [data-cell=ltp]").first().waitFor({ timeout });
const selectFirstRow = async (page: Page) => {
  await page.locator(".tk-watchlist [data-row]").first().click();
};

/** The seeded GTT rule's row on /orders/gtt, with its live LTP. */
const gttRow = (page: Page) =>
  page
    .locator(".tk-gtt-list [role=row]:has-text('ITC-EQ') [data-cell=ltp]:not(:text('—'))")
    .first()
    .waitFor({ timeout });

/** The seeded alerts' list on /orders/alerts. */
const alertRow = (page: Page) =>
  page.locator(".tk-alert-list [role=row]:has-text('ITC RSI oversold')").first().waitFor({ timeout });

/** The seeded NIFTY call's row on the positions screen (`seedOptionPosition`). */
const optionPositionRow = (page: Page) =>
  page
    .locator(".tk-positions [role=row]", { hasText: /NIFTY.*CE/ })
    .filter({ hasText: "Carry Forward" })
    .first();

/** The screens a logged-in user can reach (the login page is apart: it needs no session). */
export const appScreens: readonly AppScreen[] = [
  {
    name: "watchlist-chart",
    path: `/watchlist/chart${chartQuery}`,
    ready: async (page) => {
      await watchlistRows(page);
      await candles(page);
    },
  },
  {
    name: "watchlist-overview",
    path: `/watchlist/overview${chartQuery}`,
    ready: async (page) => {
      await watchlistRows(page);
      await page.locator(".overview-returns td").first().waitFor({ timeout });
    },
  },
  {
    name: "order-pad",
    path: `/watchlist/chart${chartQuery}`,
    ready: watchlistRows,
    open: async (page) => {
      await selectFirstRow(page);
      await page.keyboard.press("F1");
      await page.locator(".tk-order-pad .tk-op-ltp:not(:text('—'))").waitFor({ timeout });
      await page.locator(".tk-op-margin:has-text('Available')").waitFor({ timeout });
    },
  },
  {
    name: "quick-order-pad",
    path: `/watchlist/chart${chartQuery}`,
    ready: watchlistRows,
    open: async (page) => {
      await page.getByRole("group", { name: "Quick order" }).getByRole("button", { name: "Sell" }).click();
      await page.locator(".tk-op-quick .tk-op-ltp:not(:text('—'))").waitFor({ timeout });
      await page.locator(".tk-op-quick .tk-op-margin:has-text('Available')").waitFor({ timeout });
    },
  },
  {
    name: "market-depth",
    path: `/watchlist/chart${chartQuery}`,
    ready: watchlistRows,
    open: async (page) => {
      await selectFirstRow(page);
      await page.keyboard.press("F6");
      await page.locator(".tk-depth [data-cell=askPrice0]:not(:text('—'))").waitFor({ timeout });
    },
  },
  {
    name: "orders-open",
    path: "/orders/open",
    ready: (page) => page.locator(".tk-orders [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
  },
  {
    name: "orders-basket",
    path: "/orders/basket-order",
    ready: (page) =>
      page
        .getByRole("region", { name: "Basket order" })
        .getByRole("heading", { name: "Baskets" })
        .waitFor({ timeout }),
  },
  {
    name: "orders-basket-create",
    path: "/orders/basket-order?create=1",
    ready: (page) => page.getByRole("textbox", { name: "Basket name" }).waitFor({ timeout }),
  },
  {
    name: "orders-history",
    path: "/orders/history",
    ready: (page) => page.locator(".tk-orders [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
  },
  {
    name: "orders-positions",
    path: "/orders/positions",
    ready: (page) => page.locator(".tk-positions [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
  },
  {
    name: "positions",
    path: "/positions",
    ready: (page) => page.locator(".tk-positions [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
  },
  {
    name: "orders-row-menu",
    path: "/orders/open",
    ready: (page) => page.locator(".tk-orders [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
    open: async (page) => {
      await page.getByRole("button", { name: "More for BUY ITC-EQ" }).first().click();
      await page.getByRole("menu", { name: "More for BUY ITC-EQ" }).waitFor({ timeout });
    },
  },
  {
    name: "orders-cancel-confirm",
    path: "/orders/open",
    ready: (page) => page.locator(".tk-orders [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
    open: async (page) => {
      await page.locator(".tk-orders [role=row]:has-text('ITC-EQ')").first().hover();
      await page.getByRole("button", { name: "Cancel BUY ITC-EQ" }).first().click();
      await page.getByRole("alertdialog", { name: "Cancel order" }).waitFor({ timeout });
    },
  },
  {
    name: "positions-convert",
    path: "/orders/positions",
    ready: (page) => page.locator(".tk-positions [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
    open: async (page) => {
      await page.getByRole("button", { name: "More for ITC-EQ Delivery" }).click();
      await page.getByRole("menuitem", { name: "Convert" }).click();
      await page.getByRole("dialog", { name: "Convert ITC-EQ" }).waitFor({ timeout });
    },
  },
  {
    name: "positions-exit-all",
    path: "/orders/positions",
    ready: (page) => page.locator(".tk-positions [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
    open: async (page) => {
      await page.getByRole("button", { name: "Exit all" }).click();
      await page.getByRole("dialog", { name: "Exit positions" }).waitFor({ timeout });
    },
  },
  { name: "gtt", path: "/orders/gtt", ready: gttRow },
  {
    name: "gtt-pad",
    path: `/orders/gtt?pid=gttOrderpad&token=${itc}&mktSegID=1&orderType=S`,
    ready: gttRow,
    open: async (page) => {
      const pad = page.getByRole("dialog", { name: "Sell ITC-EQ" });
      await pad.locator(".tk-gtt-ltp [aria-label='Last traded price']:not(:text('—'))").waitFor({ timeout });
      await pad.getByLabel("OCO").check();
      await pad.locator(".tk-gtt-percent:not(:text('—'))").nth(1).waitFor({ timeout });
    },
  },
  {
    name: "gtt-edit",
    path: "/orders/gtt",
    ready: gttRow,
    open: async (page) => {
      await page.locator(".tk-gtt-list [role=row]:has-text('ITC-EQ')").first().hover();
      await page.getByRole("button", { name: "Edit GTT SELL ITC-EQ" }).first().click();
      const edit = page.getByRole("dialog", { name: "Edit GTT ITC-EQ" });
      await edit.locator(".tk-gtt-percent:not(:text('—'))").nth(1).waitFor({ timeout });
    },
  },
  {
    name: "stock-sip",
    path: "/orders/stock-sip",
    ready: (page) => page.locator(".tk-sip-list [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
  },
  {
    name: "stock-sip-history",
    path: "/orders/stock-sip/history",
    ready: (page) =>
      page.locator(".tk-sip-history .tk-empty, .tk-sip-history [role=grid]").waitFor({ timeout }),
  },
  {
    name: "stock-sip-pad",
    path: `/orders/stock-sip?pid=sipOrderPad&token=${itc}&mktSegID=1`,
    ready: (page) => page.locator(".tk-sip-panel .tk-sip-schedule output").waitFor({ timeout }),
  },
  {
    name: "stock-sip-modify",
    path: "/orders/stock-sip",
    ready: (page) => page.locator(".tk-sip-list [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
    open: async (page) => {
      await page.locator(".tk-sip-list [role=row]:has-text('ITC-EQ')").first().hover();
      await page.getByRole("button", { name: "Modify ITC-EQ SIP" }).click();
      await page.getByRole("dialog", { name: "Modify SIP: ITC-EQ" }).waitFor({ timeout });
    },
  },
  {
    name: "account",
    path: "/account",
    ready: async (page) => {
      await heading(page, "Account");
      await page
        .getByRole("article", { name: "Trading Balance" })
        .getByText("Available margin")
        .waitFor({ timeout });
    },
  },
  { name: "account-settings", path: "/account/settings", ready: (page) => heading(page, "Settings") },
  {
    name: "account-shortcuts",
    path: "/account/shortcuts",
    ready: (page) => heading(page, "Keyboard shortcuts"),
  },
  { name: "chart-fullscreen", path: `/chart/fullscreen${chartQuery}`, ready: candles },
  { name: "not-built", path: "/home", ready: (page) => heading(page, "Home") },
  { name: "not-found", path: "/no-such-screen", ready: (page) => heading(page, "Page not found") },
  {
    name: "notifications-menu",
    path: "/orders/open",
    ready: (page) => page.locator(".tk-orders [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
    open: async (page) => {
      await page.getByRole("button", { name: /^Notifications/ }).click();
      const panel = page.getByRole("region", { name: "Notifications" });
      await panel.getByRole("listitem").first().waitFor({ timeout });
    },
  },
  {
    name: "tools-menu",
    path: "/orders/open",
    ready: (page) => page.getByRole("navigation", { name: "Main" }).waitFor({ timeout }),
    open: async (page) => {
      // Tools opens on hover (spec 1 §2.2).
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Tools" }).hover();
      await page.getByRole("group", { name: "Tools" }).waitFor({ timeout });
    },
  },
  {
    name: "add-funds",
    path: "/account/add-funds",
    ready: async (page) => {
      await heading(page, "Add funds");
      await page.getByRole("form", { name: "Add funds" }).getByText("Pay with").waitFor({ timeout });
      await loaded(page);
    },
  },
  {
    name: "add-funds-qr",
    path: "/account/add-funds",
    ready: (page) => heading(page, "Add funds"),
    open: async (page) => {
      const form = page.getByRole("form", { name: "Add funds" });
      await form.getByRole("textbox", { name: "Enter amount" }).fill("500");
      await form.getByText("UPI QR").click();
      await form.getByRole("button", { name: "Show QR code" }).click();
      await page.getByRole("img", { name: "UPI QR code" }).waitFor({ timeout });
    },
  },
  {
    name: "withdraw-funds",
    path: "/account/withdraw-funds",
    ready: async (page) => {
      await heading(page, "Withdraw funds");
      await page.getByText("Withdrawable balance").waitFor({ timeout });
      await loaded(page);
    },
  },
  {
    name: "funds-transactions",
    path: "/account/funds-transactions/add-funds",
    ready: async (page) => {
      await heading(page, "Funds transactions");
      await page.getByRole("search", { name: "Filter funds transactions" }).waitFor({ timeout });
      await page.waitForFunction(() => document.querySelector("[aria-busy=true]") === null, undefined, {
        timeout,
      });
    },
  },
  {
    name: "portfolio-summary",
    path: "/portfolio/summary",
    ready: async (page) => {
      await page.locator(".tk-allocation li").first().waitFor({ timeout });
      await page.locator(".tk-allocation canvas").first().waitFor({ timeout });
    },
  },
  { name: "portfolio-equity", path: "/portfolio/equity", ready: holdingRow },
  {
    name: "portfolio-breakup",
    path: "/portfolio/equity",
    ready: holdingRow,
    open: async (page) => {
      await page.getByRole("button", { name: "More for INFY" }).click();
      await page.getByRole("menuitem", { name: "Quantity Breakup" }).click();
      await page
        .getByRole("dialog", { name: "Quantity Breakup: INFY" })
        .getByText("Tradable")
        .waitFor({ timeout });
    },
  },
  { name: "portfolio-bonds", path: "/portfolio/bonds", ready: (page) => heading(page, "Bonds") },
  {
    // The option chain with the feed's volume written in, the keyboard on the ATM call and the greeks on.
    name: "option-chain",
    path: "/watchlist/option-chain?token=99926000&mktSegID=1",
    ready: (page) =>
      page
        .locator("[role=grid] [data-atm] [data-side=CE][data-col=volume]")
        .filter({ hasText: /\d/ })
        .waitFor({ timeout }),
    open: async (page) => {
      await page.getByLabel("Greeks").check();
      await page.getByRole("grid", { name: /^Option chain/ }).focus();
    },
  },
  {
    name: "alerts",
    path: "/orders/alerts",
    ready: (page) => alertRow(page),
  },
  {
    name: "alerts-pad",
    path: "/orders/alerts",
    ready: (page) => alertRow(page),
    open: async (page) => {
      await page.getByRole("button", { name: "New Alert" }).click();
      const pad = page.getByRole("region", { name: "Alert pad" });
      await pad.getByRole("searchbox", { name: "Search a stock for the alert" }).fill("ITC");
      await pad.getByRole("button", { name: /^ITC-EQ\s*NSE$/ }).click();
      await pad.getByRole("button", { name: /^RSI oversold/ }).click();
      await pad.getByRole("button", { name: "Create Alert" }).waitFor({ timeout });
    },
  },
  {
    name: "alerts-edit",
    path: "/orders/alerts",
    ready: (page) => alertRow(page),
    open: async (page) => {
      await page.locator(".tk-alert-list [role=row]:has-text('ITC RSI oversold')").hover();
      await page.getByRole("button", { name: "Edit alert ITC RSI oversold" }).click();
      await page
        .getByRole("dialog", { name: "Update Alert" })
        .getByRole("button", { name: "Update Alert" })
        .waitFor({ timeout });
    },
  },
  {
    name: "chart-alert",
    path: `/watchlist/chart${chartQuery}`,
    ready: async (page) => {
      await watchlistRows(page);
      await candles(page);
    },
    open: async (page) => {
      await page.locator(".chart-head").getByRole("button", { name: "Add Alert" }).click();
      await page
        .getByRole("region", { name: "Alert pad" })
        .locator("form, [role=status]")
        .first()
        .waitFor({ timeout });
    },
  },
  {
    name: "transfer-stocks",
    path: "/transfer-stocks/transfer",
    ready: async (page) => {
      await heading(page, "Transfer stocks");
      await page.getByRole("form", { name: "Enter Beneficiary Details" }).waitFor({ timeout });
    },
  },
  {
    name: "manage-beneficiaries",
    path: "/transfer-stocks/manage-beneficaries",
    ready: (page) =>
      page.getByRole("table", { name: "Beneficiaries" }).getByRole("row").nth(1).waitFor({ timeout }),
  },
  {
    name: "add-beneficiary",
    path: "/transfer-stocks/manage-beneficaries",
    ready: (page) => page.getByRole("table", { name: "Beneficiaries" }).waitFor({ timeout }),
    open: async (page) => {
      await page.getByRole("button", { name: "+ Add beneficiary" }).click();
      await page.getByRole("form", { name: "Add beneficiary" }).waitFor({ timeout });
    },
  },
  {
    name: "transfer-transactions",
    path: "/transfer-stocks/transactions",
    ready: (page) => page.getByText("No pending transfers").waitFor({ timeout }),
  },
  {
    name: "positions-details",
    path: "/orders/positions",
    ready: (page) => page.locator(".tk-positions [role=row]:has-text('ITC-EQ')").first().waitFor({ timeout }),
    open: async (page) => {
      await page.getByRole("button", { name: "More for ITC-EQ Delivery" }).click();
      await page.getByRole("menuitem", { name: "Position Details" }).click();
      await page.getByRole("dialog", { name: "Position Details: ITC-EQ" }).waitFor({ timeout });
    },
  },
  ...blockScreens(),
  {
    name: "stock-pledge",
    path: "/stock/pledge",
    ready: (page) =>
      page.locator(".tk-pledge-table tbody tr", { hasText: "INFY" }).first().waitFor({ timeout }),
  },
  {
    name: "stock-status",
    path: "/stock/status",
    ready: (page) =>
      page.locator(".tk-pledge-status table, .tk-pledge-status .tk-empty").first().waitFor({ timeout }),
  },
  {
    name: "mtf-dashboard",
    path: "/mtf/dashboard",
    ready: (page) => page.getByRole("tab", { name: "Pledged Stocks" }).waitFor({ timeout }),
  },
  {
    name: "strategies",
    path: "/watchlist/option-chain/strategies?token=99926000&mktSegID=1&strategy=iron-condor",
    ready: async (page) => {
      await page.getByRole("table", { name: "Payoff" }).waitFor({ timeout });
      await page.getByRole("term").filter({ hasText: "Margin" }).waitFor({ timeout });
    },
  },
  {
    // The OI analysis: OI Change by strike with each side's build-up, drawn by chart.js.
    name: "oi-analysis",
    path: "/markets/derivative/analysis?script=NIFTY",
    ready: async (page) => {
      await heading(page, "Open interest analysis");
      await page.locator(".tk-oi td.tk-oi-buildup").first().waitFor({ timeout });
    },
  },
  {
    // The watchlist pane switched to the options watchlist quicklist: NIFTY's calls around the money, live.
    name: "options-watchlist",
    path: "/watchlist/option-chain?token=99926000&mktSegID=1",
    ready: (page) => page.locator(".tk-oc [role=grid]").waitFor({ timeout }),
    open: async (page) => {
      await page.getByRole("radio", { name: "Options" }).check();
      await page
        .locator(".tk-owl tbody tr[data-atm] td")
        .first()
        .filter({ hasText: /\d/ })
        .waitFor({ timeout });
    },
  },
  {
    // Multi Strike OI: the money's contracts through the day.
    name: "oi-multi-strike",
    path: "/markets/derivative/analysis?script=BANKNIFTY",
    ready: (page) => heading(page, "Open interest analysis"),
    open: async (page) => {
      await page.getByRole("tab", { name: "Multi Strike OI" }).click();
      await page.locator(".tk-oi canvas[aria-label^='Open interest through the day']").waitFor({ timeout });
    },
  },
  {
    // Issue 15 §2: the search's results over the list, with company, exchange, live LTP and the add mark.
    name: "watchlist-search",
    path: `/watchlist/chart${chartQuery}`,
    ready: watchlistRows,
    open: async (page) => {
      await page.getByRole("searchbox", { name: "Search and add scrips" }).fill("TATA");
      await page
        .locator(".tk-wl-results .tk-wl-result-ltp")
        .first()
        .filter({ hasText: /\d/ })
        .waitFor({ timeout });
    },
  },
  {
    // Issue 15: the design system's gallery, every component in both themes.
    name: "gallery",
    path: "/gallery",
    ready: async (page) => {
      await heading(page, "Design system");
      await page.locator(".gallery .tk-table").nth(1).waitFor({ timeout });
    },
  },
  {
    name: "mtf-historic-pledge",
    path: "/mtf/historic-pledge",
    ready: (page) =>
      page.locator(".tk-mtf-historic table, .tk-mtf-historic .tk-empty").first().waitFor({ timeout }),
  },
  {
    name: "mtf-recommendation",
    path: "/mtf/recommendation",
    ready: (page) => page.locator(".tk-mtf-recommendations tbody tr").first().waitFor({ timeout }),
  },
  {
    name: "mtf-paynow",
    path: "/mtf/paynow",
    ready: (page) =>
      page.locator(".tk-mtf-paynow form, .tk-mtf-paynow .tk-empty").first().waitFor({ timeout }),
  },
  {
    // Adjust Position from the positions row menu (issue 19 §5): adjust mode on the seeded NIFTY call, a strike two
    // steps up chosen on the ladder from the keyboard, the two orders reviewed.
    name: "positions-adjust",
    path: "/orders/positions",
    ready: (page) => optionPositionRow(page).waitFor({ timeout }),
    open: async (page) => {
      const row = optionPositionRow(page);
      await row.hover();
      await row.getByRole("button", { name: /^More for NIFTY/ }).click();
      await page.getByRole("menuitem", { name: "Adjust Position" }).click();
      const dialog = page.getByRole("dialog", { name: /^Adjust Position · NIFTY/ });
      const ladder = dialog.getByRole("listbox");
      await ladder.locator("[role=option][aria-disabled=true]").waitFor({ timeout });
      await ladder.focus();
      for (const key of ["ArrowDown", "ArrowDown", "Enter"]) await page.keyboard.press(key);
      await dialog.getByRole("table").waitFor({ timeout });
    },
  },
  {
    // The trade tools sheet from a watchlist row's more-menu (issue 19 §5): NIFTY's spot and nearest expiry at a glance.
    name: "watchlist-trade-tools",
    path: `/watchlist/chart${chartQuery}`,
    ready: watchlistRows,
    open: async (page) => {
      const row = page.locator(".tk-watchlist [data-row]").first();
      await row.click();
      await row.hover();
      await page
        .getByRole("button", { name: /^More for / })
        .first()
        .click();
      await page.getByRole("menuitem", { name: "Trade Tools" }).click();
      const sheet = page.getByRole("dialog", { name: "Trade tools" });
      await sheet.getByRole("term").filter({ hasText: "PCR" }).waitFor({ timeout });
    },
  },
];

/**
 * The ASBA block screens (issue 21 §3): as DEMO01 they show why there is nothing (not registered for ASBA, no blocks);
 * as DEMO03 with `seedBlocks`, the form and the blocks with their statuses (the axe test walks them both ways, and
 * the revoke confirmation as DEMO03).
 */
export function blockScreens(): AppScreen[] {
  const blocks = (page: Page) =>
    page.locator(".tk-blocks [role=table], .tk-blocks .tk-empty").first().waitFor({ timeout });
  return [
    {
      name: "funds-create-block",
      path: "/account/create-block",
      ready: (page) =>
        page.locator(".tk-create-block form, .tk-create-block .tk-empty").first().waitFor({ timeout }),
    },
    { name: "funds-revoke-block", path: "/account/revoke-block", ready: blocks },
    { name: "funds-blocks-created", path: "/account/funds-transactions/blocks-created", ready: blocks },
  ];
}

/** The revoke confirmation over an enabled block (DEMO03 with `seedBlocks`). */
export const revokeConfirmScreen: AppScreen = {
  name: "funds-revoke-block-confirm",
  path: "/account/revoke-block",
  ready: (page) => page.locator(".tk-blocks [role=table]").waitFor({ timeout }),
  open: async (page) => {
    await page
      .getByRole("button", { name: /^Revoke the block of/ })
      .first()
      .click();
    await page.getByRole("alertdialog").waitFor({ timeout });
  },
};

/** Blocks for DEMO03: one enabled (₹25,000), one being activated (₹10,000); `clock` drives the sandbox's. */
export async function seedBlocks(
  client: TradeClient,
  clock: (change: { advanceMs: number }) => Promise<number>,
): Promise<void> {
  await blocksOf(client).create({ amount: 25_000_00, bank_name: "HDFC Bank" });
  await clock({ advanceMs: 6 * 60_000 });
  await blocksOf(client).create({ amount: 10_000_00, bank_name: "HDFC Bank" });
}

/**
 * Give the client something on every screen: an executed order (a position, a notification), an open one and a pending
 * GTT.
 */
export async function seedOrders(client: TradeClient): Promise<void> {
  const base = { exchangeSegment: 1, symbolToken: itc, productType: "CNC", quantity: 2 } as const;
  const filled = await place(client, { ...base, transactionType: "B", orderType: "MARKET" });
  if (!filled.ok) throw new Error(`the market order was refused: ${filled.rejection.message}`);
  // A buy limit 5% under the fill rests (inside the price band).
  const { averagePrice } = await orderById(client, filled.result.orderId);
  const price = Math.round((averagePrice * 0.95) / 5) * 5;
  const open = await place(client, { ...base, transactionType: "B", orderType: "LIMIT", price });
  if (!open.ok) throw new Error(`the limit order was refused: ${open.rejection.message}`);
  // A pending OCO GTT on the position: target 5% over the fill, stop loss 5% under it.
  const level = (factor: number) => Math.round((averagePrice * factor) / 5) * 5;
  await gttOf(client).create({
    exchangeSegment: 1,
    symboltoken: itc,
    transactiontype: "S",
    producttype: "CNC",
    gttType: "OCO",
    qty: 2,
    triggerprice: level(1.05),
    price: level(1.05),
    stoplosstriggerprice: level(0.95),
    stoplossprice: level(0.95),
  });
}

/**
 * Give the Stock SIP screens rows: a weekly SIP on ITC by quantity and a paused monthly one on INFY by amount, both
 * from the next day (so no instalment runs and places an order the other screens would show).
 */
export async function seedSips(client: TradeClient): Promise<void> {
  const sips = sipOf(client);
  const start_date = istDateKey(istDayOf(tradingDay) + 1);
  const base = { exchangeSegment: 1, start_date } as const;
  await sips.create({ ...base, instrument_id: itc, order_type: "QTY", order_value: 2, frequency: "WEEKLY" });
  const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "INFY" } });
  const infy = listings.find((scrip) => scrip.mktSegID === 1);
  if (infy === undefined) throw new Error("INFY is not listed on the NSE");
  const paused = await sips.create({
    ...base,
    instrument_id: infy.token,
    order_type: "AMOUNT",
    order_value: 5_000 * 100,
    frequency: "MONTHLY",
  });
  await sips.pause(paused.sip_id);
}

/**
 * Give the funds screens rows: ₹25,000 and ₹1,500.50 added by UPI, a payment the bank failed, and a withdrawal of
 * ₹5,000 waiting to be processed (so the list has its Cancel).
 */
export async function seedFunds(client: TradeClient): Promise<void> {
  const funds = fundsOf(client);
  await funds.payByUpi({ amount: 25_000_00, request_type: "COLLECT", vpa: "sandbox.success@upi" });
  await funds.payByNetBanking({ amount: 10_000_00, redirect_url: "/trade/account/add-funds" });
  await funds.payByUpi({ amount: 2_000_00, request_type: "COLLECT", vpa: "sandbox.bankfail@upi" });
  await funds.payByUpi({ amount: 1_500_50, request_type: "COLLECT", vpa: "sandbox.success@upi" });
  await funds.withdraw(5_000_00);
}

/** Alerts for /orders/alerts: a predefined RSI alert on ITC, a paused price alert and a multiple-stock one. */
export async function seedAlerts(client: TradeClient): Promise<void> {
  const alerts = alertsOf(client);
  const itcToken = { exchange: "NSE", segment: 1, token: itc };
  const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "INFY" } });
  const infy = listings.find((scrip) => scrip.mktSegID === 1);
  if (infy === undefined) throw new Error("INFY is not listed on the NSE");
  await alerts.create({
    name: "ITC RSI oversold",
    type: "indicator",
    timeFrame: "15m",
    execution: { mode: "always" },
    tokens: [itcToken],
    entry: {
      implication: {
        lhs: { indicator: "RSI", params: { period: 14 } },
        operator: "crossesBelow",
        rhs: { valueString: "30" },
      },
    },
    meta: { isPredefinedAlert: true, cardId: "rsi-oversold", description: "RSI (14) crosses below 30" },
  });
  const paused = await alerts.create({
    name: "ITC above 500",
    type: "price",
    timeFrame: "1m",
    execution: { mode: "once" },
    tokens: [itcToken],
    entry: {
      implication: { lhs: { indicator: "Price" }, operator: "crossesAbove", rhs: { valueString: "500" } },
    },
  });
  await alerts.pause(paused.alertId);
  await alerts.create({
    name: "Golden cross",
    type: "indicator",
    timeFrame: "1d",
    execution: { mode: "always" },
    tokens: [itcToken, { exchange: "NSE", segment: 1, token: infy.token }],
    entry: {
      implication: {
        lhs: { indicator: "Moving Average", params: { period: 50 } },
        operator: "crossesAbove",
        rhs: { indicator: "Moving Average", params: { period: 200 } },
      },
      action: { transactionType: "B", orderDetails: { orders: [{ units: 1 }] } },
      targetProfitPercent: 5,
      stopLossPercent: 2,
    },
  });
}

/** Switch the account's theme (the layout preference's black mode), as the settings screen would. */
export async function setTheme(client: TradeClient, theme: Theme): Promise<void> {
  const layout = await client.preferences.get("layout");
  await client.preferences.save("layout", { blackMode: theme === "dark" }, layout.version);
}

/** Go to a screen, wait until the theme is in effect and the data has arrived, then open its dialog if any. */
export async function showScreen(
  page: Page,
  baseUrl: string,
  screen: AppScreen,
  theme: Theme,
): Promise<void> {
  await page.goto(`${baseUrl}/trade${screen.path}`);
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme, {
    timeout,
  });
  await screen.ready(page);
  await loaded(page);
  if (screen.open) await screen.open(page);
  // Nothing mid-transition (a flash of a changed price, a menu fading in) in what is checked or shot: wait until no
  // finite CSS animation or transition runs (an endless one, a spinner, would never end).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout },
  );
}

/**
 * The login page in a fresh, logged-out context. Logged out, the app keeps the last user's theme (the device's local
 * keys), so a dark login page is the one after a user of the dark theme logged out.
 */
export async function showLogin(browser: Browser, baseUrl: string, theme: Theme, width = 1440, height = 900) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(([key, dark]) => localStorage.setItem(key, dark), [
    localKeys.blackMode,
    String(theme === "dark"),
  ] as const);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/trade/login`);
  await page.getByLabel(/client code or mobile/i).waitFor({ timeout });
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme, {
    timeout,
  });
  return { context, page };
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
let axeSource: string | undefined;

/**
 * Load axe-core into a page or frame. By evaluation, not a script tag: the app's CSP (script-src 'self') refuses
 * inline scripts, and a test's tool should not need the page to allow them.
 */
export async function injectAxe(page: Page | Frame): Promise<void> {
  if (await page.evaluate(() => "axe" in window)) return;
  axeSource ??= readFileSync(axePath, "utf8");
  await page.evaluate(axeSource);
}

/** axe-core's serious and critical violations on the whole page (or frame), one line each with the offending nodes. */
export async function seriousAxeViolations(page: Page | Frame): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown) => Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: unknown; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => [n.target, n.failureSummary?.split("\n").slice(1, 2).join("")]))}`,
      );
  });
  return violations;
}

/**
 * Give the transfer screens a beneficiary: one added and verified with the sandbox's fixed OTP, in process for its
 * 20 hours ('20H LEFT TO TRANSFER').
 */
export async function seedTransfers(client: TradeClient, otp: string): Promise<void> {
  const transfer = transferOf(client);
  const { beneficiary } = await transfer.addBeneficiary({
    boid: "1304560000123456",
    depository: "CDSL",
    dpid: "13045600",
    name: "Ravi Verma",
    pan: "ABCPV1234K",
  });
  await transfer.sendOtp(beneficiary.reqId, "beneficiary");
  await transfer.verifyOtp(beneficiary.reqId, "beneficiary", otp);
}

/** Give adjust position a position: one lot of NIFTY's at-the-money call of the nearest expiry, bought at market (NRML). */
export async function seedOptionPosition(client: TradeClient): Promise<void> {
  const nifty = await optionsOf(client).underlying({ segment: 1, token: 99926000 });
  if (!("expiries" in nifty)) throw new Error("NIFTY has no options in the sandbox");
  const chain = await optionsOf(client).chain(nifty, nifty.expiries[0] as string);
  const call = chain.rows.find((row) => row.strike === chain.atmStrike)?.call;
  if (!call) throw new Error("NIFTY has no at-the-money call");
  const bought = await place(client, {
    exchangeSegment: call.SegmentID,
    symbolToken: call.TokenID,
    transactionType: "B",
    productType: "NRML",
    orderType: "MARKET",
    quantity: nifty.lotSize,
  });
  if (!bought.ok) throw new Error(`the NIFTY call was refused: ${bought.rejection.message}`);
}
