/**
 * A `fetch` for a test's client that records each request as "METHOD /path" when it is sent and again when its answer
 * has arrived, so a test can wait for a read to be answered and assert that nothing was sent (no POST /api/v5/order),
 * instead of sleeping a fixed time.
 */
export interface RequestLog {
  fetch: typeof fetch;
  /** Requests sent, in order. */
  sent: string[];
  /** Requests answered (or failed), in order of their answers. */
  answered: string[];
  /** How many requests are sent and not yet answered or failed. */
  inFlight(): number;
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
      try {
        return await fetch(input, init);
      } finally {
        // A request that failed or was aborted is over too.
        answered.push(request);
      }
    },
    inFlight: () => sent.length - answered.length,
    sentSince: (mark, request) => sent.slice(mark).filter((entry) => entry === request),
  };
}
