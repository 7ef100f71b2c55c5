import { StockOverview } from "./StockOverview.js";
import { WatchlistLayout } from "./Watchlist.js";

/** /watchlist/overview: the watchlist beside the selected scrip's overview (spec 3 §2 stock-detail sections). */
export function WatchlistOverviewScreen() {
  return (
    <WatchlistLayout>
      <StockOverview />
    </WatchlistLayout>
  );
}
