import { emptyListActions, formatPrice, formatRupees, localKeys, type TradeClient } from "@trade/core";
import { adjustRefusal, offersAdjust } from "@trade/core/options";
import {
  conversionProducts,
  gainAndLoss,
  gainAndLossPercent,
  groupPositions,
  isEmptyPosition,
  noPositionsForFiltersMessage,
  noPositionsMessage,
  type Position,
  type PositionAction,
  type PositionGrouping,
  positionActions,
  positionGroupings,
  positionsCsv,
  productTypeLabel,
  squareOffNotAllowedTitle,
} from "@trade/core/orders";
import { useRef, useState } from "react";
import { useTradeClient } from "../tradeClient.js";
import { menuCss } from "../ui/menuStyles.js";
import { EmptyState, queryState } from "../ui/states.js";
import { widgetCss, widgetFrame } from "../widget.js";
import { ConvertDialog, type TableNotice } from "./ConvertDialog.js";
import { ExitAllDialog, exitablePositions } from "./ExitAllDialog.js";
import { useMarketClock } from "./hooks.js";
import { useLiveTable, writeCell } from "./liveTable.js";
import { PositionDetails } from "./PositionDetails.js";
import { RowMenu, type RowMenuItem } from "./RowMenu.js";
import { TableHead } from "./TableHead.js";
import { tableCss } from "./tableStyles.js";
import { usePositions, useTrading } from "./tradingHooks.js";

export interface PositionsTableProps {
  /** Market time for the action rules; by default the market clock of `useMarketClock`. */
  now?: () => number;
  /**
   * A row action the app handles (Buy more, Sell more, Exit, Set SL/Target, Stop Loss, Buy, Sell: `positionPad` says
   * which pad to open). An action the rules refuse now is not passed: its refusal goes to `onNotice`.
   */
  onAction?: (action: PositionAction, position: Position) => void;
  /** Exit all progress, conversions and refusals, for the app's toasts. */
  onNotice?: (notice: TableNotice) => void;
  /** The row menu's Charts (spec 2 §2 position row menu). Absent: not offered. */
  onChart?: (instrument: { segment: number; token: number }) => void;
  /**
   * The row menu's 'Set SL/Target with GTT' on an open position (spec 2 §2): the app opens the pad's GTT tab on the
   * other side (a sell for a long position). Absent: not offered.
   */
  onGtt?: (position: Position) => void;
  /** The row menu's Add Alert (issue 20 §5): the app opens the alert pad on the position's instrument. Absent: not offered. */
  onAlert?: (position: Position) => void;
  /** The row menu's Market Depth (spec 2 §2): the app shows the instrument's depth. Absent: not offered. */
  onMarketDepth?: (position: Position) => void;
  /** The empty list's 'Go to watchlist' (core `emptyListActions`): the app shows the watchlist. Absent: not offered. */
  onEmptyAction?: () => void;
  /**
   * The row menu's Adjust Position on an open position (spec 2 §2, §5): the app opens adjust mode; outside NSE and
   * BSE F&O the entry answers 'Only available for NSEFO & BSEFO' instead. Absent: not offered.
   */
  onAdjust?: (position: Position) => void;
  /** The row menu's Option Chain on a future or option (spec 2 §2): the app opens its chain. Absent: not offered. */
  onOptionChain?: (position: Position) => void;
}

function readGrouping(client: TradeClient): PositionGrouping {
  const stored = client.storage.getItem(localKeys.positionGrouping);
  return (positionGroupings as readonly string[]).includes(stored ?? "")
    ? (stored as PositionGrouping)
    : "None";
}

const keyOf = (p: Position) => `${p.exchangeSegment}-${p.symbolToken}-${p.productType}`;
const percentText = (percent: number) => `${percent > 0 ? "+" : ""}${percent.toFixed(2)}%`;
const signOf = (value: number) => (value > 0 ? "up" : value < 0 ? "down" : "flat");
const pnlText = (paise: number) => `${paise > 0 ? "+" : ""}${formatRupees(paise)}`;

