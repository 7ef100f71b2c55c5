import type { Profile, TradeClient } from "@trade/core";
import type { SipTransaction, StockSip } from "@trade/core/sip";
import { afterEach, beforeEach, vi } from "vitest";
import { profileData } from "../../../../core/src/__tests__/fakeServer.js";
import { offlineClient } from "../../trading/__tests__/support.js";

/** A retail client with the cash segment; `asba` turns on the UPI mandate. */
export const profileWith = (asba = false): Profile => ({ ...(profileData as Profile), asba });

/** A SIP as the broker lists it. */
export const makeSip = (over: Partial<StockSip>): StockSip => ({
  sip_id: "1",
  instrument_symbol: "ITC",
  instrument_id: 1660,
  instrument_name: "ITC LTD",
  instrument_trade_symbol: "ITC-EQ",
  exchange: "NSE",
  exchangeSegment: 1,
  order_type: "QTY",
  order_value: 2,
  frequency: "WEEKLY",
  status: "ACTIVE",
  start_date: "2026-11-05",
  end_date: null,
  next_date: "2026-12-03",
  strategy_code: null,
  created_at: 1,
  updated_at: 1,
  ...over,
});

const envelope = (data: unknown, status = true, errorCode: string | null = null, message = "SUCCESS") => ({
  status,
  message,
  errorCode,
  data,
});

/** What the stub broker holds and what it was sent; `refuse` makes the next create or update fail with a message. */
export interface SipServer {
  client: TradeClient;
  profile: Profile;
  sips: StockSip[];
  transactions: Record<string, SipTransaction[]>;
  sent: { method: string; path: string; body: unknown }[];
  refuse?: string;
}

/** A client whose broker answers the profile and the SIP calls from memory (PUT applies the status or terms). */
export function sipServer(profile = profileWith()): SipServer {
  const server: SipServer = { client: undefined as never, profile, sips: [], transactions: {}, sent: [] };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fetchStub: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, "");
    const method = init?.method ?? "GET";
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    if (path.startsWith("/v1/sip")) server.sent.push({ method, path, body });
    if (path === "/v2/profile/get") return json(200, envelope(server.profile));
    if ((method === "POST" || method === "PUT") && server.refuse !== undefined) {
      return json(422, envelope(null, false, "SIP-REFUSED", server.refuse));
    }
    if (path === "/v1/sip" && method === "GET") return json(200, envelope({ sips: server.sips }));
    if (path === "/v1/sip" && method === "POST") {
      const sip = makeSip({ ...body, sip_id: String(server.sips.length + 1), next_date: body.start_date });
      server.sips.unshift(sip);
      return json(200, envelope({ sip }));
    }
    const transactions = /^\/v1\/sip\/(\w+)\/transactions$/.exec(path);
    if (transactions) {
      return json(200, envelope({ transactions: server.transactions[transactions[1] as string] ?? [] }));
    }
    const one = /^\/v1\/sip\/(\w+)$/.exec(path);
    const at = server.sips.findIndex((sip) => sip.sip_id === one?.[1]);
    if (one && method === "PUT" && at >= 0) {
      const sip = { ...(server.sips[at] as StockSip), ...body };
      server.sips[at] = sip;
      return json(200, envelope({ sip }));
    }
    return json(404, envelope(null, false, "NOT-FOUND", "no"));
  };
  server.client = offlineClient(fetchStub);
  return server;
}

/**
 * Each test of the file on Wednesday 2 December 2026, 10:00 IST (fake timers and date) with a fresh stub broker,
 * handed to `use` to keep and fill; closed after the test.
 */
export function sipServerPerTest(use: (server: SipServer) => void): void {
  let server: SipServer | undefined;
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
      now: Date.parse("2026-12-02T10:00:00+05:30"),
    });
    server = sipServer();
    use(server);
  });
  afterEach(() => {
    server?.client.close();
    vi.useRealTimers();
  });
}
