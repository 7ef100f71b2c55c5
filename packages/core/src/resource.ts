import type * as z from "zod/mini";
import type { CallInput, TradeClient } from "./client.js";
import type { Endpoint } from "./contract/endpoint.js";
import type { RequestOptions } from "./transport/http.js";

/**
 * The base of every area's resource: it holds the client and calls endpoints of the contract through it (input
 * checked, standard headers, the error catalogue, the answer parsed). An area's methods are thin: build the input,
 * call, shape the answer. See docs/architecture.md, "One way into the API".
 *
 * @example
 * ```ts
 * export class SipResource extends Resource {
 *   get(sipId: number, options?: RequestOptions) {
 *     return this.call(atPath(sipEndpoints.get, { sip_id: sipId }), {}, options);
 *   }
 * }
 * ```
 */
export abstract class Resource {
  /** The client every call goes through. */
  protected readonly client: TradeClient;

  constructor(client: TradeClient) {
    this.client = client;
  }

  /** Call one endpoint through the client (`client.call`). */
  protected call<TEndpoint extends Endpoint>(
    endpoint: TEndpoint,
    input?: CallInput,
    options?: RequestOptions,
  ): Promise<z.infer<TEndpoint["data"]>> {
    return this.client.call(endpoint, input, options);
  }
}

/**
 * An area's accessor: `tradingOf(client)`, `marketOf(client)`, ... One instance per client, made on first use and
 * kept as long as the client lives (a WeakMap), so every screen, hook and script shares one (and one feed).
 */
export function accessorOf<TArea>(make: (client: TradeClient) => TArea): (client: TradeClient) => TArea {
  const made = new WeakMap<TradeClient, TArea>();
  return (client) => {
    let area = made.get(client);
    if (area === undefined) {
      area = make(client);
      made.set(client, area);
    }
    return area;
  };
}
