import { formatPrice } from "@trade/core";
import type { Order, Position, PositionAction } from "@trade/core/orders";
import { nextOrderTab, orderTabs } from "@trade/core/shell";
import { useShortcut, useTradeClient } from "@trade/react";
import {
  OrderPad,
  OrdersTable,
  type PadInstrument,
  PositionsTable,
  padInstrumentFor,
  positionPad,
} from "@trade/react/trading";
import { type ReactNode, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { isBuilt } from "../header/builtScreens.js";
import { basename } from "../routes/basename.js";
import { useRouteHandle } from "../routes/handle.js";
import { WidgetTheme } from "../settings/AppSettings.js";
import { type OpenPad, OpenPadPanel } from "../shell/OrderPadPanel.js";
import { TabLinks } from "../ui/TabLinks.js";
import { AdjustPositionDialog } from "./AdjustPositionDialog.js";
import { DepthPanel } from "./DepthPanel.js";

/** The built order tabs (spec 2 §2, core's `orderTabs`), in the keyboard cycle's order; the others arrive with their screens. */
const tabs = orderTabs.filter((tab) => isBuilt(tab.path));

/**
 * Shift+ArrowRight and Shift+ArrowLeft (the table's `orderTabs`): the next or previous built order tab, wrapping.
 * From the address the user sees: the router changes it before React has rendered the new tab (a navigation renders
 * in a transition, which a busy machine may take a while to commit), and the tab still on screen must not answer
 * from its own, older path.
 */
function useOrderTabCycle(): void {
  const navigate = useNavigate();
  const { pathname: rendered } = useLocation();
  useShortcut("orderTabs", (_event, match) => {
    const step = match.value === -1 ? -1 : 1;
    // The SSO frame's memory router has no address of its own: there the rendered path is the one.
    const address = window.location.pathname;
    const next =
      (address.startsWith(`${basename}/`)
        ? nextOrderTab(address.slice(basename.length), step, isBuilt)
        : undefined) ?? nextOrderTab(rendered, step, isBuilt);
    if (next === undefined) return false;
    navigate(next.path);
  });
}

function Notice({ notice }: { notice: { title: string; message: string; ok: boolean } | undefined }) {
  if (notice === undefined) return null;
  return (
    <p role="status" className={notice.ok ? "notice ok" : "notice bad"}>
      <strong>{notice.title}</strong> {notice.message}
    </p>
  );
}

/**
 * An order tab's page (the basket screen's too): its title (the route's, else `title`), the tabs, the page's own `bar` (in the app's look, not
 * the widgets'), the broker's notice and the table.
 */
export function OrdersFrame({
  children,
  title,
  bar,
}: {
  children: (onNotice: (n: NoticeValue) => void) => ReactNode;
  title: string;
  bar?: ReactNode;
}) {
  const heading = useRouteHandle().title ?? title;
  const [notice, setNotice] = useState<NoticeValue | undefined>();
  useOrderTabCycle();
  return (
    <section className="page orders-page">
      <h1>{heading}</h1>
      <TabLinks label="Order tabs" tabs={tabs} />
      {bar}
      <Notice notice={notice} />
      <WidgetTheme>{children(setNotice)}</WidgetTheme>
    </section>
  );
}

export type NoticeValue = { title: string; message: string; ok: boolean };

/** The empty lists' 'Go to watchlist'. */
function useGoToWatchlist() {
  const navigate = useNavigate();
  return () => navigate("/watchlist/chart");
}

/** The row menus' Charts: the instrument on the watchlist's chart tab. */
function useShowChart() {
  const navigate = useNavigate();
  return ({ segment, token }: { segment: number; token: number }) =>
    navigate(`/watchlist/chart?token=${token}&mktSegID=${segment}`);
}

/**
 * An order table whose F1 (or +) on a selected open order opens the order pad on it in modify mode (spec 2 §2); the
 * broker's answer shows as the page's notice.
 */
function EditableOrders({
  view,
  onNotice,
}: {
  view: "open" | "history";
  onNotice: (notice: NoticeValue) => void;
}) {
  const client = useTradeClient();
  const showChart = useShowChart();
  const goToWatchlist = useGoToWatchlist();
  const [editing, setEditing] = useState<{ order: Order; instrument: PadInstrument } | undefined>();
  const edit = async (order: Order) => {
    try {
      const instrument = await padInstrumentFor(client, {
        segment: order.exchangeSegment,
        token: order.symbolToken,
      });
      if (instrument === undefined) throw new Error(`${order.tradingSymbol} is not in the scrip master`);
      setEditing({ order, instrument });
    } catch (error) {
      onNotice({ title: "The order pad could not open", message: (error as Error).message, ok: false });
    }
  };
  return (
    <>
      <OrdersTable
        view={view}
        onNotice={onNotice}
        onEdit={(order) => void edit(order)}
        onChart={showChart}
        onEmptyAction={goToWatchlist}
      />
      {editing ? (
        <div className="watchlist-pad">
          <OrderPad
            key={editing.order.orderId}
            instrument={editing.instrument}
            side={editing.order.transactionType}
            modify={editing.order}
            onModified={(result, order, sent) =>
              onNotice({
                title: "Order Modified",
                message: `${order.transactionType === "B" ? "Buy" : "Sell"} ${sent.quantity ?? order.quantity} ${order.tradingSymbol}${
                  sent.price === undefined
                    ? ""
                    : ` at ${formatPrice(Number(sent.price), order.exchangeSegment)}`
                }: ${result.orderStatus}`,
                ok: true,
              })
            }
            onClose={() => setEditing(undefined)}
          />
        </div>
      ) : null}
    </>
  );
}

/** /orders/open (F8): working orders, live from the order-update feed; F1 on one modifies it. */
export function OpenOrdersScreen() {
  return (
    <OrdersFrame title="Open orders">
      {(onNotice) => <EditableOrders view="open" onNotice={onNotice} />}
    </OrdersFrame>
  );
}

/** /orders/history (Shift+F12): every order of the day; F1 on one still open modifies it. */
export function OrderHistoryScreen() {
  return (
    <OrdersFrame title="Order history">
      {(onNotice) => <EditableOrders view="history" onNotice={onNotice} />}
    </OrdersFrame>
  );
}

/**
 * Positions whose row actions open the app's one order pad (the gated pad the watchlist opens) on the position:
 * Buy more, Sell more, Exit, Set SL/Target and Stop Loss with the side, product and quantity `positionPad` gives;
 * the row menu's Set SL/Target with GTT opens its GTT tab, Add Alert its Alert tab, Market Depth the depth below.
 */
function ActionablePositions({ onNotice }: { onNotice: (notice: NoticeValue) => void }) {
  const client = useTradeClient();
  const showChart = useShowChart();
  const goToWatchlist = useGoToWatchlist();
  const [pad, setPad] = useState<OpenPad | undefined>();
  // Each action opens a fresh pad, even over one already open.
  const [opened, setOpened] = useState(0);
  const [depth, setDepth] = useState<Position | undefined>();
  const [adjusting, setAdjusting] = useState<Position | undefined>();
  const navigate = useNavigate();
  const open = async (action: PositionAction | "GTT" | "ALERT", position: Position) => {
    try {
      const instrument = await padInstrumentFor(client, {
        segment: position.exchangeSegment,
        token: position.symbolToken,
      });
      if (instrument === undefined) throw new Error(`${position.tradingSymbol} is not in the scrip master`);
      // Set SL/Target with GTT: the Set SL/Target pad (the side that closes the position, its product and open
      // quantity) on its GTT tab, where it starts an OCO.
      setPad(
        action === "GTT"
          ? { instrument, ...positionPad("SET_SL_TARGET", position), openTab: "gtt" }
          : action === "ALERT"
            ? { instrument, side: "B", openTab: "alert" }
            : { instrument, ...positionPad(action.id, position) },
      );
      setOpened((count) => count + 1);
    } catch (error) {
      onNotice({ title: "The order pad could not open", message: (error as Error).message, ok: false });
    }
  };
  return (
    <>
      <PositionsTable
        onNotice={onNotice}
        onAction={(action, position) => void open(action, position)}
        onChart={showChart}
        onGtt={(position) => void open("GTT", position)}
        onAlert={(position) => void open("ALERT", position)}
        onMarketDepth={setDepth}
        onEmptyAction={goToWatchlist}
        onAdjust={setAdjusting}
        onOptionChain={(p) =>
          navigate(`/watchlist/option-chain?token=${p.symbolToken}&mktSegID=${p.exchangeSegment}`)
        }
      />
      {adjusting ? (
        <AdjustPositionDialog position={adjusting} onClose={() => setAdjusting(undefined)} />
      ) : null}
      {depth ? (
        <DepthPanel
          instrument={{
            segment: depth.exchangeSegment,
            token: depth.symbolToken,
            tradeSymbol: depth.tradingSymbol,
          }}
          onClose={() => setDepth(undefined)}
        />
      ) : null}
      <OpenPadPanel key={opened} pad={pad} className="watchlist-pad" onClose={() => setPad(undefined)} />
    </>
  );
}

/** /orders/positions and /positions (F3): positions with live LTP and P&L; their row actions open the order pad. */
export function PositionsScreen() {
  return (
    <OrdersFrame title="Positions">{(onNotice) => <ActionablePositions onNotice={onNotice} />}</OrdersFrame>
  );
}
