import { BasketPanel } from "@trade/react/basket";
import { useLocation, useSearchParams } from "react-router";
import { OrdersFrame } from "./Orders.js";

/**
 * /orders/basket-order: the basket panel as an order tab (spec 2 §2). `?create=1` (the Tools dropdown's 'Create new
 * basket') opens it on the create form; each visit starts afresh.
 */
export function BasketOrderScreen() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  return (
    <OrdersFrame title="Basket orders">
      {() => <BasketPanel key={key} initialMode={params.get("create") === "1" ? "create" : "list"} />}
    </OrdersFrame>
  );
}
