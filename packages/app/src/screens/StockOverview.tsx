import { useQuery } from "@tanstack/react-query";
import { formatPrice, isDerivativeKind } from "@trade/core";
import { marketOf } from "@trade/core/market";
import { chartHistoryDays, periodReturns, rangePosition } from "@trade/core/shell";
import { marketQueries, useTradeClient } from "@trade/react";
import { useMarketClock, useQuote } from "@trade/react/trading";
import { useSearchParams } from "react-router";
import { Loading } from "../shell/Loading.js";
import "./overview.css";

/** NIFTY 50, as on the chart tab, when the link names no instrument. */
const defaultInstrument = { token: 99926000, segment: 1 };
const day = 86_400;
const counts = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** The stock-detail sections of spec 3 §2 that need the stock-details service, which arrives with the markets issue. */
const later = [
  "Analyst Ratings and Fundamental Ratios",
  "Shareholding Patterns",
  "News",
  "Events",
  "Trend Analyser",
  "Highest Build Up Strikes",
  "Similar Stocks",
];

const capLabels: Record<string, string> = { LARGE: "Large cap", MID: "Mid cap", SMALL: "Small cap" };
const capLabel = (cap: string | null | undefined) => (cap ? (capLabels[cap] ?? cap) : "–");

function signed(value: number): string {
  return `${value > 0 ? "+" : ""}${percent.format(value)}%`;
}
const tone = (value: number) => (value > 0 ? "gain" : value < 0 ? "loss" : undefined);

function RangeBar({
  label,
  low,
  high,
  value,
  segment,
}: {
  label: string;
  low: number;
  high: number;
  value: number;
  segment: number;
}) {
  const at = rangePosition(low, high, value);
  return (
    <div className="range">
      <span className="range-label">{label}</span>
      <span className="range-end">{formatPrice(low, segment)}</span>
      <span
        className="range-track"
        role="meter"
        aria-label={`${label}: last price between low and high`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(at * 100)}
      >
        <span className="range-marker" style={{ left: `${at * 100}%` }} />
      </span>
      <span className="range-end">{formatPrice(high, segment)}</span>
    </div>
  );
}

/**
 * The overview of the selected scrip (/watchlist/overview, spec 3 §2 stock-detail sections): Price Summary (spec 3
 * §4's stock-detail quote keys), Activity, and Performance Overview, live from the quote feed and the daily candles;
 * About from the scrip master and its tags. The sections that need the stock-details service say they arrive later.
 */
