import { condenseAmount, formatPrice, formatRupees } from "@trade/core";
import {
  type AdjustContract,
  adjustmentCashflow,
  adjustmentOrders,
  type OptionChain,
} from "@trade/core/options";
import type { Position } from "@trade/core/orders";
import { useId } from "react";
import { useLiveQuotes } from "../optionWatchlist/useLiveQuotes.js";
import { useTradeClient } from "../tradeClient.js";
import { ColumnHeads } from "../ui/ColumnHeads.js";
import { queryStatus, widgetCss } from "../widget.js";
import { ContractLadder, type LadderRow } from "./ContractLadder.js";
import { adjustCss } from "./styles.js";
import { type AdjustPositionState, legContract, useAdjustPosition } from "./useAdjustPosition.js";

export interface AdjustPositionProps {
  /** The open position to adjust (a row of the positions list). */
  position: Position;
  /** Offered as a Done button once the new position's order is placed (the exit and the entry both accepted). */
  onAdjusted?: () => void;
  /** Closes adjust mode (a Cancel button shows when given). */
  onCancel?: () => void;
  /** Show the widget's own title (default true; off inside a dialog that has one). */
  heading?: boolean;
}

const css = widgetCss(".tk-adj", adjustCss);

function chainRows(chain: OptionChain, type: "CE" | "PE", held: number, ltp: (token: number) => number) {
  return chain.rows.flatMap((row): LadderRow[] => {
    const leg = type === "CE" ? row.call : row.put;
    if (!leg) return [];
    return [
      {
        contract: legContract(leg),
        cells: [
          `${formatPrice(row.strike, leg.SegmentID)} ${type}`,
          formatPrice(ltp(leg.TokenID) || leg.ltp, leg.SegmentID),
          leg.iv > 0 ? leg.iv.toFixed(2) : "—",
          leg.greeks.delta.toFixed(2),
          condenseAmount(leg.OpenInterest),
        ],
        held: leg.TokenID === held,
        atm: row.strike === chain.atmStrike,
      },
    ];
  });
}

/** The expiry, option type and strike controls of an option's adjust mode. */
function OptionControls({ state }: { state: AdjustPositionState }) {
  const expiryId = useId();
  const strikeId = useId();
  const errorId = useId();
  return (
    <div className="tk-tt-bar">
      <label htmlFor={expiryId}>Expiry</label>
      <select
        id={expiryId}
        value={state.expiry ?? ""}
        onChange={(event) => state.setExpiry(event.target.value)}
      >
        {(state.found?.expiries ?? []).map((date) => (
          <option key={date}>{date}</option>
        ))}
      </select>
      <span className="tk-tt-seg" role="group" aria-label="Option type">
        {(["CE", "PE"] as const).map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={state.optionType === type}
            onClick={() => state.setOptionType(type)}
          >
            {type}
          </button>
        ))}
      </span>
      <form
        className="tk-tt-bar"
        onSubmit={(event) => {
          event.preventDefault();
          state.goToStrike();
        }}
      >
        <label htmlFor={strikeId}>Strike price</label>
        <input
          id={strikeId}
          inputMode="decimal"
          value={state.strikeText}
          aria-invalid={state.strikeError !== undefined}
          aria-describedby={state.strikeError ? errorId : undefined}
          onChange={(event) => state.setStrikeText(event.target.value)}
        />
        <button type="submit">Choose</button>
      </form>
      {state.strikeError ? (
        <p id={errorId} role="alert">
          {state.strikeError}
        </p>
      ) : null}
    </div>
  );
}

