import { formatIstDayTime } from "@trade/core";
import { mtfEmptyStates } from "@trade/core/mtf";
import { toneBadge } from "../funds/texts.js";
import { mtfQueryStatus, PagedTable } from "./mtfStates.js";
import { pledgeTone } from "./PledgeStatus.js";
import { pledgeCss } from "./pledgeStyles.js";
import { useHistoricPledges } from "./queries.js";

const css = pledgeCss(".tk-mtf-historic");
const when = (epochSeconds: number) => formatIstDayTime(epochSeconds * 1000);

/**
 * Pledge history (spec 3 §2 /mtf/historic-pledge): the pledge and unpledge requests that no longer move, newest first,
 * five a page (spec 3 §9): the stocks with what the depository did of each, when placed and settled, the status in the
 * spec's words (Pledged, Partially Pledged, Cancelled) and the remark (Pledge Successful, No authentication done till
 * 9:00pm, ...).
 */
export function HistoricPledges() {
  const history = useHistoricPledges();
  return (
    <div className="tk-mtf-historic">
      <style>{css}</style>
      {mtfQueryStatus(history, "your pledge history") ?? (
        <PagedTable
          rows={history.data ?? []}
          empty={mtfEmptyStates.historicPledges}
          caption="Pledge history"
          heads={["Stocks", "Request", "Shares done", "Placed", "Settled", "Status", "Remark"]}
          row={(r) => (
            <tr key={r.req_id}>
              <td>{r.items.map((i) => `${i.symbol} × ${i.qty}`).join(", ")}</td>
              <td>{r.kind === "PLEDGE" ? "Pledge" : "Unpledge"}</td>
              <td>
                {r.items.reduce((s, i) => s + i.done_qty, 0)} of {r.items.reduce((s, i) => s + i.qty, 0)}
              </td>
              <td>{when(r.created_at)}</td>
              <td>{when(r.updated_at)}</td>
              <td>{toneBadge(pledgeTone(r.status), r.status_text)}</td>
              <td>{r.remark}</td>
            </tr>
          )}
        />
      )}
    </div>
  );
}
