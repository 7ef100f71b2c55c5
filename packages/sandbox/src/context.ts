import type { AlertService } from "./alerts/service.js";
import type { BasketService } from "./basket/service.js";
import type { NotificationsHub } from "./feeds/notifications.js";
import type { SessionSockets } from "./feeds/sessionSockets.js";
import type { BlockService } from "./funds/blocks.js";
import type { FundsTransferService } from "./funds/service.js";
import type { GttService } from "./gtt/service.js";
import type { RateLimiter } from "./http/rateLimit.js";
import type { InstrumentMaster } from "./market/instruments/index.js";
import type { MarketData } from "./market/marketData.js";
import type { SimulatedClock } from "./market/simulator/index.js";
import type { MtfService } from "./mtf/service.js";
import type { PledgeService } from "./pledge/service.js";
import type { PortfolioService } from "./portfolio/service.js";
import type { SipService } from "./sip/service.js";
import type { Clients } from "./store/clients.js";
import type { Funds } from "./store/funds.js";
import type { Notifications } from "./store/notifications.js";
import type { NudgeDeletions } from "./store/nudges.js";
import type { Otps } from "./store/otps.js";
import type { Preferences } from "./store/preferences.js";
import type { Sessions } from "./store/sessions.js";
import type { TradingEngine } from "./trading/engine.js";

/** Everything a route needs, built once per sandbox. */
export interface Context {
  clients: Clients;
  sessions: Sessions;
  otps: Otps;
  preferences: Preferences;
  funds: Funds;
  /** Money in and out: payments (UPI, net banking) and withdrawals, the sandbox playing the bank. */
  fundsTransfers: FundsTransferService;
  /** ASBA blocks: the sandbox's bank holding amounts for DEMO03, counted in buying power while ENABLED. */
  blocks: BlockService;
  /** The matching engine: orders, positions, margins. */
  trading: TradingEngine;
  /** GTT rules: created, modified and cancelled here, fired by the engine's GTT evaluator. */
  gtt: GttService;
  /** Stock SIPs: set up and changed here, their instalments placed by the engine's SIP runner at the open. */
  sip: SipService;
  /** Baskets: kept and versioned here; placed through the batch order call. */
  basket: BasketService;
  /** The portfolio: holdings, breakup, dividends, statement (the day roll writes them). */
  portfolio: PortfolioService;
  /** Pledging: requests, the depository's OTP page, pledged collateral and MTF shares. */
  pledge: PledgeService;
  /** Pay Later (MTF): dashboard, MTF buys, interest and dues (the day roll charges and squares off). */
  mtf: MtfService;
  /** Price and indicator alerts: kept here, fired by the engine's alert evaluator. */
  alerts: AlertService;
  /** The market clock (test controls move it). */
  clock: SimulatedClock;
  /** Advance the market to the clock's now: publish the quotes that changed, let the engine match them. */
  moveMarket: () => void;
  notifications: NotificationsHub;
  /** Every feed socket by session: ending a session closes all of its sockets. */
  feedSockets: SessionSockets;
  /** The notifications history of each client (what the notifications dropdown lists). */
  history: Notifications;
  /** The nudges each client deleted (the nudges themselves follow the profile). */
  nudges: NudgeDeletions;
  /** The instrument universe (built on first use). */
  instruments: InstrumentMaster;
  /** Live quotes, greeks and candles (the simulator, built on first use). */
  market: MarketData;
  /** The clock, epoch milliseconds (injectable for tests). */
  now: () => number;
  /** The sandbox console (OTPs are printed here). */
  log: (line: string) => void;
  /** The clients' rate limits (orders a second, modifications an order, other calls a minute). */
  rateLimiter: RateLimiter;
  /** Cookie Max-Age in seconds: the trade token cookie, and the session cookies (non-trade and refresh). */
  cookies: { tokenTtlSeconds: number; sessionTtlSeconds: number };
}
