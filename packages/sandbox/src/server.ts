import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import fastifyCookie from "@fastify/cookie";
import { feeds, sessionLimits } from "@trade/core";
import type { OrderUpdatePush } from "@trade/core/orders";
import Fastify, { type FastifyReply } from "fastify";
import { alertServiceOf } from "./alerts/wiring.js";
import { BasketService } from "./basket/service.js";
import { BasketStore } from "./basket/store.js";
import type { Context } from "./context.js";
import { Checkpointer } from "./db/checkpointer.js";
import { openDatabase } from "./db/database.js";
import { sessionFeedAuth } from "./feeds/feedAuth.js";
import { NotificationsHub } from "./feeds/notifications.js";
import { upgradeRefusal } from "./feeds/origin.js";
import { QuoteFeedServer } from "./feeds/quotes.js";
import { SessionSockets } from "./feeds/sessionSockets.js";
import { BlockStore } from "./funds/blockStore.js";
import { BlockService } from "./funds/blocks.js";
import { clientNameOf, FundsTransferService } from "./funds/service.js";
import { FundsTransferStore } from "./funds/store.js";
import { gttServiceOf } from "./gtt/wiring.js";
import { installJsonBodies } from "./http/body.js";
import { clientErrorHandler, frameworkFailure, installErrorHandlers } from "./http/errors.js";
import { installSecurityHeaders } from "./http/headers.js";
import {
  capConnections,
  defaultRateLimits,
  noRateLimits,
  RateLimiter,
  type RateLimits,
} from "./http/rateLimit.js";
import { useReadableMessages } from "./http/validate.js";
import { lazyMarket, type MarketFactory, simulatedMarketWith } from "./market/marketData.js";
import { personas } from "./personas.js";
import { pledgeServicesOf } from "./pledge/wiring.js";
import { portfolioServiceOf } from "./portfolio/service.js";
import { alertRoutes } from "./routes/alerts.js";
import { authRoutes } from "./routes/auth.js";
import { backtestRoutes } from "./routes/backtests.js";
import { bankPageRoutes } from "./routes/bankPages.js";
import { basketRoutes } from "./routes/basket.js";
import { blockRoutes } from "./routes/blocks.js";
import { depositoryPageRoutes } from "./routes/depositoryPages.js";
import { discoveryRoutes } from "./routes/discovery.js";
import { edisRoutes } from "./routes/edis.js";
import { fundsRoutes } from "./routes/funds.js";
import { gttRoutes } from "./routes/gtt.js";
import { marketRoutes } from "./routes/market.js";
import { notificationRoutes } from "./routes/notifications.js";
import { nudgeRoutes } from "./routes/nudges.js";
import { oiRoutes } from "./routes/oi.js";
import { orderRoutes } from "./routes/orders.js";
import { pledgeRoutes } from "./routes/pledge.js";
import { portfolioRoutes } from "./routes/portfolio.js";
import { preferenceRoutes } from "./routes/preference.js";
import { profileRoutes } from "./routes/profile.js";
import { sipRoutes } from "./routes/sip.js";
import { demoPartner, type PartnerRegistration, partnerOrigins, ssoRoutes } from "./routes/sso.js";
import { testControlRoutes } from "./routes/testControls.js";
import { transferRoutes } from "./routes/transfer.js";
import { watchlistRoutes } from "./routes/watchlist.js";
import { siteRoutes, webAppRoutes } from "./routes/webApp.js";
import { sipServiceOf } from "./sip/wiring.js";
import { Clients, seedPersonas } from "./store/clients.js";
import { Funds } from "./store/funds.js";
import { Notifications } from "./store/notifications.js";
import { NudgeDeletions } from "./store/nudges.js";
import { Otps } from "./store/otps.js";
import { Preferences } from "./store/preferences.js";
import { Sessions, type TokenLifetimes } from "./store/sessions.js";
import { Book, lastStampedTime } from "./trading/book.js";
import { TradingEngine } from "./trading/engine.js";
import { standingDeps } from "./trading/standingService.js";

