import type { Instrument } from "@trade/core/feed";
import {
  draftLegsOf,
  type PayoffPoint,
  payoffCurve,
  payoffPrices,
  positionsOf,
  type StrategyDraftLeg,
  type StrategyPosition,
  type StrategySummary,
  strategyById,
  strategySummary,
} from "@trade/core/options";
import { useMemo, useState } from "react";
import { useOptionChain } from "../options/hooks.js";
import { useMarketClock } from "../trading/hooks.js";

/** What the builder holds: the strategy picked, and its legs as the user left them, for one underlying and expiry. */
interface Draft {
  key: string;
  strategyId: string;
  legs: StrategyDraftLeg[] | undefined;
}

/**
 * A strategy being built on an instrument's option chain: the strategy picked (its legs placed by their offsets from
 * the money, `lots` each), the legs as edited (side, call or put, strike, lots), the expiry, and what follows from
 * them: the legs on the chain's contracts, breakevens, maximum profit and loss, and the payoff curve at expiry and
 * today. Picking a strategy, an expiry or a lot count places the legs again.
 *
 * @example
 * ```tsx
 * const builder = useStrategyBuilder({ segment: 1, token: 99926000 }, "bull-call-spread");
 * builder.summary?.breakevens;
 * ```
 */
export function useStrategyBuilder(instrument: Instrument, initialStrategy: string) {
  const { underlying, found, expiry, setExpiry, chain } = useOptionChain(instrument);
  const now = useMarketClock();
  const [strategyId, setStrategyId] = useState(initialStrategy);
  const [lots, setLots] = useState(1);
  const [draft, setDraft] = useState<Draft | undefined>();
  const data = chain.data;
  const key = `${instrument.segment}:${instrument.token}:${expiry ?? ""}:${strategyId}:${lots}`;
  const strategy = strategyById(strategyId);
  const placed = useMemo(
    () => (data && strategy ? draftLegsOf(strategy, data, lots) : undefined),
    [data, strategy, lots],
  );
  // Edits hold for the strategy, expiry and lots they were made on; anything else places the legs afresh.
  const legs = draft?.key === key ? draft.legs : placed;
  const positions: StrategyPosition[] | undefined = useMemo(
    () => (data && legs ? positionsOf(legs, data) : undefined),
    [data, legs],
  );
  const lotSize = found?.lotSize ?? 1;

  const figures = useMemo((): { summary: StrategySummary; curve: PayoffPoint[] } | undefined => {
    if (data === undefined || positions === undefined || positions.length === 0) return undefined;
    const strikes = data.rows.map((row) => row.strike);
    const step = strikes.length > 1 ? (strikes[1] as number) - (strikes[0] as number) : 1;
    const prices = payoffPrices(
      data.spot,
      positions.map((p) => p.strike),
      step,
    );
    return {
      summary: strategySummary(positions, lotSize),
      curve: payoffCurve(positions, lotSize, prices, {
        nowMs: now(),
        expiry: data.ExpiryDate,
        segment: data.MarketSegmentId,
      }),
    };
  }, [data, positions, lotSize, now]);

  const edit = (next: StrategyDraftLeg[]) => setDraft({ key, strategyId, legs: next });
  return {
    underlying,
    found,
    chain,
    expiry,
    setExpiry,
    strategyId,
    pickStrategy: setStrategyId,
    lots,
    setLots,
    /** The legs as held: placed by the strategy's offsets, or as edited; undefined when a leg falls off the chain. */
    legs,
    positions,
    lotSize,
    /** The market clock (the payoff's "today"). */
    now,
    summary: figures?.summary,
    curve: figures?.curve,
    /** Change one leg. */
    changeLeg: (index: number, change: Partial<StrategyDraftLeg>) =>
      legs && edit(legs.map((leg, i) => (i === index ? { ...leg, ...change } : leg))),
    /** Take a leg out. */
    removeLeg: (index: number) => legs && edit(legs.filter((_, i) => i !== index)),
    /** Add a leg: a call bought at the money. */
    addLeg: () =>
      data && edit([...(legs ?? []), { side: "B", optionType: "CE", strike: data.atmStrike, lots: 1 }]),
  };
}

export type StrategyBuilderState = ReturnType<typeof useStrategyBuilder>;
