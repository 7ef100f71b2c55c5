import { formatPrice } from "@trade/core";
import type { OptionLeg } from "@trade/core/options";
import { optionWatchlistChainStrikes, optionWatchlistStrikes } from "@trade/core/options";
import { nextSort, sortRows, type TableSort } from "@trade/core/portfolio";
import { useMemo, useState } from "react";
import { useOptionChain } from "../options/hooks.js";
import { useTradeClient } from "../tradeClient.js";
import { NativeSelect } from "../ui/NativeSelect.js";
import { Segmented } from "../ui/Segmented.js";
import { queryStatus } from "../widget.js";
import { type LiveValues, useLiveQuotes } from "./useLiveQuotes.js";

/** A tab of the options watchlist: an underlying, by the instrument its chain opens from. */
export interface OptionWatchlistTab {
  symbol: string;
  segment: number;
  token: number;
}

/** A contract a row buys or sells. */
export interface QuicklistContract {
  segment: number;
  token: number;
  tradeSymbol: string;
}

const columns = [
  { id: "strike", label: "Strike" },
  { id: "ltp", label: "LTP" },
  { id: "change", label: "Chg %" },
  { id: "oi", label: "OI" },
] as const;
type Column = (typeof columns)[number]["id"];

interface Row {
  strike: number;
  leg: OptionLeg;
  live: LiveValues;
}

const sides = [
  ["CE", "Calls"],
  ["PE", "Puts"],
] as const;

const percent = (live: LiveValues) => (live.close > 0 ? ((live.ltp - live.close) / live.close) * 100 : 0);
const read = (row: Row, column: Column) =>
  column === "strike"
    ? row.strike
    : column === "ltp"
      ? row.live.ltp
      : column === "change"
        ? percent(row.live)
        : row.live.oi;

/**
 * One tab's list: the nearest expiry (or the one chosen), calls or puts, the side's window of strikes around the
 * money (calls 5 below to 15 above, puts mirrored), each contract's live LTP, change and OI; every column sorts
 * (none, ascending, descending). Only the shown contracts are subscribed.
 */
export function QuicklistTab(props: {
  tab: OptionWatchlistTab;
  onTrade?: ((contract: QuicklistContract, side: "B" | "S") => void) | undefined;
}) {
  const { tab, onTrade } = props;
  const client = useTradeClient();
  const { underlying, found, expiry, setExpiry, chain } = useOptionChain(
    { segment: tab.segment, token: tab.token },
    { strikeCount: optionWatchlistChainStrikes },
  );
  const [side, setSide] = useState<"CE" | "PE">("CE");
  const [sort, setSort] = useState<TableSort<Column>>({ column: null, direction: "default" });
  const data = chain.data;
  const legs = useMemo(() => {
    if (data === undefined) return [];
    const shown = new Set(
      optionWatchlistStrikes(
        data.rows.map((r) => r.strike),
        data.spot,
        side,
      ),
    );
    return data.rows
      .filter((row) => shown.has(row.strike))
      .flatMap((row) => {
        const leg = side === "CE" ? row.call : row.put;
        return leg === null ? [] : [{ strike: row.strike, leg }];
      });
  }, [data, side]);
  const instruments = useMemo(
    () => legs.map(({ leg }) => ({ segment: leg.SegmentID, token: leg.TokenID })),
    [legs],
  );
  const live = useLiveQuotes(client, instruments);
  const status =
    queryStatus(underlying.error, underlying.isPending, tab.symbol) ??
    (found === undefined ? <p role="status">{tab.symbol} has no options</p> : undefined) ??
    queryStatus(chain.error, chain.isPending, `${tab.symbol} options`);
  if (status !== undefined || data === undefined || found === undefined) return status;
  const rows: Row[] = legs.map(({ strike, leg }) => ({
    strike,
    leg,
    live: live.get(leg.TokenID) ?? { ltp: leg.ltp, close: 0, oi: leg.OpenInterest },
  }));
  const segment = data.MarketSegmentId;
  const sorted = sortRows(rows, sort, read);
  return (
    <>
      <div className="tk-owl-bar">
        <label>
          Expiry
          <NativeSelect value={expiry} options={found.expiries} onChange={setExpiry} />
        </label>
        <Segmented
          className="tk-owl-side"
          name={`tk-owl-side-${tab.symbol}`}
          legend="Side"
          value={side}
          options={sides}
          onChange={setSide}
        />
      </div>
      <table
        className="tk-owl-table"
        aria-label={`${tab.symbol} ${expiry} ${side === "CE" ? "calls" : "puts"}`}
      >
        <thead>
          <tr>
            {columns.map((c) => {
              const direction = sort.column === c.id ? sort.direction : "default";
              return (
                <th
                  key={c.id}
                  scope="col"
                  aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none"}
                >
                  <button type="button" onClick={() => setSort(nextSort(sort, c.id))}>
                    {c.label}
                  </button>
                </th>
              );
            })}
            {onTrade ? (
              <th scope="col">
                <span className="tk-owl-sr">Trade</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const change = percent(row.live);
            const name = `${formatPrice(row.strike, segment).replace(/\.0+$/, "")} ${side}`;
            return (
              <tr
                key={row.leg.TokenID}
                data-token={row.leg.TokenID}
                data-atm={row.strike === data.atmStrike ? "" : undefined}
              >
                <th scope="row">{name}</th>
                <td>{formatPrice(row.live.ltp, segment)}</td>
                <td data-sign={Math.sign(change)}>
                  {row.live.close > 0 ? `${change > 0 ? "+" : ""}${change.toFixed(2)}%` : "—"}
                </td>
                <td>{row.live.oi.toLocaleString("en-IN")}</td>
                {onTrade ? (
                  <td className="tk-owl-trade">
                    {(["B", "S"] as const).map((action) => (
                      <button
                        key={action}
                        type="button"
                        data-action={action}
                        aria-label={`${action === "B" ? "Buy" : "Sell"} ${row.leg.TradeSymbol}`}
                        onClick={() =>
                          onTrade(
                            {
                              segment: row.leg.SegmentID,
                              token: row.leg.TokenID,
                              tradeSymbol: row.leg.TradeSymbol,
                            },
                            action,
                          )
                        }
                      >
                        {action}
                      </button>
                    ))}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
