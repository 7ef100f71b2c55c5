import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdjustContract,
  adjustChoicePrompt,
  adjustRefusal,
  type OptionLeg,
  offersAdjust,
  readStrike,
} from "@trade/core/options";
import { adjustPosition, type Position } from "@trade/core/orders";
import { useState } from "react";
import { optionsQueries } from "../options/queries.js";
import { useTradeClient } from "../tradeClient.js";
import { tradingKeys } from "../trading/keys.js";
import { futuresQuery } from "./queries.js";

/** Where adjust is not offered on an open position's row: a closed one (ours; the spec names none). */
export const nothingToAdjustText = "This position has no open quantity to adjust";

/** A chain leg as a contract to adjust into. */
export const legContract = (leg: OptionLeg): AdjustContract => ({
  segment: leg.SegmentID,
  token: leg.TokenID,
  tradingSymbol: leg.TradeSymbol,
  expiry: leg.ExpiryDate,
  optionType: leg.OptionType,
  strike: leg.StrikePrice,
});

/**
 * Adjust mode's state (spec 2 §2, §5): the position's refusal, if any; for an option the chain of the chosen expiry
 * and option type, for a future its other expiries; the chosen contract and the prompt until there is one; the
 * strike typed in; the adjustment's placing.
 */
export function useAdjustPosition(position: Position) {
  const client = useTradeClient();
  const queryClient = useQueryClient();
  const refusal = offersAdjust(position) ? adjustRefusal(position) : nothingToAdjustText;
  const isOption = position.optionType !== null;
  const instrument = { segment: position.exchangeSegment, token: position.symbolToken };
  const underlying = useQuery({
    ...optionsQueries.underlying(client, instrument),
    enabled: refusal === undefined && isOption,
  });
  const found = underlying.data && "expiries" in underlying.data ? underlying.data : undefined;
  const [chosenExpiry, setExpiry] = useState(position.expiryDate ?? "");
  const expiry = found?.expiries.includes(chosenExpiry) ? chosenExpiry : found?.expiries[0];
  const [optionType, setOptionType] = useState<"CE" | "PE">(position.optionType ?? "CE");
  const chain = useQuery({
    ...optionsQueries.chain(client, found ?? { symbol: "", segment: 0 }, expiry ?? ""),
    enabled: found !== undefined && expiry !== undefined,
  });
  const futures = useQuery({
    ...futuresQuery(client, position.symbolName, position.exchangeSegment),
    enabled: refusal === undefined && !isOption,
  });
  const [target, setTarget] = useState<AdjustContract | undefined>();
  const [strikeText, setStrikeText] = useState("");
  const [strikeError, setStrikeError] = useState<string | undefined>();

  const choose = (contract: AdjustContract | undefined) => {
    setTarget(contract);
    adjust.reset();
  };
  /** The strike typed in: its contract of the shown type, or 'Please enter a valid strike price'. */
  const goToStrike = () => {
    const legs = (chain.data?.rows ?? []).flatMap((row) => {
      const leg = optionType === "CE" ? row.call : row.put;
      return leg ? [leg] : [];
    });
    const read = readStrike(
      strikeText,
      legs.map((leg) => leg.StrikePrice),
    );
    const leg = read.ok ? legs.find((l) => l.StrikePrice === read.strike) : undefined;
    if (!read.ok || !leg) {
      setStrikeError(read.ok ? undefined : read.error);
      return;
    }
    setStrikeError(undefined);
    choose(legContract(leg));
  };

  const adjust = useMutation({
    mutationFn: (contract: AdjustContract) => adjustPosition(client, position, contract),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradingKeys.all() }),
  });

  return {
    refusal,
    isOption,
    underlying,
    found,
    expiry,
    setExpiry: (next: string) => {
      setExpiry(next);
      choose(undefined);
    },
    optionType,
    setOptionType: (next: "CE" | "PE") => {
      setOptionType(next);
      choose(undefined);
    },
    chain,
    futures,
    target,
    choose,
    prompt: adjustChoicePrompt(position, target),
    strikeText,
    setStrikeText: (text: string) => {
      setStrikeText(text);
      setStrikeError(undefined);
    },
    strikeError,
    goToStrike,
    adjust,
  };
}

/** The adjust state `useAdjustPosition` gives. */
export type AdjustPositionState = ReturnType<typeof useAdjustPosition>;
