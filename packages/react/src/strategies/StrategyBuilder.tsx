import { formatPrice, formatRupees, fromMinor } from "@trade/core";
import { type Basket, strategyBasketLines } from "@trade/core/basket";
import type { Instrument } from "@trade/core/feed";
import {
  noOptionChainText,
  payoffCurve,
  type Strategy,
  type StrategyPosition,
  type StrategySummary,
  strategies,
  strategyById,
  strategyCategories,
} from "@trade/core/options";
import { useId, useMemo } from "react";
import { useBasketMargin } from "../basket/hooks.js";
import { ColumnHeads } from "../ui/ColumnHeads.js";
import { NativeSelect } from "../ui/NativeSelect.js";
import { queryStatus, widgetCss } from "../widget.js";
import { AddToBasket } from "./AddToBasket.js";
import { useFavouriteStrategies } from "./favourites.js";
import { PayoffChart } from "./PayoffChart.js";
import { StrategyLegs } from "./StrategyLegs.js";
import { strategyCss } from "./strategyStyles.js";
import { type StrategyBuilderState, useStrategyBuilder } from "./useStrategyBuilder.js";

export interface StrategyBuilderProps {
  /** Any instrument with options: an index or stock opens its own chain, a future or option its underlying's. */
  instrument: Instrument;
  /** The strategy picked first (an id of the 14; default the Bull Call Spread). */
  strategy?: string;
  /** Told when another strategy is picked. */
  onStrategyChange?: (id: string) => void;
  /** Told the basket the legs went into. */
  onAdded?: (basket: Basket) => void;
  /** Show favourite toggles (default true): the strategy preference needs a session. */
  favourites?: boolean;
}

const css = widgetCss(".tk-sb", strategyCss);

/** An amount at expiry in rupees, from minor units × units: 'Unlimited' for an open side. */
function amount(value: number, segment: number): string {
  if (!Number.isFinite(value)) return "Unlimited";
  return formatRupees(Math.round(fromMinor(value, segment) * 100));
}
const sign = (value: number) => (value > 0 ? "up" : value < 0 ? "down" : undefined);

function Picker(props: {
  picked: string;
  onPick: (id: string) => void;
  favourites: readonly string[] | undefined;
  onFavourite: (id: string, on: boolean) => void;
}) {
  const item = (strategy: Strategy) => {
    const favourite = props.favourites?.includes(strategy.id) ?? false;
    return (
      <li key={strategy.id}>
        <button
          type="button"
          className="tk-sb-pick"
          aria-pressed={strategy.id === props.picked}
          onClick={() => props.onPick(strategy.id)}
        >
          {strategy.title}
        </button>
        {props.favourites ? (
          <button
            type="button"
            className="tk-sb-fav"
            aria-pressed={favourite}
            aria-label={`Favourite ${strategy.title}`}
            title={favourite ? "Remove from favourites" : "Add to favourites"}
            onClick={() => props.onFavourite(strategy.id, !favourite)}
          >
            {favourite ? "★" : "☆"}
          </button>
        ) : null}
      </li>
    );
  };
  return (
    <div className="tk-sb-picker">
      {strategyCategories.map((category) => (
        <fieldset key={category} className="tk-sb-group">
          <legend>{category}</legend>
          <ul>{strategies.filter((s) => s.category === category).map(item)}</ul>
        </fieldset>
      ))}
    </div>
  );
}

function Figures({
  summary,
  segment,
  margin,
}: {
  summary: StrategySummary;
  segment: number;
  margin?: string;
}) {
  const figure = (label: string, text: string, value?: number) => (
    <div>
      <dt>{label}</dt>
      <dd data-sign={value === undefined ? undefined : sign(value)}>{text}</dd>
    </div>
  );
  return (
    <dl className="tk-sb-figures" aria-label="Strategy figures">
      {figure("Max profit", amount(summary.maxProfit, segment), summary.maxProfit)}
      {figure("Max loss", amount(summary.maxLoss, segment), summary.maxLoss)}
      {figure(
        "Breakevens",
        summary.breakevens.length === 0
          ? "None"
          : summary.breakevens.map((b) => formatPrice(Math.round(b), segment)).join(", "),
      )}
      {figure(
        summary.netPremium >= 0 ? "Net debit" : "Net credit",
        amount(Math.abs(summary.netPremium), segment),
      )}
      {margin === undefined ? null : figure("Margin", margin)}
    </dl>
  );
}

