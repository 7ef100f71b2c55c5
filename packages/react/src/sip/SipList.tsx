import { emptyListActions, emptyListTexts, formatRupees } from "@trade/core";
import {
  type SipUpdateRequest,
  type StockSip,
  sipFilterTabs,
  sipFrequencyLabels,
  sipStatusLabel,
  sipUpdatedMessage,
  unableToUpdateSipMessage,
} from "@trade/core/sip";
import { type KeyboardEvent, useRef, useState } from "react";
import { useMarketClock } from "../trading/hooks.js";
import { RowMenu, type RowMenuItem } from "../trading/RowMenu.js";
import { SelectableRow, SelectionGrid } from "../trading/SelectionGrid.js";
import { tableCss } from "../trading/tableStyles.js";
import { FilteredEmptyState } from "../ui/FilteredEmptyState.js";
import { menuCss } from "../ui/menuStyles.js";
import { queryState } from "../ui/states.js";
import { statusBadge } from "../ui/statusBadge.js";
import { widgetCss, widgetFrame } from "../widget.js";
import { useSips, useSipTransactions, useUpdateSip } from "./queries.js";
import { type SipChange, SipConfirmDialog, SipModifyDialog, sipWords } from "./SipDialogs.js";
import { formatSipDate, istToday } from "./sipForm.js";
import { sipFieldsCss } from "./sipStyles.js";

/** What a change's answer says: the spec's success or failure words, and the broker's reason on failure. */
export interface SipNotice {
  title: string;
  message: string;
  ok: boolean;
}

export interface SipListProps {
  /** After a change: 'Stock SIP updated successfully.' or 'Unable to update Stock SIP.' with the reason. Absent: the list shows it itself. */
  onNotice?: (notice: SipNotice) => void;
  /** The filter tab the list opens on (All, Active, Cancelled, Paused). Default All. */
  initialFilter?: (typeof sipFilterTabs)[number]["label"];
  /** The empty list's 'Start a Stock SIP' (core `emptyListActions`): the app opens the SIP pad. Absent: not offered. */
  onEmptyAction?: () => void;
}

const columns = [
  ["Instrument", ""],
  ["Invest", "tk-num"],
  ["Frequency", ""],
  ["Next instalment", ""],
  ["Status", ""],
  ["Instalments", "tk-num"],
  ["Actions", "tk-actions"],
] as const;

const tones = { ACTIVE: "complete", PAUSE: "pending", CANCEL: "cancelled" } as const;

/** "2 shares" or "₹1,000.00". */
export const sipValueText = (sip: Pick<StockSip, "order_type" | "order_value">) =>
  sip.order_type === "QTY"
    ? `${sip.order_value} ${sip.order_value === 1 ? "share" : "shares"}`
    : formatRupees(sip.order_value);

type Pending = { kind: SipChange; sip: StockSip } | { kind: "modify"; sip: StockSip };

/**
 * The client's Stock SIPs (spec 2 §2, §4): filter tabs All, Active, Cancelled, Paused; a dense table of the
 * instrument, quantity or amount, frequency, next instalment, status and instalments run. A row shows Pause or Resume,
 * Modify and Cancel on hover or focus (and in its ⋯ menu), each after a confirmation; the answer is 'Stock SIP updated
 * successfully.' or 'Unable to update Stock SIP.'. Keys: Left and Right move between the tabs; in the table the arrows,
 * Home and End move the selection, Enter modifies the selected SIP, Delete cancels it; Escape closes a dialog.
 *
 * @example
 * ```tsx
 * <SipList onNotice={(n) => toast({ title: n.title, message: n.message })} />
 * ```
 */
