/**
 * The widget gallery: each @trade/react widget alone on a plain page, against the sandbox that serves this page at
 * /gallery. `?client=DEMO01&otp=123456` logs in straight away (the sandbox's fixed OTP); otherwise a small form asks.
 * `?hostile=1` adds a deliberately hostile global stylesheet, to see that the widgets keep their look; `?hostile=2` a
 * harsher one (a root font size, !important page colours, table and form rules, border-box undone).
 */
import { QueryClient } from "@tanstack/react-query";
import { browserStorage, createTradeClient, type TradeClient } from "@trade/core";
import { marketOf } from "@trade/core/market";
import { ThemeProvider, TradeProvider } from "@trade/react";
import {
  MarketDepth,
  OrderPad,
  OrdersTable,
  type PadInstrument,
  PositionsTable,
  padInstrumentOf,
} from "@trade/react/trading";
import { Watchlist, type WatchlistScrip } from "@trade/react/watchlist";
import { type FormEvent, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

const params = new URLSearchParams(location.search);
const client = createTradeClient({
  baseUrl: `${location.origin}/api`,
  platform: "web",
  storage: browserStorage(),
});
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** A host page's careless global CSS (no !important): the widgets' scoped rules must still win inside them. */
const hostileCss = `
  div { padding: 11px; margin: 3px; line-height: 3; }
  button { background: hotpink; font-size: 22px; text-transform: uppercase; border: 4px dotted lime; }
  input { width: 20px; height: 40px; background: yellow; }
  p, span, label { font-family: "Comic Sans MS", cursive; letter-spacing: 2px; color: purple; }
  * { box-sizing: content-box; }
`;
/** A partner's heavy-handed theme: rem sizes from a big root font, !important page colours, global table and form rules. */
const harshCss = `${hostileCss}
  html { font-size: 22px !important; }
  body { color: #777 !important; background: #222 !important; font: 19px/2.5 Georgia, serif !important; }
  table, th, td { border: 3px double orange; padding: 9px; font-size: 1.4rem; text-align: center; }
  tr:nth-child(odd) { background: teal; }
  select, input, textarea { appearance: none; border-radius: 0; font-size: 1.3rem; }
  svg { width: 48px; height: 48px; fill: red; }
  ul, ol, li { list-style: square; margin: 12px; padding: 12px; }
  [role=menu], [role=dialog] { position: static; border: 5px solid red; }
  *, *::before, *::after { box-sizing: content-box; transition: all 3s; }
`;
const hostile = params.get("hostile");
if (hostile === "1" || hostile === "2") {
  const style = document.createElement("style");
  style.id = "hostile";
  style.textContent = hostile === "2" ? harshCss : hostileCss;
  document.head.append(style);
}

async function login(clientCode: string, otp: string): Promise<void> {
  await client.auth.generateOtp({ clientCode });
  await client.auth.verifyOtp({ clientCode, otp });
}

function Login({ onDone }: { onDone: () => void }) {
  const [clientCode, setClientCode] = useState("DEMO01");
  const [otp, setOtp] = useState("");
  const [sent, setSent] = useState(false);
  const [error, setError] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError("");
    try {
      if (!sent) {
        await client.auth.generateOtp({ clientCode });
        setSent(true);
      } else {
        await client.auth.verifyOtp({ clientCode, otp });
        onDone();
      }
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <form onSubmit={submit} className="gallery-section">
      <label>
        Client code <input value={clientCode} onChange={(e) => setClientCode(e.target.value)} />
      </label>{" "}
      {sent ? (
        <label>
          OTP (printed by the sandbox) <input value={otp} onChange={(e) => setOtp(e.target.value)} />
        </label>
      ) : null}{" "}
      <button type="submit">{sent ? "Log in" : "Send OTP"}</button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}

function Gallery({ trader }: { trader: TradeClient }) {
  const [reliance, setReliance] = useState<PadInstrument | undefined>();
  const [side, setSide] = useState<"B" | "S">("B");
  useEffect(() => {
    void marketOf(trader)
      .listings("RELIANCE")
      .then(async (scrips) => {
        const nse = scrips.find((s) => s.mktSegID === 1);
        if (nse) setReliance(await padInstrumentOf(trader, nse));
      });
  }, [trader]);
  /** F1/F2 on a watchlist row open the pad on that scrip; F6 shows its depth (the gallery's own wiring). */
  const show = (scrip: WatchlistScrip, next?: "B" | "S") => {
    void marketOf(trader)
      .scripMaster(scrip)
      .then(async ([found]) => {
        if (!found) return;
        setReliance(await padInstrumentOf(trader, found));
        if (next) setSide(next);
        document.getElementById(next ? "order-pad" : "market-depth")?.scrollIntoView();
      });
  };
  return (
    <ThemeProvider>
      <section className="gallery-section" id="order-pad" aria-label="Order pad">
        <h2>Order pad</h2>
        {reliance ? (
          <OrderPad
            key={`${reliance.segment}:${reliance.token}:${side}`}
            instrument={reliance}
            side={side}
            keepOpen
          />
        ) : (
          <p>Loading RELIANCE…</p>
        )}
      </section>
      <section className="gallery-section" id="market-depth" aria-label="Market depth">
        <h2>Market depth</h2>
        {reliance ? <MarketDepth instrument={reliance} /> : null}
      </section>
      <section className="gallery-section" id="open-orders" aria-label="Open orders">
        <h2>Open orders</h2>
        <OrdersTable view="open" />
      </section>
      <section className="gallery-section" id="positions" aria-label="Positions">
        <h2>Positions</h2>
        <PositionsTable />
      </section>
      <section className="gallery-section" id="watchlist" aria-label="Watchlist">
        <h2>Watchlist</h2>
        <Watchlist
          onBuy={(scrip) => show(scrip, "B")}
          onSell={(scrip) => show(scrip, "S")}
          onDepth={(scrip) => show(scrip)}
        />
      </section>
    </ThemeProvider>
  );
}

function App() {
  const [ready, setReady] = useState(client.session.getSnapshot().status === "authenticated");
  useEffect(() => {
    const clientCode = params.get("client");
    const otp = params.get("otp");
    if (!ready && clientCode && otp) void login(clientCode, otp).then(() => setReady(true));
  }, [ready]);
  return (
    <TradeProvider client={client} queryClient={queryClient}>
      {ready ? <Gallery trader={client} /> : <Login onDone={() => setReady(true)} />}
    </TradeProvider>
  );
}

createRoot(document.getElementById("gallery") as HTMLElement).render(<App />);
