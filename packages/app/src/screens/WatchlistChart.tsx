import { ChartScreen } from "./Chart.js";
import { WatchlistLayout } from "./Watchlist.js";

/** /watchlist/chart: the watchlist beside the selected scrip's chart (spec 3 §2). */
export function WatchlistChartScreen() {
  return (
    <WatchlistLayout>
      <ChartScreen />
    </WatchlistLayout>
  );
}
