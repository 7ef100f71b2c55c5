/**
 * Alert evaluation (issue 18): 100,000 active alerts over 3,000 instruments in the sandbox's evaluator (four in five
 * price alerts, indexed by instrument and level; one in five indicator alerts, checked at each candle close through
 * shared incremental studies). Prints the cost of one changed quote (goal ≤ 2 µs at 20,000 ticks/s), of an alert fired,
 * and of a 1-minute candle close of every indicator alert, spread over the minute's ticks.
 */
import { measureAlertEvaluation } from "@trade/sandbox";

const goalNs = 2_000;

export function benchAlerts(): void {
  console.log(
    "Alert evaluation (sandbox evaluator: price alerts indexed by instrument and level, indicator alerts at each close)",
  );
  for (const alerts of [1_000, 100_000]) {
    const f = measureAlertEvaluation(alerts, 3_000);
    const cpu = ((f.perTickNs + f.closePerTickNs) * 20_000) / 1e7;
    console.log(
      `  ${alerts.toLocaleString("en")} alerts over ${f.instruments.toLocaleString("en")} instruments: ` +
        `${(f.perTickNs / 1000).toFixed(3)} µs per tick (goal ≤ ${goalNs / 1000} µs) ${f.perTickNs <= goalNs ? "met" : "NOT MET"}; ` +
        `${(f.perFiredNs / 1000).toFixed(1)} µs an alert fired; a 1-minute close of ${f.indicatorAlerts.toLocaleString("en")} ` +
        `indicator alerts ${f.closeMs.toFixed(1)} ms (${(f.closePerTickNs / 1000).toFixed(3)} µs a tick over the minute at 20,000 ticks/s); ` +
        `CPU at 20,000 ticks/s ${cpu.toFixed(2)} %; loaded in ${f.loadMs.toFixed(0)} ms`,
    );
  }
  console.log("");
}
