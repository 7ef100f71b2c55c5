interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  expected?: string;
}

/** A schema issue before it has a message: what zod/mini hands to a parse's `error` option. */
export interface RawIssue {
  code: string;
  path?: readonly PropertyKey[] | undefined;
  input?: unknown;
  expected?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  divisor?: number;
}

/** `MARKET, LIMIT, SL or SL-M`. */
const either = (values: readonly unknown[]): string => {
  const words = values.map(String);
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
};

const aOrAn = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** What came instead, short: `"LMT"`, `a list`, `null`. */
const shown = (input: unknown): string => {
  if (typeof input === "string") return `"${input.length > 40 ? `${input.slice(0, 40)}…` : input}"`;
  if (input === null) return "null";
  if (Array.isArray(input)) return "a list";
  if (typeof input === "object") return "an object";
  return String(input);
};

const sizeUnit = (origin: string | undefined) =>
  origin === "string" ? " characters" : origin === "array" || origin === "set" ? " items" : "";

/**
 * What is wrong, in words, for a parse's `error` option: `orderType is required: MARKET, LIMIT, SL or SL-M`,
 * `quantity must be a number, not "5"`, `foo is not a field of this call`. A message the contract gives a check of its
 * own wins over this one; an issue not described here keeps zod's text.
 */
export function issueInWords(where: string): (issue: RawIssue) => string | undefined {
  return (issue) => {
    const field =
      issue.path !== undefined && issue.path.length > 0 ? issue.path.map(String).join(".") : where;
    const missing = issue.input === undefined;
    switch (issue.code) {
      case "invalid_value":
        return missing
          ? `${field} is required: ${either(issue.values ?? [])}`
          : `${field} must be ${either(issue.values ?? [])}, not ${shown(issue.input)}`;
      case "invalid_type":
        return missing
          ? `${field} is required (${aOrAn(issue.expected ?? "value")})`
          : `${field} must be ${aOrAn(issue.expected ?? "value")}, not ${shown(issue.input)}`;
      case "too_small":
        return `${field} must be ${issue.inclusive === false ? "more than" : "at least"} ${issue.minimum}${sizeUnit(issue.origin)}`;
      case "too_big":
        return `${field} must be ${issue.inclusive === false ? "less than" : "at most"} ${issue.maximum}${sizeUnit(issue.origin)}`;
      case "not_multiple_of":
        return `${field} must be a multiple of ${issue.divisor}`;
      case "unrecognized_keys": {
        const keys = issue.keys ?? [];
        const names = keys.map((key) => (field === where ? key : `${field}.${key}`)).join(", ");
        return `${names} ${keys.length === 1 ? "is not a field" : "are not fields"} of this call`;
      }
      case "invalid_format":
        return `${field} is not in the expected format`;
      case "invalid_union":
        return `${field} matches none of the accepted shapes`;
      default:
        return undefined;
    }
  };
}

/** One line naming each failing field: `otp must be 6 digits; deviceId: expected string`. */
export function formatIssues(issues: readonly Issue[], where = "body"): string {
  return issues
    .map((issue) => {
      const field = issue.path.length > 0 ? issue.path.map(String).join(".") : where;
      const message =
        issue.message === "Invalid input" && issue.expected ? `expected ${issue.expected}` : issue.message;
      // A message in words names its field already ("orderType is required: ...", "foo is not a field ...").
      const named = message.startsWith(`${field} `) || message.startsWith(`${field}:`);
      if (named || (issue.code === "unrecognized_keys" && message.endsWith(" of this call"))) {
        return message;
      }
      return `${field}: ${message}`;
    })
    .join("; ");
}