/** The contracts to choose from: the chain's strikes of the shown type, or the underlying's other futures. */
function Choices({ state, position }: { state: AdjustPositionState; position: Position }) {
  const client = useTradeClient();
  const chain = state.chain.data;
  const futures = state.futures.data ?? [];
  const live = useLiveQuotes(
    client,
    state.isOption
      ? (chain?.rows ?? []).flatMap((row) => {
          const leg = state.optionType === "CE" ? row.call : row.put;
          return leg ? [{ segment: leg.SegmentID, token: leg.TokenID }] : [];
        })
      : futures.map((future) => ({ segment: future.mktSegID, token: future.token })),
  );
  const ltp = (token: number) => live.get(token)?.ltp ?? 0;
  if (state.isOption) {
    const status =
      queryStatus(state.underlying.error, state.underlying.isPending, "the option chain") ??
      (state.found === undefined ? (
        <p role="status">{position.symbolName} has no option chain</p>
      ) : undefined) ??
      queryStatus(state.chain.error, state.chain.isPending, "the option chain");
    if (status || !chain) return status;
    const rows = chainRows(chain, state.optionType, position.symbolToken, ltp);
    if (rows.length === 0) return <p role="status">No {state.optionType} strikes on this expiry.</p>;
    return (
      <ContractLadder
        label={`${chain.TradeSymbol} ${state.expiry} ${state.optionType} strikes`}
        columns={["Strike", "LTP", "IV", "Delta", "OI"]}
        rows={rows}
        chosen={state.target?.token}
        onChoose={state.choose}
      />
    );
  }
  const status = queryStatus(state.futures.error, state.futures.isPending, "the futures");
  if (status) return status;
  const rows = futures.map(
    (future): LadderRow => ({
      contract: {
        segment: future.mktSegID,
        token: future.token,
        tradingSymbol: future.tradeSymbol,
        expiry: future.expirydate ?? "",
        optionType: null,
        strike: 0,
      },
      cells: [future.tradeSymbol, future.expirydate ?? "—", formatPrice(ltp(future.token), future.mktSegID)],
      held: future.token === position.symbolToken,
      atm: false,
    }),
  );
  if (rows.length < 2) return <p role="status">{position.symbolName} has no other futures to roll into.</p>;
  return (
    <ContractLadder
      label={`${position.symbolName} futures`}
      columns={["Contract", "Expiry", "LTP"]}
      rows={rows}
      chosen={state.target?.token}
      onChoose={state.choose}
      futures
    />
  );
}

