/**
 * `@trade/core/portfolio`: the portfolio (spec 3 §2-§9) as its own entry: `portfolioOf(client)` (holdings, summary,
 * breakup, dividends, transactions, provisional P&L), the contract, the rules (figures, totals, sort cycle,
 * allocation, texts, lots) and `workbookOf`, which writes the exports as .xlsx with the caller's exceljs.
 */
export * from "./contract/portfolio.js";
export * from "./portfolio/export.js";
export * from "./portfolio/resource.js";
export * from "./rules/portfolio/index.js";
