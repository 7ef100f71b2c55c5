import type * as z from "zod/mini";

/** One entry of the endpoint tables: method, path, credential, schemas. */

/**
 * Which credential a call needs. `trade`: the trade access token; `nontrade`: the non-trade token (profile,
 * discovery, watchlist); `refresh`: the refresh token used to renew the other two; `none`: anonymous.
 */
export type TokenKind = "none" | "trade" | "nontrade" | "refresh";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint<
  TBody extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TQuery extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TData extends z.ZodMiniType = z.ZodMiniType,
  TPath extends string = string,
> {
  method: HttpMethod;
  /**
   * Path under the API base, verbatim from the spec where it names one. A `{name}` part is filled per call with
   * `atPath(endpoint, { name })` (contract/path.ts).
   */
  path: TPath;
  token: TokenKind;
  body: TBody;
  query: TQuery;
  /** Schema of the envelope's `data`. */
  data: TData;
  /** Safe to retry: GETs, and writes the server de-duplicates. */
  idempotent: boolean;
  /** A call that mints tokens: a 401 'Not authorized' on it asks for a trade token renewal (spec 1 §8). */
  tokenGeneration?: boolean;
}

/** One endpoint of the table; `idempotent` defaults to true for GET. */
export const endpoint = <
  TBody extends z.ZodMiniType | undefined,
  TQuery extends z.ZodMiniType | undefined,
  TData extends z.ZodMiniType,
  const TPath extends string = string,
>(
  e: Omit<Endpoint<TBody, TQuery, TData, TPath>, "idempotent"> & { idempotent?: boolean },
): Endpoint<TBody, TQuery, TData, TPath> => ({ ...e, idempotent: e.idempotent ?? e.method === "GET" });

/** @internal A GET entry of a table: no body, safe to retry. */
export const getEndpoint = <
  TQuery extends z.ZodMiniType | undefined,
  TData extends z.ZodMiniType,
  const TPath extends string,
>(
  token: TokenKind,
  path: TPath,
  query: TQuery,
  data: TData,
) => endpoint({ method: "GET", path, token, body: undefined, query, data });

/** @internal A POST entry of a table: no query; retried only where the server de-duplicates (`idempotent`). */
export const postEndpoint = <
  TBody extends z.ZodMiniType,
  TData extends z.ZodMiniType,
  const TPath extends string,
>(
  token: TokenKind,
  path: TPath,
  body: TBody,
  data: TData,
  idempotent = false,
) => endpoint({ method: "POST", path, token, body, query: undefined, data, idempotent });
