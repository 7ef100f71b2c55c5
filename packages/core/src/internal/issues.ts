interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  expected?: string;
}

/** One line naming each failing field: `otp: must be 6 digits; deviceId: expected string`. */
export function formatIssues(issues: readonly Issue[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
      const message =
        issue.message === "Invalid input" && issue.expected ? `expected ${issue.expected}` : issue.message;
      return `${field}: ${message}`;
    })
    .join("; ");
}
