import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isEquityCashKind } from "@trade/core";
import { marketOf } from "@trade/core/market";
import { listedOnlyOnDurationMs, listedOnlyOnMessage } from "@trade/core/orders";
import { useEffect, useState } from "react";
import { queryKeys } from "../../queries.js";
import { useTradeClient } from "../../tradeClient.js";
import type { PadInstrument } from "../orderPadState.js";
import { padInstrumentOf } from "../padInstrument.js";

const keyOf = (instrument: PadInstrument) => `${instrument.segment}:${instrument.token}`;

/**
 * The pad's instrument and the switch between the scrip's listings (an equity may trade on NSE and BSE, spec 2 §5):
 * a scrip listed on one exchange says so for 3 s. A new scrip from the host starts over; `onInstrument` hears every
 * change of instrument (the host's or a switch), `onError` a switch that failed.
 */
export function useExchangeSwitch(
  given: PadInstrument,
  onInstrument: (instrument: PadInstrument) => void,
  onError: (error: Error) => void,
) {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  const [instrument, setInstrument] = useState(given);
  const [givenKey, setGivenKey] = useState(keyOf(given));
  if (keyOf(given) !== givenKey) {
    setGivenKey(keyOf(given));
    setInstrument(given);
    onInstrument(given);
  }
  const isEquityScrip = isEquityCashKind(instrument.kind);
  const listingsOptions = {
    queryKey: [...queryKeys.all, "scrip-exchange-list", instrument.symbol],
    queryFn: () => marketOf(client).listings(instrument.symbol),
    staleTime: 5 * 60_000,
  };
  useQuery({ ...listingsOptions, enabled: isEquityScrip });
  const [listedOnly, setListedOnly] = useState<string | undefined>();
  useEffect(() => {
    if (listedOnly === undefined) return;
    const timer = setTimeout(() => setListedOnly(undefined), listedOnlyOnDurationMs);
    return () => clearTimeout(timer);
  }, [listedOnly]);

  const switchExchange = async (exchange: string) => {
    if (exchange === instrument.exchange) return;
    const from = instrument.exchange;
    try {
      const listings = await queryClient.fetchQuery(listingsOptions);
      const other = listings.find((scrip) => scrip.exchName === exchange && scrip.instName === "EQ");
      if (other === undefined) setListedOnly(listedOnlyOnMessage(from));
      else {
        const next = await padInstrumentOf(client, other);
        setInstrument(next);
        onInstrument(next);
      }
    } catch (error) {
      onError(error as Error);
    }
  };
  return { instrument, isEquityScrip, listedOnly, switchExchange };
}
