import { LiveCells } from "../live/liveRows.js";
import type { WatchlistController } from "./useWatchlistWidget.js";
import { exchangeOf, type ScripRow, scripOf } from "./view.js";

/** One scrip row: its flag, symbol (and exchange in the expanded view), and the live cells the feed writes. */
export function WatchlistRowView({ w, row }: { w: WatchlistController; row: ScripRow }) {
  return (
    <div
      id={`${w.ids}-${row.key}`}
      data-key={row.key}
      data-seg={row.entry.mktSegID}
      data-token={row.entry.token}
      data-row=""
      role="option"
      aria-selected={row === w.current}
      tabIndex={-1}
      onClick={() => {
        w.setSelectedKey(row.key);
        w.listRef.current?.focus();
      }}
      onDoubleClick={() => w.options.onOpen?.(scripOf(row))}
    >
      <span className="tk-wl-symbol">
        {row.flag ? (
          <span
            className="tk-wl-flag"
            data-flag={row.flag.icon}
            title={row.flag.label}
            role="img"
            aria-label={`${row.flag.label} flag`}
          />
        ) : null}
        <span className="tk-wl-name">{row.entry.tradeSymbol}</span>
        {w.view === "expanded" ? (
          <small>
            {" "}
            {exchangeOf(row.entry.mktSegID)}
            {row.flag ? ` · ${row.flag.label}` : ""}
          </small>
        ) : null}
      </span>
      <LiveCells />
    </div>
  );
}
