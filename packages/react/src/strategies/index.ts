/**
 * `@trade/react/strategies`: option strategies for React. The embeddable `StrategyBuilder` widget (the 14 strategies
 * of spec 2 §9 on an option chain: legs, payoff at expiry and today, breakevens, maximum profit and loss, margin, add
 * to a basket), `useStrategyBuilder` (its state without the view) and `useFavouriteStrategies` (the favourites of
 * the strategy preference).
 */
export { AddToBasket, type AddToBasketProps } from "./AddToBasket.js";
export { type FavouriteFailure, strategyPreferenceKey, useFavouriteStrategies } from "./favourites.js";
export { PayoffChart, type PayoffChartProps } from "./PayoffChart.js";
export { StrategyBuilder, type StrategyBuilderProps } from "./StrategyBuilder.js";
export { type StrategyBuilderState, useStrategyBuilder } from "./useStrategyBuilder.js";
