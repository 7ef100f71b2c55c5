import { useQuery } from "@tanstack/react-query";
import { isEquityCashKind, type Scrip } from "@trade/core";
import { searchKeywordProblem } from "@trade/core/shell";
import { marketQueries, useTradeClient } from "@trade/react";
import { SipHistory, SipList } from "@trade/react/sip";
import { padInstrumentOf } from "@trade/react/trading";
import { useId, useState } from "react";
import { type OpenPad, OpenPadPanel } from "../shell/OrderPadPanel.js";
import { TabLinks } from "../ui/TabLinks.js";
import { OrdersFrame } from "./Orders.js";
import "./stockSip.css";

/** The two Stock SIP views (spec 2 §2: /orders/stock-sip with /orders/stock-sip/history). */
const sipViews = [
  { path: "/orders/stock-sip", label: "SIPs" },
  { path: "/orders/stock-sip/history", label: "History" },
];

/**
 * New SIP: a search for the cash equity to invest in (letters, digits and spaces, as the top search); choosing one
 * opens the order pad on its SIP tab. Escape closes the search.
 */
function NewSip({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const client = useTradeClient();
  const id = useId();
  const [text, setText] = useState("");
  const [pad, setPad] = useState<OpenPad | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const keyword = text.trim();
  const keywordProblem = keyword === "" ? undefined : searchKeywordProblem(keyword);
  const results = useQuery({
    ...marketQueries.search(client, keyword),
    enabled: open && keyword !== "" && keywordProblem === undefined,
  });
  const stocks = (results.data ?? []).filter((scrip) => isEquityCashKind(scrip.instName)).slice(0, 8);
  const choose = async (scrip: Scrip) => {
    setProblem(undefined);
    try {
      setPad({ instrument: await padInstrumentOf(client, scrip), side: "B", openTab: "sip" });
      setOpen(false);
      setText("");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="new-sip">
      <button
        type="button"
        className="button primary new-sip-button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        New SIP
      </button>
      {open ? (
        <div
          className="new-sip-search"
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
          }}
        >
          <label htmlFor={id}>Stock to invest in</label>
          <input
            id={id}
            type="search"
            autoFocus
            value={text}
            maxLength={50}
            onChange={(event) => setText(event.target.value)}
          />
          {(keywordProblem ?? problem) ? <p role="alert">{keywordProblem ?? problem}</p> : null}
          {stocks.length > 0 ? (
            <ul aria-label="Stocks">
              {stocks.map((scrip) => (
                <li key={`${scrip.mktSegID}:${scrip.token}`}>
                  <button type="button" className="button" onClick={() => void choose(scrip)}>
                    {scrip.tradeSymbol} <small>{scrip.exchName}</small>
                  </button>
                </li>
              ))}
            </ul>
          ) : results.isSuccess && keyword !== "" ? (
            <p className="muted">No stocks for “{keyword}”</p>
          ) : null}
        </div>
      ) : null}
      <OpenPadPanel pad={pad} className="watchlist-pad" onClose={() => setPad(undefined)} />
    </div>
  );
}

/** The SIPs and History views' links, with New SIP beside them. */
function SipBar({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  return (
    <div className="sip-bar">
      <TabLinks label="Stock SIP views" tabs={sipViews} end />
      <NewSip open={open} setOpen={setOpen} />
    </div>
  );
}

/** /orders/stock-sip: the client's SIPs by status; pause, resume, modify and cancel; New SIP. */
export function StockSipScreen() {
  const [open, setOpen] = useState(false);
  return (
    <OrdersFrame title="Stock SIP" bar={<SipBar open={open} setOpen={setOpen} />}>
      {(onNotice) => <SipList onNotice={onNotice} onEmptyAction={() => setOpen(true)} />}
    </OrdersFrame>
  );
}

/** /orders/stock-sip/history: every SIP instalment with its order's fate. */
export function StockSipHistoryScreen() {
  const [open, setOpen] = useState(false);
  return (
    <OrdersFrame title="Stock SIP history" bar={<SipBar open={open} setOpen={setOpen} />}>
      {() => <SipHistory />}
    </OrdersFrame>
  );
}
