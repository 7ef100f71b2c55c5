import { ThemeProvider } from "@trade/react";
import { OrdersTable, PositionsTable } from "@trade/react/trading";
import { type ReactNode, useState } from "react";
import { NavLink, useMatches } from "react-router";

interface Handle {
  title?: string;
}

/** The built order tabs (spec 2 §2), in the keyboard cycle's order; the others arrive with their issues. */
const tabs = [
  { to: "/orders/open", label: "Open Orders" },
  { to: "/orders/positions", label: "Positions" },
  { to: "/orders/history", label: "Order History" },
] as const;

function Notice({ notice }: { notice: { title: string; message: string; ok: boolean } | undefined }) {
  if (notice === undefined) return null;
  return (
    <p role="status" className={notice.ok ? "notice ok" : "notice bad"}>
      <strong>{notice.title}</strong> {notice.message}
    </p>
  );
}

function OrdersFrame({
  children,
  title,
}: {
  children: (onNotice: (n: NoticeValue) => void) => ReactNode;
  title: string;
}) {
  const [notice, setNotice] = useState<NoticeValue | undefined>();
  return (
    <section className="page orders-page">
      <h1>{title}</h1>
      <nav aria-label="Order tabs" className="order-tabs">
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Notice notice={notice} />
      <ThemeProvider>{children(setNotice)}</ThemeProvider>
    </section>
  );
}

type NoticeValue = { title: string; message: string; ok: boolean };

function useTitle(fallback: string): string {
  const handle = (useMatches().at(-1)?.handle ?? {}) as Handle;
  return handle.title ?? fallback;
}

/** /orders/open (F8): working orders, live from the order-update feed. */
export function OpenOrdersScreen() {
  const title = useTitle("Open orders");
  return (
    <OrdersFrame title={title}>{(onNotice) => <OrdersTable view="open" onNotice={onNotice} />}</OrdersFrame>
  );
}

/** /orders/history (Shift+F12): every order of the day. */
export function OrderHistoryScreen() {
  const title = useTitle("Order history");
  return (
    <OrdersFrame title={title}>
      {(onNotice) => <OrdersTable view="history" onNotice={onNotice} />}
    </OrdersFrame>
  );
}

/** /orders/positions and /positions (F3): positions with live gain/loss. */
export function PositionsScreen() {
  const title = useTitle("Positions");
  return <OrdersFrame title={title}>{(onNotice) => <PositionsTable onNotice={onNotice} />}</OrdersFrame>;
}
