/**
 * The GTT texts. Spec 2 §8 texts are verbatim; those the spec does not word are marked "(ours)".
 */

export const gttExpiryDayMessage = "GTT order can not be placed on day of expiry";
export const couldNotCreateGttTitle = "Couldn't create GTT";
export const failedToCreateGttMessage = "Failed to create GTT order, Please try again";
export const couldNotUpdateGttTitle = "Couldn't update GTT";
export const sellGttNotAvailableTitle = "Sell GTT Not Available";
export const sellGttNotAvailableMessage = "Non-POA client can't place GTT sell order, Please complete POA";
export const gttCreatedTitle = "GTT Created";
export const gttUpdatedTitle = "GTT Updated";
export const gttCancelledMessage = "GTT order cancelled successfully";
export const gttCloseAction = "CLOSE";
/** (ours) */
export const marketProtectionMessage = "Market protection must be between 0.25% and 10%";
/** (ours) A price a LIMIT rule or an OCO needs is missing. */
export const gttPriceNeededMessage = (field: string) => `Enter a valid ${gttFieldLabel(field)} to continue`;
/** (ours) */
export const gttTriggerAtLtpMessage = "Trigger price cannot be the same as the last traded price";
/** (ours) An OCO's legs on the wrong sides of the LTP. */
export const gttOcoSidesMessage = (side: "B" | "S") =>
  side === "S"
    ? "Stoploss trigger price must be below and target trigger price above the last traded price"
    : "Stoploss trigger price must be above and target trigger price below the last traded price";
/** (ours) A rule that is no longer pending cannot change. */
export const gttNotPendingMessage = "This GTT has already been triggered or cancelled";
/** (ours) */
export const gttNotFoundMessage = "No GTT with this id";
/** (ours) */
export const gttPendingLimitMessage = (limit: number) => `You can have at most ${limit} pending GTT orders`;

/** The words of a rule's price fields, for messages. */
export function gttFieldLabel(field: string): string {
  switch (field) {
    case "triggerprice":
      return "trigger price";
    case "stoplosstriggerprice":
      return "stoploss trigger price";
    case "stoplossprice":
      return "stoploss price";
    default:
      return "price";
  }
}
