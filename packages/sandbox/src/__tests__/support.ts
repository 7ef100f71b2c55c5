import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Envelope } from "@trade/core";
import { WebSocket } from "ws";
import { type Sandbox, type SandboxOptions, startSandbox } from "../server.js";

export interface Answer<TData = Record<string, unknown>> {
  status: number;
  body: Envelope<TData>;
  headers: Headers;
  /** Set-Cookie lines by cookie name. */
  cookies: Map<string, string>;
}

export interface TestBroker {
  sandbox: Sandbox;
  dataDir: string;
  /** Console lines (OTPs among them). */
  lines: string[];
  /** The fake clock: read it, or move it on. */
  clock: { now: number; advance(ms: number): void };
  api<TData = Record<string, unknown>>(path: string, init?: RequestInit): Promise<Answer<TData>>;
  post<TData = Record<string, unknown>>(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<TData>>;
  /** Log in with the OTP the console printed; bearer tokens in the body. */
  loginBearer(clientCode: string, deviceId?: string): Promise<Tokens>;
  /** Log in like a browser; the cookies come back as a Cookie header value per token. */
  loginCookies(clientCode: string, deviceId?: string): Promise<Cookies>;
  socket(query?: string, headers?: Record<string, string>): Promise<FeedSocket>;
  close(): Promise<void>;
}

export interface Tokens {
  tradeToken: string;
  nonTradeToken: string;
  refreshToken: string;
  tradeTokenExpiresAt: number;
  nonTradeTokenExpiresAt: number;
  refreshTokenExpiresAt: number;
}

export interface Cookies {
  /** `trade_token=...; nt_token=...; refresh_token=...` */
  all: string;
  trade: string;
  nontrade: string;
  refresh: string;
  setCookie: Map<string, string>;
}

export interface FeedSocket {
  ws: WebSocket;
  messages: string[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first message (from now on, or already received) that matches. */
  next(match: (text: string) => boolean, timeoutMs?: number): Promise<string>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A sandbox on a random port, a fresh data directory, a fake clock and a captured console. */
export async function startBroker(options: Partial<SandboxOptions> = {}): Promise<TestBroker> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "sandbox-unit-"));
  const lines: string[] = [];
  const clock = {
    now: Date.UTC(2026, 10, 23, 4, 0, 0),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const sandbox = await startSandbox({
    port: 0,
    log: (line) => lines.push(line),
    now: () => clock.now,
    // Tests call far faster than a person; the rate-limit tests set limits of their own.
    rateLimits: false,
    ...options,
    dataDir,
  }).catch((error: unknown) => {
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const sockets: WebSocket[] = [];

  const api = async <TData>(path: string, init: RequestInit = {}): Promise<Answer<TData>> => {
    const response = await fetch(`${sandbox.url}${path}`, { redirect: "manual", ...init });
    const text = await response.text();
    let body: Envelope<TData>;
    try {
      body = JSON.parse(text) as Envelope<TData>;
    } catch {
      body = { status: false, message: text, errorCode: "NOT-JSON", data: null };
    }
    const cookies = new Map(response.headers.getSetCookie().map((line) => [line.split("=")[0] ?? "", line]));
    return { status: response.status, body, headers: response.headers, cookies };
  };
  const post = <TData>(path: string, body: unknown, headers: Record<string, string> = {}) =>
    api<TData>(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const otpFor = async (clientCode: string) => {
    const sent = await post("/api/login/v3/generateOtp", { clientCode });
    if (sent.status !== 200) throw new Error(`generateOtp answered ${sent.status}: ${sent.body.message}`);
    const otp = sandbox.lastOtp(clientCode);
    if (otp === undefined) throw new Error("no OTP");
    return otp;
  };

  return {
    sandbox,
    dataDir,
    lines,
    clock,
    api,
    post,
    async loginBearer(clientCode, deviceId = `dev-${clientCode.toLowerCase()}-node`) {
      const otp = await otpFor(clientCode);
      const answer = await post<{ tokens: Tokens }>("/api/login/v3/verifyOtp", {
        clientCode,
        otp,
        deviceId,
        platform: "node",
        tokenDelivery: "body",
      });
      if (answer.status !== 200 || answer.body.data === null) throw new Error(answer.body.message);
      return answer.body.data.tokens;
    },
    async loginCookies(clientCode, deviceId = `dev-${clientCode.toLowerCase()}-web`) {
      const otp = await otpFor(clientCode);
      const answer = await post("/api/login/v3/verifyOtp", { clientCode, otp, deviceId });
      if (answer.status !== 200) throw new Error(answer.body.message);
      const pair = (name: string) => (answer.cookies.get(name) ?? "").split(";")[0] ?? "";
      const trade = pair("trade_token");
      const nontrade = pair("nt_token");
      const refresh = pair("refresh_token");
      return {
        all: [trade, nontrade, refresh].join("; "),
        trade,
        nontrade,
        refresh,
        setCookie: answer.cookies,
      };
    },
    socket(query = "", headers = {}) {
      const ws = new WebSocket(`${sandbox.url.replace("http", "ws")}/feed/notifications${query}`, {
        headers,
      });
      sockets.push(ws);
      const messages: string[] = [];
      const waiting = new Set<{ match: (text: string) => boolean; resolve: (text: string) => void }>();
      ws.on("message", (data) => {
        const text = data.toString();
        messages.push(text);
        for (const waiter of waiting) {
          if (waiter.match(text)) {
            waiting.delete(waiter);
            waiter.resolve(text);
          }
        }
      });
      const closed = new Promise<{ code: number; reason: string }>((resolve) => {
        ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
      });
      const next = (match: (text: string) => boolean, timeoutMs = 3000) => {
        const seen = messages.find(match);
        if (seen !== undefined) return Promise.resolve(seen);
        return new Promise<string>((resolve, reject) => {
          const waiter = { match, resolve };
          waiting.add(waiter);
          setTimeout(() => {
            waiting.delete(waiter);
            reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
          }, timeoutMs).unref();
        });
      };
      return new Promise<FeedSocket>((resolve, reject) => {
        ws.once("open", () => resolve({ ws, messages, closed, next }));
        ws.once("error", reject);
        ws.once("unexpected-response", (_request, response) =>
          reject(new Error(`upgrade refused: ${response.statusCode}`)),
        );
      });
    },
    async close() {
      for (const ws of sockets) ws.terminate();
      await sandbox.close();
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