const columns = [
  ["Instrument", ""],
  ["Product", ""],
  ["Net qty", "tk-num"],
  ["Avg", "tk-num"],
  ["LTP", "tk-num"],
  ["P&L", "tk-num"],
  ["P&L %", "tk-num"],
  ["Actions", "tk-actions"],
] as const;

/** The colour of a row action's button: adding on the buy side, or exiting a short, is a buy. */
const actionClass = (action: PositionAction, position: Position) => {
  if (action.id === "BUY_MORE" || action.id === "BUY") return "tk-btn-buy";
  if (action.id === "SELL_MORE" || action.id === "SELL") return "tk-btn-sell";
  if (action.id === "EXIT") return position.netQty > 0 ? "tk-btn-sell" : "tk-btn-buy";
  return undefined;
};

/**
 * Positions (F3, spec 2 §2, §4): grouped by the spec's seven options (kept locally), filtered to open ones on
 * demand, with the live LTP, P&L and P&L % and a live total. A row shows its actions by net quantity on hover or focus
 * (Buy more / Sell more, Set SL/Target or Stop Loss, Exit: the app opens the pad) and a ⋯ menu (Charts, Set SL/Target
 * with GTT, Convert, Market Depth, Position Details, Add Alert; those the app handles only when it passes their
 * callback).
 * Convert asks for the product and quantity; Exit all reviews the open positions with checkboxes before it sends
 * market orders for the checked ones. A CSV export.
 *
 * @example
 * ```tsx
 * <PositionsTable onAction={(action, position) => openPad(positionPad(action.id, position), position)} />
 * ```
 */
