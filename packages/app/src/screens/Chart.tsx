import { useQuery } from "@tanstack/react-query";
import { formatPrice, marketEndpoints, priceDivider } from "@trade/core";
import type { Side } from "@trade/core/orders";
import { type ChartRange, chartRangeQuery, chartRanges, lastSessionCandles } from "@trade/core/shell";
import { useTradeClient } from "@trade/react";
import { padInstrumentFor, useMarketClock, useQuote } from "@trade/react/trading";
import type { Chart, ChartConfiguration } from "chart.js";
import { useEffect, useMemo, useRef, useState } from "react";
import { useMatches, useSearchParams } from "react-router";
import { logDeepLinkIssue } from "../shell/deepLinkIssue.js";
import { OrderPadPanel } from "../shell/OrderPadGate.js";

/**
 * chart.js (about 50 kB gzip) loads beside the candles rather than before the screen: the watchlist beside the chart
 * shows and answers first, and the chart's parsing is a task of its own (Lighthouse's blocking time on /watchlist).
 */
let chartJs: Promise<typeof import("./chartjs.js")> | undefined;
const loadChartJs = () => {
  chartJs ??= import("./chartjs.js");
  return chartJs;
};

/** NIFTY 50, the chart shown when the link names no instrument. */
/** The chart header's quick order buttons. */
const quickSides: readonly (readonly [Side, string])[] = [
  ["B", "Buy"],
  ["S", "Sell"],
];

const defaultInstrument = { token: 99926000, segment: 1 };

interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

const intradayLabel = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Asia/Kolkata",
});
const dailyLabel = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  year: "2-digit",
  timeZone: "Asia/Kolkata",
});

function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === "" ? fallback : value;
}

/** Wicks (low to high) and bodies (open to close) as floating bars, coloured by direction. */
function datasetsOf(candles: readonly Candle[], divider: number) {
  const gain = cssColour("--gain", "#0a7d3b");
  const loss = cssColour("--loss", "#c62828");
  const colours = candles.map((c) => (c.close >= c.open ? gain : loss));
  return [
    {
      label: "Range",
      data: candles.map((c) => [c.low / divider, c.high / divider] as [number, number]),
      backgroundColor: colours,
      barPercentage: 0.12,
      categoryPercentage: 1,
      grouped: false,
    },
    {
      label: "Candle",
      data: candles.map(
        (c) => [Math.min(c.open, c.close) / divider, Math.max(c.open, c.close) / divider] as [number, number],
      ),
      backgroundColor: colours,
      barPercentage: 0.7,
      categoryPercentage: 1,
      grouped: false,
      minBarLength: 1,
    },
  ];
}

/**
 * The chart screen (/watchlist/chart, and full screen at /chart/fullscreen for the pop-out): candles from the
 * sandbox for the ranges of spec 1 §4 (1d to Max), the last candle live from the quote feed. The instrument comes
 * from the link (`token` and `mktSegID`, as the chartView deep link carries them), NIFTY 50 otherwise.
 */
