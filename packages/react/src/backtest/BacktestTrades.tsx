import { formatRupees } from "@trade/core";
import type { BacktestTradePage } from "@trade/core/backtests";
import { TableHead } from "../trading/TableHead.js";
import { exitReasonLabels, formatCandleTime, formatTradePrice } from "./texts.js";

const tradeColumns = [
  ["#"],
  ["Entry"],
  ["Buy", "tk-num"],
  ["Exit"],
  ["Sell", "tk-num"],
  ["Reason"],
  ["Qty", "tk-num"],
  ["P&L", "tk-num"],
] as const;

/** The trade log, five trades a page (spec 2 §9), with the way to the previous and next page. */
export function BacktestTrades({
  page,
  segment,
  intraday,
  onPage,
}: {
  page: BacktestTradePage;
  segment: number;
  intraday: boolean;
  onPage: (pageNumber: number) => void;
}) {
  if (page.totalTrades === 0) {
    return <p className="tk-empty">The condition never held over this period: no trades</p>;
  }
  return (
    <>
      <div role="table" aria-label="Trade log" className="tk-table">
        <TableHead columns={tradeColumns} />
        {page.trades.map((trade) => (
          <div role="row" className="tk-body-row" key={trade.tradeNumber}>
            <span role="cell">{trade.tradeNumber}</span>
            <span role="cell">{formatCandleTime(trade.entryTime, intraday)}</span>
            <span role="cell" className="tk-num">
              {formatTradePrice(trade.entryPrice, segment)}
            </span>
            <span role="cell">{formatCandleTime(trade.exitTime, intraday)}</span>
            <span role="cell" className="tk-num">
              {formatTradePrice(trade.exitPrice, segment)}
            </span>
            <span role="cell">{exitReasonLabels[trade.exitReason]}</span>
            <span role="cell" className="tk-num">
              {trade.quantity}
            </span>
            <span
              role="cell"
              className="tk-num"
              data-sign={trade.pnl > 0 ? "up" : trade.pnl < 0 ? "down" : undefined}
              title={`Gross ${formatRupees(trade.grossPnL)}, charges ${formatRupees(trade.charges)}`}
            >
              {formatRupees(trade.pnl)}
            </span>
          </div>
        ))}
      </div>
      <nav className="tk-bar tk-pager" aria-label="Trade log pages">
        <button type="button" disabled={page.pageNumber <= 1} onClick={() => onPage(page.pageNumber - 1)}>
          Previous
        </button>
        <span aria-live="polite">
          Page {page.pageNumber} of {page.totalPages} · {page.totalTrades} trades
        </span>
        <button
          type="button"
          disabled={page.pageNumber >= page.totalPages}
          onClick={() => onPage(page.pageNumber + 1)}
        >
          Next
        </button>
      </nav>
    </>
  );
}
