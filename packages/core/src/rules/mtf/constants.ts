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

/** (ours) Empty states of the dashboard's tabs. */
export const mtfEmptyStates = {
  pledged: "You have no pledged stocks",
  transactions: "You have no MTF transactions",
  payments: "You have no MTF payments",
  recommendations: "No MTF recommendations right now",
  historicPledges: "You have no past pledge requests",
} as const;
/** Spec 3 §8 'MTF: data unavailable': a Pay Later call that failed. */
export const mtfDataUnavailableMessage = "MTF data unavailable";
