import { useQuery } from "@tanstack/react-query";
import { formatPrice, instrumentKey, priceDivider } from "@trade/core";
import { marketOf } from "@trade/core/market";
import type { Side } from "@trade/core/orders";
import { type ChartRange, chartRangeQuery, chartRanges, lastSessionCandles } from "@trade/core/shell";
import { marketQueries, useTradeClient } from "@trade/react";
import { padInstrumentFor, useMarketClock, useQuote } from "@trade/react/trading";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { logDeepLinkIssue } from "../shell/deepLinkIssue.js";
import { Loading } from "../shell/Loading.js";
import { OrderPadPanel } from "../shell/OrderPadPanel.js";
import { ChoiceButtons } from "../ui/ChoiceButtons.js";
import type { Candle, CandleChart } from "./candleChart.js";
import { type ChartOverlay, chartOverlays } from "./chartOverlayNames.js";

/** The candle drawing loads beside the candles (candleChart.ts), not before the screen. */
let candleChart: Promise<typeof import("./candleChart.js")> | undefined;
const loadCandleChart = () => {
  candleChart ??= import("./candleChart.js");
  return candleChart;
};

/** The alert pad's panel loads on the first Add Alert. */
const AlertPadPanel = lazy(() => import("./AlertPadPanel.js").then((m) => ({ default: m.AlertPadPanel })));

/** The chart header's quick order buttons. */
const quickSides: readonly (readonly [Side, string])[] = [
  ["B", "Buy"],
  ["S", "Sell"],
];

/** Where the device keeps the chart's chosen indicators. */
const overlaysKey = "tk.chart.indicators";

/** The indicators drawn over the candles, kept on the device (a trader's chart opens as it was left). */
function useChartOverlays(): [ChartOverlay[], (next: ChartOverlay[]) => void] {
  const client = useTradeClient();
  const [overlays, setOverlays] = useState<ChartOverlay[]>(() => {
    const kept = (client.storage.getItem(overlaysKey) ?? "").split("|");
    return chartOverlays.filter((overlay) => kept.includes(overlay));
  });
  return [
    overlays,
    (next) => {
      client.storage.setItem(overlaysKey, next.join("|"));
      setOverlays(next);
    },
  ];
}

/** NIFTY 50, the chart shown when the link names no instrument. */
const defaultInstrument = { token: 99926000, segment: 1 };

/**
 * The chart screen (/watchlist/chart, and full screen at /chart/fullscreen for the pop-out): candles from the
 * sandbox for the ranges of spec 1 §4 (1d to Max), the last candle live from the quote feed. The instrument comes
 * from the link (`token` and `mktSegID`, as the chartView deep link carries them), NIFTY 50 otherwise. Add Alert opens
 * the alert pad in indicator-on-chart mode: on the indicators drawn on the chart.
 */
