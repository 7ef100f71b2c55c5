import { emptyListActions, formatIstDayTime } from "@trade/core";
import {
  type Alert,
  type AlertAction,
  type AlertStatus,
  alertActions,
  alertFailures,
  alertStatus,
  alertToasts,
} from "@trade/core/alerts";
import { useState } from "react";
import { ConfirmDialog, TableDialog } from "../trading/TableDialog.js";
import { TableHead } from "../trading/TableHead.js";
import { FilteredEmptyState } from "../ui/FilteredEmptyState.js";
import { Segmented } from "../ui/Segmented.js";
import { ErrorState, Skeleton } from "../ui/states.js";
import { statusBadge } from "../ui/statusBadge.js";
import { AlertPad } from "./AlertPad.js";
import { alertCss } from "./alertCss.js";
import type { BacktestView } from "./BacktestButton.js";
import { useAlerts, useCancelAlert, usePauseAlert, useResumeAlert } from "./hooks.js";
import {
  alertConditionText,
  deleteAlertConfirmText,
  noAlertsForFilterText,
  noAlertsText,
  statusLabels,
  timeFrameLabels,
} from "./texts.js";
import type { AlertNotice } from "./useAlertPad.js";

export interface AlertListProps {
  /** After an action: the spec's toast ('Alert Paused', 'Alert deleted', ...) or its failure with the server's message. */
  onNotice?: (notice: AlertNotice) => void;
  /** The backtest views the edit pad offers (`BacktestModal` of `@trade/react/backtest`); none without. */
  BacktestView?: BacktestView;
  /** The status filter it opens on (default all). */
  filter?: AlertStatus | "all";
  /** The empty list's 'New Alert' (core `emptyListActions`): the app opens the alert pad. Absent: not offered. */
  onEmptyAction?: () => void;
}

const deleteConfirm = {
  title: "Delete alert",
  keep: "KEEP",
  action: "DELETE",
  message: deleteAlertConfirmText,
};

const columns = [
  ["Alert", ""],
  ["Stocks", ""],
  ["Condition", ""],
  ["Timeframe", ""],
  ["Repeats", ""],
  ["Status", ""],
  ["Triggered", ""],
  ["Actions", "tk-actions"],
] as const;

/** The badge colour of each status (the tables' tones). */
const tones: Record<AlertStatus, string> = {
  active: "open",
  paused: "paused",
  completed: "complete",
  expired: "cancelled",
};

const filters = [
  ["all", "All"],
  ...alertStatus.options.map((status) => [status, statusLabels[status]] as const),
] as const satisfies readonly (readonly [AlertStatus | "all", string])[];

const actionLabels: Record<AlertAction, string> = {
  edit: "Edit",
  pause: "Pause",
  resume: "Resume",
  delete: "Delete",
};

/**
 * The user's alerts (spec 2 §2 /orders/alerts, §4): newest first, filtered by status (All, Active, Paused, Completed,
 * Expired). Each row: name, stocks, the condition in words, timeframe, Once or Always, the status badge and when it
 * last triggered. On hover or focus a row offers what its status allows (core's `alertActions`): Pause, Resume,
 * Edit (predefined alerts only, in the alert pad as Update Alert) and Delete, which asks first. Each action's outcome
 * goes to `onNotice` in the spec's words.
 *
 * @example
 * ```tsx
 * <AlertList onNotice={(n) => toast(n.title, n.message)} />
 * ```
 */
