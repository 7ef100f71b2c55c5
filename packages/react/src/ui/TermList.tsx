import type { ReactNode } from "react";

/** A list of terms and their values (an order's details, the figures above an OI chart), in a `<dl>` of `className`. */
export function TermList({
  className,
  terms,
}: {
  className: string;
  terms: readonly (readonly [string, ReactNode])[];
}) {
  return (
    <dl className={className}>
      {terms.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