/** The payoff at the legs' strikes, the spot and beyond, at expiry and today: the chart's figures in words. */
function PayoffTable({ state, nowMs }: { state: StrategyBuilderState; nowMs: number }) {
  const data = state.chain.data;
  if (data === undefined || state.positions === undefined || state.positions.length === 0) return null;
  const step = (data.rows[1]?.strike ?? 0) - (data.rows[0]?.strike ?? 0) || 1;
  const spot = Math.round(data.spot / step) * step;
  const strikes = state.positions.map((p) => p.strike);
  // The legs' strikes, the spot, and two strikes beyond the outer legs on each side.
  const beyond = [Math.min(...strikes) - 2 * step, Math.max(...strikes) + 2 * step].filter((p) => p > 0);
  const prices = [...new Set([...strikes, spot, ...beyond])].sort((a, b) => a - b);
  const points = payoffCurve(state.positions, state.lotSize, prices, {
    nowMs,
    expiry: data.ExpiryDate,
    segment: data.MarketSegmentId,
  });
  const segment = data.MarketSegmentId;
  return (
    <table aria-label="Payoff">
      <ColumnHeads heads={["Price", "At expiry", "Today"]} />
      <tbody>
        {points.map((point) => (
          <tr key={point.price}>
            <td>{formatPrice(point.price, segment)}</td>
            <td data-sign={sign(point.expiry)}>{amount(point.expiry, segment)}</td>
            <td data-sign={sign(point.today)}>{amount(point.today, segment)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The strategy builder (spec 2 §3, §9): pick one of the 14 strategies (Bullish, Bearish, Directional, Neutral; a star
 * keeps it among the favourites of the strategy preference), see its legs placed on the option chain by their offsets
 * from the money and change them (buy or sell, call or put, strike, lots; add or remove legs; the expiry and the lots
 * for all), and read what follows: maximum profit and loss, breakevens, net premium, the margin the legs need
 * together (the batch margin call), the payoff at expiry and today as a chart (chart.js) and a table. The legs go
 * into a basket, new or existing (at most 50 legs), to be placed together.
 *
 * @example
 * ```tsx
 * <StrategyBuilder instrument={{ segment: 1, token: 99926000 }} strategy="bull-call-spread" onAdded={(b) => show(b)} />
 * ```
 */
export function StrategyBuilder(props: StrategyBuilderProps) {
  const state = useStrategyBuilder(props.instrument, props.strategy ?? "bull-call-spread");
  const showFavourites = props.favourites ?? true;
  const favourites = useFavouriteStrategies({ enabled: showFavourites });
  const lotsId = useId();
  const expiryId = useId();
  const { found, chain, positions, summary, curve } = state;
  const strategy = strategyById(state.strategyId);
  const lines = useStrategyLines(positions, state.lotSize);
  const margin = useBasketMargin(lines);
  const data = chain.data;
  const segment = data?.MarketSegmentId ?? 2;
  const status =
    queryStatus(state.underlying.error, state.underlying.isPending, "the option chain") ??
    (found === undefined && state.underlying.data && "reason" in state.underlying.data ? (
      <p role="status">{noOptionChainText(state.underlying.data.symbol)}</p>
    ) : undefined) ??
    queryStatus(chain.error, chain.isPending, "the option chain");
  const pick = (id: string) => {
    state.pickStrategy(id);
    props.onStrategyChange?.(id);
  };

  return (
    <div className="tk-sb">
      <style>{css}</style>
      <Picker
        picked={state.strategyId}
        onPick={pick}
        favourites={showFavourites ? favourites.favourites : undefined}
        onFavourite={favourites.setFavourite}
      />
      {favourites.failure ? (
        <p role="alert">
          {favourites.failure.title} {favourites.failure.message}
        </p>
      ) : null}
      {found ? (
        <div className="tk-sb-bar">
          <h2>
            {found.name} · {strategy?.title ?? "Custom"}
          </h2>
          {data ? (
            <span>
              Spot <strong>{formatPrice(data.spot, segment)}</strong>
            </span>
          ) : null}
          <label htmlFor={expiryId}>Expiry</label>
          <NativeSelect
            id={expiryId}
            value={state.expiry ?? ""}
            options={found.expiries}
            onChange={(date) => state.setExpiry(date)}
          />
          <label htmlFor={lotsId}>Lots</label>
          <input
            id={lotsId}
            type="number"
            min={1}
            max={100}
            step={1}
            value={state.lots}
            onChange={(event) => {
              const lots = Math.trunc(Number(event.target.value));
              if (lots >= 1 && lots <= 100) state.setLots(lots);
            }}
          />
          <span className="tk-sb-muted">Lot size {found.lotSize}</span>
        </div>
      ) : null}
      {status ??
        (data === undefined || state.legs === undefined ? (
          <p role="status">The strategy's strikes are not on this chain: pick another expiry or strategy.</p>
        ) : (
          <div className="tk-sb-work">
            <section aria-label="Legs and figures">
              <StrategyLegs
                legs={state.legs}
                positions={positions}
                chain={data}
                onChange={state.changeLeg}
                onRemove={state.removeLeg}
                onAdd={state.addLeg}
              />
              {summary ? (
                <Figures
                  summary={summary}
                  segment={segment}
                  {...(margin ? { margin: formatRupees(margin.totalMargin) } : {})}
                />
              ) : null}
              {positions && positions.length > 0 && found ? (
                <AddToBasket
                  positions={positions}
                  lotSize={state.lotSize}
                  symbol={found.symbol}
                  title={strategy?.title ?? "Strategy"}
                  {...(props.onAdded ? { onAdded: props.onAdded } : {})}
                />
              ) : null}
            </section>
            <section aria-label="Payoff">
              {curve ? <PayoffChart curve={curve} segment={segment} spot={data.spot} /> : null}
              <PayoffTable state={state} nowMs={state.now()} />
            </section>
          </div>
        ))}
    </div>
  );
}

/** The legs as basket lines, the same array while the legs stay the same (the margin is read once per change). */
function useStrategyLines(positions: readonly StrategyPosition[] | undefined, lotSize: number) {
  return useMemo(() => (positions ? strategyBasketLines(positions, lotSize) : []), [positions, lotSize]);
}
