import { underlyingTokens } from "@trade/core/options";
import { OptionChain } from "@trade/react/options";
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

function OptionChainPane() {
  const instrument = useChainInstrument();
  const openPad = useWatchlistPad();
  return (
    <section className="option-chain-page" aria-label="Option chain">
      <Link className="option-chain-strategies" to={strategiesPath(instrument)}>
        Strategies
      </Link>
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
