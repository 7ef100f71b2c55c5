import { AlertList } from "@trade/react/alerts";
import { useState } from "react";
import { AlertPadPanel, useAlertNotice } from "./AlertPadPanel.js";
import { LazyBacktestModal } from "./backtestView.js";
import { OrdersFrame } from "./Orders.js";

/**
 * /orders/alerts (Tools: Alerts): the user's price and indicator alerts with their status filters and actions, and
 * New Alert, which opens the alert pad (a stock first, then a popular alert or one of the user's own).
 */
export function AlertsScreen() {
  const notice = useAlertNotice();
  const [creating, setCreating] = useState(false);
  return (
    <OrdersFrame
      title="Alerts"
      bar={
        // The pad floats in the app's look, outside the widgets' theme root (whose reset would undo it).
        <div className="alerts-bar">
          <button type="button" className="button primary" onClick={() => setCreating(true)}>
            New Alert
          </button>
          {creating ? <AlertPadPanel onClose={() => setCreating(false)} /> : null}
        </div>
      }
    >
      {() => (
        // No empty-list action: the bar's New Alert is on screen already (one button, one name).
        <AlertList onNotice={notice} BacktestView={LazyBacktestModal} />
      )}
    </OrdersFrame>
  );
}
