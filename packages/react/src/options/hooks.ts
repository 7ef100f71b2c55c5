import { useQuery } from "@tanstack/react-query";
import type { Instrument } from "@trade/core/feed";
import { defaultChainStrikes, type OptionUnderlying, optionsOf } from "@trade/core/options";
import { useState } from "react";
import { useTradeClient } from "../tradeClient.js";
import { subscribeEarly } from "./earlyContracts.js";
import { optionsQueries } from "./queries.js";

/** What `useOptionChain` is asked for: any instrument (index, stock, future, option), an expiry, the strikes. */
export interface UseOptionChainOptions {
  /** The expiry to show (controlled); default the nearest. */
  expiry?: string;
  strikeCount?: number;
  /**
   * Subscribe every contract of the chain as its look-up answers, for a binding of all of them to take over
   * (earlyContracts.ts; the option chain widget's expiry switch). A view of some of them (the options watchlist's
   * calls) leaves it off: the others would be subscribed for nothing.
   */
  subscribeAll?: boolean;
}

/**
 * The option chain of an instrument's underlying: the underlying (or why it has none), the expiry shown (the nearest
 * until one is chosen) and that expiry's chain, read again every 30 s for its greeks. Prices in minor units.
 *
 * @example
 * ```tsx
 * const { underlying, expiry, setExpiry, chain } = useOptionChain({ segment: 1, token: 99926000 });
 * ```
 */
export function useOptionChain(instrument: Instrument, options: UseOptionChainOptions = {}) {
  const client = useTradeClient();
  const underlying = useQuery(optionsQueries.underlying(client, instrument));
  const [chosen, setChosen] = useState<{ key: string; expiry: string } | undefined>();
  const found = underlying.data !== undefined && "expiries" in underlying.data ? underlying.data : undefined;
  const key = `${instrument.segment}:${instrument.token}`;
  // A choice holds for the instrument it was made on; another instrument starts again from its nearest expiry.
  const own = chosen?.key === key && found?.expiries.includes(chosen.expiry) ? chosen.expiry : undefined;
  const expiry = options.expiry ?? own ?? found?.expiries[0];
  const of = found ?? { symbol: "", segment: 0 };
  const strikeCount = options.strikeCount ?? defaultChainStrikes;
  const query = optionsQueries.chain(client, of, expiry ?? "", strikeCount);
  const chain = useQuery({
    ...query,
    // The contracts are subscribed as the look-up answers, before React renders them (earlyContracts.ts).
    ...(options.subscribeAll
      ? {
          queryFn: ({ signal }: { signal: AbortSignal }) =>
            optionsOf(client)
              .chain(of, expiry ?? "", strikeCount, { signal })
              .then((answer) => {
                subscribeEarly(client, answer);
                return answer;
              }),
        }
      : {}),
    enabled: found !== undefined && expiry !== undefined,
  });
  return {
    underlying,
    /** The underlying with options, once known (undefined while loading or where there is no chain). */
    found: found as OptionUnderlying | undefined,
    expiry,
    setExpiry: (next: string) => setChosen({ key, expiry: next }),
    chain,
  };
}
