import { useQuery } from "@tanstack/react-query";
import {
  type MultiStrikeContract,
  multiStrikeLimit,
  noOiDataText,
  type OiInterval,
  type OiStrikes,
} from "@trade/core/oi";
import { useMemo, useState } from "react";
import { useTradeClient } from "../tradeClient.js";
import { TermList } from "../ui/TermList.js";
import { queryStatus } from "../widget.js";
import { OiChart } from "./OiChart.js";
import { oiQueries } from "./queries.js";
import { formatOi, formatOiTime, formatStrike } from "./texts.js";

/** The OI and PCR vs Time chart (getOIPCRChange): total call and put OI and the PCR through the day. */
export function PcrView({ script, interval }: { script: string; interval: OiInterval }) {
  const query = useQuery(oiQueries.pcr(useTradeClient(), script, interval));
  const points = query.data?.points;
  const spec = useMemo(
    () =>
      points === undefined
        ? undefined
        : {
            type: "line" as const,
            labels: points.map((p) => formatOiTime(p.CandleTime)),
            datasets: [
              { label: "Call OI", data: points.map((p) => p.TotalCallOI), tone: "call" as const },
              { label: "Put OI", data: points.map((p) => p.TotalPutOI), tone: "put" as const },
              { label: "PCR", data: points.map((p) => p.PCR), tone: "ratio" as const },
            ],
          },
    [points],
  );
  const status = queryStatus(query.error, query.isPending, "the PCR");
  if (status !== undefined) return status;
  const first = points?.[0];
  const last = points?.at(-1);
  if (spec === undefined || first === undefined || last === undefined) {
    return <p className="tk-oi-empty">{noOiDataText}</p>;
  }
  const label =
    `Total call and put OI and PCR of ${query.data?.Script} ${query.data?.ExpiryDate}: PCR ${first.PCR.toFixed(2)} ` +
    `at ${formatOiTime(first.CandleTime)}, ${last.PCR.toFixed(2)} at ${formatOiTime(last.CandleTime)}`;
  return (
    <>
      <TermList
        className="tk-oi-summary"
        terms={[
          ["PCR", last.PCR.toFixed(2)],
          ["Call OI", formatOi(last.TotalCallOI)],
          ["Put OI", formatOi(last.TotalPutOI)],
          ["As of", formatOiTime(last.CandleTime)],
        ]}
      />
      <OiChart spec={spec} label={label} />
    </>
  );
}

const contractKey = (c: MultiStrikeContract) => `${c.StkPrice}.${c.OptionType}`;

/** The strikes a multi-strike picker offers: five either side of the money. */
function nearStrikes(data: OiStrikes): number[] {
  const strikes = data.rows.map((row) => row.StrikePrice);
  const at = Math.max(0, strikes.indexOf(data.atmStrike));
  return strikes.slice(Math.max(0, at - 5), at + 6);
}

/** At-the-money call and put first, then the strikes either side: the contracts a chart opens with. */
function firstContracts(data: OiStrikes): MultiStrikeContract[] {
  const strikes = data.rows.map((row) => row.StrikePrice);
  const at = strikes.indexOf(data.atmStrike);
  const make = (strike: number | undefined, OptionType: "CE" | "PE") =>
    strike === undefined
      ? []
      : [{ Symbol: data.Script, OptionType, StkPrice: strike, ExpiryDate: data.ExpiryDate }];
  return [
    ...make(strikes[at], "CE"),
    ...make(strikes[at], "PE"),
    ...make(strikes[at + 1], "CE"),
    ...make(strikes[at - 1], "PE"),
  ];
}

function MultiStrikeChart(props: {
  contracts: MultiStrikeContract[];
  interval: OiInterval;
  segment: number;
}) {
  const query = useQuery({
    ...oiQueries.multiStrike(useTradeClient(), props.contracts, props.interval),
    enabled: props.contracts.length > 0,
  });
  const series = query.data?.series;
  const spec = useMemo(
    () =>
      series === undefined || (series[0]?.points.length ?? 0) === 0
        ? undefined
        : {
            type: "line" as const,
            labels: (series[0]?.points ?? []).map((p) => formatOiTime(p.CandleTime)),
            datasets: series.map((s, i) => ({
              label: `${formatStrike(s.StkPrice, props.segment)} ${s.OptionType}`,
              data: s.points.map((p) => p.OI),
              tone: i,
            })),
          },
    [series, props.segment],
  );
  if (props.contracts.length === 0)
    return <p className="tk-oi-empty">Choose up to {multiStrikeLimit} contracts</p>;
  const status = queryStatus(query.error, query.isPending, "multi strike OI");
  if (status !== undefined) return status;
  if (spec === undefined || series === undefined) return <p className="tk-oi-empty">{noOiDataText}</p>;
  const label = `Open interest through the day of ${series
    .map(
      (s) =>
        `${formatStrike(s.StkPrice, props.segment)} ${s.OptionType} ${formatOi(s.points.at(-1)?.OI ?? 0)}`,
    )
    .join("; ")}`;
  return <OiChart spec={spec} label={label} />;
}

/** The Multi Strike OI chart (getMultiStrikeAnalysis, getFullDayMultiStrike): chosen contracts' OI through the day. */
export function MultiStrikeView({ script, interval }: { script: string; interval: OiInterval }) {
  const strikes = useQuery(oiQueries.openInterest(useTradeClient(), script));
  const [chosen, setChosen] = useState<MultiStrikeContract[] | undefined>();
  const status = queryStatus(strikes.error, strikes.isPending, "the strikes");
  if (status !== undefined) return status;
  const data = strikes.data;
  if (data === undefined || data.rows.length === 0) return <p className="tk-oi-empty">{noOiDataText}</p>;
  const contracts = chosen ?? firstContracts(data);
  const picked = new Set(contracts.map(contractKey));
  const toggle = (contract: MultiStrikeContract) =>
    setChosen(
      picked.has(contractKey(contract))
        ? contracts.filter((c) => contractKey(c) !== contractKey(contract))
        : [...contracts, contract],
    );
  const full = contracts.length >= multiStrikeLimit;
  return (
    <div className="tk-oi-multi">
      <fieldset className="tk-oi-pick">
        <legend>
          Contracts ({contracts.length} of {multiStrikeLimit})
        </legend>
        {nearStrikes(data).map((strike) => (
          <div key={strike} className="tk-oi-pick-row" data-atm={strike === data.atmStrike ? "" : undefined}>
            <span>{formatStrike(strike, data.MarketSegmentId)}</span>
            {(["CE", "PE"] as const).map((type) => {
              const contract = {
                Symbol: data.Script,
                OptionType: type,
                StkPrice: strike,
                ExpiryDate: data.ExpiryDate,
              };
              const on = picked.has(contractKey(contract));
              return (
                <label key={type}>
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!on && full}
                    onChange={() => toggle(contract)}
                  />
                  {type}
                  <span className="tk-oi-sr">{` ${formatStrike(strike, data.MarketSegmentId)}`}</span>
                </label>
              );
            })}
          </div>
        ))}
      </fieldset>
      <div className="tk-oi-multi-chart">
        <MultiStrikeChart contracts={contracts} interval={interval} segment={data.MarketSegmentId} />
      </div>
    </div>
  );
}
