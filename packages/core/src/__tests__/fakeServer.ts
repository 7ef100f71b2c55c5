import type { BearerTokens } from "../contract/auth.js";

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type FakeAnswer = { status?: number; json?: unknown; text?: string; headers?: Record<string, string> };
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A `fetch` that answers from a handler, recording every request. */
export function fakeFetch(handler: FakeHandler): { fetch: typeof fetch; requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const raw = init?.body;
    const request: FakeRequest = {
      method: init?.method ?? "GET",
      path: url.pathname.replace(/^\/api/, ""),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof raw === "string" && raw !== "" ? JSON.parse(raw) : undefined,
      signal: init?.signal ?? undefined,
    };
    requests.push(request);
    const answer = await handler(request);
    const text = answer.text ?? (answer.json === undefined ? "" : JSON.stringify(answer.json));
    const contentType = answer.json !== undefined ? "application/json" : "text/html";
    return new Response(text === "" ? null : text, {
      status: answer.status ?? 200,
      headers: { "content-type": contentType, ...answer.headers },
    });
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}

export const ok = (data: unknown): FakeAnswer => ({
  status: 200,
  json: { status: true, message: "SUCCESS", errorCode: null, data },
});

export const fail = (status: number, errorCode: string | null, message = "failed"): FakeAnswer => ({
  status,
  json: { status: false, message, errorCode, data: null },
});

export const rms = {
  availableCash: 50_000_000,
  payin: 0,
  payout: 0,
  collateral: 0,
  utilisedMargin: 0,
  m2mRealised: 0,
  m2mUnrealised: 0,
  availableMargin: 50_000_000,
};

export const tokens: BearerTokens = {
  tradeToken: "trade-1",
  nonTradeToken: "nt-1",
  refreshToken: "refresh-1",
  tradeTokenExpiresAt: 0,
  nonTradeTokenExpiresAt: 0,
  refreshTokenExpiresAt: 0,
};

export const profileData = {
  clientId: "DEMO01",
  ClientCode: "DEMO01",
  userType: "RETAIL",
  dpNumber: "1208160000000001",
  accountType: "D",
  clientDetails: { firstName: "Asha", middleName: "", lastName: "Verma" },
  mobile: "90XXXXXX01",
  email: "asha@example.com",
  gmId: 12,
  accountStatus: { tradeReady: true, issues: [], blockedOperations: [] },
  dormant: false,
  renew: false,
  ntRenew: false,
  segments: ["nse_cm"],
  poa: false,
  ddpi: true,
  asba: false,
  mtfEnabled: true,
};
