import { formatPrice } from "@trade/core";
import { openLots, type Position, productTypeLabel } from "@trade/core/orders";
import { useState } from "react";
import { TableDialog } from "./TableDialog.js";

const keyOf = (p: Position) => `${p.exchangeSegment}-${p.symbolToken}-${p.productType}`;

/** The positions Exit all can exit: open ones, advance (cover and bracket) ones aside (they exit from Open Orders). */
export const exitablePositions = (positions: readonly Position[]): Position[] =>
  positions.filter((p) => p.netQty !== 0 && !p.isAdvance);

/**
 * Exit all's review (spec 2 §4: "selected positions are placed as market orders"): each open position with a
 * checkbox, all checked, the market order it becomes; Exit sends only the checked ones.
 */
export function ExitAllDialog({
  positions,
  onExit,
  onClose,
}: {
  positions: readonly Position[];
  onExit: (selected: Position[]) => void;
  onClose: () => void;
}) {
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(() => new Set());
  const selected = positions.filter((p) => !unchecked.has(keyOf(p)));
  const toggle = (key: string) =>
    setUnchecked((was) => {
      const next = new Set(was);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <TableDialog title="Exit positions" onClose={onClose}>
      <p className="tk-muted">Market orders will be placed for the selected positions.</p>
      <ul className="tk-review" aria-label="Positions to exit">
        {positions.map((p) => {
          const key = keyOf(p);
          const exitSide = p.netQty > 0 ? "SELL" : "BUY";
          return (
            <li key={key}>
              <label>
                <input type="checkbox" checked={!unchecked.has(key)} onChange={() => toggle(key)} />
                <span className="tk-sym">{p.tradingSymbol}</span>
                <span className="tk-muted">{productTypeLabel(p.productType)}</span>
                <span className={p.netQty > 0 ? "tk-side-sell" : "tk-side-buy"}>{exitSide}</span>
                <span className="tk-num">{openLots(p)}</span>
                <span className="tk-num tk-muted">LTP {formatPrice(p.ltp, p.exchangeSegment)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="tk-dialog-foot">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="tk-btn-danger"
          disabled={selected.length === 0}
          onClick={() => onExit(selected)}
        >
          {`Exit ${selected.length} of ${positions.length}`}
        </button>
      </div>
    </TableDialog>
  );
}
