import type { Socket } from "node:net";
import type { Endpoint } from "@trade/core";
import { tradingEndpoints } from "@trade/core/orders";
import type { FastifyReply } from "fastify";

/** The sandbox's limits per client, like a real broker's (docs/sandbox.md, "Rate limits"). */
export interface RateLimits {
  /** Order placements, modifications and cancellations one client may send a second (Kite: 10). */
  ordersPerSecond: number;
  /** Modifications one order may have over its life (Kite: 25). */
  modificationsPerOrder: number;
  /** Every other API call, per client (or per address before login), a minute. */
  callsPerMinute: number;
  /** Open HTTP connections (feed sockets among them) from one address. */
  connectionsPerAddress: number;
  /** Feed sockets one client may hold across all feeds. */
  socketsPerClient: number;
  /** Wrong partner secrets, and SSO codes that are not valid, one address may send a minute. */
  ssoFailuresPerMinute: number;
}

/** What `npm start` runs with. */
export const defaultRateLimits: RateLimits = {
  ordersPerSecond: 10,
  modificationsPerOrder: 25,
  callsPerMinute: 600,
  connectionsPerAddress: 128,
  socketsPerClient: 40,
  ssoFailuresPerMinute: 5,
};

/** No limits at all (tests and benchmarks that drive one client hard). */
export const noRateLimits: RateLimits = {
  ordersPerSecond: Number.POSITIVE_INFINITY,
  modificationsPerOrder: Number.POSITIVE_INFINITY,
  callsPerMinute: Number.POSITIVE_INFINITY,
  connectionsPerAddress: Number.POSITIVE_INFINITY,
  socketsPerClient: Number.POSITIVE_INFINITY,
  ssoFailuresPerMinute: Number.POSITIVE_INFINITY,
};

/** The calls that count as orders: placing, modifying and cancelling, one by one or in batches. */
const orderCalls = new Set<Endpoint>([
  tradingEndpoints.placeOrder,
  tradingEndpoints.modifyOrder,
  tradingEndpoints.cancelOrders,
  tradingEndpoints.partialPosition,
  tradingEndpoints.batchOrders,
  tradingEndpoints.batchCancel,
  tradingEndpoints.batchMultiOps,
  tradingEndpoints.batchSchedule,
  tradingEndpoints.batchCancelSchedule,
]);

/** The order ids a call modifies (the modify call, and the modify operations of a multi-ops batch). */
function modifiedOrders(endpoint: Endpoint, body: unknown): string[] {
  if (endpoint === tradingEndpoints.modifyOrder) return [(body as { orderId: string }).orderId];
  if (endpoint !== tradingEndpoints.batchMultiOps) return [];
  const { operations } = body as { operations: { op: string; order?: { orderId?: string } }[] };
  return operations.flatMap((operation) =>
    operation.op === "modify" && operation.order?.orderId !== undefined ? [operation.order.orderId] : [],
  );
}

/** What the limiter says of a call: go ahead, wait (429), or never (the order's modifications are used up). */
export type Verdict =
  | { ok: true }
  | { ok: false; retryAfterSeconds: number }
  | { ok: false; modifications: number };

/**
 * Sliding windows per client and kind of call (at most N calls in any second, or any minute: a burst straddling
 * two calendar seconds gets no more), and the modification count of each order.
 */
export class RateLimiter {
  readonly limits: RateLimits;
  /** The times of the calls in the current window, oldest first. */
  readonly #windows = new Map<string, number[]>();
  readonly #modifications = new Map<string, number>();
  readonly #now: () => number;

  constructor(limits: RateLimits, now: () => number = Date.now) {
    this.limits = limits;
    this.#now = now;
  }

  /** Count a call of `endpoint` by `who` (a client code, or an address before login). */
  check(endpoint: Endpoint, who: string, body: unknown): Verdict {
    const isOrder = orderCalls.has(endpoint);
    const verdict = isOrder
      ? this.#take(`orders:${who}`, this.limits.ordersPerSecond, 1000)
      : this.#take(`calls:${who}`, this.limits.callsPerMinute, 60_000);
    if (!verdict.ok || !isOrder) return verdict;
    const orderIds = modifiedOrders(endpoint, body);
    const max = this.limits.modificationsPerOrder;
    if (orderIds.some((orderId) => (this.#modifications.get(`${who}:${orderId}`) ?? 0) >= max))
      return { ok: false, modifications: max };
    for (const orderId of orderIds) {
      const key = `${who}:${orderId}`;
      this.#modifications.set(key, (this.#modifications.get(key) ?? 0) + 1);
    }
    return verdict;
  }

  #take(key: string, max: number, windowMs: number): Verdict {
    if (max === Number.POSITIVE_INFINITY) return { ok: true };
    const now = this.#now();
    let calls = this.#windows.get(key);
    if (calls === undefined) {
      if (this.#windows.size >= 10_000) this.#prune(now, windowMs);
      calls = [];
      this.#windows.set(key, calls);
    }
    let expired = 0;
    while (expired < calls.length && (calls[expired] as number) <= now - windowMs) expired++;
    if (expired > 0) calls.splice(0, expired);
    if (calls.length >= max) {
      const oldest = calls[0] as number;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    calls.push(now);
    return { ok: true };
  }

  /** Forget windows with no call left in them. */
  #prune(now: number, windowMs: number): void {
    for (const [key, calls] of this.#windows) {
      if ((calls[calls.length - 1] ?? 0) <= now - Math.max(windowMs, 60_000)) this.#windows.delete(key);
    }
  }
}

/**
 * The answer to a call over the limit: 429 with Retry-After and a plain-text body. Not the JSON envelope: a non-JSON
 * 429 is what the SDK's rate-limit handling (spec 1 §8) recognises.
 */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .status(429)
    .header("retry-after", String(retryAfterSeconds))
    .type("text/plain; charset=utf-8")
    .send(`Too many requests. Please try again in ${retryAfterSeconds} s.`);
}

/** Refuse connections from an address past `max` open ones (the socket is closed at once). */
export function capConnections(
  server: { on(event: "connection", listener: (socket: Socket) => void): unknown },
  max: number,
): void {
  if (max === Number.POSITIVE_INFINITY) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
