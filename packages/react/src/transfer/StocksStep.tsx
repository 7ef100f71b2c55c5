import { formatPrice, formatRupees } from "@trade/core";
import {
  quantityError,
  type StockToTransfer,
  type TransferLine,
  transferError,
  transferSteps,
  transferTexts,
  transferValue,
} from "@trade/core/transfer";
import { type FormEvent, useState } from "react";
import { TableHead } from "../trading/TableHead.js";
import { Problem } from "../ui/Problem.js";

const columns = "minmax(120px,1fr) 90px 100px 100px 120px";

/** A line of the transfer: a stock with the quantity typed for it. */
export type StockLine = TransferLine & { scripname: string };

/** The stocks with a quantity typed, as lines of the transfer. */
export const linesOf = (
  stocks: readonly StockToTransfer[],
  quantities: Record<string, string>,
): StockLine[] =>
  stocks.flatMap((stock) => {
    const typed = quantities[stock.isin] ?? "";
    if (typed === "") return [];
    return [
      {
        isin: stock.isin,
        qty: Number(typed),
        available: stock.AvlQty,
        ltp: stock.ltp,
        scripname: stock.symbolName,
      },
    ];
  });

/** Step 2, Select your Stocks: a quantity per stock against its available quantity; Preview checks them all. */
export function StocksStep({
  stocks,
  quantities,
  onChange,
  onBack,
  onPreview,
}: {
  stocks: StockToTransfer[];
  quantities: Record<string, string>;
  onChange: (quantities: Record<string, string>) => void;
  onBack: () => void;
  onPreview: () => void;
}) {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const lines = linesOf(stocks, quantities);
  const preview = (event: FormEvent) => {
    event.preventDefault();
    const found = transferError(lines);
    setProblem(found);
    if (found === undefined) onPreview();
  };
  if (stocks.length === 0) return <p className="tk-empty">{transferTexts.noHoldings}</p>;
  return (
    <form onSubmit={preview} noValidate aria-label={transferSteps[1].title}>
      <div className="tk-table" role="table" aria-label="Stocks to transfer">
        <TableHead
          columns={[
            ["Stock"],
            ["Available", "tk-num"],
            ["LTP", "tk-num"],
            ["Quantity", "tk-num"],
            ["Value", "tk-num"],
          ]}
          style={{ gridTemplateColumns: columns }}
        />
        {stocks.map((stock) => {
          const typed = quantities[stock.isin] ?? "";
          const qty = Number(typed);
          const error = typed === "" ? undefined : quantityError({ qty, available: stock.AvlQty });
          return (
            <div role="row" className="tk-body-row" key={stock.isin} style={{ gridTemplateColumns: columns }}>
              <span role="cell" className="tk-sym">
                {stock.symbolName}
              </span>
              <span role="cell" className="tk-num">
                {stock.AvlQty}
              </span>
              <span role="cell" className="tk-num">
                {formatPrice(stock.ltp, stock.mktSegID ?? 1)}
              </span>
              <span role="cell" className="tk-num">
                <input
                  className="tk-qty"
                  inputMode="numeric"
                  aria-label={`Quantity of ${stock.symbolName}`}
                  title={error}
                  aria-invalid={error !== undefined}
                  value={typed}
                  onChange={(event) => {
                    onChange({ ...quantities, [stock.isin]: event.target.value.replace(/\D/g, "") });
                    setProblem(undefined);
                  }}
                />
              </span>
              <span role="cell" className="tk-num">
                {typed === "" ? "" : formatRupees(qty * stock.ltp)}
              </span>
            </div>
          );
        })}
        <div role="row" className="tk-total" style={{ gridTemplateColumns: columns }}>
          <span role="cell">Total</span>
          <span role="cell" />
          <span role="cell" />
          <span role="cell" />
          <span role="cell" className="tk-num">
            {formatRupees(transferValue(lines))}
          </span>
        </div>
      </div>
      <Problem>{problem}</Problem>
      <div className="tk-foot">
        <button type="button" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="tk-btn-primary">
          {transferSteps[1].action}
        </button>
      </div>
    </form>
  );
}
