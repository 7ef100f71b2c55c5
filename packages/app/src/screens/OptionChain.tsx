import { useQuery } from "@tanstack/react-query";
import { underlyingTokens } from "@trade/core/options";
import { useTradeClient } from "@trade/react";
import { OptionChain, optionsQueries } from "@trade/react/options";
import { Link, useSearchParams } from "react-router";
import { WidgetTheme } from "../settings/AppSettings.js";
import { useWatchlistPad, WatchlistLayout } from "./Watchlist.js";
import "./optionChain.css";
import { strategiesPath } from "./strategiesPath.js";

/** NIFTY 50, the chain a visit without a chosen instrument opens on. */
const niftyIndex = { segment: 1, token: underlyingTokens.NIFTY };

/** The instrument of the address (`?token=&mktSegID=`, as the chart's), else NIFTY. */
export function useChainInstrument() {
  const [params] = useSearchParams();
  const token = Number(params.get("token"));
  const segment = Number(params.get("mktSegID"));
  return Number.isInteger(token) && token > 0 && Number.isInteger(segment) && segment > 0
    ? { segment, token }
    : niftyIndex;
}

/** The OI analysis of the chain's underlying (spec 2 §7), once the underlying is known to have options. */
function OiAnalysisLink({ instrument }: { instrument: { segment: number; token: number } }) {
  const underlying = useQuery(optionsQueries.underlying(useTradeClient(), instrument)).data;
  if (underlying === undefined || !("expiries" in underlying)) return null;
  return (
    <Link className="option-chain-oi" to={`/markets/derivative/analysis?script=${underlying.symbol}`}>
      OI analysis of {underlying.symbol}
    </Link>
  );
}

function OptionChainPane() {
  const instrument = useChainInstrument();
  const openPad = useWatchlistPad();
  return (
    <section className="option-chain-page" aria-label="Option chain">
      <span className="option-chain-strategies">
        <Link to={strategiesPath(instrument)}>Strategies</Link>
        <OiAnalysisLink instrument={instrument} />
      </span>
      <WidgetTheme>
        <OptionChain
          key={`${instrument.segment}:${instrument.token}`}
          instrument={instrument}
          onTrade={(contract, side) => openPad(contract, side)}
        />
      </WidgetTheme>
    </section>
  );
}

/**
 * /watchlist/option-chain (spec 2 §2, §7): the watchlist beside the option chain of the chosen instrument (a row's
 * Enter or double click chooses; the header's index menu, Ctrl+O and Alt+N/B/F come here with one). B and S on a
 * contract open the order pad on it.
 */
export function OptionChainScreen() {
  return (
    <WatchlistLayout>
      <OptionChainPane />
    </WatchlistLayout>
  );
}
