import { productTypeLabel } from "./orderTypes.js";

/**
 * The trading area's user-facing texts. Spec texts are verbatim (spec 2 §5, §6, §8; spec 3 ASBA); the few the spec
 * does not word are marked "(ours)" and kept short in the spec's style.
 */

// Quantity (spec 2 §5)
export const invalidQuantityMessage = "Please enter a valid quantity";
export const zeroQuantityMessage = "Entered quantity can not be zero";
export const aboveAvailableQuantityMessage = "Entered quantity can not be greater than available quantity";
export const invalidStrikePriceMessage = "Please enter a valid strike price";
export const selectInvestmentTypeMessage = "Select an investment Type";
/** 'Enter lot size less than {{Quantity}}'. */
export const lotSizeLessThanMessage = (quantity: number | string) => `Enter lot size less than ${quantity}`;
/** 'Quantity cannot be greater than {netQty}'. */
export const quantityAboveMessage = (quantity: number | string) =>
  `Quantity cannot be greater than ${quantity}`;

// Price (spec 2 §5)
/** 'Enter price between the range X - Y', formatted prices. */
export const priceRangeMessage = (low: string, high: string) =>
  `Enter price between the range ${low} - ${high}`;
/** The variant 'Enter price range between {min} and {max}'. */
export const priceRangeBetweenMessage = (low: string, high: string) =>
  `Enter price range between ${low} and ${high}`;
/** Basket wording, used for a missing price. */
export const enterValidPriceMessage = "Enter a valid price to continue";
export const enterValidQuantityMessage = "Enter a valid quantity to continue";
/** (ours) */
export const enterValidTriggerPriceMessage = "Enter a valid trigger price to continue";
/** (ours) */
export const tickSizeMessage = (tick: string) => `Price should be a multiple of tick size ${tick}`;
/** (ours) */
export const triggerAboveLtpMessage = "Trigger price should be greater than the last traded price";
/** (ours) */
export const triggerBelowLtpMessage = "Trigger price should be less than the last traded price";
/** (ours) Buy stop-loss: the limit price must be at or above the trigger. */
export const triggerAboveLimitMessage = "Trigger price should be less than or equal to the limit price";
/** (ours) Sell stop-loss: the limit price must be at or below the trigger. */
export const triggerBelowLimitMessage = "Trigger price should be greater than or equal to the limit price";
export const stoplossTriggerAboveEntryMessage =
  "Stoploss trigger price is greater than or equal to entry price";
export const stoplossTriggerBelowEntryMessage = "Stoploss trigger price is less than or equal to entry price";
/** (ours) */
export const targetBelowEntryMessage = "Target price should be greater than entry price";
/** (ours) */
export const targetAboveEntryMessage = "Target price should be less than entry price";
/** (ours) */
export const targetRequiredMessage = "Enter a valid target price to continue";
/** (ours) */
export const stoplossRequiredMessage = "Enter a valid stoploss price to continue";
/** (ours) */
export const trailingStopLossMinMessage = (minimum: string) =>
  `Trailing stop loss should be at least ${minimum}`;

// Disclosed quantity (ours: the spec gives the rule, 10% to 100%, not the words)
export const disclosedQuantityMinMessage = "Disclosed quantity should be at least 10% of the quantity";
export const disclosedQuantityMaxMessage = "Disclosed quantity cannot be greater than the quantity";

// Order types and products
export const slmNotAllowedMessage = "SLM order not allowed";
/** 'Stop Loss Market orders are blocked by {exchange} for Futures. Please place a limit order.' */
export const slmFuturesBlockedMessage = (exchange: string) =>
  `Stop Loss Market orders are blocked by ${exchange} for Futures. Please place a limit order.`;
export const invalidOrderAttributesMessage =
  "EXCHANGE: INVALID COMBINATION OF ORDER ATTRIBUTES, NO VALID ORDER PROFILE FOUND";
/** (ours) */
export const shortSellMarginMessage =
  "Short selling is not allowed with Margin product type. Please use Intraday.";
/** (ours) */
export const intradayUnavailableMessage = "Intraday is not available for this stock";
export const setSlTargetNotAllowedMessage = "Setting SL/Target not allowed";
export const slTargetCarryForwardOnlyMessage =
  "Configuring SL/Target only for CARRYFORWARD positions during non-market hours";
export const existingSlExitOrderMessage =
  "You have already placed an SL/Exit order for this position. Please cancel existing open order before executing this order";

// T2T (ours: the spec describes the two texts without wording them)
export const t2tSellCreditedOnlyMessage = "For T2T stocks, only shares credited to your demat can be sold";
export const t2tSellNoneHeldMessage = "You do not have any shares of this T2T stock in your demat to sell";

// Windows
export const modifyBlockedText =
  "Order can't be modified/cancelled between 8:45 and 9:00 AM, and 9:08 to 9:15 AM";
export const underlyingAmoMessage =
  "AMO is not allowed for Underlying orders. You can place underlying orders during market hours only.";
