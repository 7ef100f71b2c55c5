import * as z from "zod";
import * as zc from "zod/v4/core";
import { HttpError, sandboxCodes } from "./reply.js";

/** Readable English messages for the contract's zod/mini schemas (zod/mini ships without a locale). */
export function useReadableMessages(): void {
  z.config(z.locales.en());
}
useReadableMessages();

/** Where a value came from, for messages: `body: expected object`, `query: ...`. */
export type Where = "body" | "query";

/** Names echoed in messages are cut to 40 characters (a fuzzer's 10 kB key stays out of the answer). */
const short = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

/** One issue as a line that names the field: `otp: must be 6 digits`, `foo: unknown field`. */
function describeIssue(issue: zc.$ZodIssue, where: Where): string {
  const path = short(issue.path.map(String).join("."));
  if (issue.code === "unrecognized_keys") {
    const names = issue.keys
      .slice(0, 5)
      .map((key) => short(path === "" ? key : `${path}.${key}`))
      .join(", ");
    return `${names}: unknown field${issue.keys.length === 1 ? "" : "s"}`;
  }
  const field = path === "" ? where : path;
  // A refinement may name its fields itself ("clientCode or mobile: give exactly one of the two").
  return issue.message.startsWith(`${field} `) || issue.message.startsWith(`${field}:`)
    ? issue.message
    : `${field}: ${issue.message}`;
}

/** Parse with a contract schema; a failure is a 400 VALIDATION whose message names each field (at most 5). */
export function parseWith<TSchema extends zc.$ZodType>(
  schema: TSchema,
  value: unknown,
  where: Where,
): zc.output<TSchema> {
  const result = zc.safeParse(schema, value);
  if (result.success) return result.data;
  const message = result.error.issues
    .slice(0, 5)
    .map((issue) => describeIssue(issue, where))
    .join("; ");
  throw new HttpError(400, sandboxCodes.validation, message || `${where}: invalid`);
}

/** A call whose contract has no query: any parameter is refused, by name. */
export function refuseQuery(query: unknown): void {
  if (typeof query !== "object" || query === null) return;
  const names = Object.keys(query);
  if (names.length === 0) return;
  throw new HttpError(
    400,
    sandboxCodes.validation,
    `${names.slice(0, 5).map(short).join(", ")}: unknown query parameter${names.length === 1 ? "" : "s"}`,
  );
}
