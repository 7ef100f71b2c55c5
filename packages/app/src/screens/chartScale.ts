/**
 * Round price levels for the chart's axis: at most `most` ticks, a step of 1, 2, 2.5 or 5 times a power of ten,
 * spanning `low` to `high` (the first at or above `low`, the last at or below `high`).
 */
export function niceTicks(low: number, high: number, most: number): number[] {
  if (!(high > low) || most < 2) return [low];
  const rough = (high - low) / (most - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  // Whole multiples of the step, rounded again so 0.1 + 0.2 stays 0.3 on the axis.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let tick = Math.ceil(low / step) * step; tick <= high + step * 1e-9; tick += step) {
    ticks.push(Number(tick.toFixed(decimals)));
  }
  return ticks;
}
