import { collateralOf } from "@trade/core/mtf";
import { type PledgeableStocks, pledgeNudge } from "@trade/core/pledge";
import type { PledgeRequestRow, PledgeStore } from "./store.js";

/** A stock of the client as pledging sees it: held shares, what is pledged, MTF shares awaiting their pledge. */
export interface PledgeStockView {
  isin: string;
  symbol: string;
  company: string;
  segment: number;
  token: number;
  /** Shares held in demat. */
  heldQty: number;
  /** Held and not pledged. */
  freeQty: number;
  pledgedQty: number;
  mtfPledgedQty: number;
  /** Open MTF shares not pledged yet. */
  mtfUnpledged: number;
  /** Last price in paise (cash equities: minor units are paise). */
  ltpPaise: number;
}

/** Shares of each stock that open requests of a kind hold back: collateral shares and MTF shares. */
export function reservedOf(
  open: readonly PledgeRequestRow[],
  store: PledgeStore,
  kind: "PLEDGE" | "UNPLEDGE",
): Map<string, { qty: number; mtf: number }> {
  const reserved = new Map<string, { qty: number; mtf: number }>();
  for (const request of open) {
    if (request.kind !== kind) continue;
    for (const item of store.items(request.req_id)) {
      const sum = reserved.get(item.isin) ?? { qty: 0, mtf: 0 };
      reserved.set(item.isin, { qty: sum.qty + item.qty - item.mtf_qty, mtf: sum.mtf + item.mtf_qty });
    }
  }
  return reserved;
}

/** get_pledgeable_stocks: each stock's free and MTF shares less what open pledges hold back; the MTF and nudge state. */
export function pledgeableOf(
  stocks: readonly PledgeStockView[],
  open: readonly PledgeRequestRow[],
  store: PledgeStore,
  { windowOpen }: { windowOpen: boolean },
): PledgeableStocks {
  const reserved = reservedOf(open, store, "PLEDGE");
  const rows = stocks.map((stock) => {
    const held = reserved.get(stock.isin) ?? { qty: 0, mtf: 0 };
    const free = Math.max(0, stock.freeQty - held.qty);
    const mtf = Math.max(0, stock.mtfUnpledged - held.mtf);
    const max = free + mtf;
    return {
      isin: stock.isin,
      symbol: stock.symbol,
      company: stock.company,
      segment: stock.segment,
      token: stock.token,
      qty: stock.heldQty,
      pledged_qty: stock.pledgedQty + stock.mtfPledgedQty,
      max_pledgeable_qty: max,
      buy_qty: mtf,
      ltp: stock.ltpPaise,
      net_amt: stock.ltpPaise * max,
      collateral: collateralOf(stock.ltpPaise * free),
    };
  });
  const pendingMtf = [...reserved.values()].reduce((s, r) => s + r.mtf, 0);
  const openForPledge = rows.reduce((s, r) => s + r.buy_qty, 0);
  return {
    stocks: rows.filter((row) => row.max_pledgeable_qty > 0 || row.pledged_qty > 0),
    mtfStatus: {
      mtf_open_for_pledge: openForPledge,
      mtf_pending: pendingMtf,
      mtf_pledged: stocks.reduce((s, st) => s + st.mtfPledgedQty, 0),
    },
    nudgeStatus: {
      cta_message: pledgeNudge.accept,
      display_message: openForPledge > 0 ? pledgeNudge.message : "",
      is_pledgable: windowOpen && openForPledge > 0,
      api_or_cdsl: "CDSL",
      cdsl_link: null,
    },
    window_open: windowOpen,
  };
}