export const outsideMarketHoursMessage = "The order is placed outside market hours. Please try again later.";
/** (ours) */
export const stopLossWindowMessage = "Stop loss orders are not allowed between 3:30 PM and 4:00 PM";
/** (ours) */
export const boardLotWindowMessage = "Limit orders are not allowed for Delivery between 3:40 PM and 4:00 PM";
/** (ours) */
export const bracketWindowMessage = "Bracket orders can be placed during market hours only";
/** (ours) */
export const squareOffWindowMessage = "Intraday orders are not allowed after the square-off time";
/** (ours) */
export const amoOptionsMarketMessage =
  "Market orders are not allowed for options in AMO. Please place a limit order.";
/** (ours) */
export const amoNotAllowedMessage = "AMO can be placed only when the market is closed";
export const amoBasketMessage = "AMO orders are not allow in basket orders";

// Account (spec 2 §6, spec 3 ASBA, MTF/POA)
export const asbaActivationMessage = "Trading is blocked as ASBA activation is in progress";
export const asbaDeactivationMessage = "Trading is blocked as ASBA deactivation is in progress";
export const asbaIntradayMessage = "Intraday order is not allowed as ASBA is registered";
export const completePoaMessage = "Please complete POA";
/** (ours) A POA client without DDPI selling delivery: the delivery-instruction (eDIS) verification comes first. */
export const deliveryVerificationMessage =
  "Verify the sale with your depository (eDIS) to sell these shares from your demat";
/** (ours) */
export const accountBlockedMessage = "Placing orders is blocked for your account";
/** (ours) */
export const notModifiableMessage = "This order can no longer be modified or cancelled";
export const maxLimitReachedMessage = "Max. limit reached";

// Listing and surveillance
/** 'This stock is listed only on {exchange}.' (cleared after 3 s). */
export const listedOnlyOnMessage = (exchange: string) => `This stock is listed only on ${exchange}.`;
export const listedOnlyOnDurationMs = 3000;
/** (ours) */
export const surveillanceMessage = (tags: readonly string[]) =>
  `This stock is under surveillance (${tags.join(", ")}). Please trade with caution.`;

// Positions (spec 2 §4, §5, §8)
/** 'Positions has been converted from {old} to {new}'. */
export const conversionSuccessText = (from: string, to: string) =>
  `Positions has been converted from ${productTypeLabel(from)} to ${productTypeLabel(to)}`;
export const conversionFailedTitle = "Positions Conversion Failed";
export const squareOffNotAllowedTitle = "Square off Not Allowed";
export const advanceSquareOffMessage =
  "For Advance trades, you can square off only from the Open Orders tab.";
export const adjustPositionOnlyFnoMessage = "Only available for NSEFO & BSEFO";
export const selectNewPositionToAdjustMessage = "Select New Position to Adjust";
export const exitAllFreezeMessage = "Exit all not available for option stocks above freeze limit";
export const selectAndExitAfterHoursMessage = "Select & Exit is not available after market hours";
export const noPositionsMessage = "You do not have any positions";
/** Ours (the spec is silent): exiting a position whose net quantity is 0. */
export const noOpenQuantityMessage = "This position has no open quantity to exit";
export const noPositionsForFiltersMessage =
  "You have no positions for the selected filters. Change the filters or clear all to see your positions.";

// How long order toasts stay, and their titles (spec 1 §9, spec 2 §4): a module of their own, so that a page that
// only follows orders on the feed (the shell's order toasts) does not load the order pad's texts.
export * from "./toasts.js";

// Place, modify and cancel failures (spec 2 §8)
export const tryAfterSometimeMessage = "Please try after sometime";
export const updateOrderFailedMessage = "Something went wrong while updating your order";
export const insufficientFundsActions = ["ORDER HISTORY", "ADD FUNDS", "CREATE BLOCK"] as const;
export type InsufficientFundsAction = (typeof insufficientFundsActions)[number];
/** The insufficient-funds sheet's title (spec 2 §8 names the message 'insufficient funds'; the capitals are ours). */
export const insufficientFundsTitle = "Insufficient Funds";
export const requestsLimitMessage = "Requests limit reached. Please try again.";
export const actionFailedTitle = "Action Failed";
export const exchangeUnavailableMessage = "The connection to the exchange server is currently unavailable";
export const orderCancellationFailedTitle = "Order Cancellation Failed";
export const unableToCancelMessage = "Unable to cancel the order. Please try again later";
export const cannotPerformActionMessage = "Cannot perform this action at the moment.";
export const somethingWentWrongTitle = "something went wrong";
export const tryAgainLaterMessage = "Please try again later.";
export const detailsAction = "DETAILS";

// Segment activation (spec 1 §5)
export const activateFnoText = "Activate F&O segment to start trading in Nifty, Banknifty derivatives.";
export const activateCommodityText = "Activate commodity segment to start trading.";
export const activateCurrencyText = "Activate currency segment to start trading.";
export const activateSegmentText = "Activate segment to start trading.";
export const activateQuickStepsText = "Activate in 2 quick steps if you have equity holdings";
