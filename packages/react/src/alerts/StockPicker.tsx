import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { marketQueries } from "../areas/market.js";
import { useTradeClient } from "../tradeClient.js";
import type { AlertStock } from "./alertForm.js";
import { chooseStockText } from "./texts.js";

/** The alert's stocks (several make a multiple-stock alert), each removable, and a search that adds one. */
export function StockPicker({
  stocks,
  onChange,
  max = 50,
}: {
  stocks: AlertStock[];
  onChange: (stocks: AlertStock[]) => void;
  max?: number;
}) {
  const client = useTradeClient();
  const [text, setText] = useState("");
  const keyword = text.trim();
  const results = useQuery({ ...marketQueries.search(client, keyword), enabled: keyword.length >= 2 });
  const has = (segment: number, token: number) =>
    stocks.some((s) => s.segment === segment && s.token === token);
  const found = (results.data ?? []).filter((scrip) => !has(scrip.mktSegID, scrip.token)).slice(0, 8);
  const add = (scrip: (typeof found)[number]) => {
    onChange([
      ...stocks,
      {
        exchange: scrip.exchName,
        segment: scrip.mktSegID,
        token: scrip.token,
        symbol: scrip.tradeSymbol,
        kind: scrip.instName,
      },
    ]);
    setText("");
  };
  return (
    <div className="tk-alert-stocks">
      {stocks.length > 0 ? (
        <ul className="tk-chips" aria-label="Stocks">
          {stocks.map((stock) => (
            <li key={`${stock.segment}:${stock.token}`}>
              <span className="tk-sym">{stock.symbol}</span>
              <span className="tk-sub">{stock.exchange}</span>
              {stocks.length > 1 ? (
                <button
                  type="button"
                  aria-label={`Remove ${stock.symbol}`}
                  onClick={() => onChange(stocks.filter((s) => s !== stock))}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {stocks.length < max ? (
        <div className="tk-alert-search">
          <input
            type="search"
            aria-label={stocks.length === 0 ? chooseStockText : "Add another stock"}
            placeholder={stocks.length === 0 ? chooseStockText : "+ Add stock"}
            maxLength={50}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                if (found[0]) add(found[0]);
              }
            }}
          />
          {keyword.length >= 2 && found.length > 0 ? (
            <ul className="tk-alert-results" aria-label="Search results">
              {found.map((scrip) => (
                <li key={`${scrip.mktSegID}:${scrip.token}`}>
                  <button type="button" onClick={() => add(scrip)}>
                    <span className="tk-sym">{scrip.tradeSymbol}</span>
                    <span className="tk-sub">{scrip.exchName}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
