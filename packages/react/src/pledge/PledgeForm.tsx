import { formatRupees } from "@trade/core";
import { mtfPledgeDays } from "@trade/core/mtf";
import {
  type PledgeStockItem,
  pledgeAboveFreeMessage,
  pledgeQuantityMessage,
  pledgeWindowClosedMessage,
  unpledgeAbovePledgedMessage,
} from "@trade/core/pledge";
import { type FormEvent, useState } from "react";
import { ColumnHeads } from "../ui/ColumnHeads.js";
import { Problem } from "../ui/Problem.js";
import { queryStatus } from "../widget.js";
import { useFollowedRequest } from "./followedRequest.js";
import { pledgeCss } from "./pledgeStyles.js";
import { useCreatePledge, useCreateUnpledge, usePledgeable, usePledged } from "./queries.js";

const css = pledgeCss(".tk-pledge");

interface Row {
  isin: string;
  symbol: string;
  held: number;
  pledged: number;
  max: number;
  mtf: number;
  value: number;
}

export interface PledgeFormProps {
  /** Pledge free holdings and MTF buys (default), or unpledge collateral shares. */
  mode?: "pledge" | "unpledge";
}

/** A quantity typed for a row: undefined when left empty; the problem when it is not a whole number in range. */
function quantityProblem(text: string, row: Row, mode: "pledge" | "unpledge"): string | undefined {
  if (text.trim() === "") return undefined;
  const qty = Number(text);
  if (!Number.isInteger(qty) || qty <= 0) return pledgeQuantityMessage;
  if (qty > row.max)
    return mode === "pledge"
      ? pledgeAboveFreeMessage(row.symbol, row.max)
      : unpledgeAbovePledgedMessage(row.symbol, row.max);
  return undefined;
}

/**
 * Pledge or unpledge stocks (spec 3 §2 /stock/pledge and /stock/unpledge): a dense table of the stocks with a quantity
 * for each; a pledge opens the depository's window for its OTP (polled until it comes back), then its status follows
 * the request (Pledge Status Awaiting, Pledge Pending, Pledged). Outside 07:30 to 22:00 the spec's text replaces the
 * form.
 *
 * @example
 * ```tsx
 * <PledgeForm mode="pledge" />
 * ```
 */
export function PledgeForm({ mode = "pledge" }: PledgeFormProps) {
  const pledgeable = usePledgeable();
  const pledged = usePledged();
  const create = useCreatePledge();
  const release = useCreateUnpledge();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const followed = useFollowedRequest();

  const source = mode === "pledge" ? pledgeable : pledged;
  const status = queryStatus(
    source.error,
    source.isPending,
    mode === "pledge" ? "your stocks" : "your pledged stocks",
  );
  const rows: Row[] =
    mode === "pledge"
      ? (pledgeable.data?.stocks ?? []).map((s) => ({
          isin: s.isin,
          symbol: s.symbol,
          held: s.qty,
          pledged: s.pledged_qty,
          max: s.max_pledgeable_qty,
          mtf: s.buy_qty,
          value: s.collateral,
        }))
      : (pledged.data?.stocks ?? []).map((s) => ({
          isin: s.isin,
          symbol: s.symbol,
          held: s.pledged_qty,
          pledged: s.pledged_qty,
          max: s.max_unpledgeable_qty,
          mtf: s.mtf_qty,
          value: s.collateral,
        }));
  const windowOpen = pledgeable.data?.window_open ?? true;
  const problems = new Map(
    rows.map((row) => [row.isin, quantityProblem(quantities[row.isin] ?? "", row, mode)]),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const items: PledgeStockItem[] = rows
      .filter((row) => (quantities[row.isin] ?? "").trim() !== "")
      .map((row) => ({ isin: row.isin, qty: Number(quantities[row.isin]) }));
    const first = [...problems.values()].find((p) => p !== undefined);
    if (first !== undefined || items.length === 0) {
      setProblem(first ?? pledgeQuantityMessage);
      return;
    }
    setProblem(undefined);
    try {
      const answer = await (mode === "pledge" ? create : release).mutateAsync(items);
      setQuantities({});
      followed.follow(answer);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const verb = mode === "pledge" ? "Pledge" : "Unpledge";
  return (
    <div className="tk-pledge">
      <style>{css}</style>
      <div className="tk-funds-card">
        {followed.result}
        {status ??
          (!windowOpen ? (
            <p className="tk-funds-result" data-tone="warning" role="status">
              {pledgeWindowClosedMessage}
            </p>
          ) : rows.length === 0 ? (
            <p className="tk-empty">
              {mode === "pledge" ? "You have no stocks to pledge" : "You have no pledged stocks"}
            </p>
          ) : (
            <form onSubmit={(event) => void submit(event)} noValidate aria-label={`${verb} stocks`}>
              <table className="tk-pledge-table">
                <ColumnHeads
                  heads={
                    mode === "pledge"
                      ? ["Stock", "Held", "Pledged", "Can pledge", "Margin it gives", "Quantity"]
                      : ["Stock", "Pledged", "MTF shares", "Can unpledge", "Margin it gives now", "Quantity"]
                  }
                />
                <tbody>
                  {rows.map((row) => {
                    const rowProblem = problems.get(row.isin);
                    return (
                      <tr key={row.isin}>
                        <td>
                          {row.symbol}
                          {mode === "pledge" && row.mtf > 0 ? (
                            <small className="tk-muted">
                              {" "}
                              · {row.mtf} MTF, pledge by T+{mtfPledgeDays}
                            </small>
                          ) : null}
                        </td>
                        <td>{row.held}</td>
                        <td>{mode === "pledge" ? row.pledged : row.mtf}</td>
                        <td>{row.max}</td>
                        <td>{formatRupees(row.value)}</td>
                        <td>
                          <input
                            inputMode="numeric"
                            aria-label={`Quantity of ${row.symbol} to ${verb.toLowerCase()}`}
                            aria-invalid={rowProblem !== undefined}
                            disabled={row.max === 0}
                            value={quantities[row.isin] ?? ""}
                            onChange={(event) => {
                              const text = event.target.value;
                              setQuantities((q) => ({ ...q, [row.isin]: text }));
                              setProblem(undefined);
                            }}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <Problem>{problem}</Problem>
              <div className="tk-funds-actions">
                <button
                  type="submit"
                  className="tk-funds-submit"
                  disabled={create.isPending || release.isPending}
                >
                  {verb}
                </button>
                {mode === "pledge" ? (
                  <small className="tk-muted">Pledge and DP charge ₹20 + GST a stock</small>
                ) : null}
              </div>
            </form>
          ))}
      </div>
    </div>
  );
}
