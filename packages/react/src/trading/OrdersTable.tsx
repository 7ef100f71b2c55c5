import { formatPrice } from "@trade/core";
import {
  cancelSuccessText,
  canModifyOrCancel,
  type Order,
  orderCancellationFailedTitle,
  orderDisplayLabel,
  productTypeLabel,
  unableToCancelMessage,
} from "@trade/core/orders";
import { type KeyboardEvent, useState } from "react";
import { queryStatus, widgetCss, widgetFrame } from "../widget.js";
import type { OrderListFilter } from "./cache.js";
import { useOrders, useTrading } from "./tradingHooks.js";

export interface OrdersTableProps {
  /** Open Orders (F8) show working orders; Order History (Shift+F12) shows every order of the day. */
  view: "open" | "history";
  /** F1 or + on a selected order: edit it (the app opens the pad in modify mode). */
  onEdit?: (order: Order) => void;
  /** After a cancel: the spec's success or failure text, for the app's toast. */
  onNotice?: (notice: { title: string; message: string; ok: boolean }) => void;
}

/** The cancel confirmation (spec 1 §2 'Cancel order confirmation (primary and secondary actions)'; words ours). */
export const cancelConfirmText = (count: number) =>
  count === 1 ? "Cancel this order?" : `Cancel these ${count} orders?`;

const filterOf = (view: OrdersTableProps["view"]): OrderListFilter => (view === "open" ? "open" : "all");

/**
 * Open orders or the order history (spec 2 §2), kept live by the order-update feed, with the spec's display labels.
 * Keys: arrows move the selection, Delete or Backspace cancels the selected open order after a confirmation, F1 or +
 * edits it, Enter opens nothing here (the app's order details).
 *
 * @example
 * ```tsx
 * <OrdersTable view="open" onNotice={(n) => toast(n.title, n.message)} />
 * ```
 */
export function OrdersTable({ view, onEdit, onNotice }: OrdersTableProps) {
  const trading = useTrading();
  const { data: orders, isPending, error } = useOrders(filterOf(view));
  const [selected, setSelected] = useState(0);
  const [confirming, setConfirming] = useState<Order | undefined>();
  const list = orders ?? [];
  const current = list[Math.min(selected, list.length - 1)];

  const cancel = async (order: Order) => {
    setConfirming(undefined);
    try {
      const [result] = await trading.orders.cancel([order.orderId]);
      if (result?.cancelled)
        onNotice?.({ title: "Order Cancelled", message: cancelSuccessText(1), ok: true });
      else {
        onNotice?.({
          title: orderCancellationFailedTitle,
          message: result?.message || unableToCancelMessage,
          ok: false,
        });
      }
    } catch {
      onNotice?.({ title: orderCancellationFailedTitle, message: unableToCancelMessage, ok: false });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (confirming) {
      if (event.key === "Escape") {
        event.preventDefault();
        setConfirming(undefined);
      }
      return;
    }
    if (event.key === "ArrowDown") setSelected((i) => Math.min(i + 1, list.length - 1));
    else if (event.key === "ArrowUp") setSelected((i) => Math.max(i - 1, 0));
    else if (
      (event.key === "Delete" || event.key === "Backspace") &&
      current &&
      canModifyOrCancel(current.orderStatus)
    ) {
      setConfirming(current);
    } else if (
      (event.key === "F1" || event.key === "+") &&
      current &&
      canModifyOrCancel(current.orderStatus)
    ) {
      onEdit?.(current);
    } else return;
    event.preventDefault();
  };

  const frame = widgetFrame("tk-orders", ordersCss);
  const status = queryStatus(error, isPending, "orders");
  if (status) return frame(status);
  if (list.length === 0) {
    return frame(
      <p className="tk-orders-empty">
        {view === "open" ? "You have no open orders" : "You have no orders today"}
      </p>,
    );
  }
  return (
    <div className="tk-orders">
      <style>{ordersCss}</style>
      <div
        role="grid"
        aria-label={view === "open" ? "Open Orders" : "Order History"}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-activedescendant={current ? `tk-order-${current.orderId}` : undefined}
      >
        <div role="row" className="tk-orders-head">
          {["Time", "Type", "Instrument", "Product", "Qty", "Price", "Avg", "Status"].map((title) => (
            <span role="columnheader" key={title}>
              {title}
            </span>
          ))}
        </div>
        {list.map((order, index) => (
          <div
            role="row"
            key={order.orderId}
            id={`tk-order-${order.orderId}`}
            aria-selected={order === current}
            className={order.transactionType === "B" ? "tk-buy" : "tk-sell"}
            onClick={() => setSelected(index)}
          >
            <span role="gridcell">
              {new Date(order.orderTime).toLocaleTimeString("en-IN", {
                hour12: false,
                timeZone: "Asia/Kolkata",
              })}
            </span>
            <span role="gridcell">{order.transactionType === "B" ? "BUY" : "SELL"}</span>
            <span role="gridcell">
              {order.tradingSymbol}
              {order.leg !== "MAIN" ? ` (${order.leg === "TARGET" ? "target" : "stop loss"})` : ""}
            </span>
            <span role="gridcell">{productTypeLabel(order.productType)}</span>
            <span role="gridcell">
              {order.filledShares}/{order.quantity}
            </span>
            <span role="gridcell">
              {order.price > 0
                ? formatPrice(order.price, order.exchangeSegment)
                : order.orderType === "MARKET"
                  ? "MKT"
                  : "—"}
              {order.triggerPrice > 0 ? ` trg ${formatPrice(order.triggerPrice, order.exchangeSegment)}` : ""}
            </span>
            <span role="gridcell">
              {order.averagePrice > 0 ? formatPrice(order.averagePrice, order.exchangeSegment) : "—"}
            </span>
            <span role="gridcell" title={order.rejectionReason || order.text}>
              {orderDisplayLabel(order)}
            </span>
          </div>
        ))}
      </div>
      {confirming ? (
        <div role="alertdialog" aria-label="Cancel order" className="tk-orders-confirm">
          <p>{cancelConfirmText(1)}</p>
          <p>
            {confirming.transactionType === "B" ? "BUY" : "SELL"} {confirming.quantity}{" "}
            {confirming.tradingSymbol}
          </p>
          <button type="button" onClick={() => void cancel(confirming)}>
            CANCEL ORDER
          </button>
          <button type="button" onClick={() => setConfirming(undefined)}>
            KEEP
          </button>
        </div>
      ) : null}
    </div>
  );
}

const ordersCss = widgetCss(
  ".tk-orders",
  `
.tk-orders{font:13px/1.4 system-ui,sans-serif;color:var(--tk-text,#1f2328)}
.tk-orders [role=grid]{outline:none}
.tk-orders [role=row]{display:grid;grid-template-columns:70px 50px 1.6fr 1fr 70px 1.2fr 80px 1.2fr;gap:6px;padding:4px 6px;border-bottom:1px solid var(--tk-border,#eaeef2)}
.tk-orders .tk-orders-head{font-weight:600;opacity:.75}
.tk-orders [aria-selected=true]{background:var(--tk-selected,#ddf4ff)}
.tk-orders .tk-buy [role=gridcell]:nth-child(2){color:var(--tk-buy-text,#116329)}
.tk-orders .tk-sell [role=gridcell]:nth-child(2){color:var(--tk-sell-text,#a40e26)}
.tk-orders .tk-orders-confirm{margin-top:8px;padding:8px;border:1px solid var(--tk-border,#d0d7de);border-radius:6px}
`,
);
