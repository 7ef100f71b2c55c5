import { type Profile, priceDivider } from "@trade/core";
import type { NotificationMessage } from "@trade/core/notifications";
import type { Db } from "../db/database.js";
import type { InstrumentMaster } from "../market/instruments/index.js";
import type { MarketData } from "../market/marketData.js";
import { MtfService } from "../mtf/service.js";
import { mtfStoreOf } from "../mtf/store.js";
import type { Funds } from "../store/funds.js";
import type { NewNotification } from "../store/notifications.js";
import type { TradingEngine } from "../trading/engine.js";
import type { PledgeStockView } from "./holdings.js";
import { PledgeService } from "./service.js";
import { openQtyOf, pledgeStoreOf, unpledgedQtyOf } from "./store.js";

/** What pledging and Pay Later are built from (server.ts). */
export interface PledgeWiring {
  db: Db;
  trading: TradingEngine;
  funds: Funds;
  instruments: () => InstrumentMaster;
  market: () => MarketData;
  now: () => number;
  profile: (clientCode: string) => Profile | undefined;
  notify: (clientCode: string, notification: NewNotification) => NotificationMessage;
  announce: (clientCode: string, message: NotificationMessage) => void;
  fixedOtp?: string;
  log: (line: string) => void;
}

/** The pledge and MTF services over one database. */
export function pledgeServicesOf(w: PledgeWiring): { pledge: PledgeService; mtf: MtfService } {
  const store = pledgeStoreOf(w.db);
  const limit = (clientCode: string) => {
    w.trading.catchUp();
    return w.funds.rmsLimit(clientCode, w.trading.utilisedMargin(clientCode));
  };
  const stocks = (clientCode: string): PledgeStockView[] => {
    w.trading.positions(clientCode); // a day roll that is due runs first
    const master = w.instruments();
    const market = w.market();
    const views = new Map<string, PledgeStockView>();
    const viewOf = (isin: string, segment: number, token: number) => {
      let view = views.get(isin);
      if (view !== undefined) return view;
      const instrument = master.get(segment, token);
      const ltp = market.quote(segment, token)?.ltp ?? instrument?.basePrice ?? 0;
      view = {
        isin,
        symbol: instrument?.symbol ?? isin,
        company: instrument?.name ?? isin,
        segment,
        token,
        heldQty: 0,
        freeQty: 0,
        pledgedQty: 0,
        mtfPledgedQty: 0,
        mtfUnpledged: 0,
        ltpPaise: Math.round((ltp * 100) / priceDivider(segment)),
      };
      views.set(isin, view);
      return view;
    };
    for (const holding of w.trading.holdings(clientCode)) {
      viewOf(holding.isin, holding.segment, holding.token).heldQty = holding.quantity;
    }
    for (const lot of store.lots(clientCode)) {
      if (openQtyOf(lot) > 0) viewOf(lot.isin, lot.segment, lot.token).mtfUnpledged += unpledgedQtyOf(lot);
    }
    for (const pledge of store.pledges(clientCode)) {
      const view = viewOf(pledge.isin, pledge.segment, pledge.token);
      view.pledgedQty = pledge.qty;
      view.mtfPledgedQty = pledge.mtf_qty;
    }
    for (const view of views.values()) view.freeQty = Math.max(0, view.heldQty - view.pledgedQty);
    return [...views.values()];
  };
  const pledge = new PledgeService({
    store,
    now: w.now,
    profile: w.profile,
    stocks,
    availableMargin: (clientCode) => limit(clientCode).availableMargin,
    notify: w.notify,
    announce: w.announce,
    ...(w.fixedOtp === undefined ? {} : { fixedOtp: w.fixedOtp }),
    log: w.log,
  });
  const mtf = new MtfService({
    store: mtfStoreOf(w.db),
    pledges: store,
    now: w.now,
    profile: w.profile,
    limit,
    instruments: w.instruments,
    market: w.market,
  });
  return { pledge, mtf };
}
