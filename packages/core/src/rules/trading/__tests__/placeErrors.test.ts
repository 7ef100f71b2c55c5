import { describe, expect, it } from "vitest";
import * as t from "../messages.js";
import * as e from "../placeErrors.js";

describe("placeErrorPresentation", () => {
  it.each<[string | undefined, boolean, e.PlaceErrorPresentation]>([
    ["AB11061", true, { kind: "funds-prompt" }],
    ["RMS1011", false, { kind: "funds-prompt" }],
    ["AB11048", true, { kind: "generic", durationMs: 6000 }],
    ["AB11001", false, { kind: "generic", durationMs: 6000 }],
    ["AG8001", true, { kind: "server-message", durationMs: 6000 }],
    ["AB11053", true, { kind: "server-message", durationMs: 6000 }],
    ["AB11046", true, { kind: "server-message", durationMs: 6000 }],
    ["AB10349", true, { kind: "server-message", durationMs: 6000 }],
    ["RMS1001", true, { kind: "server-message", durationMs: 6000 }],
    ["RMS1006", true, { kind: "details", explainer: "limit-range", durationMs: 6000 }],
    ["RMS1007", true, { kind: "details", explainer: "price-band", durationMs: 6000 }],
    ["AB11064", true, { kind: "details", explainer: "llp", durationMs: 6000 }],
    ["XYZ", true, { kind: "generic", durationMs: 6000 }],
    [undefined, true, { kind: "generic", durationMs: 6000 }],
    [undefined, false, { kind: "generic", durationMs: 6000 }],
    [
      "XYZ",
      false,
      {
        kind: "something-went-wrong",
        title: "something went wrong",
        message: "Please try again later.",
        durationMs: 3000,
      },
    ],
  ])("%s (data %s)", (code, hasData, presentation) => {
    expect(e.placeErrorPresentation(code, hasData)).toEqual(presentation);
  });
});

describe("messages", () => {
  it.each([
    [t.orderPlacedTitle, "Order Placed"],
    [t.orderModifiedTitle, "Order Modified"],
    [t.orderExecutedTitle, "Order Executed"],
    [t.orderCancelledTitle, "Order Cancelled"],
    [t.orderFailedTitle, "Order Failed"],
    [t.orderRejectedTitle, "Order Rejected"],
    [t.orderModificationFailedTitle, "Order Modification Failed"],
    [t.tryAfterSometimeMessage, "Please try after sometime"],
    [t.updateOrderFailedMessage, "Something went wrong while updating your order"],
    [t.requestsLimitMessage, "Requests limit reached. Please try again."],
    [t.actionFailedTitle, "Action Failed"],
    [t.exchangeUnavailableMessage, "The connection to the exchange server is currently unavailable"],
    [t.orderCancellationFailedTitle, "Order Cancellation Failed"],
    [t.unableToCancelMessage, "Unable to cancel the order. Please try again later"],
    [t.cannotPerformActionMessage, "Cannot perform this action at the moment."],
    [e.cancelSuccessText(1), "You have successfully cancelled 1 order(s)"],
    [e.cancelSuccessText(3), "You have successfully cancelled 3 order(s)"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
