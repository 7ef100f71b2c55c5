import type { AlertIndicator } from "@trade/core/alerts";
import type { AlertNotice, AlertStock } from "@trade/react/alerts";
import { lazy } from "react";
import { askNotificationPermission } from "../notifications/systemNotification.js";
import { LazyWidget } from "../settings/AppSettings.js";
import { useToast } from "../ui/toasts.js";
import "./alerts.css";
import { LazyBacktestModal } from "./backtestView.js";

/** The pad loads when first opened (most visits to the chart or the watchlist never set an alert). */
const AlertPad = lazy(() => import("./alertPad.js").then((m) => ({ default: m.AlertPad })));

/** A notice of the alert widgets as the app's toast: success in green, a failure as an alert. */
export function useAlertNotice() {
  const toast = useToast();
  return (notice: AlertNotice) =>
    toast({ kind: notice.ok ? "success" : "error", title: notice.title, message: notice.message });
}

/**
 * The alert pad over a screen (the chart's Add Alert, New Alert on /orders/alerts), with its close button; Escape
 * closes it too. Saving an alert asks the browser once for system notifications (a user action: spec 1 §4's hidden
 * tab notification needs it), then the toast says 'We have successfully saved the Alert'.
 */
export function AlertPadPanel({
  stocks,
  chartIndicators,
  units,
  onClose,
}: {
  stocks?: AlertStock[];
  chartIndicators?: readonly AlertIndicator[];
  units?: number;
  onClose: () => void;
}) {
  const notice = useAlertNotice();
  return (
    <section
      className="alert-pad-panel"
      aria-label="Alert pad"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <button type="button" className="link-button alert-pad-close" onClick={onClose}>
        Close
      </button>
      <LazyWidget>
        <AlertPad
          {...(stocks ? { stocks } : {})}
          {...(chartIndicators ? { chartIndicators } : {})}
          {...(units ? { units } : {})}
          BacktestView={LazyBacktestModal}
          onSaved={(saved) => {
            if (saved.ok) askNotificationPermission();
            notice(saved);
          }}
        />
      </LazyWidget>
    </section>
  );
}
