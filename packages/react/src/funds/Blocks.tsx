import { formatRupees } from "@trade/core";
import {
  type Block,
  blockStatusLabels,
  blocksPageSize,
  type FundsTone,
  noBlocksMessage,
  type RevokeResult,
  revokeBlockConfirm,
  revokeBlockTexts,
  revokeBlockTitles,
} from "@trade/core/funds";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../trading/TableDialog.js";
import { TableHead } from "../trading/TableHead.js";
import { queryStatus } from "../widget.js";
import { amountConfirm } from "./amountConfirm.js";
import { useBlocks, useRevokeBlock } from "./blockQueries.js";
import { fundsCss } from "./fundsStyles.js";
import { FundsRow, toneBadge } from "./texts.js";

const css = `${fundsCss(".tk-blocks")}
.tk-blocks .tk-table [role=row]{grid-template-columns:120px 120px minmax(120px,1fr) 100px 190px 80px}
.tk-blocks .tk-blocks-pages{display:flex;gap:8px;align-items:center;justify-content:flex-end;margin-top:8px}`;

const statusTone: Record<Block["status"], FundsTone> = {
  ENABLED: "success",
  DISABLED: "error",
  ACTIVATION_IN_PROGRESS: "warning",
  DEACTIVATION_IN_PROGRESS: "warning",
};
const resultTone = { success: "success", pending: "warning", failure: "error", error: "error" } as const;

const columns = [
  ["Created", ""],
  ["Amount", "tk-num"],
  ["Bank", ""],
  ["Valid till", ""],
  ["Status", ""],
  ["Actions", ""],
] as const;

/** The window's height, kept as it is resized. */
function useWindowHeight(): number {
  const [height, setHeight] = useState(() => (typeof window === "undefined" ? 800 : window.innerHeight));
  useEffect(() => {
    const resize = () => setHeight(window.innerHeight);
    window.addEventListener("resize", resize);
    return () => window.removeEventListener("resize", resize);
  }, []);
  return height;
}

/**
 * The ASBA blocks (spec 3 §2 /account/revoke-block, /account/funds-transactions/blocks-created), newest first, 10 a
 * page when the window is under 800 px high, else 20; the status of each (ENABLED, DISABLED, activation or
 * deactivation in progress), asked again every 10 s while one changes. With `revoke`, an enabled block can be revoked
 * after a confirmation; the result shows as Revoke Block Initiated, Pending or Initiation Failed.
 *
 * @example
 * ```tsx
 * <Blocks revoke />
 * ```
 */
export function Blocks({ revoke = false }: { revoke?: boolean }) {
  const list = useBlocks();
  const revoking = useRevokeBlock();
  const pageSize = blocksPageSize(useWindowHeight());
  const [page, setPage] = useState(0);
  const [asked, setAsked] = useState<Block | undefined>(undefined);
  const [result, setResult] = useState<
    { result: RevokeResult["result"] | "error"; message: string } | undefined
  >(undefined);
  const rows = list.data ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = rows.slice(Math.min(page, pages - 1) * pageSize).slice(0, pageSize);
  const status = queryStatus(list.error, list.isPending, "blocks");

  const confirm = async () => {
    const target = asked;
    setAsked(undefined);
    if (target === undefined) return;
    try {
      const answer = await revoking.mutateAsync(target.block_id);
      setResult({ result: answer.result, message: answer.message ?? revokeBlockTexts[answer.result] });
    } catch (error) {
      setResult({ result: "error", message: (error as Error).message });
    }
  };

  return (
    <div className="tk-blocks">
      <style>{css}</style>
      {result ? (
        <section className="tk-funds-result" data-tone={resultTone[result.result]} aria-live="polite">
          <h3>{revokeBlockTitles[result.result]}</h3>
          <p>{result.message}</p>
        </section>
      ) : null}
      {status ??
        (rows.length === 0 ? (
          <p className="tk-empty">{noBlocksMessage}</p>
        ) : (
          <>
            <div role="table" className="tk-table" aria-label="Blocks created">
              <TableHead columns={columns} />
              {shown.map((row) => (
                <FundsRow key={row.block_id} date={row.created_at} amount={row.amount}>
                  <span role="cell">
                    {row.bank_name} <small className="tk-muted">{row.bank_account_number.slice(-4)}</small>
                  </span>
                  <span role="cell">{row.validity}</span>
                  <span role="cell" title={row.message ?? undefined}>
                    {toneBadge(statusTone[row.status], blockStatusLabels[row.status])}
                  </span>
                  <span role="cell">
                    {revoke && row.revocable ? (
                      <button
                        type="button"
                        onClick={() => setAsked(row)}
                        aria-label={`Revoke the block of ${formatRupees(row.amount)}`}
                      >
                        Revoke
                      </button>
                    ) : null}
                  </span>
                </FundsRow>
              ))}
            </div>
            {pages > 1 ? (
              <nav className="tk-blocks-pages" aria-label="Blocks pages">
                <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  Previous
                </button>
                <span>
                  Page {Math.min(page, pages - 1) + 1} of {pages}
                </span>
                <button type="button" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
                  Next
                </button>
              </nav>
            ) : null}
          </>
        ))}
      {asked ? (
        <ConfirmDialog
          texts={amountConfirm(revokeBlockConfirm, asked.amount)}
          onClose={() => setAsked(undefined)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </div>
  );
}
