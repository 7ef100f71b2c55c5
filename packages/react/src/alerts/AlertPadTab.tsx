import { isDerivativeKind } from "@trade/core";
import { currencyAlertUnits } from "@trade/core/alerts";
import type { PadExtraTab, PadTabPanelProps } from "../trading/orderPad/extraTabs.js";
import { AlertPad } from "./AlertPad.js";
import type { BacktestView } from "./BacktestButton.js";

/** The units an order action starts with (spec 2 §9): 1000 for currency, a lot for derivatives, else 1. */
export function alertUnitsFor(instrument: Pick<PadTabPanelProps["instrument"], "kind" | "lotSize">): number {
  if (instrument.kind.endsWith("CUR")) return currencyAlertUnits;
  return isDerivativeKind(instrument.kind) ? Math.max(1, instrument.lotSize) : 1;
}

/**
 * The order pad's Alert tab (spec 2 §2, the alert creation pad), its pad offering these backtest views
 * (`BacktestModal` of `@trade/react/backtest`, usually lazily loaded). `alertPadTab` is the tab without them.
 *
 * @example
 * ```tsx
 * const tab = alertPadTabWith(lazy(() => import("@trade/react/backtest").then((m) => ({ default: m.BacktestModal }))));
 * <OrderPad instrument={sbin} side="B" extraTabs={[tab]} openTab="alert" />
 * ```
 */
export function alertPadTabWith(View?: BacktestView): PadExtraTab {
  return { id: "alert", label: "Alert", Panel: (props) => <AlertPadPanel {...props} View={View} /> };
}

/** The order pad's Alert panel: a new alert on the pad's instrument. */
function AlertPadPanel({ instrument, View }: PadTabPanelProps & { View: BacktestView | undefined }) {
  return (
    <AlertPad
      {...(View ? { BacktestView: View } : {})}
      key={`${instrument.segment}:${instrument.token}`}
      stocks={[
        {
          exchange: instrument.exchange,
          segment: instrument.segment,
          token: instrument.token,
          symbol: instrument.tradeSymbol,
          kind: instrument.kind,
        },
      ]}
      units={alertUnitsFor(instrument)}
    />
  );
}

/**
 * The order pad's Alert tab (spec 2 §2, the alert creation pad): pass it in the pad's `extraTabs`, and
 * `openTab="alert"` to open on it (a watchlist row's Add Alert). Its panel is `AlertPad` on the pad's instrument.
 *
 * @example
 * ```tsx
 * <OrderPad instrument={sbin} side="B" extraTabs={[alertPadTab]} openTab="alert" />
 * ```
 */
export const alertPadTab: PadExtraTab = alertPadTabWith();
