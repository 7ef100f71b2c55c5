/**
 * `@trade/core/xlsx`: `xlsxOf(sheets)` writes sheets (the portfolio's exports: `holdingDetailsSheet`,
 * `transactionsSheet` from `@trade/core/portfolio`) as a real .xlsx workbook. An entry of its own: the zip writer it
 * carries loads only where a file is written (the app's export worker, a Node script).
 */
export { xlsxOf } from "./portfolio/xlsx.js";
export type { Sheet, SheetColumn } from "./rules/portfolio/sheets.js";
