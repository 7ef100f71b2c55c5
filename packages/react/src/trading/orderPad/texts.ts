/** The order split sheet (spec 2 §2 'order split'; the words are ours). */
export const orderSplitTitle = "Order Split";
export const orderSplitText = (parts: readonly number[], order: string) =>
  `${order} went as ${parts.length} orders (${parts.join(" + ")}): above the exchange's limit per order.`;

/** The AMO confirmation (spec 2 §4 'the user must confirm an after-market order'; the words are ours). */
export const amoConfirmText =
  "The market is closed. Place this as an after market order (AMO)? It is sent to the exchange when the market opens.";