export interface SandboxOptions {
  /** Port to listen on; 0 picks a free one. Default 4600. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Where SQLite keeps the state (`sandbox.db`); kept across restarts. Created when missing. */
  dataDir: string;
  /** The built app (packages/app/dist), served at /trade. */
  appDir?: string;
  /** The built widget gallery (examples/widget-gallery/dist), served at /gallery. */
  galleryDir?: string;
  /** Every OTP is this one (automation). Six digits. */
  fixedOtp?: string;
  /** Token lifetimes in seconds. Defaults: trade 8 h, non-trade 24 h, refresh 7 days. */
  tokenTtl?: { tradeSeconds?: number; nonTradeSeconds?: number; refreshSeconds?: number };
  /** Serve the test controls under /api/__sandbox (docs/sandbox.md). Default off. */
  testControls?: boolean;
  /** Where the sandbox's console lines go (OTPs among them). Default console.log. */
  log?: (line: string) => void;
  /** The clock in epoch milliseconds (tests). Default Date.now. */
  now?: () => number;
  /** Notifications and quote feed heartbeat period in ms. Default 10 000 (spec 1 §9). */
  heartbeatMs?: number;
  /** How often the market moves and the quote feed publishes, in ms. Default 1000. */
  tickMs?: number;
  /** Replace the simulated market (tests): builds the live data for the instrument master. */
  marketData?: MarketFactory;
  /** The simulated market's seed (tests): the same seed walks the same market. Default 1. */
  marketSeed?: number;
  /** Market time at start, epoch ms (tests). Default: the demo start (a live equity session). */
  marketStart?: number;
  /** Market milliseconds per wall millisecond (tests): 0 freezes the market clock. Default 1. */
  marketSpeed?: number;
  /** Partner sites allowed to embed the app in SSO mode (docs/sso.md). Default: the demo partner. */
  partners?: PartnerRegistration[];
  /**
   * Per-client limits (docs/sandbox.md, "Rate limits"); each one not given keeps its default (10 orders a second,
   * 25 modifications an order, 600 other calls a minute, 128 connections an address, 40 feed sockets a client).
   * `false`: no limits (tests, benchmarks).
   */
  rateLimits?: Partial<RateLimits> | false;
  /** A request whose headers and body have not all arrived after this many ms is answered 408. Default 30 000. */
  requestTimeoutMs?: number;
}

export interface Sandbox {
  /** http://host:port, with `localhost` for a loopback or wildcard host (browsers keep Secure cookies there). */
  url: string;
  port: number;
  dataDir: string;
  /** The last OTP this process issued to a client (by client code). */
  lastOtp(clientCode: string): string | undefined;
  /** Open notifications feed sockets, of all clients or of one. */
  feedConnections(clientCode?: string): number;
  /** Open quote feed sockets, of all clients or of one. */
  quoteFeedConnections(clientCode?: string): number;
  close(): Promise<void>;
}

