/**
 * `@trade/core/portfolio`: the portfolio (spec 3 §2-§9) as its own entry: `portfolioOf(client)` (holdings, summary,
 * breakup, dividends, transactions, provisional P&L), the contract, the rules (figures, totals, sort cycle,
 * allocation, texts, lots) and the exports' sheets, which `xlsxOf` in `@trade/core/xlsx` writes as .xlsx.
 */
export * from "./contract/portfolio.js";
export * from "./portfolio/resource.js";
export * from "./rules/portfolio/index.js";
