/**
 * What one call of `tick` costs, ns: `ticks` calls cycling through `quotes`, timed five times after a warm-up run; the
 * median of the five (the evaluators' measures of a quiet tick).
 */
export function medianTickNs<Q>(tick: (quote: Q) => unknown, quotes: readonly Q[], ticks: number): number {
  const run = () => {
    const begin = process.hrtime.bigint();
    for (let n = 0; n < ticks; n++) tick(quotes[n % quotes.length] as Q);
    return Number(process.hrtime.bigint() - begin) / ticks;
  };
  run();
  const runs = Array.from({ length: 5 }, run).sort((a, b) => a - b);
  return runs[2] as number;
}
