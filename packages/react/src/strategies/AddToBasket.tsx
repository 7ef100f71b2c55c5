import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { InvalidInputError } from "@trade/core";
import { addStrategyToBasket, type Basket } from "@trade/core/basket";
import { type StrategyPosition, strategyBasketName, strategyTexts } from "@trade/core/options";
import { useId, useState } from "react";
import { basketKeys, basketQueries } from "../basket/queries.js";
import { useTradeClient } from "../tradeClient.js";

export interface AddToBasketProps {
  positions: readonly StrategyPosition[];
  lotSize: number;
  /** The underlying's symbol and the strategy's title: a new basket's name. */
  symbol: string;
  title: string;
  /** Told the basket the legs went into. */
  onAdded?: (basket: Basket) => void;
}

/**
 * Add the legs to a basket (spec 2 §3): a new one named after the underlying and the strategy, or the end of one of
 * the client's baskets. More than 50 legs in a basket are refused in the basket's words; a failure of the service is
 * 'Intermittent error occurred, Please try again.'.
 */
export function AddToBasket({ positions, lotSize, symbol, title, onAdded }: AddToBasketProps) {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  const selectId = useId();
  const baskets = useQuery(basketQueries.list(client));
  const [target, setTarget] = useState("");
  const add = useMutation({
    mutationFn: () => {
      const basket = baskets.data?.find((b) => b.basketId === target);
      return addStrategyToBasket(
        client,
        positions,
        lotSize,
        basket ? { basket } : { basketName: strategyBasketName(symbol, title) },
      );
    },
    onSuccess: (basket) => onAdded?.(basket),
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketKeys.list() }),
  });
  const problem =
    add.error === null
      ? undefined
      : add.error instanceof InvalidInputError
        ? add.error.message
        : strategyTexts.addFailed;
  return (
    <div className="tk-sb-basket">
      <label htmlFor={selectId}>Basket</label>
      <select id={selectId} value={target} onChange={(event) => setTarget(event.target.value)}>
        <option value="">New basket</option>
        {(baskets.data ?? []).map((basket) => (
          <option key={basket.basketId} value={basket.basketId}>
            {basket.basketName} ({basket.itemCount})
          </option>
        ))}
      </select>
      <button
        type="button"
        className="tk-sb-primary"
        disabled={positions.length === 0 || add.isPending}
        onClick={() => add.mutate()}
      >
        Add to basket
      </button>
      {add.isSuccess ? (
        <p role="status">
          Added {positions.length} legs to {add.data.basketName}
        </p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
