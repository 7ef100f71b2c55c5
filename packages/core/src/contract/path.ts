import type { Endpoint } from "./endpoint.js";

/** The `{name}` parts of a path template: `"/v1/sip/{sip_id}"` → `"sip_id"`. */
export type PathParamNames<TPath extends string> = TPath extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values a path template needs, one per `{name}` part; a missing one is a type error. */
export type PathParams<TPath extends string> = { [Name in PathParamNames<TPath>]: string | number };

/**
 * Fill a path template's `{name}` parts, each value URI-encoded. A missing or empty value is a TypeError (nothing is
 * sent to a path that names no resource).
 *
 * @example
 * ```ts
 * path("/v1/sip/{sip_id}/transactions", { sip_id: 42 }); // "/v1/sip/42/transactions"
 * ```
 */
export function path<const TPath extends string>(template: TPath, params: PathParams<TPath>): string {
  const values = params as Record<string, string | number | undefined>;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === "") {
      throw new TypeError(`${template}: the path parameter '${name}' is required`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The endpoint at one resource's path: `{name}` parts filled with `path()`. Resources of areas whose paths carry ids
 * (SIP, alerts, backtests) call through it: `this.call(atPath(sipEndpoints.update, { sip_id }), { body })`.
 */
export function atPath<TEndpoint extends Endpoint>(
  endpoint: TEndpoint,
  params: PathParams<TEndpoint["path"]>,
): TEndpoint {
  return { ...endpoint, path: path(endpoint.path, params) };
}
