import { emptyListActions, formatIstDayTime, formatPrice } from "@trade/core";
import {
  type GttRule,
  gttCancelledMessage,
  gttLevels,
  gttListPageSize,
  gttStatusLabel,
  isPendingGtt,
} from "@trade/core/gtt";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTradeClient } from "../tradeClient.js";
import { type LiveTableItem, useLiveTable, writeCell } from "../trading/liveTable.js";
import { SelectableRow, SelectionGrid } from "../trading/SelectionGrid.js";
import { ConfirmDialog } from "../trading/TableDialog.js";
import { FilteredEmptyState } from "../ui/FilteredEmptyState.js";
import { Segmented } from "../ui/Segmented.js";
import { queryState } from "../ui/states.js";
import { statusBadge } from "../ui/statusBadge.js";
import { widgetFrame } from "../widget.js";
import { GttEditDialog } from "./GttEditDialog.js";
import { gttCss } from "./GttForm.js";
import { percentFromLtp, percentText } from "./gttFormState.js";
import { type GttStatusFilter, gttStatusFilters, gttStatusTone } from "./gttTone.js";
import { useCancelGtt, useGttRules } from "./hooks.js";
import { gttCancelConfirmText, gttSummary, noGttRulesForFilterText, noGttRulesText } from "./texts.js";

/** The status filters as the segmented control's [value, label] pairs. */
const filterChoices = gttStatusFilters.map((option) => [option.id, option.label] as const);

/** A notice for the host's toast: "GTT Updated", 'GTT order cancelled successfully', or a failure. */
export interface GttNotice {
  title: string;
  message: string;
  ok: boolean;
}

export interface GttListProps {
  /** After an edit or a cancel: the spec's success text, or the failure, for the app's toast. */
  onNotice?: (notice: GttNotice) => void;
  /** The status filter it opens on (default all). */
  filter?: GttStatusFilter;
  /** The empty list's 'Create GTT' (core `emptyListActions`): the app starts a new GTT. Absent: not offered. */
  onEmptyAction?: () => void;
}

const columns = [
  ["Created", ""],
  ["Type", ""],
  ["Instrument", ""],
  ["GTT", ""],
  ["Trigger", "tk-num"],
  ["LTP", "tk-num"],
  ["Qty", "tk-num"],
  ["Status", ""],
  ["Actions", "tk-actions"],
] as const;

const cancelConfirm = {
  title: "Cancel GTT",
  keep: "KEEP",
  action: "CANCEL GTT",
  message: gttCancelConfirmText,
};

const side = (rule: GttRule) => (rule.transactiontype === "B" ? "BUY" : "SELL");
const created = formatIstDayTime;

/** Write each trigger's distance from the live LTP into its cell. */
function writeLevels(row: HTMLElement, rule: GttRule, ltp: number): void {
  for (const level of gttLevels(rule)) {
    const percent = percentFromLtp(level.level, ltp);
    if (percent !== undefined) writeCell(row, `pct-${level.leg}`, percentText(percent), percent);
  }
}

/**
 * The GTT rules (spec 2 §2 GTT list, §4 statuses): newest first, a page of 200 (spec 2 §9), filtered by status, kept
 * fresh by the order-update feed. Each row: when it was set, the side, the instrument, single or OCO, its trigger(s)
 * with the live distance from the LTP, the live LTP, the quantity and the status badge. A pending rule's row shows
 * Edit and Cancel on hover or focus: Edit opens the same form prefilled ("GTT Updated"), Cancel asks first ('GTT order
 * cancelled successfully'). Keys: arrows move the selection, Enter edits, Delete or Backspace
 * cancels the selected pending rule; Escape closes a dialog.
 *
 * @example
 * ```tsx
 * <GttList onNotice={(n) => toast(n.title, n.message)} />
 * ```
 */
