import { matchesOrderFilter, type Order, type OrderListFilter, type OrderUpdate } from "@trade/core/orders";

export { matchesOrderFilter, type OrderListFilter };

/** An update from the order-update feed as a list order (the feed's extra `guiOrdId` dropped). */
export function orderOfUpdate(update: OrderUpdate): Order {
  const { guiOrdId: _guiOrdId, ...order } = update;
  return order;
}

/**
 * A cached order list with the feed's updates applied, newest first: a known order is replaced where it stands, a
 * new one goes on top, and one that no longer matches the filter leaves (an open order that completes leaves the
 * open list). Answers the same list when nothing changed, so React skips the render. `undefined` stays undefined:
 * a list never fetched is not invented from updates.
 */
export function applyOrderUpdates(
  list: readonly Order[] | undefined,
  updates: readonly OrderUpdate[],
  filter: OrderListFilter,
): Order[] | undefined {
  if (list === undefined) return undefined;
  let next: Order[] | undefined;
  for (const update of updates) {
    const current: readonly Order[] = next ?? list;
    const order = orderOfUpdate(update);
    const at = current.findIndex((o) => o.orderId === order.orderId);
    const keep = matchesOrderFilter(order, filter);
    if (at >= 0 && current[at]?.updateTime !== undefined && current[at].updateTime > order.updateTime)
      continue;
    if (at < 0 && !keep) continue;
    next = [...current];
    if (at >= 0 && keep) next[at] = order;
    else if (at >= 0) next.splice(at, 1);
    else next.unshift(order);
  }
  return next ?? (list as Order[]);
}
