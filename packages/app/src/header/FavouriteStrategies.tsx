import { useMutation } from "@tanstack/react-query";
import { type IndexEntry, InvalidInputError } from "@trade/core";
import { addStrategyToBasket } from "@trade/core/basket";
import { strategyBasketName, strategyById, strategyOnChain, strategyTexts } from "@trade/core/options";
import { useTradeClient } from "@trade/react";
import { useFavouriteStrategies } from "@trade/react/strategies";
import { SegmentedControl } from "@trade/react/ui";
import { useId, useState } from "react";
import { useToast } from "../ui/toasts.js";

/**
 * An index's Favourite Strategies (spec 1 §2.3): the saved strategies as a radio group (a vertical segmented control) and a button that adds the one
 * chosen, on the index's nearest expiry at its default strikes (one lot), to a new basket; disabled until one is
 * chosen. A toast tells what happened ('Intermittent error occurred, Please try again.' when adding fails).
 */
export function FavouriteStrategies({ entry, onDone }: { entry: IndexEntry; onDone: () => void }) {
  const client = useTradeClient();
  const toast = useToast();
  const legend = useId();
  const { favourites } = useFavouriteStrategies();
  const [chosen, setChosen] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: async (id: string) => {
      const built = await strategyOnChain(client, { segment: entry.mktSegID, token: entry.token }, id);
      if (built === undefined) throw new Error(strategyTexts.addFailed);
      const title = strategyById(id)?.title ?? id;
      return addStrategyToBasket(client, built.positions, built.underlying.lotSize, {
        basketName: strategyBasketName(built.underlying.symbol, title),
      });
    },
    onSuccess: (basket) => {
      toast({
        kind: "success",
        title: "Added to basket",
        message: `${basket.basketName}: ${basket.itemCount} legs`,
      });
      onDone();
    },
    onError: (error) =>
      toast({
        kind: "error",
        title: error instanceof InvalidInputError ? error.message : strategyTexts.addFailed,
      }),
  });
  const known = favourites.filter((id) => strategyById(id) !== undefined);
  return (
    <fieldset className="favourite-strategies" aria-labelledby={legend}>
      <legend id={legend}>Favourite Strategies</legend>
      {known.length === 0 ? (
        <p className="muted">Star a strategy in Strategies to keep it here.</p>
      ) : (
        <SegmentedControl
          label="Strategy"
          orientation="vertical"
          options={known}
          optionLabel={(id) => strategyById(id)?.title ?? id}
          value={chosen}
          onChange={setChosen}
        />
      )}
      {known.length > 0 ? (
        <button
          type="button"
          className="link-button"
          disabled={chosen === undefined || add.isPending}
          onClick={() => chosen && add.mutate(chosen)}
        >
          Add to basket
        </button>
      ) : null}
    </fieldset>
  );
}