export function PositionsTable({
  now: givenNow,
  onAction,
  onNotice,
  onChart,
  onGtt,
  onAlert,
  onMarketDepth,
  onEmptyAction,
  onAdjust,
  onOptionChain,
}: PositionsTableProps) {
  const marketNow = useMarketClock();
  const now = givenNow ?? marketNow;
  const client = useTradeClient();
  const trading = useTrading();
  const query = usePositions();
  const positions = query.data;
  const [grouping, setGrouping] = useState<PositionGrouping>(() => readGrouping(client));
  const [openOnly, setOpenOnly] = useState(false);
  const [converting, setConverting] = useState<Position | undefined>();
  const [reviewing, setReviewing] = useState<Position[] | undefined>();
  const [details, setDetails] = useState<Position | undefined>();
  const table = useRef<HTMLDivElement>(null);
  const pnls = useRef(new Map<number, number>());

  const all = (positions ?? []).filter((p) => !isEmptyPosition(p));
  const shown = openOnly ? all.filter((p) => p.netQty !== 0) : all;
  const groups = groupPositions(shown, grouping);
  const rows = groups.flatMap((group) => group.positions);
  const items = rows.map((p) => ({ segment: p.exchangeSegment, token: p.symbolToken, position: p }));
  pnls.current = new Map(rows.map((p, index) => [index, gainAndLoss(p, p.ltp)]));
  const total = () => [...pnls.current.values()].reduce((sum, value) => sum + value, 0);
  useLiveTable(
    client,
    table,
    items,
    rows.map((p) => `${keyOf(p)}:${p.netQty}:${p.buyQty}:${p.sellQty}`).join(","),
    (row, { position }, ltp) => {
      const pnl = gainAndLoss(position, ltp);
      pnls.current.set(Number(row.dataset.liveRow), pnl);
      writeCell(row, "ltp", formatPrice(ltp, position.exchangeSegment));
      writeCell(row, "pnl", pnlText(pnl), pnl);
      const percent = gainAndLossPercent(position, ltp);
      writeCell(row, "pnlPercent", percentText(percent), percent);
    },
    () => {
      const sum = total();
      if (table.current) writeCell(table.current, "total", pnlText(sum), sum);
    },
  );

  const group = (value: PositionGrouping) => {
    setGrouping(value);
    client.storage.setItem(localKeys.positionGrouping, value);
  };

  const exitAll = async (list: readonly Position[]) => {
    setReviewing(undefined);
    const started = await trading.positions.exitAll(
      list.map((p) => ({
        exchangeSegment: p.exchangeSegment,
        symbolToken: p.symbolToken,
        tradingSymbol: p.tradingSymbol,
        productType: p.productType,
        netQty: p.netQty,
        isOptionStock: p.instrumentType === "OPTSTK",
        isAdvance: p.isAdvance,
      })),
      { nowMs: now() },
    );
    if (!started.ok) onNotice?.({ title: "Exit all", message: started.error.message, ok: false });
    else
      onNotice?.({
        title: "Exit all",
        message: `${started.value.getSnapshot().length} order(s) on their way`,
        ok: true,
      });
  };

  const adjust = (position: Position) => {
    const refusal = adjustRefusal(position);
    if (refusal === undefined) onAdjust?.(position);
    else onNotice?.({ title: "Adjust Position", message: refusal, ok: false });
  };

  const act = (action: PositionAction, position: Position) => {
    if (action.refusal === undefined) onAction?.(action, position);
    else {
      const title = action.id === "EXIT" ? squareOffNotAllowedTitle : action.label;
      onNotice?.({ title, message: action.refusal, ok: false });
    }
  };

  // The spec's order, then Add Alert.
  const menuOf = (p: Position): RowMenuItem[] => [
    ...(onAdjust && offersAdjust(p) ? [{ label: "Adjust Position", onSelect: () => adjust(p) }] : []),
    ...(onChart
      ? [{ label: "Charts", onSelect: () => onChart({ segment: p.exchangeSegment, token: p.symbolToken }) }]
      : []),
    ...(onOptionChain && p.expiryDate !== null
      ? [{ label: "Option Chain", onSelect: () => onOptionChain(p) }]
      : []),
    ...(onGtt && p.netQty !== 0 ? [{ label: "Set SL/Target with GTT", onSelect: () => onGtt(p) }] : []),
    ...(conversionProducts(p).length > 0 ? [{ label: "Convert", onSelect: () => setConverting(p) }] : []),
    ...(onMarketDepth ? [{ label: "Market Depth", onSelect: () => onMarketDepth(p) }] : []),
    { label: "Position Details", onSelect: () => setDetails(p) },
    ...(onAlert ? [{ label: "Add Alert", onSelect: () => onAlert(p) }] : []),
  ];

  const download = (list: readonly Position[]) => {
    const url = URL.createObjectURL(new Blob([positionsCsv(list)], { type: "text/csv" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "positions.csv";
    link.click();
    URL.revokeObjectURL(url);
  };

  const frame = widgetFrame("tk-positions", positionsCss);
  const status = queryState(query, "positions");
  if (status) return frame(status);
  if (all.length === 0) {
    return frame(
      <EmptyState
        className="tk-positions-empty"
        message={noPositionsMessage}
        action={onEmptyAction && { label: emptyListActions.goToWatchlist, onClick: onEmptyAction }}
      />,
    );
  }
  const exitable = exitablePositions(shown);
  const sum = total();
  let index = -1;
  return (
    <div className="tk-positions">
      <style>{positionsCss}</style>
      <div className="tk-bar">
        <label>
          Group by{" "}
          <select value={grouping} onChange={(event) => group(event.target.value as PositionGrouping)}>
            {positionGroupings.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={openOnly} onChange={(event) => setOpenOnly(event.target.checked)} />{" "}
          Open only
        </label>
        <span className="tk-spacer" />
        <button type="button" onClick={() => download(shown)}>
          Export
        </button>
        <button
          type="button"
          className="tk-btn-danger-outline"
          onClick={() => setReviewing(exitable)}
          disabled={exitable.length === 0}
        >
          Exit all
        </button>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          className="tk-positions-empty"
          message={noPositionsForFiltersMessage}
          action={{ label: emptyListActions.clearFilters, onClick: () => setOpenOnly(false) }}
        />
      ) : (
        <div role="table" aria-label="Positions" className="tk-table" ref={table}>
          <TableHead columns={columns} />
          {groups.map(({ key, positions: members }) => [
            grouping === "None" ? null : (
              <div role="row" key={`group-${key}`} className="tk-group">
                <span role="cell">{key}</span>
              </div>
            ),
            ...members.map((p) => {
              index += 1;
              const { actions } = positionActions(p, { nowMs: now(), segment: p.exchangeSegment });
              const pnl = gainAndLoss(p, p.ltp);
              const percent = gainAndLossPercent(p, p.ltp);
              const average = p.netQty >= 0 ? p.buyAvgPrice : p.sellAvgPrice;
              return (
                <div role="row" key={keyOf(p)} className="tk-body-row" data-live-row={index}>
                  <span role="cell" className="tk-sym">
                    {p.tradingSymbol}
                    <span className="tk-sub">{p.exchange}</span>
                  </span>
                  <span role="cell">{productTypeLabel(p.productType)}</span>
                  <span role="cell" className="tk-num">
                    {p.netQty}
                  </span>
                  <span role="cell" className="tk-num">
                    {formatPrice(average, p.exchangeSegment)}
                  </span>
                  <span role="cell" className="tk-num" data-cell="ltp">
                    {p.ltp > 0 ? formatPrice(p.ltp, p.exchangeSegment) : "—"}
                  </span>
                  <span role="cell" className="tk-num tk-pnl" data-cell="pnl" data-sign={signOf(pnl)}>
                    {pnlText(pnl)}
                  </span>
                  <span role="cell" className="tk-num" data-cell="pnlPercent" data-sign={signOf(percent)}>
                    {percentText(percent)}
                  </span>
                  <span role="cell" className="tk-actions">
                    <span className="tk-hover">
                      {actions.map((action) => (
                        <button
                          type="button"
                          key={action.id}
                          className={actionClass(action, p)}
                          aria-disabled={action.refusal === undefined ? undefined : true}
                          title={action.refusal}
                          aria-label={`${action.label} ${p.tradingSymbol} ${productTypeLabel(p.productType)}`}
                          onClick={() => act(action, p)}
                        >
                          {action.label}
                        </button>
                      ))}
                    </span>
                    <RowMenu
                      label={`More for ${p.tradingSymbol} ${productTypeLabel(p.productType)}`}
                      items={menuOf(p)}
                    />
                  </span>
                </div>
              );
            }),
          ])}
          <div role="row" className="tk-total">
            <span role="cell">Total</span>
            <span role="cell" />
            <span role="cell" />
            <span role="cell" />
            <span role="cell" />
            <span role="cell" className="tk-num" data-cell="total" data-sign={signOf(sum)}>
              {pnlText(sum)}
            </span>
            <span role="cell" />
            <span role="cell" />
          </div>
        </div>
      )}
      {converting ? (
        <ConvertDialog
          position={converting}
          now={now}
          onClose={() => setConverting(undefined)}
          {...(onNotice ? { onNotice } : {})}
        />
      ) : null}
      {details ? <PositionDetails position={details} onClose={() => setDetails(undefined)} /> : null}
      {reviewing ? (
        <ExitAllDialog
          positions={reviewing}
          onExit={(selected) => void exitAll(selected)}
          onClose={() => setReviewing(undefined)}
        />
      ) : null}
    </div>
  );
}

const positionsCss = widgetCss(
  ".tk-positions",
  `${tableCss(".tk-positions")}${menuCss(".tk-positions")}
.tk-positions [role=row]{grid-template-columns:minmax(150px,1.6fr) minmax(90px,.8fr) 64px 84px 84px 104px 72px minmax(290px,1.6fr)}
.tk-positions .tk-group [role=cell]{grid-column:1/-1;font-weight:600;font-size:.85em;color:var(--tk-muted,var(--tk-color-text-muted,#57606a))}
.tk-positions .tk-bar select{font:inherit;color:inherit;background:var(--tk-color-bg,#ffffff);border:1px solid var(--tk-border,var(--tk-color-border,#d9dee4));border-radius:4px;padding:3px 6px}
.tk-positions .tk-bar label{display:inline-flex;gap:6px;align-items:center}
`,
);
