import { type Theme, ThemeProvider } from "@trade/react";
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Icon,
  type IconName,
  iconPaths,
  Menu,
  Popover,
  SegmentedControl,
  Select,
  Skeleton,
  statesCss,
  Table,
  type TableColumn,
  Tabs,
  Tooltip,
  useToast,
} from "@trade/react/ui";
import { type ReactNode, useState } from "react";
import "./gallery.css";

/**
 * The design system's gallery (/trade/gallery): every component of `@trade/react/ui`, light and dark side by side,
 * each column in its own theme root, working as it does in the product (menus open, the table sorts, toasts show).
 */
export function GalleryScreen() {
  return (
    <main className="gallery">
      <h1>Design system</h1>
      <p className="gallery-lead">
        The components of <code>@trade/react/ui</code> on Radix primitives, drawn from the theme tokens. Each
        column is a theme root of its own.
      </p>
      <div className="gallery-columns">
        <ThemeColumn theme="light" />
        <ThemeColumn theme="dark" />
      </div>
    </main>
  );
}

function ThemeColumn({ theme }: { theme: Theme }) {
  const name = theme === "light" ? "Light" : "Dark";
  return (
    <ThemeProvider appearance={theme} fontSize="Default" className="gallery-theme">
      <section aria-labelledby={`gallery-${theme}`}>
        <h2 id={`gallery-${theme}`}>{name}</h2>
        <Components theme={name} />
      </section>
    </ThemeProvider>
  );
}

function Specimen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="gallery-specimen">
      <h3>{title}</h3>
      <div className="gallery-row">{children}</div>
    </div>
  );
}

interface Holding {
  symbol: string;
  quantity: number;
  ltp: number;
  pnl: number;
}
const holdings: Holding[] = [
  { symbol: "INFY", quantity: 12, ltp: 1523.4, pnl: 1840.2 },
  { symbol: "ITC", quantity: 40, ltp: 431.05, pnl: -212.6 },
  { symbol: "SBIN", quantity: 25, ltp: 812.7, pnl: 964.5 },
  { symbol: "TCS", quantity: 3, ltp: 3890.15, pnl: -118.35 },
];
const money = (value: number) =>
  value.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (value: number) => (
  <span className={value < 0 ? "gallery-fall" : "gallery-rise"}>{money(value)}</span>
);
const columns: TableColumn<Holding, "symbol" | "quantity" | "ltp" | "pnl">[] = [
  { id: "symbol", header: "Stock", cell: (row) => row.symbol, sortValue: (row) => row.symbol },
  {
    id: "quantity",
    header: "Qty",
    cell: (row) => row.quantity,
    sortValue: (row) => row.quantity,
    align: "end",
  },
  { id: "ltp", header: "LTP", cell: (row) => money(row.ltp), sortValue: (row) => row.ltp, align: "end" },
  { id: "pnl", header: "P&L", cell: (row) => signed(row.pnl), sortValue: (row) => row.pnl, align: "end" },
];
/** A status of each tone, as the orders table shows it (`orderStatusTone` of the trading widgets). */
const statuses = [
  ["open", "open"],
  ["trigger pending", "pending"],
  ["complete", "complete"],
  ["rejected", "rejected"],
  ["cancelled", "cancelled"],
] as const;
const validities = [
  { value: "DAY", label: "Day" },
  { value: "IOC", label: "Immediate or cancel" },
  { value: "GTD", label: "Good till date", disabled: true },
] as const;

