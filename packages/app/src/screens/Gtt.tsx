import { useQuery } from "@tanstack/react-query";
import { isIndexKind, type Scrip } from "@trade/core";
import { searchKeywordProblem } from "@trade/core/shell";
import { marketQueries, useTradeClient } from "@trade/react";
import { GttList } from "@trade/react/gtt";
import { padInstrumentOf } from "@trade/react/trading";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type OpenPad, OpenPadPanel } from "../shell/OrderPadPanel.js";
import { type NoticeValue, OrdersFrame } from "./Orders.js";
import "./gtt.css";

/**
 * New GTT: pick an instrument (the top search's rules and results), then the order pad opens on its GTT tab. Opened
 * at once by `?create=1`.
 */
function NewGtt({
  onNotice,
  picking,
  setPicking,
}: {
  onNotice: (notice: NoticeValue) => void;
  picking: boolean;
  setPicking: (picking: boolean) => void;
}) {
  const client = useTradeClient();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState("");
  const [pad, setPad] = useState<OpenPad | undefined>();
  const [opened, setOpened] = useState(0);
  const keyword = text.trim();
  const problem = keyword === "" ? undefined : searchKeywordProblem(keyword);
  const results = useQuery({
    ...marketQueries.search(client, keyword),
    enabled: keyword !== "" && problem === undefined,
  });
  const list = (results.data ?? []).filter((scrip) => !isIndexKind(scrip.instName)).slice(0, 10);

  useEffect(() => {
    if (params.get("create") !== "1") return;
    const rest = new URLSearchParams(params);
    rest.delete("create");
    setParams(rest, { replace: true });
  }, [params, setParams]);

  const choose = async (scrip: Scrip) => {
    try {
      setPad({ instrument: await padInstrumentOf(client, scrip), side: "B", openTab: "gtt" });
      setOpened((count) => count + 1);
      setPicking(false);
      setText("");
    } catch (error) {
      onNotice({ title: "The order pad could not open", message: (error as Error).message, ok: false });
    }
  };

  return (
    <div className="gtt-new">
      {picking ? (
        <div className="gtt-picker">
          <input
            type="search"
            autoFocus
            aria-label="Instrument for the new GTT"
            placeholder="Search an instrument for the GTT"
            aria-invalid={problem !== undefined}
            maxLength={50}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setPicking(false);
              else if (event.key === "Enter" && list[0]) void choose(list[0]);
            }}
          />
          {problem ? <p className="gtt-picker-problem">{problem}</p> : null}
          <ul className="gtt-picker-results" aria-label="Instruments">
            {list.map((scrip) => (
              <li key={`${scrip.mktSegID}:${scrip.token}`}>
                <button type="button" onClick={() => void choose(scrip)}>
                  <strong>{scrip.tradeSymbol}</strong> <span>{scrip.exchName}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <button type="button" className="button primary" onClick={() => setPicking(true)}>
          New GTT
        </button>
      )}
      <OpenPadPanel key={opened} pad={pad} className="watchlist-pad" onClose={() => setPad(undefined)} />
    </div>
  );
}

/** /orders/gtt (Tools: Place GTT Order): the GTT rules with edit and cancel, and New GTT on any instrument. */
export function GttScreen() {
  const [params] = useSearchParams();
  const [picking, setPicking] = useState(params.get("create") === "1");
  return (
    <OrdersFrame title="GTT orders">
      {(onNotice) => (
        <>
          <NewGtt onNotice={onNotice} picking={picking} setPicking={setPicking} />
          <GttList onNotice={onNotice} onEmptyAction={() => setPicking(true)} />
        </>
      )}
    </OrdersFrame>
  );
}