export function SipList({ onNotice, initialFilter = "All", onEmptyAction }: SipListProps) {
  const now = useMarketClock();
  const query = useSips();
  const sips = query.data;
  const update = useUpdateSip();
  const [filter, setFilter] = useState<string>(initialFilter);
  const [selected, setSelected] = useState(0);
  const [pending, setPending] = useState<Pending | undefined>();
  const [own, setOwn] = useState<SipNotice | undefined>();
  const grid = useRef<HTMLDivElement>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const tab = sipFilterTabs.find((t) => t.label === filter) ?? sipFilterTabs[0];
  const list = (sips ?? []).filter((sip) => (tab.statuses as readonly string[]).includes(sip.status));
  const { transactions } = useSipTransactions(list);
  const current = list[Math.min(selected, list.length - 1)];
  const notify = (notice: SipNotice) => (onNotice ? onNotice(notice) : setOwn(notice));

  const send = async (sip: StockSip, change: SipUpdateRequest) => {
    setPending(undefined);
    grid.current?.focus();
    try {
      await update.mutateAsync({ sipId: sip.sip_id, change });
      notify({ title: sipUpdatedMessage, message: sipWords(sip, sipValueText(sip)), ok: true });
    } catch (failure) {
      notify({
        title: unableToUpdateSipMessage,
        message: failure instanceof Error ? failure.message : String(failure),
        ok: false,
      });
    }
  };
  const statusOf: Record<SipChange, SipUpdateRequest> = {
    pause: { status: "PAUSE" },
    resume: { status: "ACTIVE" },
    cancel: { status: "CANCEL" },
  };

  const actionsOf = (sip: StockSip): RowMenuItem[] =>
    sip.status === "CANCEL"
      ? []
      : [
          sip.status === "ACTIVE"
            ? { label: "Pause", onSelect: () => setPending({ kind: "pause", sip }) }
            : { label: "Resume", onSelect: () => setPending({ kind: "resume", sip }) },
          { label: "Modify", onSelect: () => setPending({ kind: "modify", sip }) },
          { label: "Cancel", onSelect: () => setPending({ kind: "cancel", sip }), danger: true },
        ];

  const onGridKey = (event: KeyboardEvent) => {
    if (pending || event.target !== event.currentTarget) return;
    const last = list.length - 1;
    if (event.key === "ArrowDown") setSelected((i) => Math.min(i + 1, last));
    else if (event.key === "ArrowUp") setSelected((i) => Math.max(i - 1, 0));
    else if (event.key === "Home") setSelected(0);
    else if (event.key === "End") setSelected(last);
    else if (event.key === "Enter" && current && current.status !== "CANCEL")
      setPending({ kind: "modify", sip: current });
    else if ((event.key === "Delete" || event.key === "Backspace") && current && current.status !== "CANCEL")
      setPending({ kind: "cancel", sip: current });
    else return;
    event.preventDefault();
  };

  const onTabKey = (event: KeyboardEvent) => {
    const at = sipFilterTabs.findIndex((t) => t.label === tab.label);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = sipFilterTabs[(at + step + sipFilterTabs.length) % sipFilterTabs.length];
    if (next === undefined) return;
    setFilter(next.label);
    setSelected(0);
    tabs.current?.querySelector<HTMLElement>(`[data-tab="${next.label}"]`)?.focus();
  };

  const frame = widgetFrame("tk-sip-list", sipListCss);
  const status = queryState(query, "Stock SIPs");
  if (status) return frame(status);
  return frame(
    <>
      <div ref={tabs} role="tablist" aria-label="SIP status" className="tk-bar" onKeyDown={onTabKey}>
        {sipFilterTabs.map((t) => (
          <button
            key={t.label}
            type="button"
            role="tab"
            data-tab={t.label}
            aria-selected={t.label === tab.label}
            tabIndex={t.label === tab.label ? 0 : -1}
            onClick={() => {
              setFilter(t.label);
              setSelected(0);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      {!onNotice && own ? (
        <p role="status" className={own.ok ? "tk-notice" : "tk-notice tk-problem"}>
          <strong>{own.title}</strong> {own.message}
        </p>
      ) : null}
      {list.length === 0 ? (
        <FilteredEmptyState
          filtered={tab.label !== "All"}
          message={emptyListTexts.stockSips}
          filteredMessage={emptyListTexts.stockSipsIn(tab.label)}
          onShowAll={() => setFilter("All")}
          create={{ label: emptyListActions.newSip, onClick: onEmptyAction }}
        />
      ) : (
        <SelectionGrid
          ref={grid}
          label={`Stock SIPs: ${tab.label}`}
          columns={columns}
          activeId={current ? `tk-sip-${current.sip_id}` : undefined}
          onKeyDown={onGridKey}
        >
          {list.map((sip, index) => {
            const words = `${sip.instrument_trade_symbol} SIP`;
            const actions = actionsOf(sip);
            return (
              <SelectableRow
                key={sip.sip_id}
                id={`tk-sip-${sip.sip_id}`}
                selected={sip === current}
                onSelect={() => setSelected(index)}
              >
                <span role="gridcell" className="tk-sym">
                  {sip.instrument_trade_symbol}
                  <span className="tk-sub">{sip.exchange}</span>
                </span>
                <span role="gridcell" className="tk-num">
                  {sipValueText(sip)}
                </span>
                <span role="gridcell">{sipFrequencyLabels[sip.frequency]}</span>
                <span role="gridcell" className="tk-num-left">
                  {formatSipDate(sip.next_date)}
                </span>
                <span role="gridcell">{statusBadge(tones[sip.status], sipStatusLabel(sip.status))}</span>
                <span role="gridcell" className="tk-num">
                  {transactions[index]?.length ?? "—"}
                </span>
                <span role="gridcell" className="tk-actions">
                  {actions.length > 0 ? (
                    <span className="tk-hover">
                      {actions.map((action) => (
                        <button
                          key={action.label}
                          type="button"
                          className={action.danger ? "tk-btn-danger-outline" : undefined}
                          aria-label={`${action.label} ${words}`}
                          onClick={action.onSelect}
                        >
                          {action.label}
                        </button>
                      ))}
                    </span>
                  ) : null}
                  <RowMenu label={`More for ${words}`} items={actions} />
                </span>
              </SelectableRow>
            );
          })}
        </SelectionGrid>
      )}
      {pending?.kind === "modify" ? (
        <SipModifyDialog
          sip={pending.sip}
          today={istToday(now())}
          onModify={(change) => void send(pending.sip, change)}
          onClose={() => setPending(undefined)}
        />
      ) : pending ? (
        <SipConfirmDialog
          change={pending.kind}
          sip={pending.sip}
          value={sipValueText(pending.sip)}
          onConfirm={() => void send(pending.sip, statusOf[pending.kind as SipChange])}
          onClose={() => setPending(undefined)}
        />
      ) : null}
    </>,
  );
}

const sipListCss = widgetCss(
  ".tk-sip-list",
  `${tableCss(".tk-sip-list")}${menuCss(".tk-sip-list")}${sipFieldsCss(".tk-sip-list")}
.tk-sip-list [role=row]{grid-template-columns:minmax(140px,1.6fr) minmax(90px,1fr) 90px 120px 100px 90px 220px}
.tk-sip-list [role=tab][aria-selected=true]{background:var(--tk-selected,#edf3ff);font-weight:600;border-color:currentColor}
.tk-sip-list .tk-notice{margin:0 0 8px}
.tk-sip-list .tk-problem{color:var(--tk-sell-text,#a40e26)}
`,
);
