import { formatIstDayTime } from "@trade/core";
import type { FundsTone } from "@trade/core/funds";
import { pledgeStatusCodes as codes, type PledgeTransaction, pledgeOf } from "@trade/core/pledge";
import { toneBadge } from "../funds/texts.js";
import { useTradeClient } from "../tradeClient.js";
import { ColumnHeads } from "../ui/ColumnHeads.js";
import { queryStatus } from "../widget.js";
import { pledgeCss } from "./pledgeStyles.js";
import { usePledgeRequests } from "./queries.js";

const css = pledgeCss(".tk-pledge-status");

/** The tone of a request's status: Pledged success, Cancelled error, the rest (awaiting, pending, partial) warning. */
export const pledgeTone = (status: number): FundsTone =>
  status === codes.pledged ? "success" : status === codes.cancelled ? "error" : "warning";

const when = (epochSeconds: number) => formatIstDayTime(epochSeconds * 1000);
const stocksOf = (request: PledgeTransaction) =>
  request.items.map((i) => `${i.symbol} × ${i.qty}`).join(", ");

/** One request's result panel: its status in the spec's words, its remark, and the depository's page while it waits. */
export function RequestResult({
  request,
  pageUrl,
  blocked,
}: {
  request: PledgeTransaction;
  pageUrl: string | undefined;
  blocked?: string | undefined;
}) {
  return (
    <section className="tk-funds-result" data-tone={pledgeTone(request.status)} aria-live="polite">
      <h3>{request.status_text}</h3>
      <p>
        {stocksOf(request)} · {request.remark}
      </p>
      {blocked ? <p role="alert">{blocked}</p> : null}
      {pageUrl ? (
        <p className="tk-funds-actions">
          <a href={pageUrl} target="_blank" rel="noopener">
            Authorise with OTP on the depository's page
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The pledge status (spec 3 §2 /stock/status): every pledge and unpledge request, newest first, with its status in the
 * spec's words (Pledge Status Awaiting, Pledge Pending, Pledged, Cancelled, Partially Pledged) and remark; asked again
 * every 3 s while one still moves.
 */
export function PledgeStatus({ only }: { only?: "open" | "closed" }) {
  const client = useTradeClient();
  const requests = usePledgeRequests();
  const status = queryStatus(requests.error, requests.isPending, "your pledge requests");
  const rows = (requests.data ?? []).filter((r) =>
    only === undefined ? true : only === "open" ? r.authorise_url !== null : r.authorise_url === null,
  );
  return (
    <div className="tk-pledge-status">
      <style>{css}</style>
      {status ??
        (rows.length === 0 ? (
          <p className="tk-empty">You have no pledge requests</p>
        ) : (
          <table className="tk-pledge-table">
            <caption className="tk-visually-hidden">Pledge requests</caption>
            <ColumnHeads heads={["Stocks", "Request", "Placed", "Status", "Remark"]} />
            <tbody>
              {rows.map((r) => {
                const page = pledgeOf(client).pageUrl(r.authorise_url);
                return (
                  <tr key={r.req_id}>
                    <td>{stocksOf(r)}</td>
                    <td>{r.kind === "PLEDGE" ? "Pledge" : "Unpledge"}</td>
                    <td>{when(r.created_at)}</td>
                    <td>{toneBadge(pledgeTone(r.status), r.status_text)}</td>
                    <td>
                      {page ? (
                        <a href={page} target="_blank" rel="noopener">
                          {r.remark}: authorise
                        </a>
                      ) : (
                        r.remark
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
    </div>
  );
}
