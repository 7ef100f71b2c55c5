import { emptyListActions, formatIstDayTime } from "@trade/core";
import type { Basket } from "@trade/core/basket";
import { noBasketsMessage } from "@trade/core/basket";
import type { KeyboardEvent } from "react";
import { TableHead } from "../trading/TableHead.js";
import { EmptyState } from "../ui/states.js";

/** Up and down move between the rows' first buttons (the list and the lines share it). */
export function moveByArrows(event: KeyboardEvent<HTMLElement>, selector: string): void {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const target = event.target as HTMLElement;
  const row = target.closest("[role=row]");
  const column = row ? [...row.querySelectorAll<HTMLElement>(selector)].indexOf(target) : -1;
  const next = (event.key === "ArrowDown" ? row?.nextElementSibling : row?.previousElementSibling) as
    | HTMLElement
    | null
    | undefined;
  const into = next?.querySelectorAll<HTMLElement>(selector)[Math.max(0, column)];
  if (into) {
    event.preventDefault();
    into.focus();
  }
}

/** The baskets: each opens on click or Enter; delete asks first (the panel's dialog). */
export function BasketList({
  baskets,
  onOpen,
  onDelete,
  onCreate,
}: {
  baskets: readonly Basket[];
  onOpen: (basket: Basket) => void;
  onDelete: (basket: Basket) => void;
  /** The empty list's 'Create basket'. */
  onCreate: () => void;
}) {
  if (baskets.length === 0) {
    return (
      <EmptyState
        message={noBasketsMessage}
        action={{ label: emptyListActions.newBasket, onClick: onCreate }}
      />
    );
  }
  return (
    <div
      className="tk-table tk-basket-list"
      role="table"
      aria-label="Baskets"
      onKeyDown={(event) => moveByArrows(event, "button")}
    >
      <TableHead columns={[["Basket"], ["Items", "tk-num"], ["Updated"], ["Actions"]]} />
      {baskets.map((basket) => (
        <div role="row" className="tk-body-row" key={basket.basketId}>
          <span role="cell" className="tk-sym">
            <button type="button" className="tk-open" onClick={() => onOpen(basket)}>
              {basket.basketName}
            </button>
          </span>
          <span role="cell" className="tk-num">
            {basket.itemCount}
          </span>
          <span role="cell" className="tk-muted">
            {formatIstDayTime(basket.updatedAt)}
          </span>
          <span role="cell" className="tk-actions">
            <button
              type="button"
              className="tk-btn-danger-outline"
              aria-label={`Delete ${basket.basketName}`}
              onClick={() => onDelete(basket)}
            >
              Delete
            </button>
          </span>
        </div>
      ))}
    </div>
  );
}