function Components({ theme }: { theme: string }) {
  const [side, setSide] = useState<"BUY" | "SELL">("BUY");
  const [product, setProduct] = useState<"Intraday" | "Delivery" | "MTF">("Delivery");
  const [validity, setValidity] = useState<"DAY" | "IOC" | "GTD">("DAY");
  const [tab, setTab] = useState<"orders" | "positions">("orders");
  const [flag, setFlag] = useState("None");
  const [dialog, setDialog] = useState(false);
  const [picked, setPicked] = useState("nothing yet");
  const toast = useToast();
  return (
    <>
      <Specimen title="Button">
        <Button variant="primary">Place order</Button>
        <Button variant="buy">Buy</Button>
        <Button variant="sell">Sell</Button>
        <Button variant="ghost" icon={<Icon name="refresh" />}>
          Refresh
        </Button>
        <Button variant="danger">Cancel order</Button>
        <Button variant="primary" disabled>
          Disabled
        </Button>
        <Button variant="ghost" size="sm" icon={<Icon name="plus" />} aria-label={`Add (${theme})`} />
      </Specimen>
      <Specimen title="Segmented control">
        <SegmentedControl
          label={`Side (${theme})`}
          options={["BUY", "SELL"] as const}
          value={side}
          onChange={setSide}
          tone={(option) => (option === "BUY" ? "buy" : "sell")}
        />
        <SegmentedControl
          label={`Product (${theme})`}
          options={["Intraday", "Delivery", "MTF"] as const}
          value={product}
          onChange={setProduct}
        />
      </Specimen>
      <Specimen title="Select">
        <Select label={`Validity (${theme})`} options={validities} value={validity} onChange={setValidity} />
      </Specimen>
      <Specimen title="Menu">
        <Menu
          label={`More for INFY (${theme})`}
          items={[
            { label: "Buy", onSelect: () => setPicked("Buy"), icon: <Icon name="plus" /> },
            { label: "Market depth", onSelect: () => setPicked("Market depth"), icon: <Icon name="depth" /> },
            { label: "Chart", onSelect: () => setPicked("Chart"), icon: <Icon name="chart" /> },
            ...["None", "Red", "Green"].map((colour) => ({
              label: colour,
              group: "Flag",
              checked: flag === colour,
              onSelect: () => setFlag(colour),
            })),
            {
              label: "Remove",
              danger: true,
              onSelect: () => setPicked("Remove"),
              icon: <Icon name="trash" />,
            },
          ]}
        />
        <span className="gallery-note">Chosen: {picked}</span>
      </Specimen>
      <Specimen title="Dialog, popover, tooltip, toast">
        <Button variant="ghost" onClick={() => setDialog(true)}>
          Open dialog
        </Button>
        {dialog ? (
          <Dialog
            title="Cancel order?"
            description="ITC-EQ, BUY 10 at 431.05"
            onClose={() => setDialog(false)}
          >
            <div className="gallery-actions">
              <Button onClick={() => setDialog(false)}>Keep</Button>
              <Button variant="danger" onClick={() => setDialog(false)}>
                Cancel order
              </Button>
            </div>
          </Dialog>
        ) : null}
        <Popover
          trigger="Margin details"
          label={`Margin details (${theme})`}
          triggerClassName="tk-ui tk-btn tk-btn-ghost"
        >
          <dl className="gallery-figures">
            <dt>Required</dt>
            <dd>₹12,480.00</dd>
            <dt>Available</dt>
            <dd>₹48,210.55</dd>
          </dl>
        </Popover>
        <Tooltip content="Last traded price">
          <Button variant="ghost" icon={<Icon name="info" />}>
            LTP
          </Button>
        </Tooltip>
        <Button
          variant="ghost"
          onClick={() =>
            toast({ kind: "success", title: "Order Placed", message: `BUY 10 ITC-EQ (${theme})` })
          }
        >
          Show toast
        </Button>
      </Specimen>
      <Specimen title="Tabs">
        <Tabs
          label={`Orders and positions (${theme})`}
          value={tab}
          onChange={setTab}
          tabs={[
            { value: "orders", label: "Orders", panel: <p className="gallery-note">2 open orders</p> },
            {
              value: "positions",
              label: "Positions",
              panel: <p className="gallery-note">4 open positions</p>,
            },
          ]}
        />
      </Specimen>
      <Specimen title="Badge (order status)">
        {statuses.map(([status, tone]) => (
          <Badge key={status} tone={tone}>
            {status}
          </Badge>
        ))}
      </Specimen>
      <Specimen title="Table">
        <Table
          caption={`Holdings (${theme})`}
          columns={columns}
          rows={holdings}
          rowKey={(row) => row.symbol}
          total={{ pnl: signed(holdings.reduce((sum, row) => sum + row.pnl, 0)) }}
        />
      </Specimen>
      <Specimen title="States (loading, empty with its action, error with Retry)">
        <div className="gallery-states">
          <style>{statesCss(".gallery-states")}</style>
          <Skeleton what={`holdings (${theme})`} rows={3} />
          <EmptyState
            message="You do not have any positions"
            action={{ label: "Go to watchlist", onClick: () => setPicked("Go to watchlist") }}
          />
          <ErrorState
            message="Could not load orders: the network is down"
            onRetry={() => setPicked("Retry")}
          />
        </div>
      </Specimen>
      <Specimen title="Icons">
        <ul className="gallery-icons">
          {(Object.keys(iconPaths) as IconName[]).map((name) => (
            <li key={name}>
              <Icon name={name} size={18} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </Specimen>
    </>
  );
}
