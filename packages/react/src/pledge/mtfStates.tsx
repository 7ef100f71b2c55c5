import {
  type MtfDashboard,
  mtfDataUnavailableMessage,
  mtfPageSize,
  mtfTransferVerificationExplanation,
  notEligibleForMtfMessage,
} from "@trade/core/mtf";
import { type ReactNode, useState } from "react";
import { type ColumnHead, ColumnHeads } from "../ui/ColumnHeads.js";

/** Rows a page at a time (5 for MTF tables, spec 3 §9), with Previous and Next; `empty` when there are none. */
export function Paged<T>({
  rows,
  render,
  empty,
}: {
  rows: readonly T[];
  render: (rows: T[]) => ReactNode;
  empty: string;
}) {
  const [page, setPage] = useState(0);
  if (rows.length === 0) return <p className="tk-empty">{empty}</p>;
  const pages = Math.ceil(rows.length / mtfPageSize);
  const shown = rows.slice(page * mtfPageSize, (page + 1) * mtfPageSize);
  return (
    <>
      {render(shown)}
      {pages > 1 ? (
        <div className="tk-pledge-pager">
          <button type="button" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous
          </button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <button type="button" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </button>
        </div>
      ) : null}
    </>
  );
}

/** A table of the Pay Later screens, five rows a page (`Paged`): its column heads, then `row` a row. */
export function PagedTable<T>({
  rows,
  empty,
  caption,
  heads,
  row,
}: {
  rows: readonly T[];
  empty: string;
  /** The table's name for screen readers. */
  caption?: string;
  heads: readonly ColumnHead[];
  row: (row: T) => ReactNode;
}) {
  return (
    <Paged
      rows={rows}
      empty={empty}
      render={(shown) => (
        <table className="tk-pledge-table">
          {caption ? <caption className="tk-visually-hidden">{caption}</caption> : null}
          <ColumnHeads heads={heads} />
          <tbody>{shown.map(row)}</tbody>
        </table>
      )}
    />
  );
}

/**
 * A Pay Later query's loading and error states: 'Loading …' while it loads; when it failed, the spec's 'MTF data
 * unavailable' (spec 3 §8) with the reason and Try again; undefined once there is data.
 */
export function mtfQueryStatus(
  query: { error: Error | null; isPending: boolean; refetch: () => unknown },
  what: string,
): ReactNode {
  if (query.error) {
    return (
      <div className="tk-funds-result" data-tone="error" role="alert">
        <h3>{mtfDataUnavailableMessage}</h3>
        <p>{query.error.message}</p>
        <p className="tk-funds-actions">
          <button type="button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  if (query.isPending) return <p aria-busy="true">{`Loading ${what}…`}</p>;
  return undefined;
}

/**
 * Why this account may not use Pay Later, from the dashboard: 'Not eligible for MTF', or 'Pay Later requires
 * stock-transfer verification' with what that means (spec 3 §5, §8).
 */
export function MtfNotAvailable({ dashboard }: { dashboard: Pick<MtfDashboard, "message" | "reason"> }) {
  return (
    <div className="tk-funds-result" data-tone="error" role="status">
      <h3>{dashboard.message ?? notEligibleForMtfMessage}</h3>
      {dashboard.reason === "MTF-VERIFY" ? <p>{mtfTransferVerificationExplanation}</p> : null}
    </div>
  );
}
