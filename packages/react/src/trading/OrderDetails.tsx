import { formatPrice } from "@trade/core";
import { type Order, orderDisplayLabel, orderTypeLabels, productTypeLabel } from "@trade/core/orders";
import { DetailsDialog, detailsTime as time } from "./DetailsDialog.js";

/** Order Details (spec 2 §2 order row menu): the order's fields as the broker recorded them. */
export function OrderDetails({ order, onClose }: { order: Order; onClose: () => void }) {
  const price = (minor: number) => (minor > 0 ? formatPrice(minor, order.exchangeSegment) : "—");
  const rows: [string, string][] = [
    ["Order ID", order.orderId],
    ["Status", orderDisplayLabel(order)],
    ...(order.rejectionReason ? ([["Reason", order.rejectionReason]] as [string, string][]) : []),
    ["Side", order.transactionType === "B" ? "Buy" : "Sell"],
    ["Exchange", order.exchange],
    ["Product", productTypeLabel(order.productType)],
    ["Order type", orderTypeLabels[order.orderType] ?? order.orderType],
    ["Validity", order.duration],
    ["Quantity", String(order.quantity)],
    ["Filled", String(order.filledShares)],
    ["Price", price(order.price)],
    ["Trigger price", price(order.triggerPrice)],
    ["Average price", price(order.averagePrice)],
    ["Placed", time(order.orderTime)],
    ["Updated", time(order.updateTime)],
  ];
  return <DetailsDialog title={`Order Details: ${order.tradingSymbol}`} rows={rows} onClose={onClose} />;
}
