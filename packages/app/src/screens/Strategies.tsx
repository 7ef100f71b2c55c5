import type { Basket } from "@trade/core/basket";
import { strategyById } from "@trade/core/options";
import { StrategyBuilder } from "@trade/react/strategies";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { WidgetTheme } from "../settings/AppSettings.js";
import { useChainInstrument } from "./OptionChain.js";
import { WatchlistLayout } from "./Watchlist.js";
import "./strategies.css";

function StrategiesPane() {
  const instrument = useChainInstrument();
  const [params, setParams] = useSearchParams();
  const asked = params.get("strategy");
  const strategy = asked !== null && strategyById(asked) ? asked : undefined;
  const [added, setAdded] = useState<Basket | undefined>();
  return (
    <section className="strategies-page" aria-label="Option strategies">
      {added ? (
        <p className="strategies-added" role="status">
          {`${added.basketName} holds ${added.itemCount} legs. `}
          <Link to="/orders/basket-order">Open basket orders</Link>
        </p>
      ) : null}
      <WidgetTheme>
        <StrategyBuilder
          key={`${instrument.segment}:${instrument.token}`}
          instrument={instrument}
          {...(strategy ? { strategy } : {})}
          onStrategyChange={(id) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set("strategy", id);
                return next;
              },
              { replace: true },
            )
          }
          onAdded={setAdded}
        />
      </WidgetTheme>
    </section>
  );
}

/**
 * /watchlist/option-chain/strategies (spec 2 §3, §9): the watchlist beside the strategy builder on the chosen
 * instrument's option chain (`?token=&mktSegID=`, else NIFTY), with the strategy of `?strategy=` picked. Reached from
 * the header's index menu (Strategies) and from the option chain; added legs link to the basket orders.
 */
export function StrategiesScreen() {
  return (
    <WatchlistLayout>
      <StrategiesPane />
    </WatchlistLayout>
  );
}