/** The adjustment's two orders, what it brings in or pays out, and the button that places it. */
function Review({
  state,
  position,
  target,
}: {
  state: AdjustPositionState;
  position: Position;
  target: AdjustContract;
}) {
  const client = useTradeClient();
  const live = useLiveQuotes(client, [
    { segment: position.exchangeSegment, token: position.symbolToken },
    { segment: target.segment, token: target.token },
  ]);
  const oldLtp = live.get(position.symbolToken)?.ltp || position.ltp;
  // Until the feed has a price: the chain's.
  const quoted = state.chain.data?.rows
    .flatMap((row) => [row.call, row.put])
    .find((leg) => leg?.TokenID === target.token)?.ltp;
  const newLtp = live.get(target.token)?.ltp || quoted || 0;
  const orders = adjustmentOrders(position, target);
  const flow = newLtp > 0 ? adjustmentCashflow(position.netQty, oldLtp, newLtp) : undefined;
  const lots = position.lotSize > 0 ? Math.abs(position.netQty) / position.lotSize : undefined;
  return (
    <section aria-label="Adjustment">
      <table>
        <ColumnHeads heads={["Order", "Side", "Contract", ["Qty", "tk-tt-num"], ["LTP", "tk-tt-num"]]} />
        <tbody>
          {orders.map((order, index) => (
            <tr key={order.symbolToken}>
              <td>{index === 0 ? "Exit" : "New"}</td>
              <td className={order.transactionType === "B" ? "tk-tt-up" : "tk-tt-down"}>
                {order.transactionType === "B" ? "BUY" : "SELL"}
              </td>
              <td>{order.tradingSymbol}</td>
              <td className="tk-tt-num">
                {order.quantity}
                {lots ? ` (${lots} lot${lots === 1 ? "" : "s"})` : ""}
              </td>
              <td className="tk-tt-num">
                {(index === 0 ? oldLtp : newLtp) > 0
                  ? formatPrice(index === 0 ? oldLtp : newLtp, order.exchangeSegment)
                  : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="tk-adj-actions">
        {flow !== undefined ? (
          <span className={flow >= 0 ? "tk-tt-up" : "tk-tt-down"}>
            {flow >= 0 ? "Net credit" : "Net debit"} {formatRupees(Math.abs(flow))} at market
          </span>
        ) : null}
        <button
          type="button"
          className="tk-tt-primary"
          disabled={state.adjust.isPending || state.adjust.isSuccess}
          onClick={() => state.adjust.mutate(target)}
        >
          {state.adjust.isPending ? "Adjusting…" : "Adjust Position"}
        </button>
      </div>
    </section>
  );
}

/** What the placing did, in words: both orders placed, the exit refused, or the new position refused after the exit. */
function Outcome({ state }: { state: AdjustPositionState }) {
  const { adjust } = state;
  if (adjust.error) return <p role="alert">{adjust.error.message}</p>;
  const result = adjust.data;
  if (!result) return null;
  if (!result.exit.ok) return <p role="alert">The position was not exited: {result.exit.error.message}</p>;
  if (result.entry && !result.entry.ok) {
    return (
      <p role="alert">
        The position was exited (order {result.exit.value.orderId}); the new position was refused:{" "}
        {result.entry.error.message}
      </p>
    );
  }
  return (
    <p role="status">
      Position adjusted: exit order {result.exit.value.orderId}, new order {result.entry?.value.orderId}
    </p>
  );
}

/**
 * Adjust position (spec 2 §2, §5), embeddable: the open position's figures; adjust mode's prompt, 'Select New Position
 * to Adjust', over the contracts it can roll into (an option: the chain of an expiry and type, its strike chosen on
 * the ladder or typed in, 'Please enter a valid strike price' for one not on it; a future: its other expiries); the
 * two orders at market with what they bring in or pay out; and the placing (the exit first, the new position once
 * the exit is accepted). Outside NSE and BSE F&O it says 'Only available for NSEFO & BSEFO'.
 *
 * @example
 * ```tsx
 * <AdjustPosition position={position} onAdjusted={close} onCancel={close} />
 * ```
 */
export function AdjustPosition({ position, onAdjusted, onCancel, heading = true }: AdjustPositionProps) {
  const state = useAdjustPosition(position);
  const done = state.adjust.data?.entry?.ok === true;
  const segment = position.exchangeSegment;
  const avg = position.netQty > 0 ? position.buyAvgPrice : position.sellAvgPrice;
  return (
    <div className="tk-adj">
      <style>{css}</style>
      {heading ? <h2>Adjust Position · {position.tradingSymbol}</h2> : null}
      <dl className="tk-tt-figs">
        <div>
          <dt>Net qty</dt>
          <dd className={position.netQty > 0 ? "tk-tt-up" : "tk-tt-down"}>{position.netQty}</dd>
        </div>
        <div>
          <dt>Product</dt>
          <dd>{position.productType}</dd>
        </div>
        <div>
          <dt>Avg</dt>
          <dd>{formatPrice(avg, segment)}</dd>
        </div>
        <div>
          <dt>Expiry</dt>
          <dd>{position.expiryDate ?? "—"}</dd>
        </div>
      </dl>
      {state.refusal ? (
        <p role="alert">{state.refusal}</p>
      ) : (
        <>
          <p className="tk-adj-prompt" role="status">
            {state.prompt ??
              `Adjust to ${state.target?.tradingSymbol}: exit ${position.tradingSymbol} and open the same quantity`}
          </p>
          {state.isOption ? <OptionControls state={state} /> : null}
          <Choices state={state} position={position} />
          {state.target && state.prompt === undefined ? (
            <Review state={state} position={position} target={state.target} />
          ) : null}
          <Outcome state={state} />
        </>
      )}
      {onCancel || (done && onAdjusted) ? (
        <div className="tk-adj-actions">
          {onCancel ? (
            <button type="button" onClick={onCancel}>
              {done ? "Close" : "Cancel"}
            </button>
          ) : null}
          {done && onAdjusted ? (
            <button type="button" className="tk-tt-primary" onClick={onAdjusted}>
              Done
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
