/**
 * `@trade/react/basket`: baskets for React. `basketKeys` and `basketQueries` (query options over `basketsOf(client)`),
 * the hooks (`useBaskets`, `useBasketMutations`, `useBasketMargin`, `useBasketPlacement`) and the embeddable
 * `BasketPanel` widget.
 */
export { type BasketMode, BasketPanel, type BasketPanelProps } from "./BasketPanel.js";
export { useBasketMargin, useBasketMutations, useBasketPlacement, useBaskets } from "./hooks.js";
export { basketKeys, basketQueries } from "./queries.js";
