import { formatRupees } from "@trade/core";
import { gainAndLoss, type Position } from "@trade/core/orders";
import { useTradeClient } from "@trade/react";
import { holdQuoteFeed, quoteFeedFor, useOrders, usePositions } from "@trade/react/trading";
import { useEffect, useRef } from "react";

/** The Orders item's hover popover (spec 1 §2.2): the open order count, live from the order-update feed. */
export function OrdersSummary() {
  const open = useOrders("open");
  return (
    <div className="dropdown nav-summary" role="status" aria-label="Orders summary">
      <span>Open orders</span>
      <strong data-testid="open-order-count">
        {open.data ? open.data.length : open.isError ? "unavailable" : "…"}
      </strong>
    </div>
  );
}

/**
 * Total gain/loss of the positions, marked to each instrument's live price and written straight into the element (the
 * per-tick path stays out of React); green when positive, red otherwise (spec 1 §2.2).
 */
function LiveTotal({ positions }: { positions: readonly Position[] }) {
  const client = useTradeClient();
  const cell = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = cell.current;
    if (element === null) return;
    const ltps = positions.map((p) => p.ltp);
    const write = () => {
      const total = positions.reduce((sum, p, i) => sum + gainAndLoss(p, ltps[i] ?? p.ltp), 0);
      element.textContent = formatRupees(total);
      element.dataset.sign = total > 0 ? "up" : "down";
    };
    write();
    const release = holdQuoteFeed(client);
    const stops = positions.map((p, i) =>
      quoteFeedFor(client).subscribe({ segment: p.exchangeSegment, token: p.symbolToken }, "ltp", (quote) => {
        ltps[i] = quote.ltp;
        write();
      }),
    );
    return () => {
      for (const stop of stops) stop();
      release();
    };
  }, [client, positions]);
  return <strong ref={cell} className="nav-pnl" data-testid="total-gain-loss" />;
}

/** The Positions item's hover popover (spec 1 §2.2): the open position count and the total gain/loss. */
export function PositionsSummary() {
  const positions = usePositions();
  const list = positions.data ?? [];
  const open = list.filter((p) => p.netQty !== 0).length;
  return (
    <div className="dropdown nav-summary" role="status" aria-label="Positions summary">
      <span>Open positions</span>
      <strong data-testid="open-position-count">
        {positions.data ? open : positions.isError ? "unavailable" : "…"}
      </strong>
      <span>Total gain/loss</span>
      {positions.data ? <LiveTotal positions={positions.data} /> : <strong>…</strong>}
    </div>
  );
}