const galleryNotBuilt = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>trade kit: no gallery</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto"><h1>The widget gallery is not built</h1>
<p>Build it with <code>npx pnpm@10 --filter @trade/example-widget-gallery build</code> and start the sandbox with
<code>--gallery examples/widget-gallery/dist</code>, or run <code>npm start</code>, which does both.</p></body></html>`;

export const defaultTokenTtl: TokenLifetimes = {
  tradeSeconds: 8 * 3600,
  nonTradeSeconds: 24 * 3600,
  refreshSeconds: 7 * 24 * 3600,
};

const otpPattern = /^\d{6}$/;

/** Start the sandbox broker: the API under /api, feeds under /feed, the app under /trade, state in `dataDir`. */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  if (options.fixedOtp !== undefined && !otpPattern.test(options.fixedOtp)) {
    throw new Error(`fixedOtp must be 6 digits, got "${options.fixedOtp}"`);
  }
  // Also done when validate.ts loads; again here because the package says it has no side effects.
  useReadableMessages();
  const now = options.now ?? Date.now;
  const limits = rateLimitsOf(options.rateLimits);
  const partners = options.partners ?? [demoPartner];
  const log = options.log ?? ((line: string) => console.log(line));
  const db = openDatabase(options.dataDir);
  seedPersonas(db, now());
  const sessions = new Sessions(db, { ...defaultTokenTtl, ...definedOnly(options.tokenTtl) });
  // One registry of every feed socket by session: a logout, a revocation or an expiry closes all of them.
  const feedSockets = new SessionSockets(
    (sessionId) => sessions.streaming(sessionId, now()),
    limits.socketsPerClient,
  );
  const feedAuth = sessionFeedAuth(sessions, now);
  const notifications = new NotificationsHub(feedAuth, feedSockets, now, options.heartbeatMs);
  // Market time resumes from the last order a previous run stamped, if the clock would start earlier.
  const lastStamped = lastStampedTime(db);
  const marketFactory =
    options.marketData ??
    (options.marketSeed === undefined ? undefined : simulatedMarketWith(options.marketSeed));
  const market = lazyMarket(now, marketFactory, {
    ...(lastStamped === undefined ? {} : { notBefore: lastStamped }),
    ...(options.marketStart === undefined ? {} : { start: options.marketStart }),
    ...(options.marketSpeed === undefined ? {} : { speed: options.marketSpeed }),
  });
  const orderFeed = new NotificationsHub<OrderUpdatePush>(feedAuth, feedSockets, now, options.heartbeatMs);
  const funds: Funds = new Funds(db, (clientCode): number => blocks.enabledTotal(clientCode));
  const clients = new Clients(db);
  const history = new Notifications(db);
  const trading = new TradingEngine({
    book: new Book(db),
    instruments: () => market.instruments(),
    market: () => market.market(),
    profile: (clientCode) => blocks.withAsbaState(clientCode, clients.profile(clientCode)),
    cash: (clientCode) => funds.rmsLimit(clientCode).availableMargin,
    asbaBlocked: (clientCode) => blocks.enabledTotal(clientCode),
    publish: (clientCode, orders) =>
      orderFeed.push(clientCode, {
        type: "orderUpdate",
        orderStatus: orders.map((order) => ({ ...order, guiOrdId: order.guiOrderId })),
      }),
    listening: (clientCode) => orderFeed.connections(clientCode) > 0,
    notify: (clientCode, notification) => history.record(clientCode, notification),
    announce: (clientCode, message) => notifications.push(clientCode, { type: "notification", message }),
    openingHoldings: (clientCode) => personas.find((p) => p.clientCode === clientCode)?.holdings ?? [],
    log,
  });
  const standing = {
    db,
    trading,
    market,
    profile: (clientCode: string) => blocks.withAsbaState(clientCode, clients.profile(clientCode)),
  };
  const gtt = gttServiceOf(standing);
  const sip = sipServiceOf(standing);
  const basket = new BasketService(new BasketStore(db), standingDeps(standing));
  const fundsTransfers = new FundsTransferService(new FundsTransferStore(db), {
    now: () => market.clock.now(),
    limit: (clientCode) => funds.rmsLimit(clientCode, trading.utilisedMargin(clientCode)),
    clientName: (clientCode) => clientNameOf(clients.profile(clientCode)),
  });
  const blocks: BlockService = new BlockService(new BlockStore(db), {
    now: () => market.clock.now(),
    bank: (clientCode) => fundsTransfers.bank(clientCode),
    asba: (clientCode) => clients.profile(clientCode)?.asba ?? false,
    limit: (clientCode) => funds.rmsLimit(clientCode, trading.utilisedMargin(clientCode)),
  });
  const portfolio = portfolioServiceOf({
    db,
    trading,
    instruments: () => market.instruments(),
    market: () => market.market(),
  });
  const { pledge, mtf } = pledgeServicesOf({
    db,
    trading,
    funds,
    instruments: () => market.instruments(),
    market: () => market.market(),
    now: () => market.clock.now(),
    profile: (clientCode) => clients.profile(clientCode),
    notify: (clientCode, notification) => history.record(clientCode, notification),
    announce: (clientCode, message) => notifications.push(clientCode, { type: "notification", message }),
    ...(options.fixedOtp === undefined ? {} : { fixedOtp: options.fixedOtp }),
    log,
  });
  const alerts = alertServiceOf(standing, {
    notify: (clientCode, notification) => history.record(clientCode, notification),
    announce: (clientCode, message) => notifications.push(clientCode, { type: "notification", message }),
  });
  const quotes = new QuoteFeedServer({
    authenticate: feedAuth,
    sockets: feedSockets,
    source: {
      quote: (segment, token) => {
        const live = market.market();
        return live.get?.(segment, token) ?? live.quote(segment, token);
      },
    },
    now,
    log,
    ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
  });
  // The market moves while someone watches: no feed connection, no ticks (and no simulator built at start).
  // Working orders and open intraday positions need the market too (fills, triggers, square-off).
  const moveMarket = () => {
    const changed = market.market().tick?.();
    if (changed !== undefined && changed.length > 0) quotes.publish(changed);
    trading.onTick(changed ?? []);
  };
  const ticker = setInterval(() => {
    try {
      if (quotes.connections() > 0) moveMarket();
      else if (trading.hasWork()) trading.tickWatched();
    } catch (error) {
      log(`sandbox error: market tick: ${(error as Error).stack ?? error}`);
    }
  }, options.tickMs ?? 1000);
  ticker.unref();
  // WAL checkpoints run on a thread of their own, so no request waits behind one.
  const checkpointer = new Checkpointer(db, options.dataDir, log);
  const context: Context = {
    clients,
    sessions,
    otps: new Otps(db, options.fixedOtp),
    preferences: new Preferences(db),
    funds,
    fundsTransfers,
    blocks,
    trading,
    gtt,
    sip,
    basket,
    portfolio,
    pledge,
    mtf,
    alerts,
    clock: market.clock,
    moveMarket,
    notifications,
    feedSockets,
    history,
    nudges: new NudgeDeletions(db),
    get instruments() {
      return market.instruments();
    },
    get market() {
      return market.market();
    },
    now,
    log,
    rateLimiter: new RateLimiter(limits),
    cookies: {
      tokenTtlSeconds: sessionLimits.tokenCookieTtlSeconds,
      sessionTtlSeconds: sessionLimits.sessionCookieTtlSeconds,
    },
  };

  const app = Fastify({
    logger: false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    // Slow or idle request bodies are cut off (408) rather than holding a connection.
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    frameworkErrors: (error, _request, reply) => {
      // Fastify's generic reply type here takes no payload; the default one does.
      (reply as FastifyReply).status(400).send(frameworkFailure(error));
    },
    clientErrorHandler,
  });
  capConnections(app.server, limits.connectionsPerAddress);
  try {
    await app.register(fastifyCookie);
    // Server-Timing tells a client how long the sandbox spent on its call (the place-order benchmark reads it).
    const started = new WeakMap<object, number>();
    app.addHook("onRequest", (request, _reply, done) => {
      started.set(request, performance.now());
      done();
    });
    app.addHook("onSend", (request, reply, payload, done) => {
      const start = started.get(request);
      if (start !== undefined)
        reply.header("Server-Timing", `app;dur=${(performance.now() - start).toFixed(2)}`);
      done(null, payload);
    });
    installSecurityHeaders(app, partnerOrigins(partners));
    installJsonBodies(app);
    installErrorHandlers(app, log);
    authRoutes(app, context);
    profileRoutes(app, context);
    preferenceRoutes(app, context);
    discoveryRoutes(app, context);
    fundsRoutes(app, context);
    blockRoutes(app, context);
    marketRoutes(app, context);
    oiRoutes(app, context);
    orderRoutes(app, context);
    gttRoutes(app, context);
    sipRoutes(app, context);
    basketRoutes(app, context);
    alertRoutes(app, context);
    backtestRoutes(app, context, db);
    portfolioRoutes(app, context);
    transferRoutes(app, context, db);
    notificationRoutes(app, context);
    nudgeRoutes(app, context);
    watchlistRoutes(app, context, db);
    ssoRoutes(app, context, partners);
    bankPageRoutes(app, context);
    edisRoutes(app, context, db);
    pledgeRoutes(app, context);
    depositoryPageRoutes(app, context);
    if (options.testControls) testControlRoutes(app, context);
    await webAppRoutes(app, options.appDir);
    await siteRoutes(app, "/gallery", options.galleryDir, galleryNotBuilt);

    const framers = partnerOrigins(partners);
    app.server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? "/", "http://sandbox");
      const refusal = upgradeRefusal(request, framers);
      if (refusal !== undefined) {
        log(
          `feed: upgrade to ${url.pathname.slice(0, 100)} from ${request.socket.remoteAddress} refused: ${refusal}`,
        );
        socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
        return;
      }
      if (url.pathname === feeds.notifications) {
        notifications.upgrade(request, socket, head, url);
        return;
      }
      if (url.pathname === feeds.orders) {
        orderFeed.upgrade(request, socket, head, url);
        return;
      }
      if (url.pathname === feeds.quotes || url.pathname === feeds.marketData) {
        quotes.upgrade(request, socket, head, url);
        return;
      }
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    });

    await app.listen({ port: options.port ?? 4600, host: options.host ?? "127.0.0.1" });
  } catch (error) {
    clearInterval(ticker);
    quotes.close();
    notifications.close();
    orderFeed.close();
    feedSockets.close();
    await checkpointer.stop();
    db.close();
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : (options.port ?? 4600);
  const host = options.host ?? "127.0.0.1";
  const loopback = ["127.0.0.1", "0.0.0.0", "::", "::1", "localhost"].includes(host);
  let closing: Promise<void> | undefined;
  return {
    url: `http://${loopback ? "localhost" : host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    dataDir: options.dataDir,
    lastOtp: (clientCode) => context.otps.last(clientCode.toUpperCase()),
    feedConnections: (clientCode) => notifications.connections(clientCode?.toUpperCase()),
    quoteFeedConnections: (clientCode) => quotes.connections(clientCode?.toUpperCase()),
    close() {
      closing ??= (async () => {
        clearInterval(ticker);
        quotes.close();
        notifications.close();
        orderFeed.close();
        feedSockets.close();
        await app.close();
        await checkpointer.stop();
        db.close();
      })();
      return closing;
    },
  };
}

function rateLimitsOf(given: SandboxOptions["rateLimits"]): RateLimits {
  if (given === false) return noRateLimits;
  const limits = { ...defaultRateLimits };
  for (const key of Object.keys(defaultRateLimits) as (keyof RateLimits)[]) {
    const value = given?.[key];
    if (value === undefined) continue;
    if (!(value > 0)) throw new Error(`rateLimits.${key} must be a positive number, got ${value}`);
    limits[key] = value;
  }
  return limits;
}

function definedOnly(ttl: SandboxOptions["tokenTtl"]): Partial<TokenLifetimes> {
  const result: Partial<TokenLifetimes> = {};
  for (const key of ["tradeSeconds", "nonTradeSeconds", "refreshSeconds"] as const) {
    const value = ttl?.[key];
    if (value === undefined) continue;
    if (!(value > 0)) throw new Error(`tokenTtl.${key} must be a positive number of seconds, got ${value}`);
    result[key] = value;
  }
  return result;
}