export function ChartScreen() {
  const client = useTradeClient();
  const [params] = useSearchParams();
  const fullscreen = useLocation().pathname.endsWith("fullscreen");
  const token = Number(params.get("token") ?? defaultInstrument.token);
  const segment = Number(params.get("mktSegID") ?? defaultInstrument.segment);
  const valid = Number.isSafeInteger(token) && token > 0 && Number.isSafeInteger(segment) && segment > 0;
  const [range, setRange] = useState<ChartRange>("1d");
  const [overlays, setOverlays] = useChartOverlays();
  const marketNow = useMarketClock();
  const divider = priceDivider(segment);

  const name = useQuery({
    ...marketQueries.instrument(client, { segment, token }),
    enabled: valid,
    select: (found) => (found ? `${found.tradeSymbol} · ${found.exchName}` : `${token}`),
  });
  // Add Alert: the alert pad on this instrument, on the indicators drawn on the chart.
  const alertStock = useQuery({
    ...marketQueries.instrument(client, { segment, token }),
    enabled: valid,
    select: (found) =>
      found
        ? { exchange: found.exchName, segment, token, symbol: found.tradeSymbol, kind: found.instName }
        : undefined,
  });
  const [alerting, setAlerting] = useState<number | undefined>();

  // A tradable instrument (not an index) gets Buy and Sell in the header: the quick order pad under it.
  const tradable = useQuery({
    queryKey: ["chart", "pad", segment, token],
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => (await padInstrumentFor(client, { segment, token })) ?? null,
  });
  const [quick, setQuick] = useState<{ side: Side; key: number } | undefined>();
  const shownKey = instrumentKey(segment, token);
  const quickSide = quick?.key === shownKey ? quick.side : undefined;

  // Keyed by the market minute: the clock is the local one until the sandbox's offset arrives (then the key moves
  // to the market's day), and a new minute brings its new candle.
  const minute = Math.floor(marketNow() / 60_000);
  const candles = useQuery<{ range: ChartRange; candles: Candle[] }>({
    queryKey: ["chart", "candles", segment, token, range, minute],
    enabled: valid,
    placeholderData: (previous) => previous,
    queryFn: async ({ signal }) => {
      const { interval, from, to } = chartRangeQuery(range, marketNow() / 1000);
      const candles = await marketOf(client).candles({ segment, token, interval, from, to }, { signal });
      return { range, candles };
    },
  });

  // Spec 1 §4: a chartView link's errors are logged as deep-link issues.
  const chartViewError = params.get("pid") === "chartView" ? (name.error ?? candles.error) : null;
  useEffect(() => {
    if (chartViewError) logDeepLinkIssue(chartViewError.message, window.location.href);
  }, [chartViewError]);

  // 1d is one session (the query reaches back over a weekend to find it).
  const shownRange = candles.data?.range;
  const shown = useMemo(() => {
    const all = candles.data?.candles;
    return all === undefined ? undefined : candles.data?.range === "1d" ? lastSessionCandles(all) : all;
  }, [candles.data]);

  const canvas = useRef<HTMLCanvasElement | null>(null);
  const chart = useRef<CandleChart | null>(null);
  // The chosen indicators, read when the chart is drawn and told to it when they change (no new drawing).
  const overlaysRef = useRef(overlays);
  useEffect(() => {
    overlaysRef.current = overlays;
    chart.current?.showOverlays(overlays);
  }, [overlays]);

  const [drawProblem, setDrawProblem] = useState<string | undefined>();
  // The drawing starts loading with the screen, beside the candles' request.
  useEffect(() => {
    loadCandleChart().catch((error: Error) => setDrawProblem(error.message));
  }, []);

  // The chart, drawn again when the candles change.
  useEffect(() => {
    const element = canvas.current;
    const loaded = shown;
    if (element === null || loaded === undefined) return;
    let cancelled = false;
    loadCandleChart()
      .then(({ drawCandles }) => {
        if (cancelled) return;
        chart.current?.destroy();
        chart.current = drawCandles(element, loaded, {
          range: shownRange ?? "1d",
          segment,
          divider,
          overlays: overlaysRef.current,
        });
        // Drawn: what the screenshots and tests can wait for.
        element.dataset.drawn = String(loaded.length);
      })
      .catch(() => undefined); // Told by the loading effect above.
    return () => {
      cancelled = true;
      chart.current?.destroy();
      chart.current = null;
      delete element.dataset.drawn;
    };
  }, [shown, shownRange, divider, segment]);

  // The last candle follows the live price.
  const quote = useQuote(valid ? { segment, token } : undefined, "ltp");
  const ltp = quote !== undefined && quote.version > 0 ? quote.ltp : undefined;
  useEffect(() => {
    if (ltp !== undefined) chart.current?.follow(ltp);
  }, [ltp]);

  const last = shown?.at(-1);
  return (
    <section className={fullscreen ? "page chart-page chart-fullscreen" : "page chart-page"}>
      <header className="chart-head">
        <h1>{valid ? (name.data ?? "Chart") : "Chart"}</h1>
        <output aria-label="Last price" data-testid="chart-ltp">
          {ltp !== undefined ? formatPrice(ltp, segment) : last ? formatPrice(last.close, segment) : "—"}
        </output>
        {tradable.data ? (
          <div role="group" aria-label="Quick order" className="chart-trade">
            {quickSides.map(([side, label]) => (
              <button
                key={side}
                type="button"
                className={`button ${label.toLowerCase()}`}
                aria-pressed={quickSide === side}
                onClick={() => setQuick({ side, key: shownKey })}
              >
                {label}
              </button>
            ))}
          </div>
        ) : null}
        {alertStock.data ? (
          <button
            type="button"
            className="button chart-alert"
            aria-pressed={alerting === shownKey}
            onClick={() => setAlerting(alerting === shownKey ? undefined : shownKey)}
          >
            Add Alert
          </button>
        ) : null}
        <div role="group" aria-label="Indicators" className="chart-indicators">
          {chartOverlays.map((overlay) => (
            <button
              key={overlay}
              type="button"
              aria-pressed={overlays.includes(overlay)}
              onClick={() =>
                setOverlays(
                  overlays.includes(overlay) ? overlays.filter((o) => o !== overlay) : [...overlays, overlay],
                )
              }
            >
              {overlay}
            </button>
          ))}
        </div>
        <ChoiceButtons
          kind="radio"
          label="Chart range"
          className="chart-ranges"
          options={chartRanges}
          value={range}
          onChange={setRange}
        />
      </header>
      {quickSide && tradable.data ? (
        <OrderPadPanel
          key={`${shownKey}:${quickSide}`}
          className="chart-quick"
          instrument={tradable.data}
          side={quickSide}
          variant="quick"
          onClose={() => setQuick(undefined)}
        />
      ) : null}
      {alerting === shownKey && alertStock.data ? (
        <Suspense fallback={<Loading />}>
          <AlertPadPanel
            key={shownKey}
            stocks={[alertStock.data]}
            chartIndicators={overlays}
            onClose={() => setAlerting(undefined)}
          />
        </Suspense>
      ) : null}
      {!valid ? (
        <p role="alert">This chart link names no instrument: it needs a token and a market segment id.</p>
      ) : drawProblem ? (
        <p role="alert">The chart could not be drawn: {drawProblem}</p>
      ) : candles.isError ? (
        <div role="alert">
          <p>The candles could not be loaded: {candles.error.message}</p>
          <button type="button" className="button" onClick={() => void candles.refetch()}>
            Try again
          </button>
        </div>
      ) : shown?.length === 0 ? (
        <p className="muted">No candles for this range.</p>
      ) : null}
      <div className="chart-canvas" aria-busy={candles.isPending}>
        {candles.isPending && valid ? <Loading /> : null}
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${name.data ?? "Instrument"} candles, ${shownRange ?? range}`}
          data-candles={shown?.length ?? 0}
        />
      </div>
    </section>
  );
}
