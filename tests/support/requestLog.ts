/**
 * A `fetch` for a test's client that records each request as "METHOD /path" when it is sent and again when its answer
 * has arrived, so a test can wait for a read to be answered and assert that nothing was sent (no POST /api/v5/order),
 * instead of sleeping a fixed time.
 */
export interface RequestLog {
  fetch: typeof fetch;
  /** Requests sent, in order. */
  sent: string[];
  /** Requests answered, in order of their answers. */
  answered: string[];
  /** The requests sent since `mark` (a length of `sent` taken earlier) matching `request` ("POST /api/v5/order"). */
  sentSince(mark: number, request: string): string[];
}

export function requestLog(): RequestLog {
  const sent: string[] = [];
  const answered: string[] = [];
  return {
    sent,
    answered,
    async fetch(input, init) {
      const request = `${init?.method ?? "GET"} ${new URL(String(input)).pathname}`;
      sent.push(request);
      const response = await fetch(input, init);
      answered.push(request);
      return response;
    },
    sentSince: (mark, request) => sent.slice(mark).filter((entry) => entry === request),
  };
}
