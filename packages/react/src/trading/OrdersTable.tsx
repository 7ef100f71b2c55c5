import { emptyListActions, emptyListTexts, formatIstTime, formatPrice } from "@trade/core";
import {
  cancelSuccessText,
  canModifyOrCancel,
  type Order,
  orderCancellationFailedTitle,
  orderDisplayLabel,
  orderTypeLabels,
  productTypeLabel,
  unableToCancelMessage,
} from "@trade/core/orders";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTradeClient } from "../tradeClient.js";
import { menuCss } from "../ui/menuStyles.js";
import { EmptyState, queryState } from "../ui/states.js";
import { statusBadge } from "../ui/statusBadge.js";
import { widgetCss, widgetFrame } from "../widget.js";
import type { OrderListFilter } from "./cache.js";
import { useLiveTable, writeCell } from "./liveTable.js";
import { OrderDetails } from "./OrderDetails.js";
import { orderStatusTone } from "./orderStatusTone.js";
import { RowMenu, type RowMenuItem } from "./RowMenu.js";
import { SelectableRow, SelectionGrid } from "./SelectionGrid.js";
import { ConfirmDialog } from "./TableDialog.js";
import { tableCss } from "./tableStyles.js";
import { useOrders, useTrading } from "./tradingHooks.js";

export interface OrdersTableProps {
  /** Open Orders (F8) show working orders; Order History (Shift+F12) shows every order of the day. */
  view: "open" | "history";
  /** Modify an open order (its row's Modify, the row menu, or F1 / + on the selected row): the app opens the pad. */
  onEdit?: (order: Order) => void;
  /** After a cancel: the spec's success or failure text, for the app's toast. */
  onNotice?: (notice: { title: string; message: string; ok: boolean }) => void;
  /** The row menu's Charts (spec 2 §2 order row menu): the app shows the instrument's chart. Absent: not offered. */
  onChart?: (instrument: { segment: number; token: number }) => void;
  /** The empty list's 'Go to watchlist' (core `emptyListActions`): the app shows the watchlist. Absent: not offered. */
  onEmptyAction?: () => void;
}

/** The cancel confirmation (spec 1 §2 'Cancel order confirmation (primary and secondary actions)'; words ours). */
export const cancelConfirmText = (count: number) =>
  count === 1 ? "Cancel this order?" : `Cancel these ${count} orders?`;

const cancelOrderConfirm = {
  title: "Cancel order",
  keep: "KEEP",
  action: "CANCEL ORDER",
  message: cancelConfirmText(1),
};

const filterOf = (view: OrdersTableProps["view"]): OrderListFilter => (view === "open" ? "open" : "all");

const columns = [
  ["Time", ""],
  ["Type", ""],
  ["Instrument", ""],
  ["Product", ""],
  ["Order type", ""],
  ["Qty", "tk-num"],
  ["Price", "tk-num"],
  ["Avg", "tk-num"],
  ["LTP", "tk-num"],
  ["Status", ""],
  ["Actions", "tk-actions"],
] as const;

const side = (order: Order) => (order.transactionType === "B" ? "BUY" : "SELL");

/**
 * Open orders or the order history (spec 2 §2), kept live by the order-update feed: time, side, instrument and
 * exchange, product, order type, quantity, price, average, the live LTP and a status badge in the spec's display words.
 * An open order's row shows Modify and Cancel on hover or focus, and a ⋯ menu (Modify, Cancel, Charts, Order
 * Details). Keys: arrows move the selection, Delete or Backspace cancels the selected open order after a
 * confirmation, F1 or + modifies it.
 *
 * @example
 * ```tsx
 * <OrdersTable view="open" onEdit={openPadOn} onNotice={(n) => toast(n.title, n.message)} />
 * ```
 */
