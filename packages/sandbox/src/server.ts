import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import { sessionLimits } from "@trade/core";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import type { Context } from "./context.js";
import { type Db, openDatabase } from "./db/database.js";
import { NotificationsHub } from "./feeds/notifications.js";
import { envelopeOf, HttpError } from "./http/errors.js";
import { accountRoutes } from "./routes/account.js";
import { authRoutes } from "./routes/auth.js";
import { testControlRoutes } from "./routes/testControls.js";
import { Clients, seedPersonas } from "./store/clients.js";
import { Funds } from "./store/funds.js";
import { Otps } from "./store/otps.js";
import { Preferences } from "./store/preferences.js";
import { Sessions } from "./store/sessions.js";

export interface SandboxOptions {
  /** Port to listen on; 0 picks a free one (default 4600). */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Where SQLite keeps the state; kept across restarts. */
  dataDir: string;
  /** The built app, served at /trade. */
  appDir?: string;
  /** Every OTP is this one (automation). */
  fixedOtp?: string;
  /** Token lifetimes in seconds (defaults: trade 8 h, non-trade 24 h, refresh 7 days). */
  tokenTtl?: { tradeSeconds?: number; nonTradeSeconds?: number; refreshSeconds?: number };
  /** Serve the test controls under /api/__sandbox (never in production-like runs). */
  testControls?: boolean;
  /** Where the sandbox's console lines go (OTPs among them). Default: stdout. */
  log?: (line: string) => void;
  /** Clock in epoch milliseconds (tests). */
  now?: () => number;
  /** Notifications feed heartbeat (default 10 s). */
  heartbeatMs?: number;
}

export interface Sandbox {
  /** http://host:port */
  url: string;
  port: number;
  dataDir: string;
  /** The last OTP issued to a client by this process. */
  lastOtp(clientCode: string): string | undefined;
  close(): Promise<void>;
  /** @internal */
  db: Db;
}

/** Start the sandbox broker: the API under /api, feeds under /feed, the app under /trade. */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const db = openDatabase(options.dataDir);
  seedPersonas(db, now());
  const sessions = new Sessions(db, {
    tradeSeconds: options.tokenTtl?.tradeSeconds ?? 8 * 3600,
    nonTradeSeconds: options.tokenTtl?.nonTradeSeconds ?? 24 * 3600,
    refreshSeconds: options.tokenTtl?.refreshSeconds ?? 7 * 24 * 3600,
  });
  const notifications = new NotificationsHub(sessions, now, options.heartbeatMs);
  const context: Context = {
    db,
    clients: new Clients(db),
    sessions,
    otps: new Otps(db, options.fixedOtp),
    preferences: new Preferences(db),
    funds: new Funds(db),
    notifications,
    now,
    log,
    cookies: {
      sessionTtlSeconds: sessionLimits.sessionCookieTtlSeconds,
      tokenTtlSeconds: sessionLimits.tokenCookieTtlSeconds,
      secure: true,
    },
  };

  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024, trustProxy: false });
  await app.register(fastifyCookie);

  app.setErrorHandler((error: FastifyError | HttpError, _request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(envelopeOf(error));
    }
    const status =
      typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) log(`sandbox error: ${error.stack ?? error.message}`);
    const message = status === 500 ? "Something went wrong" : readableFastifyMessage(error);
    return reply
      .status(status)
      .send(envelopeOf({ code: status === 500 ? "SERVER-ERROR" : `HTTP-${status}`, message }));
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url.startsWith("/feed/")) {
      return reply.status(404).send(
        envelopeOf({
          code: "NOT-FOUND",
          message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`,
        }),
      );
    }
    return reply.status(404).type("text/plain").send("Not found. The app is at /trade");
  });

  authRoutes(app, context);
  accountRoutes(app, context);
  if (options.testControls) testControlRoutes(app, context);
  serveApp(app, options.appDir);

  app.server.on("upgrade", (request, socket, head) => {
    const url = new URL(request.url ?? "/", "http://sandbox");
    if (url.pathname === "/feed/notifications") {
      notifications.upgrade(request, socket, head, url);
      return;
    }
    socket.destroy();
  });

  await app.listen({ port: options.port ?? 4600, host: options.host ?? "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : (options.port ?? 4600);
  const host =
    options.host === undefined || options.host === "127.0.0.1" || options.host === "0.0.0.0"
      ? "localhost"
      : options.host;
  return {
    url: `http://${host}:${port}`,
    port,
    dataDir: options.dataDir,
    db,
    lastOtp: (clientCode) => context.otps.last(clientCode.toUpperCase()),
    async close() {
      notifications.close();
      await app.close();
      db.close();
    },
  };
}

function readableFastifyMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return `body: ${error.message}`;
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "body: larger than the 1 MB limit";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "body: send application/json";
    default:
      return error.message;
  }
}

function serveApp(app: FastifyInstance, appDir: string | undefined): void {
  const root = appDir === undefined ? undefined : resolve(appDir);
  app.get("/", (_request, reply) => reply.redirect("/trade/"));
  if (root === undefined || !existsSync(join(root, "index.html"))) {
    const page =
      "<!doctype html><title>trade kit</title><h1>The app is not built</h1>" +
      "<p>Build it with <code>npx pnpm@10 --filter @trade/app build</code> and start the sandbox with " +
      "<code>--app packages/app/dist</code>, or run <code>npm start</code>.</p>";
    app.get("/trade", (_request, reply) => reply.type("text/html").send(page));
    app.get("/trade/*", (_request, reply) => reply.type("text/html").send(page));
    return;
  }
  app.register(fastifyStatic, { root, prefix: "/trade/", wildcard: false, index: false });
  app.get("/trade", (_request, reply) => reply.type("text/html").sendFile("index.html", root));
  app.get("/trade/", (_request, reply) => reply.type("text/html").sendFile("index.html", root));
  // Any /trade path that is not a file is a route of the app: answer index.html and let the router decide.
  app.get("/trade/*", (request, reply) => {
    const path = (request.params as { "*": string })["*"];
    if (path.startsWith("assets/") && existsSync(join(root, path))) return reply.sendFile(path, root);
    if (/\.[a-z0-9]+$/i.test(path) && existsSync(join(root, path))) return reply.sendFile(path, root);
    return reply.type("text/html").sendFile("index.html", root);
  });
}
