import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";

/** Options of {@link nodeFetch}. */
export interface NodeFetchOptions {
  /** Sockets kept open per host (default 64). */
  maxSockets?: number;
}

/**
 * Node only: a `fetch` for the SDK built on `node:http` and `node:https` with keep-alive agents.
 *
 * Node's built-in `fetch` (undici) registers every response with a finalization registry, so each call leaves
 * objects that survive minor collections and are promoted: a script placing hundreds of orders a second pays for it
 * in garbage-collection pauses of tens of milliseconds. This one answers with a small response object that dies
 * young. It does what the SDK asks of `fetch` (method, headers, a string body, an abort signal; status, headers and
 * text of the answer), not the whole of the Fetch standard: no streaming bodies, no redirects, no cookies.
 *
 * @example
 * ```ts
 * import { createTradeClient } from "@trade/core";
 * import { nodeFetch } from "@trade/core/node";
 * const client = createTradeClient({ baseUrl, platform: "node", fetch: nodeFetch() });
 * ```
 */
export function nodeFetch(options: NodeFetchOptions = {}): typeof globalThis.fetch {
  const maxSockets = options.maxSockets ?? 64;
  const httpAgent = new HttpAgent({ keepAlive: true, maxSockets });
  const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets });
  const fetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    if (typeof input === "object" && "method" in input) {
      return Promise.reject(new TypeError("nodeFetch takes a URL, not a Request"));
    }
    const url = typeof input === "string" ? new URL(input) : input;
    const secure = url.protocol === "https:";
    const headers: Record<string, string> = {};
    if (init.headers !== undefined) {
      const given = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
      given.forEach((value, name) => {
        headers[name] = value;
      });
    }
    const body = init.body ?? undefined;
    if (body !== undefined && typeof body !== "string") {
      return Promise.reject(new TypeError("nodeFetch sends string bodies only"));
    }
    return new Promise<Response>((resolve, reject) => {
      const request = (secure ? httpsRequest : httpRequest)(
        url,
        {
          method: init.method ?? "GET",
          headers,
          agent: secure ? httpsAgent : httpAgent,
          signal: init.signal ?? undefined,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("error", reject);
          answer.on("end", () => {
            const text =
              chunks.length === 1 ? (chunks[0] as Buffer).toString() : Buffer.concat(chunks).toString();
            // What the SDK reads of a Response (status, headers, text), not all of it: see the comment above.
            resolve(
              new NodeResponse(
                answer.statusCode ?? 0,
                answer.statusMessage ?? "",
                answer.headers,
                text,
                url.href,
              ) as unknown as Response,
            );
          });
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  };
  return fetch as typeof globalThis.fetch;
}

/** The answer's headers, read-only, names case-insensitive. */
class NodeHeaders {
  readonly #headers: IncomingHttpHeaders;
  constructor(headers: IncomingHttpHeaders) {
    this.#headers = headers;
  }
  get(name: string): string | null {
    const value = this.#headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  }
  has(name: string): boolean {
    return this.#headers[name.toLowerCase()] !== undefined;
  }
  forEach(callback: (value: string, name: string) => void): void {
    for (const name of Object.keys(this.#headers)) callback(this.get(name) as string, name);
  }
}

/** What the SDK reads of a response: status, headers and the text of the body. */
class NodeResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly headers: NodeHeaders;
  readonly url: string;
  /** Non-null when there is a body, as with `Response.body` (ofetch looks at it before reading the text). */
  readonly body: string | null;
  #used = false;
  constructor(status: number, statusText: string, headers: IncomingHttpHeaders, text: string, url: string) {
    this.status = status;
    this.statusText = statusText;
    this.ok = status >= 200 && status < 300;
    this.headers = new NodeHeaders(headers);
    this.url = url;
    this.body = text === "" ? null : text;
  }
  get bodyUsed(): boolean {
    return this.#used;
  }
  async text(): Promise<string> {
    this.#used = true;
    return this.body ?? "";
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}
