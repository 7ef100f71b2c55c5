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
}

/** What came instead, short: `"LMT"`, `5`, `null`, `[object Object]`. */
const shown = (input: unknown): string =>
  typeof input === "string" ? JSON.stringify(input.slice(0, 40)) : String(input);

/**
 * What is wrong, in words, for a parse's `error` option: `orderType is required: MARKET, LIMIT, SL or SL-M`,
 * `quantity must be a number, not "5"`, `foo is not a field of this call`. A message the contract gives a check of its
 * own wins over this one; an issue not described here keeps zod's text.
 */
export function issueInWords(where: string): (issue: RawIssue) => string | undefined {
  return (issue) => {
    const field = issue.path?.length ? issue.path.join(".") : where;
    const { code, input, values, expected, keys = [] } = issue;
    const wanted =
      code === "invalid_value"
        ? (values ?? [])
            .map(String)
            .join(", ")
            .replace(/, ([^,]*)$/, " or $1")
        : code === "invalid_type"
          ? `${/^[aeiou]/.test(expected ?? "") ? "an" : "a"} ${expected}`
          : undefined;
    if (wanted !== undefined) {
      return input === undefined
        ? `${field} is required: ${wanted}`
        : `${field} must be ${wanted}, not ${shown(input)}`;
    }
    if (code === "too_small" || code === "too_big") {
      const small = code === "too_small";
      const bound = small ? issue.minimum : issue.maximum;
      const than =
        issue.inclusive === false ? (small ? "more than" : "less than") : small ? "at least" : "at most";
      const unit = issue.origin === "string" ? " characters" : issue.origin === "array" ? " items" : "";
      return `${field} must be ${than} ${bound}${unit}`;
    }
    if (code === "unrecognized_keys") {
      const names = keys.map((key) => (field === where ? key : `${field}.${key}`)).join(", ");
      return `${names} ${keys.length === 1 ? "is not a field" : "are not fields"} of this call`;
    }
    return undefined;
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