export function OrdersTable({ view, onEdit, onNotice, onChart, onEmptyAction }: OrdersTableProps) {
  const client = useTradeClient();
  const trading = useTrading();
  const query = useOrders(filterOf(view));
  const orders = query.data;
  const [selected, setSelected] = useState(0);
  const [confirming, setConfirming] = useState<Order | undefined>();
  const [details, setDetails] = useState<Order | undefined>();
  const grid = useRef<HTMLDivElement>(null);
  const list = orders ?? [];
  const current = list[Math.min(selected, list.length - 1)];
  const items = list.map((order) => ({ segment: order.exchangeSegment, token: order.symbolToken }));
  useLiveTable(
    client,
    grid,
    items,
    items.map((item) => `${item.segment}:${item.token}`).join(","),
    (row, item, ltp) => writeCell(row, "ltp", formatPrice(ltp, item.segment)),
  );

  const cancel = async (order: Order) => {
    setConfirming(undefined);
    grid.current?.focus();
    try {
      const outcome = await trading.orders.cancel(order.orderId);
      if (outcome.ok) onNotice?.({ title: "Order Cancelled", message: cancelSuccessText(1), ok: true });
      else {
        onNotice?.({
          title: orderCancellationFailedTitle,
          message: outcome.error.message || unableToCancelMessage,
          ok: false,
        });
      }
    } catch {
      onNotice?.({ title: orderCancellationFailedTitle, message: unableToCancelMessage, ok: false });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (confirming || details || event.target !== event.currentTarget) return;
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

  const menuOf = (order: Order): RowMenuItem[] => [
    ...(canModifyOrCancel(order.orderStatus)
      ? [
          ...(onEdit ? [{ label: "Modify", onSelect: () => onEdit(order) }] : []),
          { label: "Cancel", onSelect: () => setConfirming(order), danger: true },
        ]
      : []),
    ...(onChart
      ? [
          {
            label: "Charts",
            onSelect: () => onChart({ segment: order.exchangeSegment, token: order.symbolToken }),
          },
        ]
      : []),
    { label: "Order Details", onSelect: () => setDetails(order) },
  ];

  const frame = widgetFrame("tk-orders", ordersCss);
  const status = queryState(query, "orders");
  if (status) return frame(status);
  if (list.length === 0) {
    return frame(
      <EmptyState
        className="tk-orders-empty"
        message={view === "open" ? emptyListTexts.openOrders : emptyListTexts.orderHistory}
        action={onEmptyAction && { label: emptyListActions.goToWatchlist, onClick: onEmptyAction }}
      />,
    );
  }
  return (
    <div className="tk-orders">
      <style>{ordersCss}</style>
      <SelectionGrid
        ref={grid}
        label={view === "open" ? "Open Orders" : "Order History"}
        columns={columns}
        activeId={current ? `tk-order-${current.orderId}` : undefined}
        onKeyDown={onKeyDown}
      >
        {list.map((order, index) => {
          const open = canModifyOrCancel(order.orderStatus);
          const price = (minor: number) => formatPrice(minor, order.exchangeSegment);
          return (
            <SelectableRow
              key={order.orderId}
              id={`tk-order-${order.orderId}`}
              selected={order === current}
              liveRow={index}
              onSelect={() => setSelected(index)}
            >
              <span role="gridcell" className="tk-muted tk-num-left">
                {formatIstTime(order.orderTime)}
              </span>
              <span
                role="gridcell"
                className={order.transactionType === "B" ? "tk-side-buy" : "tk-side-sell"}
              >
                {side(order)}
              </span>
              <span role="gridcell" className="tk-sym">
                {order.tradingSymbol}
                {order.leg !== "MAIN" ? ` (${order.leg === "TARGET" ? "target" : "stop loss"})` : ""}
                <span className="tk-sub">{order.exchange}</span>
              </span>
              <span role="gridcell">{productTypeLabel(order.productType)}</span>
              <span role="gridcell">{orderTypeLabels[order.orderType] ?? order.orderType}</span>
              <span role="gridcell" className="tk-num">
                {order.filledShares}/{order.quantity}
              </span>
              <span role="gridcell" className="tk-num">
                {order.price > 0 ? price(order.price) : order.orderType === "MARKET" ? "MKT" : "—"}
                {order.triggerPrice > 0 ? (
                  <span className="tk-sub">trg {price(order.triggerPrice)}</span>
                ) : null}
              </span>
              <span role="gridcell" className="tk-num">
                {order.averagePrice > 0 ? price(order.averagePrice) : "—"}
              </span>
              <span role="gridcell" className="tk-num" data-cell="ltp">
                —
              </span>
              <span role="gridcell" title={order.rejectionReason || order.text || undefined}>
                {statusBadge(orderStatusTone(order.orderStatus), orderDisplayLabel(order))}
              </span>
              <span role="gridcell" className="tk-actions">
                {open ? (
                  <span className="tk-hover">
                    {onEdit ? (
                      <button
                        type="button"
                        aria-label={`Modify ${side(order)} ${order.tradingSymbol}`}
                        onClick={() => onEdit(order)}
                      >
                        Modify
                      </button>
                    ) : null}
                    <button
                      type="button"
                      aria-label={`Cancel ${side(order)} ${order.tradingSymbol}`}
                      onClick={() => setConfirming(order)}
                    >
                      Cancel
                    </button>
                  </span>
                ) : null}
                <RowMenu label={`More for ${side(order)} ${order.tradingSymbol}`} items={menuOf(order)} />
              </span>
            </SelectableRow>
          );
        })}
      </SelectionGrid>
      {confirming ? (
        <ConfirmDialog
          texts={cancelOrderConfirm}
          onClose={() => setConfirming(undefined)}
          onConfirm={() => void cancel(confirming)}
        >
          <p>
            <strong className={confirming.transactionType === "B" ? "tk-side-buy" : "tk-side-sell"}>
              {side(confirming)}
            </strong>{" "}
            {confirming.quantity} {confirming.tradingSymbol}
            {confirming.price > 0 ? ` at ${formatPrice(confirming.price, confirming.exchangeSegment)}` : ""}
          </p>
        </ConfirmDialog>
      ) : null}
      {details ? <OrderDetails order={details} onClose={() => setDetails(undefined)} /> : null}
    </div>
  );
}

const ordersCss = widgetCss(
  ".tk-orders",
  `${tableCss(".tk-orders")}${menuCss(".tk-orders")}
.tk-orders [role=row]{grid-template-columns:64px 44px minmax(140px,1.6fr) minmax(80px,.9fr) minmax(70px,.8fr) 70px minmax(90px,1fr) 80px 80px minmax(110px,1fr) 160px}
`,
);