export function StockOverview() {
  const client = useTradeClient();
  const [params] = useSearchParams();
  const token = Number(params.get("token") ?? defaultInstrument.token);
  const segment = Number(params.get("mktSegID") ?? defaultInstrument.segment);
  const valid = Number.isSafeInteger(token) && token > 0 && Number.isSafeInteger(segment) && segment > 0;
  const instrument = valid ? { segment, token } : undefined;
  const quote = useQuote(instrument, "full");
  const marketNow = useMarketClock();

  const scrip = useQuery({ ...marketQueries.instrument(client, { segment, token }), enabled: valid });
  const isin = scrip.data?.isinCode ?? undefined;
  const metadata = useQuery({ ...marketQueries.metadata(client, isin ?? ""), enabled: isin !== undefined });
  // Daily closes for the performance periods, read once a day.
  const today = Math.floor(marketNow() / 1000 / day);
  const history = useQuery({
    queryKey: ["overview", "daily", segment, token, today],
    enabled: valid,
    staleTime: 3_600_000,
    queryFn: ({ signal }) => {
      const to = Math.floor(marketNow() / 1000);
      const from = to - (chartHistoryDays - 1) * day;
      return marketOf(client).candles({ segment, token, interval: "1d", from, to }, { signal });
    },
  });

  if (!valid || scrip.data === null) {
    return (
      <section className="overview" aria-label="Overview">
        <p role="alert">This link names no instrument the broker lists.</p>
      </section>
    );
  }
  const price = (minor: number) => formatPrice(minor, segment);
  /** The best bid or ask: price × quantity, a dash when the side is empty. */
  const best = (prices: ArrayLike<number>, quantities: ArrayLike<number>) =>
    prices[0] ? `${price(prices[0])} × ${counts.format(quantities[0] ?? 0)}` : "–";
  const live = quote !== undefined && quote.version > 0 ? quote : undefined;
  // Indices have no trades of their own (no volume, book or circuits); derivatives have open interest.
  const isIndex = scrip.data?.index === true;
  const derivative = isDerivativeKind(scrip.data?.instName ?? "");
  const returns =
    live === undefined || history.data === undefined
      ? undefined
      : periodReturns(history.data, live.ltp, marketNow() / 1000);
  const buyShare =
    live === undefined || live.totalBuyQty + live.totalSellQty === 0
      ? undefined
      : (live.totalBuyQty * 100) / (live.totalBuyQty + live.totalSellQty);

  return (
    <section className="overview" aria-labelledby="overview-title">
      <header className="overview-head">
        <h2 id="overview-title">
          {scrip.data?.tradeSymbol ?? "…"} <span className="muted">{scrip.data?.exchName}</span>
        </h2>
        <p className="muted">{scrip.data?.name}</p>
        {live ? (
          <p className="overview-ltp">
            <strong>{price(live.ltp)}</strong>{" "}
            <span className={tone(live.change)}>
              {live.change > 0 ? "+" : ""}
              {price(live.change)} ({signed(live.changePercent)})
            </span>
          </p>
        ) : (
          <p className="muted" aria-busy="true">
            Waiting for the first price…
          </p>
        )}
      </header>

      <div className="overview-grid">
        <section aria-labelledby="price-summary">
          <h3 id="price-summary">Price Summary</h3>
          {live ? (
            <dl className="overview-facts">
              <dt>Open</dt>
              <dd>{price(live.open)}</dd>
              <dt>High</dt>
              <dd>{price(live.high)}</dd>
              <dt>Low</dt>
              <dd>{price(live.low)}</dd>
              <dt>Prev. close</dt>
              <dd>{price(live.close)}</dd>
              {isIndex ? null : (
                <>
                  <dt>Avg. price</dt>
                  <dd>{price(live.atp)}</dd>
                  <dt>Volume</dt>
                  <dd>{counts.format(live.volume)}</dd>
                  <dt>Bid</dt>
                  <dd>{best(live.bidPrice, live.bidQty)}</dd>
                  <dt>Ask</dt>
                  <dd>{best(live.askPrice, live.askQty)}</dd>
                </>
              )}
              {derivative ? (
                <>
                  <dt>Open interest</dt>
                  <dd>
                    {counts.format(live.oi)}{" "}
                    <span className={tone(live.oiChange)}>
                      ({live.oiChange > 0 ? "+" : ""}
                      {counts.format(live.oiChange)})
                    </span>
                  </dd>
                </>
              ) : null}
              {isIndex ? null : (
                <>
                  <dt>Upper circuit</dt>
                  <dd>{live.upperCircuit ? price(live.upperCircuit) : "–"}</dd>
                  <dt>Lower circuit</dt>
                  <dd>{live.lowerCircuit ? price(live.lowerCircuit) : "–"}</dd>
                </>
              )}
            </dl>
          ) : (
            <Loading />
          )}
        </section>

        <section aria-labelledby="activity">
          <h3 id="activity">Activity</h3>
          {live ? (
            <>
              {[
                ["Today's range", live.low, live.high] as const,
                ...(live.high52 > 0 ? [["52-week range", live.low52, live.high52] as const] : []),
              ].map(([label, low, high]) => (
                <RangeBar
                  key={label}
                  label={label}
                  low={low}
                  high={high}
                  value={live.ltp}
                  segment={segment}
                />
              ))}
              {buyShare !== undefined ? (
                <div className="buy-sell">
                  <p>
                    Total buy qty <strong>{counts.format(live.totalBuyQty)}</strong> · Total sell qty{" "}
                    <strong>{counts.format(live.totalSellQty)}</strong>
                  </p>
                  <span
                    className="buy-sell-bar"
                    role="meter"
                    aria-label="Buyers' share of the pending quantity"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(buyShare)}
                  >
                    <span className="buy-share" style={{ width: `${buyShare}%` }} />
                  </span>
                </div>
              ) : null}
            </>
          ) : (
            <Loading />
          )}
        </section>

        <section aria-labelledby="performance" className="overview-wide">
          <h3 id="performance">Performance Overview</h3>
          {returns ? (
            <table className="overview-returns">
              <thead>
                <tr>
                  {returns.map((r) => (
                    <th key={r.id} scope="col">
                      {r.id}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {returns.map((r) => (
                    <td key={r.id} className={r.percent === undefined ? undefined : tone(r.percent)}>
                      {r.percent === undefined ? "–" : signed(r.percent)}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          ) : history.isError ? (
            <p role="alert">The price history could not be read: {history.error.message}</p>
          ) : (
            <Loading />
          )}
        </section>

        {isin !== undefined ? (
          <section aria-labelledby="about">
            <h3 id="about">About</h3>
            <dl className="overview-facts">
              <dt>ISIN</dt>
              <dd>{isin}</dd>
              <dt>Sector</dt>
              <dd>{metadata.data?.sector ?? "–"}</dd>
              <dt>Market cap</dt>
              <dd>{capLabel(metadata.data?.marketCap)}</dd>
              {metadata.data?.t2t ? (
                <>
                  <dt>Settlement</dt>
                  <dd>Trade to trade (delivery only)</dd>
                </>
              ) : null}
              {metadata.data && metadata.data.surveillance.length > 0 ? (
                <>
                  <dt>Surveillance</dt>
                  <dd>{metadata.data.surveillance.join(", ")}</dd>
                </>
              ) : null}
            </dl>
          </section>
        ) : null}
      </div>
      <p className="muted overview-later">
        {later.join(", ")}: these sections need the broker's stock-details service, which arrives with the
        markets issue.
      </p>
    </section>
  );
}
