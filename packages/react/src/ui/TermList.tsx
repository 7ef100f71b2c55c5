import type { ReactNode } from "react";

/** The figures above an OI chart (spot, expiry, call and put OI, PCR, the time), each a term and its value. */
export function OiSummary({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="tk-oi-summary">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
