/**
 * Pay Later (MTF) constants (spec 3 §9, spec 2 §9): up to 4X buying power at 0.041 % interest a day, billed in cycles
 * of the 1st to the 15th and the 16th to the month's end; a position bought with MTF must be pledged within T+6
 * trading days or it is squared off. In this kit MTF is the Margin product (MARGIN), whose margin is 25 % of the value.
 */
export const mtfLeverage = 4;
/** The product MTF orders use. */
export const mtfProduct = "MARGIN" as const;
/** Interest a day, in parts per 100 000 of the funded amount (0.041 %). */
export const mtfInterestPer100k = 41;
/** Trading days after the trade date by which an MTF buy must be pledged (T+6). */
export const mtfPledgeDays = 6;
/** MTF start date and maximum quantity constants (spec 3 §9). */
export const mtfStartDate = "2024-04-01";
export const mtfMaxQuantity = 999_999_999;
/** Pledge and DP charge: ₹20 + 18 % GST, in paise, per stock a request pledges. */
export const pledgeChargePaise = 2000 + 360;
/** (ours) Haircut on pledged stocks: collateral margin is the value less this percentage. */
export const collateralHaircutPercent = 20;
/** Rows per page of the MTF tables (spec 3 §9). */
export const mtfPageSize = 5;

/** The dashboard's tabs (spec 3 §2). */
export const mtfDashboardTabs = ["Pledged Stocks", "Transaction History", "MTF Payment History"] as const;

export const notEligibleForMtfMessage = "Not eligible for MTF";
/** (ours) A pay-now amount above the dues. */
export const payNowAboveDuesMessage = (dues: string) => `You can pay up to ${dues}`;
/** (ours) Nothing due. */
export const noMtfDuesMessage = "You have no MTF dues";
/** (ours) Not enough cash to pay the dues now. */
export const payNowFundsMessage = "Add funds to pay your MTF dues";
/** (ours) Empty states of the dashboard's tabs. */
export const mtfEmptyStates = {
  pledged: "You have no pledged stocks",
  transactions: "You have no MTF transactions",
  payments: "You have no MTF payments",
  recommendations: "No MTF recommendations right now",
} as const;
