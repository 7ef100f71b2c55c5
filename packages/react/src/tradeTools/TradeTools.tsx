import { useQuery } from "@tanstack/react-query";
import { formatPrice } from "@trade/core";
import type { Instrument } from "@trade/core/feed";
import {
  optionsGlance,
  type TradeTool,
  type TradeToolIndex,
  tradeToolIndexFor,
  tradeToolIndices,
  tradeToolsOf,
} from "@trade/core/options";
import { type KeyboardEvent, useId, useState } from "react";
import { optionsQueries } from "../options/queries.js";
import { useLiveQuotes } from "../optionWatchlist/useLiveQuotes.js";
import { useTradeClient } from "../tradeClient.js";
import { queryStatus, widgetCss } from "../widget.js";
import { tradeToolsCss } from "./styles.js";

export interface TradeToolsProps {
  /** The scrip the sheet opened on: NIFTY or SENSEX opens on itself, anything else on NIFTY. */
  instrument?: Instrument;
  /** A tool chosen for an index (the app opens its screen). */
  onTool: (tool: TradeTool, index: TradeToolIndex) => void;
  /** Tools the host does not offer (Option Strategies where the client's flag is off). */
  hide?: readonly TradeTool[];
}

const css = widgetCss(".tk-ttools", tradeToolsCss);

const toolNotes: Record<TradeTool, string> = {
  "Option Chain": "Calls and puts around the money, live",
  "Option Strategies": "The 14 strategies, payoff and margin",
  "OI Analysis": "OI change, PCR and multi-strike OI",
};

/** An index's live spot and its nearest expiry at a glance. */
function Glance({ index }: { index: TradeToolIndex }) {
  const client = useTradeClient();
  const live = useLiveQuotes(client, [{ segment: index.segment, token: index.token }]).get(index.token);
  const underlying = useQuery(optionsQueries.underlying(client, index));
  const found = underlying.data && "expiries" in underlying.data ? underlying.data : undefined;
  const expiry = found?.expiries[0];
  const chain = useQuery({
    ...optionsQueries.chain(client, found ?? { symbol: "", segment: 0 }, expiry ?? ""),
    enabled: found !== undefined && expiry !== undefined,
  });
  const change = live && live.close > 0 ? ((live.ltp - live.close) / live.close) * 100 : undefined;
  const glance = chain.data ? optionsGlance(chain.data) : undefined;
  const status =
    queryStatus(underlying.error, underlying.isPending, `${index.name}'s options`) ??
    (found === undefined ? <p role="status">{index.name} has no option chain</p> : undefined) ??
    queryStatus(chain.error, chain.isPending, `${index.name}'s options`);
  const segment = glance ? (found?.segment ?? index.segment) : index.segment;
  return (
    <>
      <dl className="tk-tt-figs">
        <div>
          <dt>Spot</dt>
          <dd>{live ? formatPrice(live.ltp, index.segment) : "—"}</dd>
        </div>
        <div>
          <dt>Change</dt>
          <dd className={change === undefined ? undefined : change >= 0 ? "tk-tt-up" : "tk-tt-down"}>
            {change === undefined ? "—" : `${change >= 0 ? "+" : ""}${change.toFixed(2)}%`}
          </dd>
        </div>
        {glance ? (
          <>
            <div>
              <dt>Expiry</dt>
              <dd>{glance.expiry}</dd>
            </div>
            <div>
              <dt>ATM strike</dt>
              <dd>{formatPrice(glance.atmStrike, segment)}</dd>
            </div>
            <div>
              <dt>ATM straddle</dt>
              <dd>{glance.straddle === null ? "—" : formatPrice(glance.straddle, segment)}</dd>
            </div>
            <div>
              <dt>PCR</dt>
              <dd>{glance.pcr.toFixed(2)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {status}
    </>
  );
}

/**
 * Trade tools (spec 2 §2), embeddable: a sheet on NIFTY and SENSEX (tabs; the arrows move between them), each with
 * its live spot, its nearest expiry at a glance (the money, the at-the-money straddle, the put-call ratio) and the
 * options tools built for it: Option Chain, Option Strategies and, where the OI service covers the index, OI Analysis.
 *
 * @example
 * ```tsx
 * <TradeTools instrument={{ segment: 3, token: 99919000 }} onTool={(tool, index) => open(tool, index)} />
 * ```
 */
export function TradeTools({ instrument, onTool, hide = [] }: TradeToolsProps) {
  const [index, setIndex] = useState<TradeToolIndex>(() => tradeToolIndexFor(instrument));
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const at = tradeToolIndices.indexOf(index);
    const next = tradeToolIndices[(at + (event.key === "ArrowRight" ? 1 : -1) + 2) % 2] ?? index;
    setIndex(next);
    document.getElementById(`${id}-${next.name}`)?.focus();
  };
  return (
    <div className="tk-ttools">
      <style>{css}</style>
      <div className="tk-tt-seg" role="tablist" aria-label="Trade tools index" onKeyDown={onKeyDown}>
        {tradeToolIndices.map((entry) => (
          <button
            key={entry.name}
            id={`${id}-${entry.name}`}
            type="button"
            role="tab"
            aria-selected={entry === index}
            aria-controls={`${id}-panel`}
            tabIndex={entry === index ? 0 : -1}
            onClick={() => setIndex(entry)}
          >
            {entry.name}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${index.name}`}>
        <Glance key={index.name} index={index} />
        <ul className="tk-ttools-list" aria-label={`${index.name} tools`}>
          {tradeToolsOf(index)
            .filter((tool) => !hide.includes(tool))
            .map((tool) => (
              <li key={tool}>
                <button type="button" onClick={() => onTool(tool, index)}>
                  <strong>{tool}</strong>
                  <small>{toolNotes[tool]}</small>
                </button>
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
