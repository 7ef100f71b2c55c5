import * as z from "zod";
import { HttpError } from "./errors.js";

// Readable messages for the contract's zod/mini schemas (they share zod's core and its configuration).
z.config(z.locales.en());

interface Parsable {
  safeParse(value: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/** Parse with a contract schema; a failure is a 400 whose message names each field. */
export function parseWith<TValue>(schema: Parsable, value: unknown, where: "body" | "query"): TValue {
  const result = schema.safeParse(value);
  if (result.success) return result.data as TValue;
  const issues = result.error?.issues ?? [];
  const message = issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join(".") : where}: ${issue.message}`)
    .join("; ");
  throw new HttpError(400, "VALIDATION", message || `invalid ${where}`);
}