export function GttList({ onNotice, filter: initial = "all", onEmptyAction }: GttListProps) {
  const client = useTradeClient();
  const [filter, setFilter] = useState<GttStatusFilter>(initial);
  const [page, setPage] = useState(1);
  const codes = gttStatusFilters.find((f) => f.id === filter)?.codes ?? [];
  const query = useGttRules(codes, { page });
  const { data, isPlaceholderData } = query;
  const cancelRule = useCancelGtt();
  const [selected, setSelected] = useState(0);
  const [confirming, setConfirming] = useState<GttRule | undefined>();
  const [editing, setEditing] = useState<GttRule | undefined>();
  const grid = useRef<HTMLDivElement>(null);
  const list = data?.rules ?? [];
  const current = list[Math.min(selected, list.length - 1)];
  const items: (LiveTableItem & { rule: GttRule })[] = list.map((rule) => ({
    segment: rule.exchangeSegment,
    token: rule.symboltoken,
    rule,
  }));
  useLiveTable(
    client,
    grid,
    items,
    list.map((rule) => `${rule.id}:${rule.updatedAt}`).join(","),
    (row, item, ltp) => {
      writeCell(row, "ltp", formatPrice(ltp, item.segment));
      writeLevels(row, item.rule, ltp);
    },
  );

  const cancel = async (rule: GttRule) => {
    setConfirming(undefined);
    grid.current?.focus();
    try {
      await cancelRule.mutateAsync(rule.id);
      onNotice?.({ title: "GTT Cancelled", message: gttCancelledMessage, ok: true });
    } catch (failure) {
      onNotice?.({ title: "Couldn't cancel GTT", message: (failure as Error).message, ok: false });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (confirming || editing || event.target !== event.currentTarget) return;
    const pending = current !== undefined && isPendingGtt(current.status);
    if (event.key === "ArrowDown") setSelected((i) => Math.min(i + 1, list.length - 1));
    else if (event.key === "ArrowUp") setSelected((i) => Math.max(i - 1, 0));
    else if ((event.key === "Delete" || event.key === "Backspace") && pending) setConfirming(current);
    else if (event.key === "Enter" && pending) setEditing(current);
    else return;
    event.preventDefault();
  };

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / gttListPageSize));
  const bar = (
    <div className="tk-bar">
      <Segmented
        name="tk-gtt-filter"
        legend="Status"
        value={filter}
        options={filterChoices}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
          setSelected(0);
        }}
      />
      <span className="tk-spacer" />
      {pages > 1 ? (
        <span className="tk-gtt-pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </button>
          <span className="tk-muted">
            Page {page} of {pages} ({total})
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </button>
        </span>
      ) : null}
    </div>
  );

  const frame = widgetFrame("tk-gtt", gttCss);
  const status = queryState(query, "GTT orders");
  if (status) return frame(status);
  return (
    <div className="tk-gtt tk-gtt-list">
      <style>
        {gttCss}
        {listCss}
      </style>
      {bar}
      {list.length === 0 ? (
        <FilteredEmptyState
          filtered={filter !== "all"}
          message={noGttRulesText}
          filteredMessage={noGttRulesForFilterText}
          onShowAll={() => setFilter("all")}
          create={{ label: emptyListActions.newGtt, onClick: onEmptyAction }}
        />
      ) : (
        <SelectionGrid
          ref={grid}
          label="GTT orders"
          columns={columns}
          activeId={current ? `tk-gtt-${current.id}` : undefined}
          onKeyDown={onKeyDown}
          busy={isPlaceholderData}
        >
          {list.map((rule, index) => (
            <GttRow
              key={rule.id}
              rule={rule}
              index={index}
              selected={rule === current}
              onSelect={() => setSelected(index)}
              onEdit={() => setEditing(rule)}
              onCancel={() => setConfirming(rule)}
            />
          ))}
        </SelectionGrid>
      )}
      {confirming ? (
        <ConfirmDialog
          texts={cancelConfirm}
          onClose={() => setConfirming(undefined)}
          onConfirm={() => void cancel(confirming)}
        >
          <p>{gttSummary(confirming)}</p>
        </ConfirmDialog>
      ) : null}
      {editing ? (
        <GttEditDialog
          rule={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            grid.current?.focus();
            onNotice?.({ title: saved.title, message: saved.message, ok: true });
          }}
        />
      ) : null}
    </div>
  );
}

/** One rule's row. */
function GttRow({
  rule,
  index,
  selected,
  onSelect,
  onEdit,
  onCancel,
}: {
  rule: GttRule;
  index: number;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const price = (minor: number) => formatPrice(minor, rule.exchangeSegment);
  const name = `${side(rule)} ${rule.tradingsymbol}`;
  return (
    <SelectableRow id={`tk-gtt-${rule.id}`} selected={selected} liveRow={index} onSelect={onSelect}>
      <span role="gridcell" className="tk-muted">
        {created(rule.createdAt)}
      </span>
      <span role="gridcell" className={rule.transactiontype === "B" ? "tk-side-buy" : "tk-side-sell"}>
        {side(rule)}
      </span>
      <span role="gridcell" className="tk-sym">
        {rule.tradingsymbol}
        <span className="tk-sub">{rule.exchange}</span>
      </span>
      <span role="gridcell">{rule.gttType === "OCO" ? "OCO" : "Single"}</span>
      <span role="gridcell" className="tk-num tk-gtt-levels">
        {gttLevels(rule).map((level) => (
          <span key={level.leg} className="tk-gtt-level">
            {rule.gttType === "OCO" ? (
              <span className="tk-muted">{level.leg === "target" ? "T " : "SL "}</span>
            ) : null}
            {price(level.level)}
            <span className="tk-sub" data-cell={`pct-${level.leg}`}>
              —
            </span>
          </span>
        ))}
      </span>
      <span role="gridcell" className="tk-num" data-cell="ltp">
        —
      </span>
      <span role="gridcell" className="tk-num">
        {rule.qty}
      </span>
      <span role="gridcell" title={rule.rejectionReason ?? undefined}>
        {statusBadge(gttStatusTone(rule.status), gttStatusLabel(rule.status))}
      </span>
      <span role="gridcell" className="tk-actions">
        {isPendingGtt(rule.status) ? (
          <span className="tk-hover">
            <button type="button" aria-label={`Edit GTT ${name}`} onClick={onEdit}>
              Edit
            </button>
            <button type="button" aria-label={`Cancel GTT ${name}`} onClick={onCancel}>
              Cancel
            </button>
          </span>
        ) : null}
      </span>
    </SelectableRow>
  );
}

const listCss = `
.tk-gtt-list [role=row]{grid-template-columns:96px 44px minmax(140px,1.6fr) 56px minmax(150px,1.3fr) 80px 60px minmax(130px,1fr) 110px}
.tk-gtt-list .tk-gtt-levels{display:flex;flex-direction:column;align-items:flex-end;padding:3px 0}
.tk-gtt-list .tk-gtt-pages{display:flex;gap:8px;align-items:center}
`;
