import type { OptionChain, OptionLeg } from "@trade/core/options";
import { memo } from "react";
import { type ChainColumn, staticText, strikeText } from "./chainColumns.js";

/** A contract of the chain as the widget hands it out: to open the order pad on it. */
export interface OptionContract {
  segment: number;
  token: number;
  tradeSymbol: string;
  /** Minor units. */
  strike: number;
  optionType: "CE" | "PE";
  expiry: string;
}

export const contractOf = (leg: OptionLeg): OptionContract => ({
  segment: leg.SegmentID,
  token: leg.TokenID,
  tradeSymbol: leg.TradeSymbol,
  strike: leg.StrikePrice,
  optionType: leg.OptionType,
  expiry: leg.ExpiryDate,
});

type Row = OptionChain["rows"][number];

export interface ChainRowProps {
  row: Row;
  index: number;
  ids: string;
  calls: readonly ChainColumn[];
  puts: readonly ChainColumn[];
  /** The active column in this row, or -1. */
  active: number;
  atm: boolean;
  spot: number;
  /** The first strike above the spot: the spot line runs over it. */
  spotLine: boolean;
  onPick: (row: number, col: number) => void;
  onTrade: ((contract: OptionContract, side: "B" | "S") => void) | undefined;
}

/** Buy and sell buttons on a contract's LTP cell, shown on hover and on the keyboard's row (B and S do the same). */
function TradeButtons({
  leg,
  onTrade,
}: {
  leg: OptionLeg;
  onTrade: (contract: OptionContract, side: "B" | "S") => void;
}) {
  return (
    <span className="tk-oc-trade">
      <button
        type="button"
        tabIndex={-1}
        className="tk-oc-buy"
        aria-label={`Buy ${leg.TradeSymbol}`}
        onClick={() => onTrade(contractOf(leg), "B")}
      >
        B
      </button>
      <button
        type="button"
        tabIndex={-1}
        className="tk-oc-sell"
        aria-label={`Sell ${leg.TradeSymbol}`}
        onClick={() => onTrade(contractOf(leg), "S")}
      >
        S
      </button>
    </span>
  );
}

/** One strike: the call's cells, the strike, the put's cells; live cells start from the chain and the feed takes over. */
export const ChainRow = memo(function ChainRow(props: ChainRowProps) {
  const { row, index, ids, calls, puts, active, atm, spot, spotLine, onPick, onTrade } = props;
  const cell = (side: "CE" | "PE", leg: OptionLeg | null, column: ChainColumn, col: number) => (
    <div
      key={`${side}-${column.id}`}
      role="gridcell"
      id={`${ids}-${index}-${col}`}
      data-half={side}
      aria-selected={active === col}
      className={column.id === "ltp" ? "tk-oc-ltp" : undefined}
      onClick={() => onPick(index, col)}
    >
      <span data-side={side} data-col={column.id}>
        {leg === null ? "—" : staticText(leg, column.id)}
      </span>
      {column.id === "ltp" && leg !== null && onTrade ? <TradeButtons leg={leg} onTrade={onTrade} /> : null}
    </div>
  );
  const strikeCol = calls.length;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-strike={row.strike}
      data-atm={atm ? "" : undefined}
      data-call-itm={row.strike < spot ? "" : undefined}
      data-put-itm={row.strike > spot ? "" : undefined}
      data-spot-line={spotLine ? "" : undefined}
      data-active-row={active >= 0 ? "" : undefined}
    >
      {calls.map((column, i) => cell("CE", row.call, column, i))}
      <div
        role="rowheader"
        id={`${ids}-${index}-${strikeCol}`}
        aria-selected={active === strikeCol}
        className="tk-oc-strike"
        onClick={() => onPick(index, strikeCol)}
      >
        {strikeText(row.strike, row.call?.SegmentID ?? row.put?.SegmentID ?? 2)}
      </div>
      {puts.map((column, i) => cell("PE", row.put, column, strikeCol + 1 + i))}
    </div>
  );
});
