/**
 * GTT evaluation (issue 17): 100,000 pending rules over 3,000 instruments in the sandbox's evaluator, the cost of one
 * changed quote with 1,000 and with 100,000 rules (the index makes it independent of the count), the cost of a tick
 * that fires a rule (its order placed in that tick), and the CPU that 20,000 changed quotes a second take.
 */
import { measureGttEvaluation } from "@trade/sandbox";

const goalNs = 2_000;

export function benchGttEvaluation(): void {
  console.log("GTT evaluation (sandbox evaluator, rules indexed by instrument and trigger level)");
  for (const rules of [1_000, 100_000]) {
    const figures = measureGttEvaluation(rules, 3_000);
    const cpu = (figures.perTickNs * 20_000) / 1e7;
    console.log(
      `  ${rules.toLocaleString("en")} rules over ${figures.instruments.toLocaleString("en")} instruments: ` +
        `${(figures.perTickNs / 1000).toFixed(3)} µs per changed quote (goal ≤ ${goalNs / 1000} µs) ` +
        `${figures.perTickNs <= goalNs ? "met" : "NOT MET"}; a firing tick ${(figures.firingTickNs / 1000).toFixed(1)} µs ` +
        `(${(figures.perFiredRuleNs / 1000).toFixed(1)} µs a rule fired, its order placed in that tick); ` +
        `CPU at 20,000 ticks/s ${cpu.toFixed(2)} %; index loaded in ${figures.loadMs.toFixed(0)} ms`,
    );
  }
  console.log("");
}
