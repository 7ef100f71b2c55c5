import { useQuery } from "@tanstack/react-query";
import {
  type BuildUpCode,
  buildUpLabels,
  noOiDataText,
  type OiInterval,
  type OiStrikes,
} from "@trade/core/oi";
import { useMemo } from "react";
import { useTradeClient } from "../tradeClient.js";
import { TermList } from "../ui/TermList.js";
import { queryStatus } from "../widget.js";
import { OiChart } from "./OiChart.js";
import type { OiChartSpec } from "./oiCharts.js";
import { oiQueries } from "./queries.js";
import { formatOi, formatOiTime, formatStrike } from "./texts.js";

/** A side's build-up label; its code in a data attribute for the colour. */
function BuildUp({ code }: { code: number | undefined }) {
  if (code === undefined) return <td />;
  return (
    <td className="tk-oi-buildup" data-buildup={code}>
      {buildUpLabels[code as BuildUpCode]}
    </td>
  );
}

/** The per-strike figures under a strike chart: OI, its change and the build-up of each side. */
function StrikeTable({ data, caption }: { data: OiStrikes; caption: string }) {
  const segment = data.MarketSegmentId;
  return (
    <div className="tk-oi-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Call OI</th>
            <th scope="col">Call OI chg</th>
            <th scope="col">Call build-up</th>
            <th scope="col">Strike</th>
            <th scope="col">Put build-up</th>
            <th scope="col">Put OI chg</th>
            <th scope="col">Put OI</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.StrikePrice} data-atm={row.StrikePrice === data.atmStrike ? "" : undefined}>
              <td>{row.call ? formatOi(row.call.OI) : ""}</td>
              <td data-sign={Math.sign(row.call?.NetChgOI ?? 0)}>
                {row.call ? formatOi(row.call.NetChgOI, true) : ""}
              </td>
              <BuildUp code={row.call?.BuildUp} />
              <th scope="row">{formatStrike(row.StrikePrice, segment)}</th>
              <BuildUp code={row.put?.BuildUp} />
              <td data-sign={Math.sign(row.put?.NetChgOI ?? 0)}>
                {row.put ? formatOi(row.put.NetChgOI, true) : ""}
              </td>
              <td>{row.put ? formatOi(row.put.OI) : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Spot, totals and PCR of a strike answer, and the period it covers. */
function StrikeSummary({ data }: { data: OiStrikes }) {
  return (
    <TermList
      className="tk-oi-summary"
      terms={[
        ["Spot", formatStrike(data.SpotPrice, data.MarketSegmentId)],
        ["Expiry", data.ExpiryDate],
        ["Call OI", formatOi(data.TotalCallOI)],
        ["Put OI", formatOi(data.TotalPutOI)],
        ["PCR", data.PCR.toFixed(2)],
        ["Period", `${formatOiTime(data.FromTime)} to ${formatOiTime(data.CandleTime)}`],
      ]}
    />
  );
}

function strikeSpec(data: OiStrikes, change: boolean): OiChartSpec {
  const pick = (side: OiStrikes["rows"][number]["call"]) =>
    change ? (side?.NetChgOI ?? 0) : (side?.OI ?? 0);
  return {
    type: "bar",
    labels: data.rows.map((row) => formatStrike(row.StrikePrice, data.MarketSegmentId)),
    datasets: [
      {
        label: change ? "Call OI change" : "Call OI",
        data: data.rows.map((r) => pick(r.call)),
        tone: "call",
      },
      { label: change ? "Put OI change" : "Put OI", data: data.rows.map((r) => pick(r.put)), tone: "put" },
    ],
  };
}

/** A strike chart with its summary and table, or the loading, error or empty state. */
function StrikeView(props: {
  data: OiStrikes | undefined;
  error: Error | null;
  pending: boolean;
  change: boolean;
}) {
  const { data, change } = props;
  const spec = useMemo(() => (data === undefined ? undefined : strikeSpec(data, change)), [data, change]);
  const status = queryStatus(props.error, props.pending, "open interest");
  if (status !== undefined) return status;
  if (data === undefined || spec === undefined || data.rows.length === 0) {
    return <p className="tk-oi-empty">{noOiDataText}</p>;
  }
  const what = change ? "OI change" : "Open interest";
  const label =
    `${what} of ${data.Script} ${data.ExpiryDate} calls and puts by strike, ` +
    `${formatOiTime(data.FromTime)} to ${formatOiTime(data.CandleTime)}: call OI ${formatOi(data.TotalCallOI)}, ` +
    `put OI ${formatOi(data.TotalPutOI)}, PCR ${data.PCR.toFixed(2)}`;
  return (
    <>
      <StrikeSummary data={data} />
      <OiChart spec={spec} label={label} />
      <StrikeTable data={data} caption={`${what} by strike`} />
    </>
  );
}

/** The OI Change chart (getOIChange): each strike's call and put OI change over the interval. */
export function OiChangeView({ script, interval }: { script: string; interval: OiInterval }) {
  const query = useQuery(oiQueries.oiChange(useTradeClient(), script, interval));
  return <StrikeView data={query.data} error={query.error} pending={query.isPending} change />;
}

/** The Open Interest chart (getOpenInterestChange): each strike's call and put OI, change since the previous close. */
export function OpenInterestView({ script }: { script: string }) {
  const query = useQuery(oiQueries.openInterest(useTradeClient(), script));
  return <StrikeView data={query.data} error={query.error} pending={query.isPending} change={false} />;
}