export function ChartScreen() {
  const client = useTradeClient();
  const [params] = useSearchParams();
  const fullscreen = useMatches().some((match) => match.pathname.endsWith("fullscreen"));
  const token = Number(params.get("token") ?? defaultInstrument.token);
  const segment = Number(params.get("mktSegID") ?? defaultInstrument.segment);
  const valid = Number.isSafeInteger(token) && token > 0 && Number.isSafeInteger(segment) && segment > 0;
  const [range, setRange] = useState<ChartRange>("1d");
  const marketNow = useMarketClock();
  const divider = priceDivider(segment);

  const name = useQuery({
    queryKey: ["chart", "name", segment, token],
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const scrips = await client.call(
        marketEndpoints.scripMaster,
        { query: { TokenID: token, SegmentID: segment } },
        { signal },
      );
      if (scrips[0]) return `${scrips[0].tradeSymbol} · ${scrips[0].exchName}`;
      const indices = await client.call(marketEndpoints.indexMaster, {}, { signal });
      const index = indices.find((entry) => entry.token === token && entry.mktSegID === segment);
      return index ? `${index.name} · ${index.exchName}` : `${token}`;
    },
  });

  // A tradable instrument (not an index) gets Buy and Sell in the header: the quick order pad under it.
  const tradable = useQuery({
    queryKey: ["chart", "pad", segment, token],
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => (await padInstrumentFor(client, { segment, token })) ?? null,
  });
  const [quick, setQuick] = useState<{ side: Side; key: string } | undefined>();
  const instrumentKey = `${segment}:${token}`;
  const quickSide = quick?.key === instrumentKey ? quick.side : undefined;

  // Keyed by the market minute: the clock is the local one until the sandbox's offset arrives (then the key moves
  // to the market's day), and a new minute brings its new candle.
  const minute = Math.floor(marketNow() / 60_000);
  const candles = useQuery<{ range: ChartRange; candles: Candle[] }>({
    queryKey: ["chart", "candles", segment, token, range, minute],
    enabled: valid,
    placeholderData: (previous) => previous,
    queryFn: async ({ signal }) => {
      const { interval, from, to } = chartRangeQuery(range, marketNow() / 1000);
      const answer = await client.call(
        marketEndpoints.candles,
        { query: { TokenID: token, SegmentID: segment, interval, from, to } },
        { signal },
      );
      return { range, candles: answer.candles };
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
  const chart = useRef<Chart<"bar", [number, number][], string> | null>(null);
  const series = useRef<Candle[]>([]);

  const [drawProblem, setDrawProblem] = useState<string | undefined>();
  // chart.js starts loading with the screen, beside the candles' request.
  useEffect(() => {
    loadChartJs().catch((error: Error) => setDrawProblem(error.message));
  }, []);

  // The chart, drawn again when the candles change.
  useEffect(() => {
    const element = canvas.current;
    const loaded = shown;
    if (element === null || loaded === undefined) return;
    series.current = loaded.map((c) => ({ ...c }));
    const daily = !["1d", "5d", "1m"].includes(shownRange ?? "1d");
    const labels = series.current.map((c) => (daily ? dailyLabel : intradayLabel).format(c.time * 1000));
    const config: ChartConfiguration<"bar", [number, number][], string> = {
      type: "bar",
      data: { labels, datasets: datasetsOf(series.current, divider) },
      options: {
        animation: false,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (item) => {
                const c = series.current[item.dataIndex];
                if (c === undefined || item.datasetIndex !== 1) return "";
                const price = (value: number) => formatPrice(value, segment);
                return `O ${price(c.open)}  H ${price(c.high)}  L ${price(c.low)}  C ${price(c.close)}`;
              },
            },
            filter: (item) => item.datasetIndex === 1,
          },
        },
        scales: {
          x: { ticks: { maxTicksLimit: 8, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
          y: { position: "right", beginAtZero: false, grace: "5%", ticks: { maxTicksLimit: 8 } },
        },
      },
    };
    let cancelled = false;
    loadChartJs()
      .then(({ Chart }) => {
        if (cancelled) return;
        chart.current?.destroy();
        chart.current = new Chart(element, config);
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
    const last = series.current.at(-1);
    const drawn = chart.current;
    if (ltp === undefined || last === undefined || drawn === null) return;
    last.close = ltp;
    last.high = Math.max(last.high, ltp);
    last.low = Math.min(last.low, ltp);
    const [wicks, bodies] = datasetsOf([last], divider);
    const index = series.current.length - 1;
    const datasets = drawn.data.datasets;
    if (datasets[0] && wicks) {
      datasets[0].data[index] = wicks.data[0] as [number, number];
      (datasets[0].backgroundColor as string[])[index] = (wicks.backgroundColor as string[])[0] as string;
    }
    if (datasets[1] && bodies) {
      datasets[1].data[index] = bodies.data[0] as [number, number];
      (datasets[1].backgroundColor as string[])[index] = (bodies.backgroundColor as string[])[0] as string;
    }
    drawn.update("none");
  }, [ltp, divider]);

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
                onClick={() => setQuick({ side, key: instrumentKey })}
              >
                {label}
              </button>
            ))}
          </div>
        ) : null}
        <div role="radiogroup" aria-label="Chart range" className="chart-ranges">
          {chartRanges.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={range === value}
              className={range === value ? "active" : undefined}
              onClick={() => setRange(value)}
            >
              {value}
            </button>
          ))}
        </div>
      </header>
      {quickSide && tradable.data ? (
        <OrderPadPanel
          key={`${instrumentKey}:${quickSide}`}
          className="chart-quick"
          instrument={tradable.data}
          side={quickSide}
          variant="quick"
          onClose={() => setQuick(undefined)}
        />
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
        {candles.isPending && valid ? <div className="skeleton" aria-label="Loading" /> : null}
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