export function AlertList({
  onNotice,
  BacktestView,
  filter: initial = "all",
  onEmptyAction,
}: AlertListProps) {
  const [filter, setFilter] = useState<AlertStatus | "all">(initial);
  const query = useAlerts(filter === "all" ? undefined : filter);
  const { data, error, isPlaceholderData } = query;
  const pause = usePauseAlert();
  const resume = useResumeAlert();
  const cancel = useCancelAlert();
  const [confirming, setConfirming] = useState<Alert | undefined>();
  const [editing, setEditing] = useState<Alert | undefined>();

  const run = async (action: "pause" | "resume" | "delete", alert: Alert) => {
    const [call, toast] =
      action === "pause"
        ? [pause, alertToasts.paused]
        : action === "resume"
          ? [resume, alertToasts.resumed]
          : [cancel, alertToasts.deleted];
    try {
      await call.mutateAsync(alert.alertId);
      onNotice?.({ title: toast.title, message: alert.name, ok: true });
    } catch (failure) {
      onNotice?.({ title: alertFailures[action], message: (failure as Error).message, ok: false });
    }
  };
  const act = (action: AlertAction, alert: Alert) => {
    if (action === "edit") setEditing(alert);
    else if (action === "delete") setConfirming(alert);
    else void run(action, alert);
  };

  const bar = (
    <div className="tk-bar">
      <Segmented
        name="tk-alert-filter"
        legend="Status"
        value={filter}
        options={filters}
        onChange={setFilter}
      />
    </div>
  );

  const list = data ?? [];
  const body = error ? (
    <ErrorState message={`${alertFailures.load}: ${error.message}`} onRetry={() => void query.refetch()} />
  ) : query.isPending ? (
    <Skeleton what="alerts" />
  ) : list.length === 0 ? (
    <FilteredEmptyState
      filtered={filter !== "all"}
      message={noAlertsText}
      filteredMessage={noAlertsForFilterText}
      onShowAll={() => setFilter("all")}
      create={{ label: emptyListActions.newAlert, onClick: onEmptyAction }}
    />
  ) : (
    <div role="grid" className="tk-table" aria-label="Alerts" aria-busy={isPlaceholderData || undefined}>
      <TableHead columns={columns} />
      {list.map((alert) => (
        <AlertRow key={alert.alertId} alert={alert} onAction={(action) => act(action, alert)} />
      ))}
    </div>
  );

  return (
    <div className="tk-alerts tk-alert-list">
      <style>{alertCss}</style>
      {bar}
      {body}
      {confirming ? (
        <ConfirmDialog
          texts={deleteConfirm}
          onClose={() => setConfirming(undefined)}
          onConfirm={() => {
            setConfirming(undefined);
            void run("delete", confirming);
          }}
        >
          <p>
            <strong>{confirming.name}</strong>: {alertConditionText(confirming)}
          </p>
        </ConfirmDialog>
      ) : null}
      {editing ? (
        <TableDialog title="Update Alert" onClose={() => setEditing(undefined)}>
          <AlertPad
            alert={editing}
            titled={false}
            {...(BacktestView ? { BacktestView } : {})}
            onSaved={(notice) => {
              setEditing(undefined);
              onNotice?.(notice);
            }}
          />
        </TableDialog>
      ) : null}
    </div>
  );
}

/** One alert's row. */
function AlertRow({ alert, onAction }: { alert: Alert; onAction: (action: AlertAction) => void }) {
  const actions = alertActions(alert.status, alert.meta?.isPredefinedAlert ?? false);
  const stocks = alert.tokens.map((token) => token.symbol);
  return (
    <div role="row" className="tk-body-row" data-alert={alert.alertId}>
      <span role="gridcell" className="tk-sym" title={alert.description ?? undefined}>
        {alert.name}
      </span>
      <span role="gridcell" className="tk-cond" title={stocks.join(", ")}>
        {stocks[0]}
        {stocks.length > 1 ? <span className="tk-sub">+{stocks.length - 1}</span> : null}
      </span>
      <span role="gridcell" className="tk-cond">
        {alertConditionText(alert)}
      </span>
      <span role="gridcell">{timeFrameLabels[alert.timeFrame]}</span>
      <span role="gridcell">{alert.execution.mode === "once" ? "Once" : "Always"}</span>
      <span role="gridcell">{statusBadge(tones[alert.status], statusLabels[alert.status])}</span>
      <span role="gridcell" className="tk-muted">
        {alert.triggeredAt === null ? "—" : `${formatIstDayTime(alert.triggeredAt)} (${alert.triggerCount})`}
      </span>
      <span role="gridcell" className="tk-actions">
        <span className="tk-hover">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              aria-label={`${actionLabels[action]} alert ${alert.name}`}
              onClick={() => onAction(action)}
            >
              {actionLabels[action]}
            </button>
          ))}
        </span>
      </span>
    </div>
  );
}
