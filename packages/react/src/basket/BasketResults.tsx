import { formatPrice } from "@trade/core";
import type { BasketLineResult } from "@trade/core/basket";
import { TableHead } from "../trading/TableHead.js";
import { statusBadge } from "../ui/statusBadge.js";

const tones = { completed: "complete", pending: "pending", rejected: "rejected" } as const;
const resultColumns = [
  ["Instrument"],
  ["Side"],
  ["Qty", "tk-num"],
  ["Price", "tk-num"],
  ["Status"],
  ["Reason"],
] as const;
const labels = { completed: "Completed", pending: "Pending", rejected: "Rejected" } as const;

/** How each placed line ended: completed, pending or rejected with the reason (spec 2 §8). */
export function BasketResults({ results }: { results: readonly BasketLineResult[] }) {
  const count = (status: BasketLineResult["status"]) => results.filter((r) => r.status === status).length;
  return (
    <>
      <p role="status">
        Completed {count("completed")} · Pending {count("pending")} · Rejected {count("rejected")}
      </p>
      <div className="tk-table tk-basket-results" role="table" aria-label="Basket results">
        <TableHead columns={resultColumns} />
        {results.map((result) => (
          <div role="row" className="tk-body-row" key={result.index}>
            <span role="cell" className="tk-sym">
              {result.line.tradingSymbol}
              <span className="tk-sub">{result.line.exchange}</span>
            </span>
            <span
              role="cell"
              className={result.line.transactiontype === "B" ? "tk-side-buy" : "tk-side-sell"}
            >
              {result.line.transactiontype === "B" ? "BUY" : "SELL"}
            </span>
            <span role="cell" className="tk-num">
              {result.line.quantity}
            </span>
            <span role="cell" className="tk-num">
              {result.line.price > 0 ? formatPrice(result.line.price, result.line.exchangeSegment) : "Market"}
            </span>
            <span role="cell">{statusBadge(tones[result.status], labels[result.status])}</span>
            <span role="cell" className="tk-muted">
              {result.reason ?? ""}
            </span>
          </div>
        ))}
      </div>
    </>
  );
}
