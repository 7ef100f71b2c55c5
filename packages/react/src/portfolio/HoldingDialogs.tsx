import { useQuery } from "@tanstack/react-query";
import { formatPrice, formatRupees } from "@trade/core";
import {
  breakupRows,
  type Holding,
  holdingMenu,
  portfolioTexts,
  type QuantityBreakup,
} from "@trade/core/portfolio";
import { useTradeClient } from "../tradeClient.js";
import { CloseFoot, TableDialog } from "../trading/TableDialog.js";
import { queryStatus } from "../widget.js";
import { portfolioQueries } from "./queries.js";

/** The average price shown beside a breakup row (the LTCG and STCG rows have their own). */
const averageOf = (breakup: QuantityBreakup, field: (typeof breakupRows)[number][0]) =>
  field === "ltcg_qty" ? breakup.ltcg_avg_price : field === "stcg_qty" ? breakup.stcg_avg_price : undefined;

/**
 * Quantity Breakup of one holding (spec 3 §3): every quantity of the breakup, LTCG and STCG with their averages.
 *
 * @example
 * ```tsx
 * {open ? <QuantityBreakupDialog holding={holding} onClose={() => setOpen(false)} /> : null}
 * ```
 */
export function QuantityBreakupDialog({ holding, onClose }: { holding: Holding; onClose: () => void }) {
  const client = useTradeClient();
  const { data, isPending, error } = useQuery(portfolioQueries.breakup(client, holding.isin));
  return (
    <TableDialog title={`${holdingMenu.quantityBreakup}: ${holding.symbolName}`} onClose={onClose}>
      {queryStatus(error, isPending, "the breakup") ?? (
        <dl className="tk-details tk-breakup">
          <div>
            <dt>Total quantity</dt>
            <dd>{data?.total_qty}</dd>
          </div>
          <div>
            <dt>Average price</dt>
            <dd>{formatPrice(data?.avg_price ?? 0, holding.mktSegID)}</dd>
          </div>
          {breakupRows.map(([field, label]) => {
            const average = data === undefined ? undefined : averageOf(data, field);
            return (
              <div key={field}>
                <dt>{label}</dt>
                <dd>
                  {data?.[field]}
                  {average !== undefined && average > 0 ? ` @ ${formatPrice(average, holding.mktSegID)}` : ""}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      <CloseFoot onClose={onClose} />
    </TableDialog>
  );
}

/**
 * Dividends Earned on one holding: ex-date, dividend a share, shares held and the amount, newest first.
 *
 * @example
 * ```tsx
 * {open ? <DividendsDialog holding={holding} onClose={() => setOpen(false)} /> : null}
 * ```
 */
export function DividendsDialog({ holding, onClose }: { holding: Holding; onClose: () => void }) {
  const client = useTradeClient();
  const { data, isPending, error } = useQuery(portfolioQueries.dividends(client, holding.isin));
  const total = (data?.dividends ?? []).reduce((sum, d) => sum + d.amount, 0);
  return (
    <TableDialog title={`${holdingMenu.dividends}: ${holding.symbolName}`} onClose={onClose}>
      {queryStatus(error, isPending, "dividends") ??
        (data?.dividends.length === 0 ? (
          <p className="tk-muted">{portfolioTexts.noDividends}</p>
        ) : (
          <table className="tk-dividends">
            <thead>
              <tr>
                <th scope="col">Ex-date</th>
                <th scope="col">Per share</th>
                <th scope="col">Shares</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {data?.dividends.map((d) => (
                <tr key={d.event.ex_date}>
                  <td>{d.event.ex_date}</td>
                  <td>{formatRupees(d.event.amount)}</td>
                  <td>{d.quantity}</td>
                  <td>{formatRupees(d.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td>{formatRupees(total)}</td>
              </tr>
            </tfoot>
          </table>
        ))}
      <CloseFoot onClose={onClose} />
    </TableDialog>
  );
}
